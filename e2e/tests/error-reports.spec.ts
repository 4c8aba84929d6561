import { expect, test } from '@playwright/test';
import { npmRun } from './release-checkout';
import { accounts, logIn } from './support';

/**
 * Spec 000 §8: a call that fails with 500 (any network failure) sends an error report, and the
 * releases' error rates, which decide whether a canary is withdrawn, are counted from those
 * reports. A request the browser cuts short because the user left the page failed neither on the
 * API nor in any release: it must not count. The reports are read as the release operator reads
 * them (`npm run releases`), since a page being left sends its last requests outside its own view.
 */

test.beforeAll(() => {
  // `npm run releases` reads the database of the portal under test.
  process.env.PGPORT = process.env.E2E_PGPORT ?? '54331';
});

/** The errors of every live release, app by app, as `npm run releases` lists them. */
const liveErrors = async (): Promise<Record<string, number>> => {
  const listed = await npmRun('releases');
  expect(listed.code, listed.stderr).toBe(0);
  const errors: Record<string, number> = {};
  let app = '';
  for (const line of listed.stdout.split('\n')) {
    if (/^[\w-]+$/.test(line.trim())) app = line.trim();
    const live = /^\s*\* \S+ .* live {2}\d+ loads, (\d+) errors/.exec(line);
    if (live) errors[app] = Number(live[1]);
  }
  expect(Object.keys(errors), listed.stdout).toEqual(expect.arrayContaining(['shell', 'mf-offers', 'mf-cv']));
  return errors;
};

test('leaving the home while it loads counts no error against any release; a real network failure still does', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  const before = await liveErrors();

  // On a slow network the home's calls are still on their way when the student opens another page
  // (measured before the fix: eight reports of the shell, mf-offers and mf-cv for one leave).
  const cdp = await page.context().newCDPSession(page);
  const latency = (ms: number) => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: ms, downloadThroughput: -1, uploadThroughput: -1 });
  await latency(800);
  const offersAsked = page.waitForRequest((request) => request.url().includes('/api/Alumno/dameOfertasUsuario/'));
  await page.goto('/', { waitUntil: 'commit' });
  await offersAsked;
  await page.goto('/ofertas-empleo');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeVisible();
  await latency(0);
  // A report leaves with keepalive, even from a page being left: give a late one time to arrive.
  await page.waitForTimeout(2_000);
  expect(await liveErrors()).toEqual(before);

  // The same list failing while the student stays on the page is counted against mf-offers.
  await page.route('**/api/Alumno/dameOfertasUsuario/**', (route) => route.abort('connectionfailed'));
  await page.goto('/');
  await expect.poll(async () => (await liveErrors())['mf-offers'], { timeout: 20_000 }).toBeGreaterThan(before['mf-offers']!);
});
