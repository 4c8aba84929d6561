import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routeTableSchema, type RemoteRoute } from '@portal/contracts';
import { shellReleasePlaceholder } from '@portal/mf-config';
import { repoRoot, webRoot, type RemoteApp } from './apps';
import {
  describeIncompatibilities,
  incompatibilities,
  needsOf,
  providesOf,
  type FederationManifest,
  type Needs,
  type Provides,
} from './compatibility';
import { precompressFolder } from './precompress';

/** A remote's live release, as `remotes.json` names it. */
export interface RemoteEntry {
  /** URL of the release's `mf-manifest.json`. */
  entry: string;
  version: string;
  /** URL of the release's route table, beside its manifest. */
  routes: string;
  /** The release's pages, copied in so the shell can guard them even when its files are unreachable. */
  pages: RemoteRoute[];
  /** What the release needs of each singleton package. */
  needs: Needs;
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

const remotesManifestPath = () => path.join(webRoot, 'remotes.json');
const shellPointerPath = () => path.join(webRoot, 'shell.json');
/** Public URL prefix of the remotes' files; a CDN can serve them instead (see README). */
const remotesBaseUrl = () => (process.env.REMOTES_BASE_URL ?? '/remotes').replace(/\/$/, '');

export const shellReleasesDir = () => path.join(webRoot, 'shell');
export const remoteReleasesDir = (remote: RemoteApp) => path.join(webRoot, 'remotes', remote.folder);
export const releaseFolder = (remote: RemoteApp, version: string) => path.join(remoteReleasesDir(remote), version);
export const shellReleaseFolder = (version: string) => path.join(shellReleasesDir(), version);

const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
};

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

/** Written to a temporary file and renamed: a browser never reads half a file. */
const writeAtomically = async (file: string, content: string): Promise<void> => {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
};

