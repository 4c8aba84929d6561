// @vitest-environment node
// (the AWS SDK picks its browser build under jsdom)
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import type * as AppsModule from './apps';
import type * as CollectModule from './collect';
import type * as PublishModule from './publish';
import type * as StoreModule from './release-store';
import type * as S3StoreModule from './s3-release-store';

/**
 * Publishing, switching, rolling back and collecting releases in an S3-compatible object store
 * (issue 25), against a real S3 server (s3rver) started here, with stand-in builds. What is
 * asserted is what a browser reading the bucket gets: objects, their headers and the pointers.
 */
describe('releases in an S3-compatible store', () => {
  let s3: TestS3Server;
  let client: S3Client;
  let store: StoreModule.ReleaseStore;
  let publish: typeof PublishModule;
  let collect: typeof CollectModule;
  let apps: typeof AppsModule;
  let s3Store: typeof S3StoreModule;
  let remoteDist: string;
  let shellDist: string;
  const prefix = 'portal';
  const appDir = path.resolve('mf-cv');
  const page = { id: 'cv', path: '/mi-perfil-cv', access: 'student', module: 'CvPage', title: { es: 'Mi CV', ca: 'El meu CV', en: 'My CV' } };
  const session = (version: string, requiredVersion: string) => ({ name: '@portal/session', version, requiredVersion, singleton: true });

  const buildRemote = async (content: string, needs: string) => {
    await writeFile(
      path.join(remoteDist, 'mf-manifest.json'),
      JSON.stringify({
        id: 'mf_cv',
        shared: [session('1.0.0', needs)],
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'CvPage', assets: { js: { sync: ['cv.js'] }, css: { sync: [] } } }],
      }),
    );
    await writeFile(path.join(remoteDist, 'routes.json'), JSON.stringify([page]));
    // Big enough to be precompressed.
    await writeFile(path.join(remoteDist, 'remoteEntry.js'), `/* ${content} */ ${'window.cv = 1;\n'.repeat(200)}`);
    await writeFile(path.join(remoteDist, 'cv.js'), `/* ${content} */`);
  };
  const buildShell = async () => {
    await writeFile(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ id: 'shell', shared: [session('1.0.0', '^1.0.0')] }));
    await writeFile(path.join(shellDist, 'index.html'), `<html><head><script src="/shell/__SHELL_RELEASE__/main.js"></script></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`);
  };

  /** What a browser gets for a path of the bucket, without credentials. */
  const get = (file: string) => fetch(`${s3.endpoint}/${s3.bucket}/${prefix}/${file}`, { headers: { 'Accept-Encoding': 'identity' } });
  const liveRemotes = async () => (await (await get('remotes.json')).json()) as PublishModule.RemotesManifest;
  /** Every object of the bucket with its ETag: what "the store unchanged" means. */
  const snapshot = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map(({ Key, ETag }) => `${Key} ${ETag}`).sort();
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, s3.env);
    // The web root must not be what is written: point it at a folder that stays empty.
    process.env.WEB_ROOT = await mkdtemp(path.join(tmpdir(), 'portal-untouched-www-'));
    remoteDist = await mkdtemp(path.join(tmpdir(), 'portal-s3-dist-'));
    shellDist = await mkdtemp(path.join(tmpdir(), 'portal-s3-shell-dist-'));
    apps = await import('./apps');
    publish = await import('./publish');
    collect = await import('./collect');
    s3Store = await import('./s3-release-store');
    store = (await import('./release-store')).releaseStoreFor(`s3://${s3.bucket}/${prefix}`);
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });

  afterAll(async () => {
    client?.destroy();
    await s3?.close();
    for (const dir of [remoteDist, shellDist, process.env.WEB_ROOT!]) await rm(dir, { recursive: true, force: true });
  });

  it('publishes the shell and a remote into the bucket: files with their type, encoding and a year of cache, pointers revalidated', async () => {
    await buildShell();
    const shell = await publish.publishShell({ appDir: path.resolve('shell'), dist: shellDist, store });
    await buildRemote('first', '^1.0.0');
    const first = await publish.publishRemote(apps.remoteByFolder('mf-cv'), { appDir, dist: remoteDist, store });

    const entry = await get(`remotes/mf-cv/${first.version}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await entry.text()).toContain('/* first */');
    const compressed = await get(`remotes/mf-cv/${first.version}/remoteEntry.js.br`);
    expect(compressed.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    // fetch undoes the encoding the object declares, as a browser does.
    expect(await compressed.text()).toContain('/* first */');

    const pointer = await get('remotes.json');
    expect(pointer.headers.get('cache-control')).toBe('no-cache');
    expect(pointer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await liveRemotes()).remotes.mf_cv).toEqual(first);
    expect(JSON.parse(await (await get('shell.json')).text())).toEqual(shell);
    const sitePage = await get('index.html');
    expect(sitePage.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await sitePage.text()).toContain(`/shell/${shell.version}/main.js`);
    expect((await get('index.html.gz')).headers.get('content-encoding')).toBe('gzip');
  });

  it('switches the live pointer to a new release and rolls back to the previous one, the old files kept', async () => {
    const remote = apps.remoteByFolder('mf-cv');
    const first = (await liveRemotes()).remotes.mf_cv!.version;
    await buildRemote('second', '^1.0.0');
    const second = await publish.publishRemote(remote, { appDir, dist: remoteDist, store });
    expect(second.version).not.toBe(first);
    expect((await liveRemotes()).remotes.mf_cv?.version).toBe(second.version);
    expect(await (await get('index.html')).text()).toContain(second.version);
    expect((await get(`remotes/mf-cv/${first}/remoteEntry.js`)).status).toBe(200);

    expect(await publish.rollbackRemote(remote, undefined, store)).toEqual({ from: second.version, to: first });
    expect((await liveRemotes()).remotes.mf_cv?.version).toBe(first);
    expect((await publish.releasesOf(remote, store)).map(({ version, live }) => ({ version, live }))).toEqual([
      { version: second.version, live: false },
      { version: first, live: true },
    ]);
    expect(Object.keys((await publish.readRetirements(store))['mf-cv'] ?? {})).toEqual([second.version]);
  });

  it('refuses a release the live shell cannot run and leaves every object of the bucket as it was', async () => {
    const before = await snapshot();
    await buildRemote('needs a newer session', '^1.2.0');
    await expect(publish.publishRemote(apps.remoteByFolder('mf-cv'), { appDir, dist: remoteDist, store })).rejects.toThrow(
      'mf-cv needs @portal/session ^1.2.0, the live shell provides 1.0.0',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('does not list a release whose upload was cut short, so neither rollback nor collect picks it', async () => {
    const remote = apps.remoteByFolder('mf-cv');
    const before = await publish.releasesOf(remote, store);
    await buildRemote('cut short', '^1.0.0');
    await store.putRelease('remotes/mf-cv/0.1.0-cutshort', remoteDist);
    await store.removeLive(`remotes/mf-cv/0.1.0-cutshort/${s3Store.completeMarker}`);
    expect(await publish.releasesOf(remote, store)).toEqual(before);
    await expect(publish.rollbackRemote(remote, '0.1.0-cutshort', store)).rejects.toThrow(/No release 0.1.0-cutshort/);
    await store.removeRelease('remotes/mf-cv/0.1.0-cutshort');
  });

  it('collects a release retired longer ago than kept: its objects go, the live one and the newest other stay', async () => {
    const remote = apps.remoteByFolder('mf-cv');
    await buildRemote('third', '^1.0.0');
    const third = await publish.publishRemote(remote, { appDir, dist: remoteDist, store });
    const [, newestOther, oldest] = await publish.releasesOf(remote, store);
    expect(await collect.collectReleases({ keepMs: 3_600_000, store })).toEqual([]);

    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(await collect.collectReleases({ keepMs: 3_600_000, now: later, store })).toEqual([{ app: 'mf-cv', version: oldest!.version }]);
    expect((await publish.releasesOf(remote, store)).map((release) => release.version)).toEqual([third.version, newestOther!.version]);
    const left = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/remotes/mf-cv/${oldest!.version}/` }));
    expect(left.KeyCount ?? 0).toBe(0);
    await expect(client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/remotes/mf-cv/${third.version}/remoteEntry.js` }))).resolves.toBeTruthy();
  });
});
