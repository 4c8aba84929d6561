import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webRoot } from './apps';
import { fileLock } from './file-lock';
import type { LockMedium } from './live-lock';
import { precompressFolder } from './precompress';
import { S3ReleaseStore } from './s3-release-store';

/**
 * Where releases are published (issue 25, publish targets): the local web root that the API
 * server or nginx serves (`www/`, WEB_ROOT), or an S3-compatible object store that nginx or a CDN
 * serves. Paths are relative and `/`-separated: `remotes/mf-cv/<release>/remoteEntry.js`,
 * `shell/<release>/index.html`, `remotes.json`.
 *
 * Two kinds of file, written differently:
 * - a release's files (`putRelease`): written once, never changed, cached for a year; a release is
 *   visible only once all its files are there;
 * - the live files (`writeLive`): the pointers (`remotes.json`, `shell.json`), the site's page and
 *   the retirement records, each replaced whole in one step, revalidated on every use, and changed
 *   by one writer at a time (`liveLock`, live-lock.ts).
 */
export interface ReleaseStore {
  /** Where the releases are, for messages: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  /** A file's content, or null when there is none. */
  read(file: string): Promise<Buffer | null>;
  /** Whether a release folder (`remotes/mf-cv/<release>`) is there, whole. */
  hasRelease(folder: string): Promise<boolean>;
  /** Puts a build's files under a release folder, with their precompressed variants; whole or not at all. */
  putRelease(folder: string, dist: string): Promise<void>;
  /** Replaces one live file whole, at once. */
  writeLive(file: string, content: Buffer): Promise<void>;
  /** Removes a live file (a compressed variant a new page no longer has); nothing when it is not there. */
  removeLive(file: string): Promise<void>;
  /** The whole releases in a folder of releases (`remotes/mf-cv`), each with when it was published. */
  listReleases(folder: string): Promise<StoredRelease[]>;
  /** Removes a release folder: first from the list of releases, then its files. */
  removeRelease(folder: string): Promise<void>;
  /** The lock every writer of the live files takes first (live-lock.ts). */
  readonly liveLock: LockMedium;
}

/** The lock of the live files, at the root of the store beside them (README "Releases": one writer at a time). */
export const liveLockFile = '.live.lock';

export interface StoredRelease {
  version: string;
  published: Date;
}

/** Cache rules, as api/src/platform/http/static.ts and deploy/nginx/portal.conf send them. */
export const releaseCacheControl = 'public, max-age=31536000, immutable';
export const liveCacheControl = 'no-cache';

/** A copy of a build in `target` (replaced) with its `.br`/`.gz` variants (precompress.ts): what every store publishes. */
export const precompressedCopy = async (dist: string, target: string): Promise<void> => {
  await rm(target, { recursive: true, force: true });
  await cp(dist, target, { recursive: true });
  await precompressFolder(target);
};

/** A release folder on disk: written through a staging folder and renamed, so a folder under its final name is whole. */
export class LocalReleaseStore implements ReleaseStore {
  constructor(readonly location: string) {}

  private pathOf(file: string) {
    return path.join(this.location, ...file.split('/'));
  }

  get liveLock(): LockMedium {
    return fileLock(this.pathOf(liveLockFile));
  }

  read(file: string): Promise<Buffer | null> {
    return readFile(this.pathOf(file)).catch(() => null);
  }

  hasRelease(folder: string): Promise<boolean> {
    return stat(this.pathOf(folder)).then(
      () => true,
      () => false,
    );
  }

  async putRelease(folder: string, dist: string): Promise<void> {
    const target = this.pathOf(folder);
    const staging = `${target}.staging`;
    await mkdir(path.dirname(target), { recursive: true });
    await precompressedCopy(dist, staging);
    await rename(staging, target);
  }

  /** Written to a temporary file and renamed: a browser never reads half a file. */
  async writeLive(file: string, content: Buffer): Promise<void> {
    const target = this.pathOf(file);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, target);
  }

  async removeLive(file: string): Promise<void> {
    await rm(this.pathOf(file), { force: true });
  }

  async listReleases(folder: string): Promise<StoredRelease[]> {
    const entries = await readdir(this.pathOf(folder), { withFileTypes: true }).catch(() => []);
    return Promise.all(
      entries
        .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.staging'))
        .map(async ({ name: version }) => ({ version, published: (await stat(this.pathOf(`${folder}/${version}`))).mtime })),
    );
  }

  async removeRelease(folder: string): Promise<void> {
    await rm(this.pathOf(folder), { recursive: true, force: true });
  }
}

/** A temporary folder for a store that cannot rename: the precompressed copy it uploads from. */
export const scratchFolder = () => mkdtemp(path.join(tmpdir(), 'portal-release-upload-'));

/**
 * The store a release command publishes to: `--target s3://bucket/prefix` (endpoint, region and
 * credentials from the environment, see README "Releases"), a folder, or by default the web root
 * (WEB_ROOT, `www/`). RELEASE_TARGET is the default target when set.
 */
export const releaseStoreFor = (target: string | undefined = process.env.RELEASE_TARGET): ReleaseStore => {
  if (!target) return new LocalReleaseStore(webRoot);
  if (target.startsWith('s3://')) return S3ReleaseStore.fromUrl(target);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) throw new Error(`Unknown release target ${target}: a folder or s3://bucket/prefix`);
  return new LocalReleaseStore(path.resolve(target));
};
