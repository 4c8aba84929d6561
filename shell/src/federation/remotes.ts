import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef } from '@portal/contracts';
import { describeUnmetNeeds, unmetNeeds } from './compatibility';
import { RemoteLoadError, type ModuleSource } from './module-source';
import { preloadModuleFiles } from './first-view';
import { countReleaseLoad, reportReleaseFailure } from './release-counts';
import { liveRemotesManifest, type RemotesManifest } from './remotes-manifest';

const federation = () => {
  const instance = getInstance();
  if (!instance) throw new Error('The federation runtime is not initialised');
  return instance;
};

let live: Promise<RemotesManifest> | null = null;

/**
 * Reads the runtime manifest once per page (the copy the page arrived with, else remotes.json) and
 * registers every remote in it by its entry script, so loading one is one request, not a manifest
 * first; no remote's file is fetched until a page or widget needs it. A failure is not kept: the
 * next call tries again.
 */
export const loadLiveManifest = (): Promise<RemotesManifest> => {
  live ??= liveRemotesManifest()
    .then((manifest) => {
      federation().registerRemotes(
        Object.entries(manifest.remotes).map(([name, remote]) => ({ name, entry: remote.remoteEntry })),
      );
      return manifest;
    })
    .catch((error: unknown) => {
      live = null;
      throw error;
    });
  return live;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Attempts and pauses for a remote whose files do not answer (a network blip, a deploy). */
const retryDelaysMs = [300, 1000];

/**
 * Loads a module of a remote, retrying network failures. A release whose singleton needs this
 * shell does not meet is never loaded: its area says it is unavailable and the log says why.
 * After a failed attempt the remote is registered again with `force`, which drops what the
 * runtime cached of the failed fetch.
 */
export const loadRemoteModule = async <T>(ref: RemoteModuleRef): Promise<T> => {
  const release = await loadLiveManifest().then(
    (manifest) => manifest.remotes[ref.remote],
    (error: unknown) => {
      throw new RemoteLoadError(ref.remote, error);
    },
  );
  if (!release) throw new RemoteLoadError(ref.remote, new Error(`Remote ${ref.remote} is not in the manifest`));
  const unmet = unmetNeeds(release.needs);
  if (unmet.length > 0) {
    const reason = new Error(`Release ${release.version} of ${ref.remote} cannot run with this shell: ${describeUnmetNeeds(unmet)}`);
    console.error(reason.message);
    throw new RemoteLoadError(ref.remote, reason);
  }
  let lastError: unknown;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    try {
      const module = await federation().loadRemote<T>(`${ref.remote}/${ref.module}`);
      if (module) {
        countReleaseLoad(release);
        return module;
      }
      lastError = new Error(`${ref.remote}/${ref.module} is empty`);
    } catch (error) {
      lastError = error;
    }
    federation().registerRemotes([{ name: ref.remote, entry: release.remoteEntry }], { force: true });
    const delay = retryDelaysMs[attempt];
    if (delay !== undefined) await wait(delay);
  }
  throw new RemoteLoadError(ref.remote, lastError);
};

/**
 * Starts fetching the files of a page as soon as the manifest says where they are, in parallel
 * with whatever else the shell does. A failure here is silent: loading the page itself reports it.
 */
export const preloadRemoteModule = async (ref: RemoteModuleRef): Promise<void> => {
  try {
    const release = (await loadLiveManifest()).remotes[ref.remote];
    if (release) preloadModuleFiles(release, ref.module);
  } catch {
    // loadRemoteModule retries and reports.
  }
};

/** Reports a failed area against the release of its remote this page runs. */
const reportRemoteFailure = (ref: RemoteModuleRef): void => {
  loadLiveManifest().then(
    (manifest) => {
      const release = manifest.remotes[ref.remote];
      if (release) reportReleaseFailure(ref, release);
    },
    () => undefined,
  );
};

/** The portal's module source: remotes registered from `remotes.json` and loaded at run time. */
export const federatedModules: ModuleSource = {
  loadPages: loadLiveManifest,
  loadModule: loadRemoteModule,
  preloadModule: preloadRemoteModule,
  reportFailure: reportRemoteFailure,
};
