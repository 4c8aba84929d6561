import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { routeTableSchema, type RemoteRoute } from '@portal/contracts';
import { needsOf, type FederationManifest, type Needs } from './compatibility';
import { listFiles } from './list-files';
import { contentHash, releaseVersion } from './publish';

/**
 * A release as one file (issue 25): a team's CI builds its app alone into it, and the release is
 * published later, elsewhere, byte for byte. A tar holding `release.json` (what the release is)
 * and the build's files under `files/`; the same source gives the same artifact (sorted entries,
 * no dates or owners, a build without varying statistics: shared/mf-config/src/reproducible-stats.ts).
 */
export interface ReleaseDescription {
  /** The app's folder in the repository: `shell` or a remote's (`mf-cv`). */
  app: string;
  /** The release id: the app's package version and a hash of its files (publish.ts releaseVersion). */
  version: string;
  /** The pages a remote release serves (its `routes.json`); none for the shell. */
  routes: RemoteRoute[];
  /** What the release needs of each singleton package. */
  needs: Needs;
  /** Every file of the build, by its path in the release, with its SHA-256 (hex). */
  files: Record<string, string>;
}

const descriptionEntry = 'release.json';
const filesPrefix = 'files/';
/** No date, owner or mode of the machine that built it may reach the artifact. */
const fixedHeader = { mtime: new Date(0), mode: 0o644, uid: 0, gid: 0, uname: '', gname: '' };

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export const artifactFileName = (description: Pick<ReleaseDescription, 'app' | 'version'>) =>
  `${description.app}-${description.version}.tar`;

/** The description of a build in `dist`: its id, pages, needs and every file's hash. */
export const describeBuild = async (app: string, appDir: string, dist: string): Promise<ReleaseDescription> => {
  const files: Record<string, string> = {};
  for (const file of await listFiles(dist)) files[path.relative(dist, file).split(path.sep).join('/')] = sha256(await readFile(file));
  const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const routes = 'routes.json' in files ? routeTableSchema.parse(JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8'))) : [];
  return { app, version: await releaseVersion(appDir, dist), routes, needs: needsOf(manifest), files };
};

/** Packs a build into one artifact in `outDir` (written whole or not at all); resolves with its path. */
export const packRelease = async (description: ReleaseDescription, dist: string, outDir: string): Promise<string> => {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  pack.entry({ ...fixedHeader, name: descriptionEntry }, `${JSON.stringify(description, null, 2)}\n`);
  for (const name of Object.keys(description.files).sort()) {
    pack.entry({ ...fixedHeader, name: filesPrefix + name }, await readFile(path.join(dist, ...name.split('/'))));
  }
  pack.finalize();
  await ended;
  await mkdir(outDir, { recursive: true });
  const target = path.join(outDir, artifactFileName(description));
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, Buffer.concat(chunks));
  await rename(temporary, target);
  return target;
};

/** A file name that stays inside the release folder: relative, no `..`, no empty or odd segment. */
const isSafeName = (name: string) =>
  name.length > 0 && !name.startsWith('/') && name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'));

export class InvalidArtifactError extends Error {
  override name = 'InvalidArtifactError';
}

/**
 * Opens an artifact into a new temporary folder after checking it whole: its description, every
 * file named there present once with its hash, nothing else, no name leaving the folder. A
 * corrupted or altered artifact is refused before anything is published.
 */
export const openRelease = async (artifact: string): Promise<{ description: ReleaseDescription; dist: string }> => {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.type !== 'file') throw new InvalidArtifactError(`${artifact}: ${entry.header.name} is not a file`);
      if (entries.has(entry.header.name)) throw new InvalidArtifactError(`${artifact}: ${entry.header.name} appears twice`);
      entries.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  await Promise.all([pipeline(Readable.from(await readFile(artifact)), extract), reading]).catch((error: unknown) => {
    throw error instanceof InvalidArtifactError ? error : new InvalidArtifactError(`${artifact} is not a release artifact: ${(error as Error).message}`);
  });
  const described = entries.get(descriptionEntry);
  if (!described) throw new InvalidArtifactError(`${artifact} has no ${descriptionEntry}`);
  const description = JSON.parse(described.toString('utf8')) as ReleaseDescription;
  const named = Object.keys(description.files ?? {});
  const carried = [...entries.keys()].filter((name) => name !== descriptionEntry);
  const problems = [
    ...named.filter((name) => !isSafeName(name)).map((name) => `${name} would leave the release folder`),
    ...carried.filter((name) => !name.startsWith(filesPrefix) || !(name.slice(filesPrefix.length) in description.files)).map((name) => `${name} is not described`),
    ...named.filter((name) => !entries.has(filesPrefix + name)).map((name) => `${name} is missing`),
    ...named
      .filter((name) => entries.has(filesPrefix + name) && sha256(entries.get(filesPrefix + name)!) !== description.files[name])
      .map((name) => `${name} does not match its hash`),
  ];
  if (problems.length > 0) throw new InvalidArtifactError(`${artifact} was refused, nothing was published:\n${problems.join('\n')}`);
  const dist = await mkdtemp(path.join(tmpdir(), `release-${description.app}-`));
  for (const name of named) {
    const target = path.join(dist, ...name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, entries.get(filesPrefix + name)!);
  }
  // The id names the files: an id that another release has, with these files, would replace it.
  const hash = await contentHash(dist);
  if (!description.version?.endsWith(`-${hash}`)) {
    throw new InvalidArtifactError(`${artifact} was refused, nothing was published: its version ${description.version} does not name its files (${hash})`);
  }
  return { description, dist };
};
