// @vitest-environment node
// (the AWS SDK picks its browser build under jsdom)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseStores } from '../test/release-stores';
import { remoteByFolder } from './apps';
import * as publish from './publish';
import type { ReleaseStore } from './release-store';

/**
 * Canary releases (issue 25): publish:remote --canary, a new share, promote and withdraw, in a
 * local web root and in a real S3-compatible store (s3rver), with stand-in builds. What is
 * asserted is what the shell reads: `remotes.json` and the copy the site's page carries.
 */
const stores = releaseStores('portal-canary-www-');

describe.each(stores)('canary releases in $name', ({ open }) => {
  let store: ReleaseStore;
  let close: () => Promise<void>;
  let remoteDist: string;
  let shellDist: string;
  const remote = remoteByFolder('mf-offers');
  const appDir = path.resolve('mf-offers');
  const page = {
    id: 'offers',
    path: '/ofertas',
    access: 'public',
    module: 'OffersPage',
    title: { es: 'Ofertas', ca: 'Ofertes', en: 'Offers' },
  };
  const session = (version: string, requiredVersion: string) => ({
    name: '@portal/session',
    version,
    requiredVersion,
    singleton: true,
  });
  const buildRemote = async (content: string, needs = '^1.0.0') => {
    await writeFile(
      path.join(remoteDist, 'mf-manifest.json'),
      JSON.stringify({
        id: 'mf_offers',
        shared: [session('1.0.0', needs)],
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'OffersPage', assets: { js: { sync: ['offers.js'] }, css: { sync: [] } } }],
      }),
    );
    await writeFile(path.join(remoteDist, 'routes.json'), JSON.stringify([page]));
    await writeFile(path.join(remoteDist, 'remoteEntry.js'), `/* ${content} */`);
  };
  const live = async () => (await publish.readRemotesManifest(store)).remotes.mf_offers;
  /** The live remotes the site's page carries. */
  const inPage = async () =>
    JSON.parse(
      /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(
        (await store.read('index.html'))!.toString(),
      )![1]!,
    ) as publish.RemotesManifest;
  const everything = async () =>
    JSON.stringify([
      await store.read('remotes.json'),
      await store.read('index.html'),
      await publish.readRetirements(store),
    ]);

  beforeAll(async () => {
    ({ store, close } = await open());
    remoteDist = await mkdtemp(path.join(tmpdir(), 'portal-canary-dist-'));
    shellDist = await mkdtemp(path.join(tmpdir(), 'portal-canary-shell-'));
    await writeFile(
      path.join(shellDist, 'mf-manifest.json'),
      JSON.stringify({ id: 'shell', shared: [session('1.0.0', '^1.0.0')] }),
    );
    await writeFile(
      path.join(shellDist, 'index.html'),
      '<html><head><script src="/shell/__SHELL_RELEASE__/main.js"></script></head><body></body></html>',
    );
    await publish.publishShell({ appDir: path.resolve('shell'), dist: shellDist, store });
  });

  afterAll(async () => {
    await close();
    for (const dir of [remoteDist, shellDist]) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a canary of a remote with no live release, and publishes nothing', async () => {
    await buildRemote('first');
    const before = await everything();
    await expect(
      publish.publishRemote(remote, { appDir, dist: remoteDist, store, canary: 10 }),
    ).rejects.toThrow('mf-offers has no live release yet: publish it without --canary first');
    expect(await everything()).toEqual(before);
  });

  it('publishes a canary beside the live release, in remotes.json and in the page, and changes its share', async () => {
    const first = await publish.publishRemote(remote, { appDir, dist: remoteDist, store });
    await buildRemote('second');
    const canary = await publish.publishRemote(remote, { appDir, dist: remoteDist, store, canary: 10 });
    expect(canary.version).not.toBe(first.version);
    const entry = await live();
    expect(entry?.version).toBe(first.version);
    expect(entry?.canary).toMatchObject({
      version: canary.version,
      share: 10,
      entry: `/remotes/mf-offers/${canary.version}/mf-manifest.json`,
    });
    expect((await inPage()).remotes.mf_offers).toEqual(entry);

    const since = entry?.canary?.since;
    await publish.publishRemote(remote, { appDir, dist: remoteDist, store, canary: 50 });
    expect((await live())?.canary).toMatchObject({ version: canary.version, share: 50, since });
    expect(
      (await publish.releasesOf(remote, store)).map(({ version, live, canaryShare }) => ({
        version,
        live,
        canaryShare,
      })),
    ).toEqual(
      expect.arrayContaining([
        { version: first.version, live: true, canaryShare: undefined },
        { version: canary.version, live: false, canaryShare: 50 },
      ]),
    );
  });

  it('refuses a canary the live shell cannot run, a share out of range or the live release as canary, and changes nothing', async () => {
    const before = await everything();
    await buildRemote('needs a newer session', '^1.2.0');
    await expect(
      publish.publishRemote(remote, { appDir, dist: remoteDist, store, canary: 20 }),
    ).rejects.toThrow('mf-offers needs @portal/session ^1.2.0, the live shell provides 1.0.0');
    for (const share of ['0', '100', '12.5', 'ten', undefined])
      expect(() => publish.parseCanaryShare(share)).toThrow(/from 1 to 99/);
    expect(publish.parseCanaryShare('1')).toBe(1);
    const liveVersion = (await live())!.version;
    await buildRemote('a build published under the live release id');
    await expect(
      publish.publishRemote(remote, { dist: remoteDist, version: liveVersion, store, canary: 20 }),
    ).rejects.toThrow('is the live release already');
    expect(await everything()).toEqual(before);
  });

  it('withdraws the canary: the live release alone again, the canary retired; a second withdrawal is refused', async () => {
    const { version: liveVersion, canary } = (await live())!;
    await expect(publish.withdrawCanary(remote, { store, only: 'another-release' })).resolves.toBeNull();
    expect((await live())?.canary?.version).toBe(canary?.version);

    expect(await publish.withdrawCanary(remote, { store, only: canary!.version })).toEqual({
      withdrawn: canary!.version,
      live: liveVersion,
    });
    expect((await live())?.canary).toBeUndefined();
    expect((await inPage()).remotes.mf_offers?.canary).toBeUndefined();
    expect(Object.keys((await publish.readRetirements(store))['mf-offers'] ?? {})).toContain(canary!.version);
    const before = await everything();
    await expect(publish.withdrawCanary(remote, { store })).rejects.toThrow(
      'mf-offers has no canary release',
    );
    await expect(publish.promoteCanary(remote, store)).rejects.toThrow('mf-offers has no canary release');
    expect(await everything()).toEqual(before);
  });

  it('promotes a canary: it becomes the live release for every browser, the old live one retired', async () => {
    const { version: oldLive } = (await live())!;
    await buildRemote('third');
    const canary = await publish.publishRemote(remote, { appDir, dist: remoteDist, store, canary: 30 });
    expect(await publish.promoteCanary(remote, store)).toEqual({ from: oldLive, to: canary.version });
    const entry = await live();
    expect(entry?.version).toBe(canary.version);
    expect(entry?.canary).toBeUndefined();
    expect((await inPage()).remotes.mf_offers?.version).toBe(canary.version);
    expect(Object.keys((await publish.readRetirements(store))['mf-offers'] ?? {})).toContain(oldLive);
  });
});
