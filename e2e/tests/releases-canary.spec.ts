import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkoutOf, freshCheckout, npmRun, removeCheckout, replaceIn, repoRoot } from './release-checkout';

/**
 * Canary releases (issue 25): a release of mf-offers live for half the browsers beside the live
 * one. A canary whose code throws is withdrawn by the server itself once its minimum sample of
 * page loads is counted (CANARY_MIN_LOADS in playwright.config.ts), and every browser then gets
 * the live release; a healthy canary is promoted by `npm run promote` and served to everyone.
 * Each browser's bucket (0-99, kept in localStorage) is set here, so which release it gets is known.
 */
test.describe.configure({ mode: 'serial' });

const webRoot = path.join(repoRoot, 'www');
const remotesJson = path.join(webRoot, 'remotes.json');
const offersReleases = path.join(webRoot, 'remotes', 'mf-offers');
const conditionsPage = '/uib/condiciones-practicas';
const conditionsPagePath = path.join('src', 'pages', 'InternshipConditionsPage.tsx');
const minLoads = Number(process.env.E2E_CANARY_MIN_LOADS ?? 6);

interface OffersEntry {
  version: string;
  canary?: { version: string; share: number };
}
const offers = async () =>
  (JSON.parse(await readFile(remotesJson, 'utf8')) as { remotes: { mf_offers: OffersEntry } }).remotes
    .mf_offers;

let liveBefore: string;
let releasedBefore: string[];

test.beforeAll(async () => {
  liveBefore = (await offers()).version;
  releasedBefore = await readdir(offersReleases);
  // `npm run releases` reads the counts from the test server's embedded database.
  process.env.PGPORT = process.env.E2E_PGPORT ?? '54331';
});

test.afterAll(async () => {
  // remotes.json and the site's page as they were: the live release alone, no canary.
  const { canary } = await offers();
  if (canary) await npmRun('withdraw', 'mf-offers');
  if ((await offers()).version !== liveBefore) await npmRun('rollback:remote', 'mf-offers', liveBefore);
  for (const release of await readdir(offersReleases)) {
    if (!releasedBefore.includes(release))
      await rm(path.join(offersReleases, release), { recursive: true, force: true });
  }
  await removeCheckout();
});

/**
 * A fresh browser whose bucket is `bucket` opens the public conditions page of mf-offers; answers
 * the release of mf-offers it loaded, once the page's load beacon (and its error report, when the
 * area failed) reached the API.
 */
const visit = async (browser: Browser, bucket: number, expectFailure: boolean) => {
  const context = await browser.newContext();
  await context.addInitScript((kept) => localStorage.setItem('portal.releaseBucket', kept), String(bucket));
  const page: Page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => {
    const release = /\/remotes\/mf-offers\/([^/]+)\//.exec(request.url())?.[1];
    if (release && !loaded.includes(release)) loaded.push(release);
  });
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/Publico/cargasVersion'));
  const report = expectFailure
    ? page.waitForResponse((response) => response.url().endsWith('/api/Publico/informeError'))
    : null;
  await page.goto(conditionsPage);
  if (expectFailure) {
    await expect(page.getByText('Algo ha fallado en esta sección')).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Condiciones de las prácticas' })).toBeVisible();
    await expect(page.getByText('Algo ha fallado en esta sección')).toHaveCount(0);
  }
  expect((await beacon).status()).toBe(200);
  if (report) expect((await report).status()).toBe(200);
  const testId = await page.getByTestId('canary-release').count();
  await context.close();
  return { loaded, markedCanary: testId > 0 };
};

/**
 * The live release's errors as `npm run releases` counts them over its whole history: the other
 * journeys of the suite load the same release, and a request they cut short by leaving a page is
 * reported against it, so this journey compares the count before and after its own loads.
 */
const liveErrors = async (live: string): Promise<number> => {
  const listed = await npmRun('releases');
  expect(listed.code, listed.stderr).toBe(0);
  const figures = new RegExp(`\\* ${live} .* live {2}\\d+ loads, (\\d+) errors`).exec(listed.stdout);
  expect(figures, listed.stdout).not.toBeNull();
  return Number(figures![1]);
};

