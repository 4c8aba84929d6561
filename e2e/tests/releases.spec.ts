import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn } from './support';
import {
  addFile,
  append,
  checkoutOf,
  freshCheckout,
  npmRun,
  remoteCheckout,
  removeCheckout,
  replaceIn,
  requireDependency,
  repoRoot,
  sharedCopy,
} from './release-checkout';

/**
 * Independent releases, as the CV team makes them: a change to mf-cv and to the stateless shared
 * packages it bundles, released alone with `npm run publish:remote`, live on the next page load
 * with no shell rebuild, and rolled back by one command. These tests change the published portal,
 * so they run one after the other and put remotes.json back as it was.
 */
test.describe.configure({ mode: 'serial' });

const webRoot = path.join(repoRoot, 'www');
const remotesJson = path.join(webRoot, 'remotes.json');
const cvReleases = path.join(webRoot, 'remotes', 'mf-cv');
const newPage = '/mi-perfil-cv/novedades';

let remotesBefore: string;
let releasesBefore: string[];

test.beforeAll(async () => {
  remotesBefore = await readFile(remotesJson, 'utf8');
  releasesBefore = await readdir(cvReleases);
});

test.afterAll(async () => {
  await writeFile(remotesJson, remotesBefore);
  for (const release of await readdir(cvReleases)) {
    if (!releasesBefore.includes(release)) await rm(path.join(cvReleases, release), { recursive: true, force: true });
  }
  await removeCheckout();
});

/** The CV team's change: a new page, a new schema in the contracts and a new call in the remote's API functions. */
const prepareNewPage = async () => {
  await freshCheckout(['contracts']);
  const contracts = sharedCopy('contracts');
  await addFile(
    path.join(contracts, 'src', 'cv-greeting.ts'),
    `import { z } from 'zod';\nimport { envelope } from './platform/envelope';\n\n` +
      `export const cvGreetingResponse = envelope(z.object({ personales: z.object({ nombre: z.string() }) }));\n`,
  );
  await append(path.join(contracts, 'src', 'index.ts'), `export * from './cv-greeting';\n`);
  await append(
    path.join(remoteCheckout, 'src', 'api.ts'),
    `\nimport { cvGreetingResponse } from '@portal/contracts';\n` +
      `export const greetingApi = { greeting: () => call({ url: '/api/Alumno/dameCvUsuario' }, cvGreetingResponse) };\n`,
  );
  await addFile(
    path.join(remoteCheckout, 'src', 'pages', 'ReleaseProbePage.tsx'),
    `import { LoadState, PageHeading, useApiData } from '@portal/ui';\nimport { greetingApi } from '../api';\n\n` +
      `const ReleaseProbePage = () => {\n  const greeting = useApiData(() => greetingApi.greeting(), []);\n` +
      `  return (\n    <section>\n      <PageHeading>Novedades del CV</PageHeading>\n` +
      `      <LoadState state={greeting}>{({ personales }) => <p data-testid="release-greeting">Hola, {personales.nombre}</p>}</LoadState>\n` +
      `    </section>\n  );\n};\n\nexport default ReleaseProbePage;\n`,
  );
  await replaceIn(
    path.join(remoteCheckout, 'src', 'routes.ts'),
    '] as const satisfies',
    `  {\n    id: 'cvNews',\n    path: '${newPage}',\n    aliases: ['/ca/cv/novetats'],\n    access: 'student',\n    parent: 'cv',\n    module: 'ReleaseProbePage',\n` +
      `    title: { es: 'Novedades del CV', ca: 'Novetats del CV', en: 'CV news' },\n  },\n] as const satisfies`,
  );
  await replaceIn(path.join(remoteCheckout, 'rspack.config.ts'), 'exposes: {', `exposes: { './ReleaseProbePage': './src/pages/ReleaseProbePage.tsx',`);
};

/** The version of @portal/session the shell is built with (the one it provides). */
const liveSessionVersion = async (): Promise<string> =>
  (JSON.parse(await readFile(path.join(repoRoot, 'shared', 'session', 'package.json'), 'utf8')) as { version: string }).version;

