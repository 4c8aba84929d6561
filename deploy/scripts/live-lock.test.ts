// @vitest-environment node
// (the AWS SDK picks its browser build under jsdom)
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server';
import { releaseStores } from '../test/release-stores';
import { remoteByFolder } from './apps';
import { withLiveLock, type LockMedium } from './live-lock';
import * as pointers from './live-pointers';
import * as publish from './publish';
import { liveLockFile, type ReleaseStore } from './release-store';

/**
 * One writer at a time on the live files (issue 25): a canary publish of mf-cv and the withdrawal
 * of an mf-offers canary started together both land, in a local web root and in a real
 * S3-compatible store (s3rver); a writer that cannot get the lock in time changes nothing; a lock
 * its holder abandoned is taken over. The stores are the real ones; only their writes of
 * remotes.json are slowed, so two unserialised writers would overlap for certain.
 */
const stores = releaseStores('portal-lock-www-');

/** The store with each write of remotes.json held back a while: a read-modify-write takes long enough to overlap another. */
const slowPointerWrites = (store: ReleaseStore, liveLock?: LockMedium): ReleaseStore =>
  new Proxy(store, {
    get(target, property) {
      if (property === 'writeLive')
        return async (file: string, content: Buffer) => {
          if (file === 'remotes.json') await sleep(500);
          return target.writeLive(file, content);
        };
      if (property === 'liveLock') return liveLock ?? target.liveLock;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

/** Each test publishes several releases and waits for locks (on S3, each take waits to see it kept it). */
const lockTest = 30_000;

/** A lock that never waits: the writers as they were before the lock. */
const noLock: LockMedium = { where: 'nowhere', tryTake: async () => ({ taken: true }), renew: async () => undefined, release: async () => undefined };

describe.each(stores)('the lock of the live files in $name', ({ open }) => {
  let store: ReleaseStore;
  let close: () => Promise<void>;
  const dists: string[] = [];
  const offers = remoteByFolder('mf-offers');
  const cv = remoteByFolder('mf-cv');
  const session = { name: '@portal/session', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true };

  /** A stand-in build of a remote, different for each `content`. */
  const build = async (folder: string, content: string) => {
    const dist = await mkdtemp(path.join(tmpdir(), `portal-lock-${folder}-`));
    dists.push(dist);
    const id = folder.replace('-', '_');
    await writeFile(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ id, shared: [session], metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
    );
    await writeFile(path.join(dist, 'routes.json'), '[]');
    await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${content} */`);
    return dist;
  };
  const publishBuild = async (folder: string, content: string, options: { canary?: number; store?: ReleaseStore } = {}) =>
    publish.publishRemote(remoteByFolder(folder), { appDir: path.resolve(folder), dist: await build(folder, content), store, ...options });
  const remotes = async () => (await pointers.readRemotesManifest(store)).remotes;
  const inPage = async () =>
    JSON.parse(/<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec((await store.read('index.html'))!.toString())![1]!) as pointers.RemotesManifest;
  const everything = async () => JSON.stringify([await store.read('remotes.json'), await store.read('index.html'), await pointers.readRetirements(store)]);
  /** mf-cv live alone, mf-offers live with a canary. */
  const startingPoint = async (round: string) => {
    await publishBuild('mf-cv', `cv live ${round}`);
    await publishBuild('mf-offers', `offers live ${round}`);
    await publishBuild('mf-offers', `offers canary ${round}`, { canary: 50 });
  };

  beforeAll(async () => {
    ({ store, close } = await open());
    const shell = await mkdtemp(path.join(tmpdir(), 'portal-lock-shell-'));
    dists.push(shell);
    await writeFile(path.join(shell, 'mf-manifest.json'), JSON.stringify({ id: 'shell', shared: [session] }));
    await writeFile(path.join(shell, 'index.html'), '<html><head></head><body></body></html>');
    await publish.publishShell({ appDir: path.resolve('shell'), dist: shell, store });
  });
  afterEach(() => {
    delete process.env.RELEASE_LOCK_WAIT_SECONDS;
    delete process.env.RELEASE_LOCK_STALE_SECONDS;
  });
  afterAll(async () => {
    await close();
    for (const dist of dists) await rm(dist, { recursive: true, force: true });
  });

  it('without the lock, a canary publish and a withdrawal started together lose one of the two (what the lock prevents)', async () => {
    await startingPoint('unlocked');
    const unlocked = slowPointerWrites(store, noLock);
    await Promise.all([publishBuild('mf-cv', 'cv canary unlocked', { canary: 10, store: unlocked }), pointers.withdrawCanary(offers, { store: unlocked })]);
    const { mf_cv, mf_offers } = await remotes();
    expect(Boolean(mf_cv?.canary) && !mf_offers?.canary).toBe(false);
  }, lockTest);

  it('a canary publish of mf-cv and the withdrawal of the mf-offers canary started together both land, in remotes.json and in the page', async () => {
    await startingPoint('locked');
    const { canary: offersCanary } = (await remotes()).mf_offers!;
    const slow = slowPointerWrites(store);
    const started = performance.now();
    const [cvCanary, withdrawn] = await Promise.all([
      publishBuild('mf-cv', 'cv canary locked', { canary: 10, store: slow }),
      pointers.withdrawCanary(offers, { store: slow, holder: 'the canary judge' }),
    ]);
    console.log(`${store.location}: a canary publish and a withdrawal together, serialised: ${Math.round(performance.now() - started)} ms`);
    expect(withdrawn).toMatchObject({ withdrawn: offersCanary!.version });
    const live = await remotes();
    expect(live.mf_cv?.canary).toMatchObject({ version: cvCanary.version, share: 10 });
    expect(live.mf_offers?.canary).toBeUndefined();
    expect((await inPage()).remotes).toEqual(live);
    expect(Object.keys((await pointers.readRetirements(store))['mf-offers'] ?? {})).toContain(offersCanary!.version);
    // Let go: the lock is not left behind.
    expect(await store.read(liveLockFile)).toBeNull();
  }, lockTest);

  it('makes a writer wait while another holds the lock, then lands its change', async () => {
    await startingPoint('waiting');
    let letGo!: () => void;
    const holding = withLiveLock(store.liveLock, 'a test holding the lock', () => new Promise<void>((resolve) => (letGo = resolve)));
    await sleep(700);
    const withdrawal = pointers.withdrawCanary(offers, { store });
    await sleep(1000);
    expect((await remotes()).mf_offers?.canary, 'withdrawn while the lock was held').toBeDefined();
    letGo();
    await holding;
    await withdrawal;
    expect((await remotes()).mf_offers?.canary).toBeUndefined();
  }, lockTest);

  it('fails a writer that does not get the lock in time, naming the holder, and changes nothing', async () => {
    await startingPoint('timeout');
    const before = await everything();
    const cvReleases = (await publish.releasesOf(cv, store)).length;
    let letGo!: () => void;
    const holding = withLiveLock(store.liveLock, 'publish:remote mf-company', () => new Promise<void>((resolve) => (letGo = resolve)));
    await sleep(700);
    process.env.RELEASE_LOCK_WAIT_SECONDS = '1';
    try {
      await expect(pointers.withdrawCanary(offers, { store })).rejects.toThrow(
        /^The live files are locked by another release command \(publish:remote mf-company, since .+\) and were not let go within 1 s: nothing was changed\./,
      );
      await expect(publishBuild('mf-cv', 'cv refused while locked', { canary: 20 })).rejects.toThrow('nothing was changed');
      expect(await everything()).toEqual(before);
      // Not uploaded either: nothing a rollback could pick.
      expect(await publish.releasesOf(cv, store)).toHaveLength(cvReleases);
    } finally {
      letGo();
      await holding;
    }
  }, lockTest);

  it('takes over a lock its holder stopped renewing', async () => {
    await startingPoint('abandoned');
    const long = new Date(Date.now() - 60_000).toISOString();
    await store.writeLive(liveLockFile, Buffer.from(JSON.stringify({ token: 'a dead writer', holder: 'withdraw mf-offers', since: long, renewed: long })));
    // A web root's lock is judged by its file's time: as old as its record.
    if (!store.location.startsWith('s3://')) await utimes(path.join(store.location, liveLockFile), new Date(long), new Date(long));
    process.env.RELEASE_LOCK_STALE_SECONDS = '5';
    expect(await pointers.withdrawCanary(offers, { store })).toMatchObject({ withdrawn: expect.any(String) });
    expect((await remotes()).mf_offers?.canary).toBeUndefined();
    expect(await store.read(liveLockFile)).toBeNull();
  }, lockTest);
});

/**
 * Why an S3 store's lock is a lease checked by reading it back (lease-lock.ts), not a conditional
 * write: the S3-compatible server the tests run against takes a PUT whatever its `If-None-Match` or
 * `If-Match` says. Should it start refusing them (412), this fails, and the lock can become a
 * conditional create.
 */
describe('s3rver and conditional writes', () => {
  it('ignores If-None-Match: * and a wrong If-Match on PUT', async () => {
    const s3 = await startS3Server();
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    try {
      const put = (Body: string, condition: { IfNoneMatch?: string; IfMatch?: string }) =>
        client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'lock', Body, ...condition }));
      await put('first', {});
      await put('second', { IfNoneMatch: '*' });
      await put('third', { IfMatch: '"not-its-etag"' });
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'lock' }));
      expect(await object.Body!.transformToString()).toBe('third');
    } finally {
      client.destroy();
      await s3.close();
    }
  }, lockTest);
});
