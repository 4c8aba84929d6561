import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { routeTableSchema, type RemoteRoute } from '@portal/contracts';
import { manifestStatsFile, shellReleasePlaceholder } from '@portal/mf-config';
import { remoteApps, repoRoot, shellFolder, webRoot, type RemoteApp } from './apps';
import {
  describeIncompatibilities,
  describeMissingExports,
  incompatibilities,
  missingExports,
  needsOf,
  providesOf,
  treeShakenExportsOf,
  type FederationManifest,
  type ManifestStats,
  type Needs,
  type Provides,
  type TreeShakenExports,
} from './compatibility';
import { compressedVariants, variantSuffixes } from './precompress';
import { releaseStoreFor, type ReleaseStore } from './release-store';

/** The files of an exposed module that load with it, as URLs: the shell fetches them with the page that shows it. */
export interface ModuleFiles {
  js: string[];
  css: string[];
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
 * and since when it is a canary. A shell that does not know canaries reads the live entry as before.
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

/** A release the live apps cannot run with; the message names the package, the version live and the range needed. */
export class IncompatibleReleaseError extends Error {
  override name = 'IncompatibleReleaseError';
}

/** The live pointers, at the root of the store. */
const remotesManifestFile = 'remotes.json';
const shellPointerFile = 'shell.json';
/** Public URL prefix of the remotes' files; a CDN can serve them instead (see README). */
const remotesBaseUrl = () => (process.env.REMOTES_BASE_URL ?? '/remotes').replace(/\/$/, '');

export const shellReleasesDir = () => path.join(webRoot, 'shell');
export const remoteReleasesDir = (remote: RemoteApp) => path.join(webRoot, 'remotes', remote.folder);
export const releaseFolder = (remote: RemoteApp, version: string) => path.join(remoteReleasesDir(remote), version);
export const shellReleaseFolder = (version: string) => path.join(shellReleasesDir(), version);
/** The same folders as paths in a release store (release-store.ts). */
const remoteReleasesIn = (remote: RemoteApp) => `remotes/${remote.folder}`;
const remoteReleaseIn = (remote: RemoteApp, version: string) => `${remoteReleasesIn(remote)}/${version}`;
const shellReleasesIn = 'shell';
const shellReleaseIn = (version: string) => `${shellReleasesIn}/${version}`;

/** The default store: `--target` or RELEASE_TARGET, else the local web root. */
const defaultStore = () => releaseStoreFor();

export const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
};

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

/** A JSON file of the store; rejects when it is not there. */
const readStoredJson = async <T>(store: ReleaseStore, file: string): Promise<T> => {
  const content = await store.read(file);
  if (!content) throw new Error(`${store.location} has no ${file}`);
  return JSON.parse(content.toString('utf8')) as T;
};

const jsonContent = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

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