test('a canary at 50 % whose code throws is withdrawn by the server after the minimum sample, then every browser gets the live release', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await freshCheckout([], 'mf-offers');
  await replaceIn(
    path.join(checkoutOf('mf-offers'), conditionsPagePath),
    "const { t } = useTranslation('internshipConditions');",
    "const { t } = useTranslation('internshipConditions');\n  if (Date.now() > 0) throw new Error('a canary regression');",
  );
  const liveErrorsBefore = await liveErrors(liveBefore);
  const published = await npmRun(
    'publish:remote',
    'mf-offers',
    '--source',
    checkoutOf('mf-offers'),
    '--canary',
    '50',
  );
  expect(published.code, published.stderr).toBe(0);
  expect(published.stdout).toMatch(/mf-offers is the canary for 50 % of browsers at version \S+/);
  const { version: live, canary } = await offers();
  expect(live).toBe(liveBefore);
  expect(canary).toMatchObject({ share: 50 });
  console.log(`canary published (build included): ${published.stdout.trim()}`);

  // Half the browsers (buckets below 50) run the canary and its page fails; the others run the live release.
  for (let load = 0; load < minLoads; load += 1) {
    expect((await offers()).canary?.version, 'withdrawn before the minimum sample').toBe(canary!.version);
    expect((await visit(browser, 60 + load, false)).loaded).toEqual([live]);
    expect((await visit(browser, 10 + load, true)).loaded).toEqual([canary!.version]);
  }
  // The last canary load and its error report are counted: the judge (every second here) acts.
  const sampleReached = Date.now();
  await expect
    .poll(async () => (await offers()).canary, { timeout: 20_000, intervals: [200] })
    .toBeUndefined();
  const delayMs = Date.now() - sampleReached;
  console.log(
    `automatic withdrawal: ${minLoads} canary loads (all failed) against ${minLoads} live loads, withdrawn ${delayMs} ms after the sample was counted`,
  );
  expect((await offers()).version).toBe(live);

  // Every new browser, canary buckets included, now gets the live release and a working page.
  for (const bucket of [0, 25, 49, 80]) expect((await visit(browser, bucket, false)).loaded).toEqual([live]);

  // npm run releases says why the canary went.
  const listed = await npmRun('releases');
  expect(listed.code, listed.stderr).toBe(0);
  expect(listed.stdout).toContain(`${canary!.version}`);
  expect(listed.stdout).toMatch(
    new RegExp(
      `withdrawn by the server \\S+: ${minLoads}/${minLoads} loads failed against 0/\\d+ of ${live}`,
    ),
  );
  // The live release's page worked in every browser of this journey: no error counted against it.
  expect(await liveErrors(live)).toBe(liveErrorsBefore);
});

test('a healthy canary is promoted by the command and served to every browser', async ({ browser }) => {
  test.setTimeout(600_000);
  await freshCheckout([], 'mf-offers');
  await replaceIn(
    path.join(checkoutOf('mf-offers'), conditionsPagePath),
    "<p>{t('contact')}</p>",
    '<p data-testid="canary-release">{t(\'contact\')}</p>',
  );
  const published = await npmRun(
    'publish:remote',
    'mf-offers',
    '--source',
    checkoutOf('mf-offers'),
    '--canary',
    '50',
  );
  expect(published.code, published.stderr).toBe(0);
  const { version: live, canary } = await offers();
  expect(canary?.share).toBe(50);

  expect(await visit(browser, 20, false)).toEqual({ loaded: [canary!.version], markedCanary: true });
  expect(await visit(browser, 70, false)).toEqual({ loaded: [live], markedCanary: false });
  const listed = await npmRun('releases');
  expect(listed.stdout).toMatch(new RegExp(`~ ${canary!.version} .* canary 50 % {2}1 loads, 0 errors`));

  const promoted = await npmRun('promote', 'mf-offers');
  expect(promoted.code, promoted.stderr).toBe(0);
  expect(promoted.stdout).toMatch(
    new RegExp(`mf-offers canary ${canary!.version} is live for every browser \\(was ${live}\\)`),
  );
  console.log(`promote: ${promoted.stdout.trim()}`);
  expect(await offers()).toMatchObject({ version: canary!.version });
  expect((await offers()).canary).toBeUndefined();
  for (const bucket of [5, 50, 95])
    expect(await visit(browser, bucket, false)).toEqual({ loaded: [canary!.version], markedCanary: true });
});