/** The scripts of the site's page: the live shell release's (the page also carries the live remotes, which change). */
const shellScripts = (html: string): string[] => [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]!);

test('a remote released alone adds a page, a schema and a call, guarded by the shell, and one command rolls it back', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await prepareNewPage();
  const shellBefore = await readFile(path.join(webRoot, 'shell.json'), 'utf8');
  const scriptsBefore = shellScripts(await readFile(path.join(webRoot, 'index.html'), 'utf8'));
  const pagesBefore = (JSON.parse(remotesBefore) as { remotes: { mf_cv: { pages: unknown[] } } }).remotes.mf_cv.pages.length;
  const released = await npmRun('publish:remote', 'mf-cv', '--source', remoteCheckout);
  expect(released.stderr).not.toMatch(/error/i);
  expect(released.stdout).toContain(`(${pagesBefore + 1} pages)`);
  expect(released.stdout).toMatch(/mf-cv is live at version \S+/);
  // The shell was not rebuilt or republished: the same release is live and its page loads the
  // same files; only the live remotes the page carries changed.
  expect(await readFile(path.join(webRoot, 'shell.json'), 'utf8')).toBe(shellBefore);
  const pageAfter = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  expect(shellScripts(pageAfter)).toEqual(scriptsBefore);
  expect(pageAfter).toContain(`"path":"${newPage}"`);

  // Guarded before any of the remote's code loads: a visitor goes to login, and comes back after it.
  await page.goto(newPage);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, accounts.student);
  await expect(page).toHaveURL(new RegExp(`${newPage}$`));
  await expect(page.getByTestId('release-greeting')).toHaveText('Hola, Lucía');
  await expect(page).toHaveTitle(/^Novedades del CV/);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Mi CV' })).toBeVisible();
  await expectAccessible(page);

  // A company is kept out of a student page.
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await logIn(company, accounts.company, 'company');
  await expect(company.getByTestId('header-user')).toBeVisible();
  await company.goto(newPage);
  await expect(company).toHaveURL(/\/$/);
  await companyContext.close();

  // One command brings the previous release back: the page is gone, the CV works as before.
  const rolledBack = await npmRun('rollback:remote', 'mf-cv');
  expect(rolledBack.code).toBe(0);
  expect(rolledBack.stdout).toMatch(/mf-cv rolled back from \S+ to \S+/);
  await page.goto(newPage);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/mi-perfil-cv');
  await expect(page.getByTestId('cv-name')).toHaveText('Lucía Martín Pérez');
});

test('a release that needs a newer singleton than the live shell provides is refused, and the portal is unchanged', async ({ page }) => {
  test.setTimeout(240_000);
  await freshCheckout(['session']);
  const session = sharedCopy('session');
  // The team adds an export: the next minor version of the one the live shell provides.
  const live = await liveSessionVersion();
  const [major = 0, minor = 0] = live.split('.').map(Number);
  const next = `${major}.${minor + 1}.0`;
  await replaceIn(path.join(session, 'package.json'), `"version": "${live}"`, `"version": "${next}"`);
  await append(path.join(session, 'src', 'index.ts'), `\nexport const sessionKind = (): string => 'portal';\n`);
  await requireDependency(path.join(remoteCheckout, 'package.json'), '@portal/session', `^${next}`);
  await append(path.join(remoteCheckout, 'src', 'api.ts'), `\nexport { sessionKind } from '@portal/session';\n`);
  const before = await readFile(remotesJson, 'utf8');

  const refused = await npmRun('publish:remote', 'mf-cv', '--source', remoteCheckout);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain(`mf-cv needs @portal/session ^${next}, the live shell provides ${live}`);
  expect(refused.stderr).toContain('Nothing was published');
  expect(await readFile(remotesJson, 'utf8')).toBe(before);

  await logIn(page, accounts.student);
  await page.getByRole('link', { name: 'Mi CV' }).first().click();
  await expect(page.getByTestId('cv-name')).toHaveText('Lucía Martín Pérez');
});

