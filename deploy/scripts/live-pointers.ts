import { shellReleasePlaceholder, type RemoteRoute } from '@portal/contracts';
import type { RemoteApp } from './apps';
import type { Needs } from './compatibility';
import { withLiveLock } from './live-lock';
import { compressedVariants, variantSuffixes } from './precompress';
import { releaseStoreFor, type ReleaseStore } from './release-store';

/**
 * The live files of a release store (issue 25): which release of each app browsers get
 * (`remotes.json`, `shell.json`), the site's page that carries a copy of the live remotes, and
 * when each release stopped being live. What the API server's canary judge needs to withdraw a
 * canary lives here, apart from the build and publish steps (publish.ts), so the API image runs it
 * with the node built-ins, the contracts and the S3 client only (deploy/docker/api.Dockerfile).
 */

/** The files of an exposed module that load with it, as URLs: the shell fetches them with the page that shows it. */
export interface ModuleFiles {
  js: string[];
  css: string[];
  /**
   * The module's texts in a language other than Spanish (which its code carries), fetched with
   * the module by a user of that language only; absent when the module has none (or the release
   * was published before they were listed).
   */
  texts?: Partial<Record<'ca' | 'en', string[]>>;
}

/** A remote's live release, as `remotes.json` names it. */
export interface RemoteEntry {
  /** URL of the release's `mf-manifest.json`. */
  entry: string;
  /** URL of the release's `remoteEntry.js`: the shell loads it without reading the manifest first. */
  remoteEntry: string;
  /** Each exposed module's files, by module name (`LatestOffersWidget`). */
  files: Record<string, ModuleFiles>;
  version: string;
  /** URL of the release's route table, beside its manifest. */
  routes: string;
  /** The release's pages, copied in so the shell can guard them even when its files are unreachable. */
  pages: RemoteRoute[];
  /** What the release needs of each singleton package. */
  needs: Needs;
  /** A release live for a share of browsers beside this one (issue 25, canary releases). */
  canary?: CanaryEntry;
}
/**
 * A canary: a whole release entry, plus the share of browsers (1-99 %) that run it instead of the
 * live one (a browser's stable bucket 0-99 below the share: shell/src/federation/remotes-manifest.ts)
 * and since when it is a canary: the start of the period its loads and errors are judged on (the
 * API's canary judge), a new one each time the release becomes a canary again.
 */
export interface CanaryEntry extends Omit<RemoteEntry, 'canary'> {
  share: number;
  since: string;
}
export interface RemotesManifest {
  remotes: Record<string, RemoteEntry>;
}
/** The shell's live release, as `shell.json` names it. */
export interface ShellEntry {
  version: string;
  /** URL of the release's `mf-manifest.json`, which lists the singleton versions it provides. */
  manifest: string;
}

/** The live pointers, at the root of the store. */
const remotesManifestFile = 'remotes.json';
const shellPointerFile = 'shell.json';
/** A shell release's folder in a store. */
export const shellReleaseIn = (version: string) => `shell/${version}`;

/** The default store: `--target` or RELEASE_TARGET, else the local web root. */
export const defaultStore = () => releaseStoreFor();

/** A JSON file of the store; rejects when it is not there. */
export const readStoredJson = async <T>(store: ReleaseStore, file: string): Promise<T> => {
  const content = await store.read(file);
  if (!content) throw new Error(`${store.location} has no ${file}`);
  return JSON.parse(content.toString('utf8')) as T;
};

export const jsonContent = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Runs a change of the store's live files holding its lock (live-lock.ts), so two writers (a
 * publish and the server's withdrawal of a canary) never lose each other's rewrite. `holder`
 * names the writer for one that has to wait.
 */
export const changingLiveFiles = <T>(store: ReleaseStore, holder: string, change: () => Promise<T>): Promise<T> =>
  withLiveLock(store.liveLock, holder, change);

/**
 * A page at the site root with its compressed variants, each written atomically: the variants
 * first, so a browser that takes one of them (or the plain file) always gets a whole page, this
 * version's or the one before.
 */
const writePageAtomically = async (store: ReleaseStore, file: string, content: string): Promise<void> => {
  const plain = Buffer.from(content);
  const variants = await compressedVariants(plain);
  for (const suffix of variantSuffixes) {
    const variant = variants.find((candidate) => candidate.suffix === suffix);
    if (variant) await store.writeLive(file + suffix, variant.content);
    else await store.removeLive(file + suffix);
  }
  await store.writeLive(file, plain);
};

export const readRemotesManifest = async (store: ReleaseStore = defaultStore()): Promise<RemotesManifest> =>
  readStoredJson<RemotesManifest>(store, remotesManifestFile).catch(() => ({ remotes: {} }));

/** The element of the site's page that carries the live remotes (the shell reads it instead of fetching remotes.json). */
export const liveRemotesElementId = 'portal-remotes';

