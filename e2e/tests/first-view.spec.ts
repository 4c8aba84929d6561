import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { accounts, expectAccessible, logIn, scrollThroughHome, switchLanguage } from './support';

/**
 * What a phone downloads for the student's home (issue 23): on a slow network every byte the first
 * view does not use delays the ones it does. The home labels its candidacies and offers a
 * pre-enrolment's reasons from small lists of their own; the whole reference data (some 160 KiB)
 * and the schema library (zod, some 21 KiB compressed per copy) belong to the forms that need them.
 */

interface FirstView {
  /** Every script the page loaded, with its body. */
  scripts: { url: string; body: string }[];
  /** Every API path the page called. */
  calls: string[];
}

/** Reloads the page with an empty cache and gathers what it loads until the network is quiet. */
const firstViewOf = async (page: Page, path: string): Promise<FirstView> => {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<{ url: string; body: string }>[] = [];
  const calls: string[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script') pending.push(response.text().then((body) => ({ url: url.pathname, body })));
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  // Bodies are read now, while the page that loaded them is still there; a later load is not this one's.
  const scripts = await Promise.all(pending);
  page.off('response', onResponse);
  return { scripts, calls };
};

/** zod's classes keep their names through minification: the mark of a copy of it. */
const carriesZod = (body: string) => body.includes('ZodObject');

test("the student's home loads neither the whole reference data nor a schema library", async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  // Left only once quiet: a request cut short by the reload would be reported as a failure.
  await page.waitForLoadState('networkidle');

  const { scripts, calls } = await firstViewOf(page, '/');
  await expect(page.getByRole('heading', { name: 'Últimas ofertas' })).toBeVisible();
  // The candidacies are labelled, from the small lists (the demo student has a pre-enrolment offered).
  expect(calls).toContain('/api/Dominios/estadosCandidatura/es');
  expect(calls.filter((path) => /^\/api\/Dominios\/dominios(List)?\//.test(path))).toEqual([]);
  // The missing-data checks, started with the shell's first script, are asked for once each.
  expect(calls.filter((path) => path.startsWith('/api/Alumno/faltanDatos') || path.startsWith('/api/Alumno/tieneNumSegSocial')).sort()).toEqual([
    '/api/Alumno/faltanDatosPersonalesObligatorios',
    '/api/Alumno/tieneNumSegSocial',
  ]);
  // The shell's scripts and the offers remote's (the first screen's module) were all read.
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.map(({ url }) => url)).toContainEqual(expect.stringMatching(/^\/remotes\/mf-offers\//));
  expect(scripts.filter(({ body }) => carriesZod(body)).map(({ url }) => url)).toEqual([]);
});

test('the login page loads no schema library, nor the code of the other account pages', async ({ page }) => {
  const { scripts, calls } = await firstViewOf(page, '/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // The registration link (a brand flag) comes from the shell's one read of the brand settings.
  await expect(page.getByRole('link', { name: '¿Aún no tienes cuenta? Regístrate' })).toBeVisible();
  expect(calls.filter((path) => path === '/api/Publico/dameConfiguracionMarca')).toHaveLength(1);
  expect(scripts.filter(({ body }) => carriesZod(body)).map(({ url }) => url)).toEqual([]);
  // The registration's consent field is the mark of its code (its form and its schema).
  expect(scripts.filter(({ body }) => body.includes('aceptaPoliticaPrivacidad')).map(({ url }) => url)).toEqual([]);
});

test("the company's page loads no schema library nor form library: its editors arrive when opened", async ({ page }) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { scripts } = await firstViewOf(page, '/mi-empresa');
  await expect(page.getByTestId('company-details')).toBeVisible();
  expect(scripts.filter(({ body }) => carriesZod(body)).map(({ url }) => url)).toEqual([]);
  // react-hook-form's option names keep their names through minification: the mark of its code.
  expect(scripts.filter(({ body }) => body.includes('shouldUnregister')).map(({ url }) => url)).toEqual([]);
});

/** SWC's emulation of async functions for ES5 (`__generator`): the mark of code written for browsers older than the portal's. */
const carriesEs5AsyncHelpers = (body: string) => body.includes('label:0,sent:');

test("the login page's shell code is three scripts, none of them written down to ES5", async ({ page }) => {
  const { scripts } = await firstViewOf(page, '/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // The entry (with the federation runtime), every shared package in one chunk, the shell's start:
  // not a request per shared package, each with its own half kilobyte of response headers.
  const shellScripts = scripts.filter(({ url }) => url.startsWith('/shell/')).map(({ url }) => url);
  expect(shellScripts).toHaveLength(3);
  expect(shellScripts.some((url) => /\/singletons\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  expect(scripts.filter(({ body }) => carriesEs5AsyncHelpers(body)).map(({ url }) => url)).toEqual([]);
  // The two after the entry are asked for by the page itself (its preload links), with the entry,
  // not once the entry has arrived and run.
  const askedByThePage = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/shell/') && (entry as PerformanceResourceTiming).initiatorType === 'link')
      .map((entry) => new URL(entry.name).pathname.replace(/^\/shell\/[^/]+\//, '').replace(/\.[0-9a-f]+\./, '.'))
      .sort(),
  );
  expect(askedByThePage).toEqual(['bootstrap.css', 'bootstrap.js', 'singletons.js']);
});

/** The chunks of one language's texts (`language-<lang>-…`, @portal/i18n's registerTranslationsByLanguage). */
const textsOf = (scripts: { url: string }[], language: string) => scripts.filter(({ url }) => url.includes(`/language-${language}-`)).map(({ url }) => url);

/**
 * The scripts a reload with an empty cache fetches, by address only: a preloaded script's body
 * may be gone from the DevTools protocol by the time it is asked for.
 */
const scriptsFetchedBy = async (page: Page, path: string): Promise<{ url: string }[]> => {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts: { url: string }[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push({ url: new URL(request.url()).pathname });
  };
  page.on('request', onRequest);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('request', onRequest);
  return scripts;
};

test("the home's remotes send only the user's language: none for Spanish, the Catalan texts alongside the modules for Catalan", async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const spanish = await scriptsFetchedBy(page, '/');
  await expect(page.getByRole('heading', { name: 'Últimas ofertas' })).toBeVisible();
  expect(spanish.filter(({ url }) => url.includes('/language-')).map(({ url }) => url)).toEqual([]);

  await switchLanguage(page, 'ca');
  await page.waitForLoadState('networkidle');
  try {
    const catalan = await scriptsFetchedBy(page, '/');
    await expect(page.getByRole('heading', { name: 'Darreres ofertes' })).toBeVisible();
    expect(textsOf(catalan, 'ca').length).toBeGreaterThan(0);
    expect(textsOf(catalan, 'en')).toEqual([]);
    // Asked for with the modules' own files (the shell's preload), not once their code has run.
    const preloaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/language-ca-') && (entry as PerformanceResourceTiming).initiatorType === 'link')
        .map((entry) => entry.name),
    );
    expect(preloaded.length).toBeGreaterThan(0);
  } finally {
    // The choice is saved on the server: leave the demo student in Spanish for other tests.
    await switchLanguage(page, 'es');
  }
});

test("the home's first screen loads only the remotes it shows; the rest arrive as the student scrolls or uses the keyboard", async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const remotesOf = (scripts: { url: string }[]) => [...new Set(scripts.map(({ url }) => url.match(/^\/remotes\/([^/]+)\//)?.[1]).filter(Boolean))].sort();

  const firstScreen = await scriptsFetchedBy(page, '/');
  await expect(page.getByRole('heading', { name: 'Últimas ofertas' })).toBeVisible();
  // The offers fill the first screen. The demo student's profile lacks nothing: the CV remote's
  // missing-data dialog is not loaded (a new student's home shows it: cv-home.spec.ts).
  expect(remotesOf(firstScreen)).toEqual(['mf-offers']);
  await expect(page.getByRole('heading', { name: 'Encuestas pendientes' })).toHaveCount(0);

  const later: { url: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') later.push({ url: new URL(request.url()).pathname });
  });
  await scrollThroughHome(page);
  await expect(page.getByRole('heading', { name: 'Encuestas pendientes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Próximos eventos' })).toBeVisible();
  expect(remotesOf(later)).toContain('mf-surveys-events');

  // A keyboard user is not made to scroll: the first key loads the areas below.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Últimas ofertas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Encuestas pendientes' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('heading', { name: 'Encuestas pendientes' })).toBeAttached();
});

interface DataCall {
  /** How many times the page asked for it. */
  asked: number;
  /** When it was asked for, and when the page's remote entry had arrived (ms since the page started). */
  askedAt: number;
  codeArrivedAt: number;
}

/**
 * Reloads `path` with an empty cache on a network with a phone's round trip (150 ms, as the
 * bench's mobile preset) and tells when the page's data call left against when its remote's
 * entry arrived: asked for by the page's own code, it could only leave after.
 */
const dataCallOf = async (page: Page, path: string, call: string, remote: string): Promise<DataCall> => {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  await client.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
  let asked = 0;
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname === call) asked += 1;
  };
  page.on('request', onRequest);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('request', onRequest);
    await client.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }
  const { askedAt, codeArrivedAt } = await page.evaluate(
    ([call, remote]) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const data = entries.find((entry) => new URL(entry.name).pathname === call);
      const code = entries.find((entry) => entry.name.includes(`/remotes/${remote}/`) && entry.name.endsWith('/remoteEntry.js'));
      return { askedAt: data?.startTime ?? Number.NaN, codeArrivedAt: code?.responseEnd ?? Number.NaN };
    },
    [call, remote],
  );
  return { asked, askedAt, codeArrivedAt };
};

test("the student's CV is asked for while the CV's code downloads, once", async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const cv = await dataCallOf(page, '/mi-perfil-cv', '/api/Alumno/dameCvUsuario', 'mf-cv');
  await expect(page.getByTestId('cv-name')).toHaveText(/\S/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi CV' })).toBeVisible();
  expect(cv.asked).toBe(1);
  expect(cv.askedAt).toBeLessThan(cv.codeArrivedAt);
  await expectAccessible(page);

  // Opened from the menu, the shell asks for it as the page mounts and the page takes that answer.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/Alumno/dameCvUsuario' || pathname === '/api/Publico/dameConfiguracionMarca') asked.push(pathname);
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Mi CV' }).first().click();
  await expect(page.getByTestId('cv-name')).toHaveText(/\S/);
  await expect(page.getByRole('button', { name: 'Ayuda' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The CV's help takes the brand settings the shell read as the page started.
  expect(asked).toEqual(['/api/Alumno/dameCvUsuario']);
});

test("the company's data is asked for while its page's code downloads, once", async ({ page }) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const company = await dataCallOf(page, '/mi-empresa', '/api/Empresa/dameDatosEmpresa', 'mf-company');
  await expect(page.getByTestId('company-name')).toHaveText(/\S/);
  expect(company.asked).toBe(1);
  expect(company.askedAt).toBeLessThan(company.codeArrivedAt);
  await expectAccessible(page);
});
