import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot, webRoot, type RemoteApp } from './apps';

export interface RemoteEntry {
  entry: string;
  version: string;
}
export interface RemotesManifest {
  remotes: Record<string, RemoteEntry>;
}

const manifestPath = () => path.join(webRoot, 'remotes.json');
/** Public URL prefix of the remotes' files; a CDN can serve them instead (see README). */
const remotesBaseUrl = () => (process.env.REMOTES_BASE_URL ?? '/remotes').replace(/\/$/, '');

const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
};

/** A release id: the package version plus a hash of the built files, so a rebuild of the same code keeps its id. */
const releaseVersion = async (folder: string, dist: string): Promise<string> => {
  const pkg = JSON.parse(await readFile(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string };
  const hash = createHash('sha256');
  for (const file of await listFiles(dist)) {
    hash.update(path.relative(dist, file));
    hash.update(await readFile(file));
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
};

export const readRemotesManifest = async (): Promise<RemotesManifest> => {
  try {
    return JSON.parse(await readFile(manifestPath(), 'utf8')) as RemotesManifest;
  } catch {
    return { remotes: {} };
  }
};

/** Written to a temporary file and renamed: a browser never reads half a manifest. */
export const writeRemotesManifest = async (manifest: RemotesManifest): Promise<void> => {
  await mkdir(webRoot, { recursive: true });
  const temporary = `${manifestPath()}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temporary, manifestPath());
};

export const releaseFolder = (remote: RemoteApp, version: string) => path.join(webRoot, 'remotes', remote.folder, version);

export const entryOf = (remote: RemoteApp, version: string): RemoteEntry => ({
  entry: `${remotesBaseUrl()}/${remote.folder}/${version}/mf-manifest.json`,
  version,
});

/**
 * Copies a remote's build into its own versioned folder (old releases stay for rollback and for
 * pages still running them) and then points `remotes.json` at it.
 */
export const publishRemote = async (remote: RemoteApp, dist = path.join(repoRoot, remote.folder, 'dist')): Promise<RemoteEntry> => {
  await stat(path.join(dist, 'mf-manifest.json')).catch(() => {
    throw new Error(`${remote.folder} has no build: run its build first`);
  });
  const version = await releaseVersion(remote.folder, dist);
  const target = releaseFolder(remote, version);
  const staging = `${target}.staging`;
  await rm(staging, { recursive: true, force: true });
  await cp(dist, staging, { recursive: true });
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
  const manifest = await readRemotesManifest();
  const entry = entryOf(remote, version);
  manifest.remotes[remote.federationName] = entry;
  await writeRemotesManifest(manifest);
  return entry;
};

/** Replaces the shell's files at the site root, leaving the remotes and their manifest alone. */
export const publishShell = async (): Promise<void> => {
  const dist = path.join(repoRoot, 'shell', 'dist');
  await mkdir(webRoot, { recursive: true });
  for (const name of await readdir(webRoot)) {
    if (name !== 'remotes' && name !== 'remotes.json') await rm(path.join(webRoot, name), { recursive: true, force: true });
  }
  // index.html goes last: until it is in place the old page keeps working with its own files.
  const files = (await readdir(dist)).filter((name) => name !== 'index.html');
  for (const name of files) await cp(path.join(dist, name), path.join(webRoot, name), { recursive: true });
  await cp(path.join(dist, 'index.html'), path.join(webRoot, 'index.html'));
};

/** The releases of a remote present on disk, newest first. */
export const releasesOf = async (remote: RemoteApp): Promise<{ version: string; published: Date }[]> => {
  const folder = path.join(webRoot, 'remotes', remote.folder);
  const names = await readdir(folder).catch(() => [] as string[]);
  const releases = await Promise.all(
    names.filter((name) => !name.endsWith('.staging')).map(async (version) => ({ version, published: (await stat(path.join(folder, version))).mtime })),
  );
  return releases.sort((a, b) => b.published.getTime() - a.published.getTime());
};

/** Points `remotes.json` at an earlier release of a remote: the given one, or the one before the live one. */
export const rollbackRemote = async (remote: RemoteApp, wanted?: string): Promise<{ from?: string; to: string }> => {
  const manifest = await readRemotesManifest();
  const live = manifest.remotes[remote.federationName]?.version;
  const releases = await releasesOf(remote);
  const target = wanted ?? releases.find((release) => release.version !== live)?.version;
  if (!target || !releases.some((release) => release.version === target)) {
    const onDisk = releases.map((release) => release.version).join(', ') || 'none';
    throw new Error(`No release ${wanted ?? 'before the live one'} of ${remote.folder}. On disk: ${onDisk}`);
  }
  manifest.remotes[remote.federationName] = entryOf(remote, target);
  await writeRemotesManifest(manifest);
  return { from: live, to: target };
};
