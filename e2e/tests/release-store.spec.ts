import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeStandaloneNginx } from '../../deploy/nginx/render';
import { startS3Server, type TestS3Server } from '../../deploy/test/s3-server';
import { accounts, logIn } from './support';
import { checkoutOf, freshCheckout, npmRun, removeCheckout, replaceIn, repoRoot } from './release-checkout';

/**
 * The portal served from an S3-compatible object store (issue 25, publish targets): a real S3
 * server (s3rver) holds the releases, Debian's nginx reads them from it (deploy/nginx,
 * store-release-files.conf) and proxies /api to the test server. A release of mf-offers built in
 * its team's own checkout (`npm run release:build`) is published into the store with
 * `npm run publish:remote -- --artifact ... --target s3://...` and the portal runs it; `npm run
 * rollback -- --target` puts the previous one back. Nothing of www/ is read or written.
 */
test.describe.configure({ mode: 'serial' });

/** nginx in front of the store, on the last port of the range the S3 tests use (4650-4659). */
const storePort = Number(process.env.E2E_STORE_PORT ?? 4659);
const apiPort = Number(process.env.E2E_PORT ?? 8181);
test.use({ baseURL: `http://localhost:${storePort}` });

let s3: TestS3Server;
let target: string;
let nginx: ChildProcess | undefined;
let work: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  s3 = await startS3Server();
  // The release commands below read the store's endpoint and credentials from the environment.
  Object.assign(process.env, s3.env);
  target = `s3://${s3.bucket}/portal`;
  // The portal as `npm run build` made it, published into the store app by app.
  const { releaseStoreFor } = await import('../../deploy/scripts/release-store');
  const { publishRemote, publishShell } = await import('../../deploy/scripts/publish');
  const { remoteApps } = await import('../../deploy/scripts/apps');
  const store = releaseStoreFor(target);
  await publishShell({ dist: path.join(repoRoot, 'shell', 'dist'), checkRemotes: false, store });
  for (const remote of remoteApps) await publishRemote(remote, { dist: path.join(repoRoot, remote.folder, 'dist'), store });

  work = await mkdtemp(path.join(tmpdir(), 'portal-store-e2e-'));
  const conf = await writeStandaloneNginx({
    dir: path.join(work, 'nginx'),
    site: {
      listen: `127.0.0.1:${storePort}`,
      root: path.join(work, 'no-www'),
      replicas: [`127.0.0.1:${apiPort}`],
      store: { endpoint: s3.endpoint, bucketPath: `${s3.bucket}/portal` },
    },
  });
  nginx = spawn('nginx', ['-p', path.join(work, 'nginx'), '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  await expect.poll(() => fetch(`http://127.0.0.1:${storePort}/api/health`).then((response) => response.status, () => 0)).toBe(200);
});

test.afterAll(async () => {
  nginx?.kill('SIGTERM');
  await s3?.close();
  await removeCheckout();
  if (work) await rm(work, { recursive: true, force: true });
});

const liveOffers = async () => {
  const response = await fetch(`http://127.0.0.1:${storePort}/remotes.json`);
  return ((await response.json()) as { remotes: { mf_offers: { version: string } } }).remotes.mf_offers.version;
};

test('an mf-offers release built in its own checkout, published into the store, runs in the portal served from the store; rollback puts the previous one back', async ({ page }) => {
  test.setTimeout(300_000);
  const first = await liveOffers();
  // A path that nginx decodes into another S3 request (a listing, an ACL) reaches no object.
  for (const sneaky of ['/%3Flist-type=2', '/remotes.json%3Facl', '/shell/x/%20']) {
    expect((await fetch(`http://127.0.0.1:${storePort}${sneaky}`)).status, sneaky).toBe(404);
  }
  await freshCheckout([], 'mf-offers');
  await replaceIn(path.join(checkoutOf('mf-offers'), 'src', 'i18n.ts'), "empleo: 'Ofertas de empleo',", "empleo: 'Ofertas de empleo (desde el almacén)',");
  const built = await npmRun('release:build', 'mf-offers', '--source', checkoutOf('mf-offers'), '--out', path.join(work, 'artifacts'));
  expect(built.code, built.stderr).toBe(0);
  const artifact = / in (\S+\.tar) \(/.exec(built.stdout)?.[1];
  expect(artifact, built.stdout).toBeTruthy();

  const published = await npmRun('publish:remote', 'mf-offers', '--artifact', artifact!, '--target', target);
  expect(published.code, published.stderr).toBe(0);
  console.log(published.stdout.trim());
  const second = await liveOffers();
  expect(second).not.toBe(first);

  const offersFiles: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/mf-offers/')) offersFiles.push({ url: response.url(), status: response.status() });
  });
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Ofertas de empleo/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofertas de empleo (desde el almacén)');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(offersFiles.length).toBeGreaterThan(0);
  expect(offersFiles.filter(({ url }) => !url.includes(`/remotes/mf-offers/${second}/`))).toEqual([]);
  expect(offersFiles.filter(({ status }) => status >= 400)).toEqual([]);

  const rolledBack = await npmRun('rollback', 'mf-offers', '--target', target);
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  console.log(rolledBack.stdout.trim());
  expect(await liveOffers()).toBe(first);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofertas de empleo');
});