test('a live release whose needs the shell does not meet shows the area as unavailable and logs why, without loading it', async ({ page }) => {
  // The live remotes come with the site's page: its copy says mf-cv needs a newer session.
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="portal-remotes">)(.*?)(<\/script>)/,
        (_whole, open: string, json: string, close: string) => {
          const manifest = JSON.parse(json) as { remotes: Record<string, { needs: Record<string, string> }> };
          const cv = manifest.remotes.mf_cv;
          if (cv) cv.needs['@portal/session'] = '^1.5.0';
          return `${open}${JSON.stringify(manifest).replace(/</g, '\\u003c')}${close}`;
        },
      );
      // Sent as the text it now is: not in the encoding the server had chosen for the original.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      return route.fulfill({ status: response.status(), headers, body: html });
    },
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const cvFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-cv/')) cvFiles.push(request.url());
  });

  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.getByRole('link', { name: 'Mi CV' }).first().click();
  await expect(page).toHaveURL(/\/mi-perfil-cv/);
  // Every area of the CV remote says so (the page may hold more than one).
  const cvAreas = page.locator('[data-remote="mf_cv"]');
  await expect(cvAreas.getByRole('alert').first()).toContainText('Esta sección no está disponible ahora');
  for (const alert of await cvAreas.getByRole('alert').all()) await expect(alert).toContainText('Esta sección no está disponible ahora');
  expect(errors.join('\n')).toContain(
    `cannot run with this shell: @portal/session ^1.5.0 is needed, the shell provides ${await liveSessionVersion()}`,
  );
  expect(cvFiles).toEqual([]);
  await expectAccessible(page);
});

test('a page opened on one release of mf-offers keeps working when the next is published, is offered the new version at its next navigation, and runs it when the user asks', async ({ page }) => {
  test.setTimeout(240_000);
  const offersReleases = path.join(webRoot, 'remotes', 'mf-offers');
  const releasedBefore = await readdir(offersReleases);
  const live = () => readFile(remotesJson, 'utf8').then((text) => (JSON.parse(text) as { remotes: { mf_offers: { version: string } } }).remotes.mf_offers.version);
  const first = await live();
  // Release B: the offers list says which release it is.
  await freshCheckout([], 'mf-offers');
  await replaceIn(path.join(checkoutOf('mf-offers'), 'src', 'i18n.ts'), "empleo: 'Ofertas de empleo',", "empleo: 'Ofertas de empleo (nueva versión)',");

  // The student's home runs release A (its offers widget comes from mf-offers); the list page is not loaded yet.
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  const loggedInAt = Date.now();
  const released = await npmRun('publish:remote', 'mf-offers', '--source', checkoutOf('mf-offers'));
  expect(released.code, released.stderr).toBe(0);
  const second = await live();
  expect(second).not.toBe(first);
  try {
    const afterRelease: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/mf-offers/')) afterRelease.push({ url: response.url(), status: response.status() });
    });
    // The open page goes on with release A: its lazily loaded list page comes from A's folder, still there.
    await page.waitForTimeout(Math.max(0, loggedInAt + 31_000 - Date.now()));
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Ofertas de empleo', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofertas de empleo');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(afterRelease.some(({ url }) => url.includes(`/remotes/mf-offers/${first}/`))).toBe(true);
    expect(afterRelease.filter(({ status }) => status >= 400)).toEqual([]);
    expect(afterRelease.some(({ url }) => url.includes(`/remotes/mf-offers/${second}/`))).toBe(false);

    // That navigation also asked what is live (the shell asks at most every 30 s): the new version is
    // offered, and only the user's click loads it, which runs B.
    const notice = page.getByTestId('new-release-notice');
    await expect(notice).toContainText('Hay una versión nueva del portal');
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Cargar la versión nueva' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofertas de empleo (nueva versión)');
    await expect(page.getByTestId('new-release-notice')).toHaveCount(0);
  } finally {
    expect((await npmRun('rollback:remote', 'mf-offers', first)).code).toBe(0);
    for (const release of await readdir(offersReleases)) {
      if (!releasedBefore.includes(release)) await rm(path.join(offersReleases, release), { recursive: true, force: true });
    }
  }
});
