import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as AppsModule from './apps';
import type * as BuildModule from './build-app';
import type * as PublishModule from './publish';
import type * as ArtifactModule from './release-artifact';

/** Release artifacts (issue 25): built once, published later and elsewhere, byte for byte. */
describe('release artifacts', () => {
  let work: string;
  let dist: string;
  let artifact: typeof ArtifactModule;
  let publish: typeof PublishModule;
  let apps: typeof AppsModule;
  let build: typeof BuildModule;
  const appDir = path.resolve('mf-cv');
  const page = { id: 'cv', path: '/mi-perfil-cv', access: 'student', module: 'CvPage', title: { es: 'Mi CV', ca: 'El meu CV', en: 'My CV' } };

  /** A stand-in build of mf-cv: a manifest needing @portal/session ^1.0.0, its pages, two scripts. */
  const standInBuild = async () => {
    await mkdir(path.join(dist, 'static'), { recursive: true });
    await writeFile(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ id: 'mf_cv', shared: [{ name: '@portal/session', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true }] }),
    );
    await writeFile(path.join(dist, 'routes.json'), JSON.stringify([page]));
    await writeFile(path.join(dist, 'remoteEntry.js'), '/* entry */');
    await writeFile(path.join(dist, 'static', '12.abc.js'), 'console.log("chunk")');
  };

  /** Rewrites an artifact's entries (name → content) and returns the new file. */
  const rewrite = async (from: string, change: (entries: Map<string, Buffer>) => void): Promise<string> => {
    const entries = new Map<string, Buffer>();
    const extract = tar.extract();
    const done = (async () => {
      for await (const entry of extract) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        entries.set(entry.header.name, Buffer.concat(chunks));
      }
    })();
    extract.end(await readFile(from));
    await done;
    change(entries);
    const pack = tar.pack();
    const chunks: Buffer[] = [];
    pack.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()));
    for (const [name, content] of entries) pack.entry({ name }, content);
    pack.finalize();
    await ended;
    const target = path.join(work, `altered-${entries.size}-${Date.now()}.tar`);
    await writeFile(target, Buffer.concat(chunks));
    return target;
  };

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'portal-artifacts-'));
    dist = path.join(work, 'dist');
    process.env.WEB_ROOT = path.join(work, 'www');
    apps = await import('./apps');
    publish = await import('./publish');
    artifact = await import('./release-artifact');
    build = await import('./build-app');
    await standInBuild();
  });

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('packs a build into one file naming its version, pages, needs and every file hash, the same bytes every time', async () => {
    const description = await artifact.describeBuild('mf-cv', appDir, dist);
    expect(description).toMatchObject({ app: 'mf-cv', routes: [page], needs: { '@portal/session': '^1.0.0' } });
    expect(Object.keys(description.files).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'routes.json', 'static/12.abc.js']);
    const first = await artifact.packRelease(description, dist, path.join(work, 'one'));
    const second = await artifact.packRelease(await artifact.describeBuild('mf-cv', appDir, dist), dist, path.join(work, 'two'));
    expect(path.basename(first)).toBe(`mf-cv-${description.version}.tar`);
    expect((await readFile(first)).equals(await readFile(second))).toBe(true);
  });

  it('publishes an opened artifact as the release it describes, file for file', async () => {
    const file = await artifact.packRelease(await artifact.describeBuild('mf-cv', appDir, dist), dist, path.join(work, 'publish'));
    const { description, dist: opened } = await artifact.openRelease(file);
    const entry = await publish.publishRemote(apps.remoteByFolder('mf-cv'), { dist: opened, version: description.version });
    expect(entry.version).toBe(description.version);
    expect(entry.pages).toEqual([page]);
    const released = publish.releaseFolder(apps.remoteByFolder('mf-cv'), description.version);
    expect(await readFile(path.join(released, 'static', '12.abc.js'), 'utf8')).toBe('console.log("chunk")');
  });

  it('refuses an artifact altered after it was built, and says what is wrong', async () => {
    const file = await artifact.packRelease(await artifact.describeBuild('mf-cv', appDir, dist), dist, path.join(work, 'refused'));
    const changed = await rewrite(file, (entries) => entries.set('files/remoteEntry.js', Buffer.from('/* evil */')));
    await expect(artifact.openRelease(changed)).rejects.toThrow('remoteEntry.js does not match its hash');
    const extra = await rewrite(file, (entries) => entries.set('files/static/extra.js', Buffer.from('1')));
    await expect(artifact.openRelease(extra)).rejects.toThrow('files/static/extra.js is not described');
    const missing = await rewrite(file, (entries) => entries.delete('files/routes.json'));
    await expect(artifact.openRelease(missing)).rejects.toThrow('routes.json is missing');
    const escaping = await rewrite(file, (entries) => {
      const description = JSON.parse(entries.get('release.json')!.toString()) as ArtifactModule.ReleaseDescription;
      description.files['../../outside.js'] = 'x';
      entries.set('release.json', Buffer.from(JSON.stringify(description)));
    });
    await expect(artifact.openRelease(escaping)).rejects.toThrow('../../outside.js would leave the release folder');
    const renamed = await rewrite(file, (entries) => {
      const description = JSON.parse(entries.get('release.json')!.toString()) as ArtifactModule.ReleaseDescription;
      entries.set('release.json', Buffer.from(JSON.stringify({ ...description, version: '0.1.0-0000000000' })));
    });
    await expect(artifact.openRelease(renamed)).rejects.toThrow('does not name its files');
    await writeFile(path.join(work, 'not-a-tar.tar'), 'hello');
    await expect(artifact.openRelease(path.join(work, 'not-a-tar.tar'))).rejects.toThrow(/no release\.json|is not a release artifact/);
  });

  it('builds a real remote twice into the same artifact', { timeout: 180_000 }, async () => {
    const real = path.resolve('mf-session');
    const artifacts: Buffer[] = [];
    for (const round of [1, 2]) {
      await build.buildApp(real);
      const built = path.join(real, 'dist');
      const file = await artifact.packRelease(await artifact.describeBuild('mf-session', real, built), built, path.join(work, `real-${round}`));
      artifacts.push(await readFile(file));
    }
    expect(artifacts[0]!.equals(artifacts[1]!)).toBe(true);
  });
});
