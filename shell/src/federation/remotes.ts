import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef, RemoteName } from '@portal/contracts';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';

/** A remote's files could not be fetched or evaluated (as opposed to a render error). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const federation = () => {
  const instance = getInstance();
  if (!instance) throw new Error('The federation runtime is not initialised');
  return instance;
};

let manifest: Promise<RemotesManifest> | null = null;

/** Fetches the runtime manifest once and registers every remote in it; nothing is loaded yet. */
export const registerRemotesFromManifest = (): Promise<RemotesManifest> => {
  manifest ??= fetchRemotesManifest()
    .then((loaded) => {
      federation().registerRemotes(
        Object.entries(loaded.remotes).map(([name, remote]) => ({ name, entry: remote.entry })),
      );
      return loaded;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Attempts and pauses for a remote whose files do not answer (a network blip, a deploy). */
const retryDelaysMs = [300, 1000];

/**
 * Loads a module of a remote, retrying network failures. After a failed attempt the remote is
 * registered again with `force`, which drops what the runtime cached of the failed fetch.
 */
export const loadRemoteModule = async <T>(ref: RemoteModuleRef): Promise<T> => {
  const loaded = await registerRemotesFromManifest();
  const entry = loaded.remotes[ref.remote];
  let lastError: unknown = new Error(`Remote ${ref.remote} is not in the manifest`);
  if (!entry) throw new RemoteLoadError(ref.remote, lastError);
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    try {
      const module = await federation().loadRemote<T>(`${ref.remote}/${ref.module}`);
      if (module) return module;
      lastError = new Error(`${ref.remote}/${ref.module} is empty`);
    } catch (error) {
      lastError = error;
    }
    federation().registerRemotes([{ name: ref.remote, entry: entry.entry }], { force: true });
    const delay = retryDelaysMs[attempt];
    if (delay !== undefined) await wait(delay);
  }
  throw new RemoteLoadError(ref.remote, lastError);
};