/** A release id: the app's package version plus a hash of the built files, so a rebuild of the same code keeps its id. */
const releaseVersion = async (appDir: string, dist: string): Promise<string> => {
  const pkg = await readJson<{ version: string }>(path.join(appDir, 'package.json'));
  const hash = createHash('sha256');
  for (const file of await listFiles(dist)) {
    hash.update(path.relative(dist, file));
    hash.update(await readFile(file));
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
};

/**
 * Copies a build into its release folder through a staging folder, precompressed, so a folder
 * under its final name is always complete. A release that exists already is the same build
 * (same hash) and is kept as it is.
 */
const stageRelease = async (dist: string, target: string): Promise<void> => {
  if (await stat(target).then(() => true, () => false)) return;
  const staging = `${target}.staging`;
  await rm(staging, { recursive: true, force: true });
  await cp(dist, staging, { recursive: true });
  await precompressFolder(staging);
  await rename(staging, target);
};

export const readRemotesManifest = async (): Promise<RemotesManifest> =>
  readJson<RemotesManifest>(remotesManifestPath()).catch(() => ({ remotes: {} }));

export const writeRemotesManifest = (manifest: RemotesManifest): Promise<void> =>
  writeAtomically(remotesManifestPath(), `${JSON.stringify(manifest, null, 2)}\n`);

export const readLiveShell = async (): Promise<ShellEntry | null> => readJson<ShellEntry>(shellPointerPath()).catch(() => null);

/** The singleton versions the live shell provides; null when no shell is published yet. */
export const liveShellProvides = async (): Promise<Provides | null> => {
  const live = await readLiveShell();
  if (!live) return null;
  return providesOf(await readJson<FederationManifest>(path.join(shellReleaseFolder(live.version), 'mf-manifest.json')));
};

/** The `remotes.json` entry of a release on disk: where it is, its pages and its needs. */
export const entryOf = async (remote: RemoteApp, version: string): Promise<RemoteEntry> => {
  const folder = releaseFolder(remote, version);
  const base = `${remotesBaseUrl()}/${remote.folder}/${version}`;
  const pages = routeTableSchema.parse(await readJson<unknown>(path.join(folder, 'routes.json')).catch(() => []));
  return {
    entry: `${base}/mf-manifest.json`,
    version,
    routes: `${base}/routes.json`,
    pages,
    needs: needsOf(await readJson<FederationManifest>(path.join(folder, 'mf-manifest.json'))),
  };
};

/** Refuses a remote release whose needs the live shell does not meet. */
const checkAgainstLiveShell = async (remote: RemoteApp, needs: Needs): Promise<void> => {
  const provides = await liveShellProvides();
  const problems = provides ? incompatibilities(needs, provides) : [];
  if (problems.length > 0) {
    throw new IncompatibleReleaseError(
      `${describeIncompatibilities(remote.folder, problems)}\n` +
        `Nothing was published. Release a shell that provides it first (npm run publish:shell), then ${remote.folder}.`,
    );
  }
};

/** Points `remotes.json` at a release of a remote on disk, once the live shell is known to run it. */
const makeLive = async (remote: RemoteApp, version: string): Promise<RemoteEntry> => {
  const entry = await entryOf(remote, version);
  await checkAgainstLiveShell(remote, entry.needs);
  const manifest = await readRemotesManifest();
  manifest.remotes[remote.federationName] = entry;
  await writeRemotesManifest(manifest);
  return entry;
};

/**
 * Publishes a remote's build: checks its singleton needs against the live shell (before anything
 * is written), copies it to its own release folder (old releases stay for rollback and for
 * pages still running them) and points `remotes.json` at it. Nothing of another app is touched.
 */
export const publishRemote = async (
  remote: RemoteApp,
  { appDir = path.join(repoRoot, remote.folder), dist = path.join(appDir, 'dist') }: { appDir?: string; dist?: string } = {},
): Promise<RemoteEntry> => {
  const built = await readJson<FederationManifest>(path.join(dist, 'mf-manifest.json')).catch(() => {
    throw new Error(`${remote.folder} has no build in ${dist}: run its build first`);
  });
  await checkAgainstLiveShell(remote, needsOf(built));
  const version = await releaseVersion(appDir, dist);
  await stageRelease(dist, releaseFolder(remote, version));
  return makeLive(remote, version);
};

/** Refuses a shell release that would not meet the needs of a live remote. */
const checkAgainstLiveRemotes = async (provides: Provides): Promise<void> => {
  const { remotes } = await readRemotesManifest();
  const problems = Object.entries(remotes).flatMap(([name, entry]) =>
    incompatibilities(entry.needs ?? {}, provides).map(
      ({ packageName, needed, provided }) =>
        `live ${name} ${entry.version} needs ${packageName} ${needed}, this shell would provide ${provided}`,
    ),
  );
  if (problems.length > 0) {
    throw new IncompatibleReleaseError(
      `${problems.join('\n')}\nNothing was published. Release remotes that accept it first, or keep the shell's version.`,
    );
  }
};

/** Makes a shell release on disk live: its page at the site root with the release's URLs, then the pointer. */
const makeShellLive = async (version: string, { checkRemotes }: { checkRemotes: boolean }): Promise<ShellEntry> => {
  const folder = shellReleaseFolder(version);
  if (checkRemotes) await checkAgainstLiveRemotes(providesOf(await readJson<FederationManifest>(path.join(folder, 'mf-manifest.json'))));
  const page = (await readFile(path.join(folder, 'index.html'), 'utf8')).replaceAll(shellReleasePlaceholder, version);
  await writeAtomically(path.join(webRoot, 'index.html'), page);
  const entry: ShellEntry = { version, manifest: `/shell/${version}/mf-manifest.json` };
  await writeAtomically(shellPointerPath(), `${JSON.stringify(entry, null, 2)}\n`);
  return entry;
};

/**
 * Publishes the shell's build alone: its files in `shell/<release>/`, then `index.html` and
 * `shell.json` at the site root. The remotes and `remotes.json` are left alone; older shell
 * releases stay, so pages still open keep finding their files. `checkRemotes: false` is for a
 * full build, whose remotes are published right after from the same sources.
 */
export const publishShell = async (
  { appDir = path.join(repoRoot, 'shell'), dist = path.join(appDir, 'dist'), checkRemotes = true } = {},
): Promise<ShellEntry> => {
  await stat(path.join(dist, 'index.html')).catch(() => {
    throw new Error(`The shell has no build in ${dist}: run its build first`);
  });
  if (checkRemotes) await checkAgainstLiveRemotes(providesOf(await readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'))));
  const version = await releaseVersion(appDir, dist);
  await stageRelease(dist, shellReleaseFolder(version));
  return makeShellLive(version, { checkRemotes });
};

export interface Release {
  version: string;
  published: Date;
  live: boolean;
}

/** The releases in a folder, newest first, the live one marked. */
const releasesIn = async (folder: string, liveVersion: string | undefined): Promise<Release[]> => {
  const names = await readdir(folder).catch(() => [] as string[]);
  const releases = await Promise.all(
    names
      .filter((name) => !name.endsWith('.staging'))
      .map(async (version) => ({ version, published: (await stat(path.join(folder, version))).mtime, live: version === liveVersion })),
  );
  return releases.sort((a, b) => b.published.getTime() - a.published.getTime());
};

export const releasesOf = async (remote: RemoteApp): Promise<Release[]> =>
  releasesIn(remoteReleasesDir(remote), (await readRemotesManifest()).remotes[remote.federationName]?.version);

export const shellReleases = async (): Promise<Release[]> => releasesIn(shellReleasesDir(), (await readLiveShell())?.version);

/** The release a rollback goes to: the wanted one, or the newest that is not live. */
const rollbackTarget = (releases: Release[], app: string, wanted?: string): string => {
  const target = wanted ?? releases.find((release) => !release.live)?.version;
  if (!target || !releases.some((release) => release.version === target)) {
    const onDisk = releases.map((release) => release.version).join(', ') || 'none';
    throw new Error(`No release ${wanted ?? 'before the live one'} of ${app}. On disk: ${onDisk}`);
  }
  return target;
};

/** Points `remotes.json` at an earlier release of a remote: the given one, or the newest that is not live. */
export const rollbackRemote = async (remote: RemoteApp, wanted?: string): Promise<{ from?: string; to: string }> => {
  const releases = await releasesOf(remote);
  const from = releases.find((release) => release.live)?.version;
  const to = rollbackTarget(releases, remote.folder, wanted);
  await makeLive(remote, to);
  return { from, to };
};

/** Makes an earlier shell release live again: the given one, or the newest that is not live. */
export const rollbackShell = async (wanted?: string): Promise<{ from?: string; to: string }> => {
  const releases = await shellReleases();
  const from = releases.find((release) => release.live)?.version;
  const to = rollbackTarget(releases, 'shell', wanted);
  await makeShellLive(to, { checkRemotes: true });
  return { from, to };
};