/** The hash a release id ends with: of every built file's path and content. */
export const contentHash = async (dist: string): Promise<string> => {
  const hash = createHash('sha256');
  for (const file of await listFiles(dist)) {
    hash.update(path.relative(dist, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 10);
};

/** A release id: the app's package version plus a hash of the built files, so a rebuild of the same code keeps its id. */
export const releaseVersion = async (appDir: string, dist: string): Promise<string> => {
  const pkg = await readJson<{ version: string }>(path.join(appDir, 'package.json'));
  return `${pkg.version}-${await contentHash(dist)}`;
};

/**
 * Puts a build into its release folder of the store, precompressed; the folder counts as a
 * release only once complete (release-store.ts). A release that exists already is the same build
 * (same hash) and is kept as it is.
 */
const stageRelease = async (store: ReleaseStore, dist: string, folder: string): Promise<void> => {
  if (await store.hasRelease(folder)) return;
  await store.putRelease(folder, dist);
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
const writeLivePage = async (store: ReleaseStore, shellVersion: string, manifest: RemotesManifest): Promise<void> => {
  const shellPage = await store.read(`${shellReleaseIn(shellVersion)}/index.html`);
  if (!shellPage) throw new Error(`${store.location} has no page of shell ${shellVersion}`);
  await writePageAtomically(store, 'index.html', livePage(shellPage.toString('utf8'), shellVersion, manifest));
};

/**
 * Points the site at a new set of live remotes: `remotes.json`, then the page that carries a copy
 * of it (when a shell is live), each replaced in one rename. A page opened in between names
 * releases that stay published, so it works whichever of the two it read.
 */
export const writeRemotesManifest = async (manifest: RemotesManifest, store: ReleaseStore = defaultStore()): Promise<void> => {
  await store.writeLive(remotesManifestFile, jsonContent(manifest));
  const shell = await readLiveShell(store);
  if (shell) await writeLivePage(store, shell.version, manifest);
};

export const readLiveShell = async (store: ReleaseStore = defaultStore()): Promise<ShellEntry | null> =>
  readStoredJson<ShellEntry>(store, shellPointerFile).catch(() => null);

/** The singleton versions the live shell provides; null when no shell is published yet. */
export const liveShellProvides = async (store: ReleaseStore = defaultStore()): Promise<Provides | null> => {
  const live = await readLiveShell(store);
  if (!live) return null;
  return providesOf(await readStoredJson<FederationManifest>(store, `${shellReleaseIn(live.version)}/mf-manifest.json`));
};

/** Each exposed module's files that load with it, as URLs under the release's base. */
const moduleFilesOf = (manifest: FederationManifest, base: string): Record<string, ModuleFiles> =>
  Object.fromEntries(
    (manifest.exposes ?? []).map((expose) => [
      expose.name,
      {
        js: (expose.assets?.js?.sync ?? []).map((file) => `${base}/${file}`),
        css: (expose.assets?.css?.sync ?? []).map((file) => `${base}/${file}`),
      },
    ]),
  );

/** The `remotes.json` entry of a release on disk: where it is, its pages, its needs and its modules' files. */
export const entryOf = async (remote: RemoteApp, version: string, store: ReleaseStore = defaultStore()): Promise<RemoteEntry> => {
  const folder = remoteReleaseIn(remote, version);
  const base = `${remotesBaseUrl()}/${remote.folder}/${version}`;
  const pages = routeTableSchema.parse(await readStoredJson<unknown>(store, `${folder}/routes.json`).catch(() => []));
  const manifest = await readStoredJson<FederationManifest>(store, `${folder}/mf-manifest.json`);
  const remoteEntry = manifest.metaData?.remoteEntry;
  return {
    entry: `${base}/mf-manifest.json`,
    remoteEntry: `${base}/${[remoteEntry?.path, remoteEntry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/')}`,
    files: moduleFilesOf(manifest, base),
    version,
    routes: `${base}/routes.json`,
    pages,
    needs: needsOf(manifest),
  };
};

/** The exports of tree-shaken singletons a build uses or carries; none for a build without statistics. */
const treeShakenExportsIn = async (folder: string): Promise<TreeShakenExports> =>
  treeShakenExportsOf(await readJson<ManifestStats>(path.join(folder, manifestStatsFile)).catch(() => ({})));
/** The same, of a release in the store. */
const treeShakenExportsStored = async (store: ReleaseStore, folder: string): Promise<TreeShakenExports> =>
  treeShakenExportsOf(await readStoredJson<ManifestStats>(store, `${folder}/${manifestStatsFile}`).catch(() => ({})));

/** Refuses a remote release whose needs the live shell does not meet: a singleton's version, or an export of its copy. */
const checkAgainstLiveShell = async (store: ReleaseStore, remote: RemoteApp, needs: Needs, exports: TreeShakenExports): Promise<void> => {
  const provides = await liveShellProvides(store);
  const live = await readLiveShell(store);
  const problems = [
    ...(provides ? [describeIncompatibilities(remote.folder, incompatibilities(needs, provides))] : []),
    ...(live ? [describeMissingExports(remote.folder, missingExports(exports, await treeShakenExportsStored(store, shellReleaseIn(live.version))))] : []),
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new IncompatibleReleaseError(
      `${problems.join('\n')}\n` +
        `Nothing was published. Release a shell that provides it first (npm run publish:shell), then ${remote.folder}.`,
    );
  }
};

/** Points `remotes.json` at a release of a remote on disk, once the live shell is known to run it. */
const makeLive = async (store: ReleaseStore, remote: RemoteApp, version: string): Promise<RemoteEntry> => {
  const entry = await entryOf(remote, version, store);
  await checkAgainstLiveShell(store, remote, entry.needs, await treeShakenExportsStored(store, remoteReleaseIn(remote, version)));
  const manifest = await readRemotesManifest(store);
  const current = manifest.remotes[remote.federationName];
  const previous = current?.version;
  // A canary beside the old live release stays a canary, unless it is the release made live.
  const canary = current?.canary && current.canary.version !== version ? current.canary : undefined;
  manifest.remotes[remote.federationName] = canary ? { ...entry, canary } : entry;
  await writeRemotesManifest(manifest, store);
  await recordRetirement(store, remote.folder, previous, version);
  return entry;
};

/** A canary's share: a whole percentage from 1 to 99 (0 is a withdrawal, 100 a promotion). */
export const parseCanaryShare = (text: string | undefined): number => {
  const share = Number(text);
  if (!text || !Number.isInteger(share) || share < 1 || share > 99) {
    throw new Error(`--canary takes the share of browsers that get the release, a whole number from 1 to 99 (not ${text ?? 'nothing'}): nothing was published`);
  }
  return share;
};

/**
 * Makes a staged release of a remote its canary for `share` % of browsers, beside the live
 * release, once the live shell is known to run it; the same release again only changes the share.
 * A canary it replaces is retired (collect.ts keeps its files for the pages still running it).
 */
const makeCanary = async (store: ReleaseStore, remote: RemoteApp, version: string, share: number): Promise<CanaryEntry> => {
  const manifest = await readRemotesManifest(store);
  const live = manifest.remotes[remote.federationName];
  if (!live) throw new Error(`${remote.folder} has no live release yet: publish it without --canary first. Nothing was published.`);
  if (live.version === version) throw new Error(`${remote.folder} ${version} is the live release already: nothing was published.`);
  const entry = await entryOf(remote, version, store);
  await checkAgainstLiveShell(store, remote, entry.needs, await treeShakenExportsStored(store, remoteReleaseIn(remote, version)));
  const replaced = live.canary;
  const since = replaced?.version === version ? replaced.since : new Date().toISOString();
  const canary: CanaryEntry = { ...entry, share, since };
  manifest.remotes[remote.federationName] = { ...live, canary };
  await writeRemotesManifest(manifest, store);
  if (replaced && replaced.version !== version) await recordRetirement(store, remote.folder, replaced.version, live.version);
  return canary;
};

/** The canary of a remote; throws, naming the remote, when it has none. */
const canaryOf = async (store: ReleaseStore, remote: RemoteApp): Promise<{ manifest: RemotesManifest; live: RemoteEntry; canary: CanaryEntry }> => {
  const manifest = await readRemotesManifest(store);
  const live = manifest.remotes[remote.federationName];
  if (!live?.canary) throw new Error(`${remote.folder} has no canary release in ${store.location}: nothing was changed.`);
  return { manifest, live, canary: live.canary };
};

/**
 * Makes a remote's canary its live release for every browser: the old live release is retired
 * (kept for the pages still running it, collect.ts), as a publish retires it. The live shell must
 * still run it (a shell published since is checked against canaries too, but the check is cheap).
 */
export const promoteCanary = async (remote: RemoteApp, store: ReleaseStore = defaultStore()): Promise<{ from: string; to: string }> => {
  const { live, canary } = await canaryOf(store, remote);
  await makeLive(store, remote, canary.version);
  return { from: live.version, to: canary.version };
};

/**
 * Drops a remote's canary: every browser gets the live release at its next load; the canary is
 * retired (its files kept for the pages still running it). With `only`, drops the canary only
 * while it is still that release (the API's automatic withdrawal, which judged that release) and
 * answers null otherwise.
 */
export const withdrawCanary = async (
  remote: RemoteApp,
  { store = defaultStore(), only }: { store?: ReleaseStore; only?: string } = {},
): Promise<{ withdrawn: string; live: string } | null> => {
  if (only !== undefined) {
    const current = (await readRemotesManifest(store)).remotes[remote.federationName]?.canary;
    if (current?.version !== only) return null;
  }
  const { manifest, live, canary } = await canaryOf(store, remote);
  const { canary: _dropped, ...withoutCanary } = live;
  manifest.remotes[remote.federationName] = withoutCanary;
  await writeRemotesManifest(manifest, store);
  await recordRetirement(store, remote.folder, canary.version, live.version);
  return { withdrawn: canary.version, live: live.version };
};

/**
 * Publishes a remote's build: checks its singleton needs against the live shell (before anything
 * is written), copies it to its own release folder (old releases stay for rollback and for
 * pages still running them) and points `remotes.json` at it. Nothing of another app is touched.
 */
export const publishRemote = async (
  remote: RemoteApp,
  {
    appDir = path.join(repoRoot, remote.folder),
    dist = path.join(appDir, 'dist'),
    version,
    store = defaultStore(),
    canary,
  }: { appDir?: string; dist?: string; version?: string; store?: ReleaseStore; canary?: number } = {},
): Promise<RemoteEntry> => {
  const built = await readJson<FederationManifest>(path.join(dist, 'mf-manifest.json')).catch(() => {
    throw new Error(`${remote.folder} has no build in ${dist}: run its build first`);
  });
  await checkAgainstLiveShell(store, remote, needsOf(built), await treeShakenExportsIn(dist));
  const release = version ?? (await releaseVersion(appDir, dist));
  if (canary !== undefined) {
    const live = (await readRemotesManifest(store)).remotes[remote.federationName];
    if (!live) throw new Error(`${remote.folder} has no live release yet: publish it without --canary first. Nothing was published.`);
    if (live.version === release) throw new Error(`${remote.folder} ${release} is the live release already: nothing was published.`);
  }
  await stageRelease(store, dist, remoteReleaseIn(remote, release));
  return canary === undefined ? makeLive(store, remote, release) : makeCanary(store, remote, release, canary);
};

/** Refuses a shell release that would not meet the needs of a live remote. */
const checkAgainstLiveRemotes = async (
  store: ReleaseStore,
  { manifest: shellManifest, carried }: { manifest: FederationManifest; carried: TreeShakenExports },
): Promise<void> => {
  const provides = providesOf(shellManifest);
  const { remotes } = await readRemotesManifest(store);
  // Canaries run in browsers beside the live releases: the shell must meet them too.
  const running = Object.entries(remotes).flatMap(([name, entry]) => [
    { name, entry, role: 'live' },
    ...(entry.canary ? [{ name, entry: entry.canary, role: 'canary' }] : []),
  ]);
  const problems = (
    await Promise.all(
      running.map(async ({ name, entry, role }) => {
        const remote = remoteApps.find((app) => app.federationName === name);
        const used = remote ? await treeShakenExportsStored(store, remoteReleaseIn(remote, entry.version)) : {};
        return [
          ...incompatibilities(entry.needs ?? {}, provides).map(
            ({ packageName, needed, provided }) =>
              `${role} ${name} ${entry.version} needs ${packageName} ${needed}, this shell would provide ${provided}`,
          ),
          ...missingExports(used, carried).map(
            ({ packageName, exports }) => `${role} ${name} ${entry.version} needs ${exports.join(', ')} of ${packageName}, this shell's copy would lack them`,
          ),
        ];
      }),
    )
  ).flat();
  if (problems.length > 0) {
    throw new IncompatibleReleaseError(
      `${problems.join('\n')}\nNothing was published. Release remotes that accept it first, or keep the shell's version.`,
    );
  }
};

/** Makes a shell release on disk live: its page at the site root with the release's URLs, then the pointer. */
const makeShellLive = async (store: ReleaseStore, version: string, { checkRemotes }: { checkRemotes: boolean }): Promise<ShellEntry> => {
  const folder = shellReleaseIn(version);
  if (checkRemotes) {
    await checkAgainstLiveRemotes(store, {
      manifest: await readStoredJson<FederationManifest>(store, `${folder}/mf-manifest.json`),
      carried: await treeShakenExportsStored(store, folder),
    });
  }
  const previous = (await readLiveShell(store))?.version;
  await writeLivePage(store, version, await readRemotesManifest(store));
  const entry: ShellEntry = { version, manifest: `/shell/${version}/mf-manifest.json` };
  await store.writeLive(shellPointerFile, jsonContent(entry));
  await recordRetirement(store, shellFolder, previous, version);
  return entry;
};

/**
 * Publishes the shell's build alone: its files in `shell/<release>/`, then `index.html` and
 * `shell.json` at the site root. The remotes and `remotes.json` are left alone; older shell
 * releases stay, so pages still open keep finding their files. `checkRemotes: false` is for a
 * full build, whose remotes are published right after from the same sources.
 */
export const publishShell = async ({
  appDir = path.join(repoRoot, 'shell'),
  dist = path.join(appDir, 'dist'),
  checkRemotes = true,
  version,
  store = defaultStore(),
}: { appDir?: string; dist?: string; checkRemotes?: boolean; version?: string; store?: ReleaseStore } = {}): Promise<ShellEntry> => {
  await stat(path.join(dist, 'index.html')).catch(() => {
    throw new Error(`The shell has no build in ${dist}: run its build first`);
  });
  if (checkRemotes) {
    await checkAgainstLiveRemotes(store, {
      manifest: await readJson<FederationManifest>(path.join(dist, 'mf-manifest.json')),
      carried: await treeShakenExportsIn(dist),
    });
  }
  const release = version ?? (await releaseVersion(appDir, dist));
  await stageRelease(store, dist, shellReleaseIn(release));
  return makeShellLive(store, release, { checkRemotes });
};

export interface Release {
  version: string;
  published: Date;
  live: boolean;
  /** The share of browsers it is live for, when it is a remote's canary. */
  canaryShare?: number;
}

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
const recordRetirement = async (store: ReleaseStore, app: string, previous: string | undefined, live: string): Promise<void> => {
  const retirements = await readRetirements(store);
  const ofApp = { ...retirements[app] };
  delete ofApp[live];
  if (previous && previous !== live) ofApp[previous] = new Date().toISOString();
  await writeRetirements({ ...retirements, [app]: ofApp }, store);
};

/** The releases in a folder of the store, newest first, the live one marked. */
const releasesIn = async (store: ReleaseStore, folder: string, liveVersion: string | undefined): Promise<Release[]> => {
  const releases = (await store.listReleases(folder)).map((release) => ({ ...release, live: release.version === liveVersion }));
  return releases.sort((a, b) => b.published.getTime() - a.published.getTime());
};

export const releasesOf = async (remote: RemoteApp, store: ReleaseStore = defaultStore()): Promise<Release[]> => {
  const live = (await readRemotesManifest(store)).remotes[remote.federationName];
  const releases = await releasesIn(store, remoteReleasesIn(remote), live?.version);
  return releases.map((release) => (release.version === live?.canary?.version ? { ...release, canaryShare: live.canary.share } : release));
};

export const shellReleases = async (store: ReleaseStore = defaultStore()): Promise<Release[]> =>
  releasesIn(store, shellReleasesIn, (await readLiveShell(store))?.version);

/** Removes a release of an app (`shell` or a remote's folder) from the store (collect.ts). */
export const removeRelease = (app: string, version: string, store: ReleaseStore = defaultStore()): Promise<void> =>
  store.removeRelease(app === shellFolder ? shellReleaseIn(version) : `remotes/${app}/${version}`);

/** The release a rollback goes to: the wanted one, or the newest that is not live. */
const rollbackTarget = (releases: Release[], app: string, wanted?: string): string => {
  // Never to the canary: that is a promotion (npm run promote).
  const target = wanted ?? releases.find((release) => !release.live && release.canaryShare === undefined)?.version;
  if (!target || !releases.some((release) => release.version === target)) {
    const published = releases.map((release) => release.version).join(', ') || 'none';
    throw new Error(`No release ${wanted ?? 'before the live one'} of ${app}. Published: ${published}`);
  }
  return target;
};

/** Points `remotes.json` at an earlier release of a remote: the given one, or the newest that is not live. */
export const rollbackRemote = async (
  remote: RemoteApp,
  wanted?: string,
  store: ReleaseStore = defaultStore(),
): Promise<{ from?: string; to: string }> => {
  const releases = await releasesOf(remote, store);
  const from = releases.find((release) => release.live)?.version;
  const to = rollbackTarget(releases, remote.folder, wanted);
  await makeLive(store, remote, to);
  return { from, to };
};

/** Makes an earlier shell release live again: the given one, or the newest that is not live. */
export const rollbackShell = async (wanted?: string, store: ReleaseStore = defaultStore()): Promise<{ from?: string; to: string }> => {
  const releases = await shellReleases(store);
  const from = releases.find((release) => release.live)?.version;
  const to = rollbackTarget(releases, 'shell', wanted);
  await makeShellLive(store, to, { checkRemotes: true });
  return { from, to };
};
