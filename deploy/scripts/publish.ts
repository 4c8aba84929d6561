import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { routeTableSchema } from '@portal/contracts';
import { manifestStatsFile } from '@portal/mf-config';
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
import { listFiles } from './list-files';
import {
  canaryOf,
  changingLiveFiles,
  defaultStore,
  readLiveShell,
  readRemotesManifest,
  readStoredJson,
  recordRetirement,
  shellReleaseIn,
  writeLivePage,
  writeRemotesManifest,
  writeShellPointer,
  type CanaryEntry,
  type ModuleFiles,
  type RemoteEntry,
  type ShellEntry,
} from './live-pointers';
import type { ReleaseStore } from './release-store';

// The live files' types and readers, where the release commands and their tests have always found them.
export {
  livePage,
  liveRemotesElementId,
  readLiveShell,
  readRemotesManifest,
  readRetirements,
  withdrawCanary,
  writeRemotesManifest,
  writeRetirements,
  type CanaryEntry,
  type ModuleFiles,
  type RemoteEntry,
  type RemotesManifest,
  type Retirements,
  type ShellEntry,
} from './live-pointers';

/** A release the live apps cannot run with; the message names the package, the version live and the range needed. */
export class IncompatibleReleaseError extends Error {
  override name = 'IncompatibleReleaseError';
}

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

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

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

/** The singleton versions the live shell provides; null when no shell is published yet. */
export const liveShellProvides = async (store: ReleaseStore = defaultStore()): Promise<Provides | null> => {
  const live = await readLiveShell(store);
  if (!live) return null;
  return providesOf(await readStoredJson<FederationManifest>(store, `${shellReleaseIn(live.version)}/mf-manifest.json`));
};

/**
 * A module's texts in one language among the files it may load later: the chunks named
 * `language-<lang>-…` (@portal/i18n's registerTranslationsByLanguage), but for the status
 * catalogue's, which belongs to the i18n singleton the shell provides.
 */
const textsFilesIn = (files: string[], language: 'ca' | 'en'): string[] =>
  files.filter((file) => file.startsWith(`language-${language}-`) && !file.startsWith(`language-${language}-status.`));

/** Each exposed module's files that load with it, and its texts per language, as URLs under the release's base. */
const moduleFilesOf = (manifest: FederationManifest, base: string): Record<string, ModuleFiles> =>
  Object.fromEntries(
    (manifest.exposes ?? []).map((expose) => {
      const later = expose.assets?.js?.async ?? [];
      const texts = Object.fromEntries(
        (['ca', 'en'] as const).flatMap((language) => {
          const files = textsFilesIn(later, language);
          return files.length > 0 ? [[language, files.map((file) => `${base}/${file}`)]] : [];
        }),
      );
      return [
        expose.name,
        {
          js: (expose.assets?.js?.sync ?? []).map((file) => `${base}/${file}`),
          css: (expose.assets?.css?.sync ?? []).map((file) => `${base}/${file}`),
          ...(Object.keys(texts).length > 0 ? { texts } : {}),
        },
      ];
    }),
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

/**
 * Makes a remote's canary its live release for every browser: the old live release is retired
 * (kept for the pages still running it, collect.ts), as a publish retires it. The live shell must
 * still run it (a shell published since is checked against canaries too, but the check is cheap).
 */
export const promoteCanary = (remote: RemoteApp, store: ReleaseStore = defaultStore()): Promise<{ from: string; to: string }> =>
  changingLiveFiles(store, `promote ${remote.folder}`, async () => {
    const { live, canary } = await canaryOf(store, remote);
    await makeLive(store, remote, canary.version);
    return { from: live.version, to: canary.version };
  });

/**
 * Publishes a remote's build: checks its singleton needs against the live shell (before anything
 * is written), copies it to its own release folder (old releases stay for rollback and for
 * pages still running them) and points `remotes.json` at it. Nothing of another app is touched.
 * All of it holding the lock of the live files: a release that cannot be made live (a writer
 * kept the lock too long) is not uploaded either.
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
  const exports = await treeShakenExportsIn(dist);
  const release = version ?? (await releaseVersion(appDir, dist));
  return changingLiveFiles(store, `publish:remote ${remote.folder}`, async () => {
    await checkAgainstLiveShell(store, remote, needsOf(built), exports);
    if (canary !== undefined) {
      const live = (await readRemotesManifest(store)).remotes[remote.federationName];
      if (!live) throw new Error(`${remote.folder} has no live release yet: publish it without --canary first. Nothing was published.`);
      if (live.version === release) throw new Error(`${remote.folder} ${release} is the live release already: nothing was published.`);
    }
    await stageRelease(store, dist, remoteReleaseIn(remote, release));
    return canary === undefined ? makeLive(store, remote, release) : makeCanary(store, remote, release, canary);
  });
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
  await writeShellPointer(store, entry);
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
  const built = checkRemotes
    ? { manifest: await readJson<FederationManifest>(path.join(dist, 'mf-manifest.json')), carried: await treeShakenExportsIn(dist) }
    : undefined;
  const release = version ?? (await releaseVersion(appDir, dist));
  return changingLiveFiles(store, 'publish:shell', async () => {
    if (built) await checkAgainstLiveRemotes(store, built);
    await stageRelease(store, dist, shellReleaseIn(release));
    return makeShellLive(store, release, { checkRemotes });
  });
};

export interface Release {
  version: string;
  published: Date;
  live: boolean;
  /** The share of browsers it is live for, when it is a remote's canary. */
  canaryShare?: number;
}

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
export const rollbackRemote = (
  remote: RemoteApp,
  wanted?: string,
  store: ReleaseStore = defaultStore(),
): Promise<{ from?: string; to: string }> =>
  changingLiveFiles(store, `rollback ${remote.folder}`, async () => {
    const releases = await releasesOf(remote, store);
    const from = releases.find((release) => release.live)?.version;
    const to = rollbackTarget(releases, remote.folder, wanted);
    await makeLive(store, remote, to);
    return { from, to };
  });

/** Makes an earlier shell release live again: the given one, or the newest that is not live. */
export const rollbackShell = (wanted?: string, store: ReleaseStore = defaultStore()): Promise<{ from?: string; to: string }> =>
  changingLiveFiles(store, 'rollback shell', async () => {
    const releases = await shellReleases(store);
    const from = releases.find((release) => release.live)?.version;
    const to = rollbackTarget(releases, 'shell', wanted);
    await makeShellLive(store, to, { checkRemotes: true });
    return { from, to };
  });