/**
 * The live shell's page with the live remotes written into it: what the shell would otherwise
 * fetch before it can route arrives with the page itself. As JSON data, which the page's
 * Content-Security-Policy lets through (it runs no script); `<` is escaped so no text of it can
 * close the element.
 */
export const livePage = (shellPage: string, shellVersion: string, manifest: RemotesManifest): string => {
  const data = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${liveRemotesElementId}">${data}</script>`;
  const page = shellPage.replaceAll(shellReleasePlaceholder, shellVersion);
  return page.includes('</head>') ? page.replace('</head>', `${element}</head>`) : `${element}${page}`;
};

/** Writes the site's page again from the live shell's release and the live remotes. */
export const writeLivePage = async (store: ReleaseStore, shellVersion: string, manifest: RemotesManifest): Promise<void> => {
  const shellPage = await store.read(`${shellReleaseIn(shellVersion)}/index.html`);
  if (!shellPage) throw new Error(`${store.location} has no page of shell ${shellVersion}`);
  await writePageAtomically(store, 'index.html', livePage(shellPage.toString('utf8'), shellVersion, manifest));
};

export const readLiveShell = async (store: ReleaseStore = defaultStore()): Promise<ShellEntry | null> =>
  readStoredJson<ShellEntry>(store, shellPointerFile).catch(() => null);

/** Points the site at a shell release (its page is written first: makeShellLive in publish.ts). */
export const writeShellPointer = (store: ReleaseStore, entry: ShellEntry): Promise<void> =>
  store.writeLive(shellPointerFile, jsonContent(entry));

/**
 * Points the site at a new set of live remotes: `remotes.json`, then the page that carries a copy
 * of it (when a shell is live), each replaced in one rename. A page opened in between names
 * releases that stay published, so it works whichever of the two it read. The caller holds the
 * lock of the live files (changingLiveFiles) from its read of `remotes.json` to here.
 */
export const writeRemotesManifest = async (manifest: RemotesManifest, store: ReleaseStore = defaultStore()): Promise<void> => {
  await store.writeLive(remotesManifestFile, jsonContent(manifest));
  const shell = await readLiveShell(store);
  if (shell) await writeLivePage(store, shell.version, manifest);
};

/**
 * When each release stopped being live, by app (`shell` or a remote's folder): pages opened before
 * may still ask for its files, so it is kept for a while after that moment, whatever its age
 * (collect.ts).
 */
export type Retirements = Record<string, Record<string, string>>;
const retirementsFile = 'retired-releases.json';
export const readRetirements = async (store: ReleaseStore = defaultStore()): Promise<Retirements> =>
  readStoredJson<Retirements>(store, retirementsFile).catch(() => ({}));
export const writeRetirements = (retirements: Retirements, store: ReleaseStore = defaultStore()) =>
  store.writeLive(retirementsFile, jsonContent(retirements));

/** Notes that `previous` stopped being live now, and that `live` (back in service) is not retired. */
export const recordRetirement = async (store: ReleaseStore, app: string, previous: string | undefined, live: string): Promise<void> => {
  const retirements = await readRetirements(store);
  const ofApp = { ...retirements[app] };
  delete ofApp[live];
  if (previous && previous !== live) ofApp[previous] = new Date().toISOString();
  await writeRetirements({ ...retirements, [app]: ofApp }, store);
};

/** The canary of a remote; throws, naming the remote, when it has none. */
export const canaryOf = async (store: ReleaseStore, remote: RemoteApp): Promise<{ manifest: RemotesManifest; live: RemoteEntry; canary: CanaryEntry }> => {
  const manifest = await readRemotesManifest(store);
  const live = manifest.remotes[remote.federationName];
  if (!live?.canary) throw new Error(`${remote.folder} has no canary release in ${store.location}: nothing was changed.`);
  return { manifest, live, canary: live.canary };
};

/**
 * Drops a remote's canary: every browser gets the live release at its next load; the canary is
 * retired (its files kept for the pages still running it). With `only`, drops the canary only
 * while it is still that release (the API's automatic withdrawal, which judged that release) and
 * answers null otherwise; with `since` as well, only while it is still that canary period (not the
 * same release published as a canary again since it was judged).
 */
export const withdrawCanary = async (
  remote: RemoteApp,
  { store = defaultStore(), only, since, holder = `withdraw ${remote.folder}` }: { store?: ReleaseStore; only?: string; since?: string; holder?: string } = {},
): Promise<{ withdrawn: string; live: string } | null> =>
  changingLiveFiles(store, holder, async () => {
    if (only !== undefined) {
      const current = (await readRemotesManifest(store)).remotes[remote.federationName]?.canary;
      if (current?.version !== only || (since !== undefined && current.since !== since)) return null;
    }
    const { manifest, live, canary } = await canaryOf(store, remote);
    const { canary: _dropped, ...withoutCanary } = live;
    manifest.remotes[remote.federationName] = withoutCanary;
    await writeRemotesManifest(manifest, store);
    await recordRetirement(store, remote.folder, canary.version, live.version);
    return { withdrawn: canary.version, live: live.version };
  });
