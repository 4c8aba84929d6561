import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, logIn } from './support';
import { surveyIdBySlug } from './surveys-events-api';

/**
 * The portal under its Content-Security-Policy (api/src/platform/http/security-headers.ts): every page of
 * the student's and the company's first steps, remotes loaded lazily, Swagger UI, and the surveys
 * embed on another site's page (which itself runs under a strict policy and cross-origin
 * isolation), without one violation: nothing evaluates strings, runs inline script, or loads from
 * where the policy does not allow.
 */

const portalPort = Number(process.env.E2E_PORT ?? 8181);
const hostPort = Number(process.env.E2E_CSP_HOST_PORT ?? portalPort + 9);
const portal = `http://localhost:${portalPort}`;

/** What the browser refused or complained about, from the page's own events and its console. */
const watchViolations = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to|Cross-Origin|CORS|ERR_BLOCKED/i.test(text)) {
      problems.push(`console: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation away cancels what was still loading: not a refusal.
    if (failure !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${failure}`);
  });
  return problems;
};

test.beforeEach(async ({ page }) => {
  // Recorded inside the page as the browser reports them, whatever the console shows.
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
});

const violationsIn = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Opens a page, waits for its heading, checks the policy came with it and nothing broke it. */
const visit = async (page: Page, route: string, heading: RegExp | string, problems: string[]) => {
  const response = await page.goto(route);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  expect(await violationsIn(page), route).toEqual([]);
  expect(problems, route).toEqual([]);
  await expectAccessible(page);
};

test('the student’s first pages run under the policy without a violation', async ({ page }) => {
  const problems = watchViolations(page);
  await visit(page, '/', /./, problems);
  await visit(page, '/login', /iniciar sesión|acceso|entrar/i, problems);
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  expect(await violationsIn(page)).toEqual([]);
  // Each a remote of its own, loaded when its page is first opened.
  await visit(page, '/ofertas-empleo', /ofertas/i, problems);
  await visit(page, '/mi-perfil-cv', /cv|currículum/i, problems);
  await visit(page, '/encuestas', /encuestas/i, problems);
  expect(problems).toEqual([]);
});

test('the company’s first pages run under the policy without a violation', async ({ page }) => {
  const problems = watchViolations(page);
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty();
  expect(await violationsIn(page)).toEqual([]);
  await visit(page, '/mis-ofertas', /ofertas/i, problems);
  await visit(page, '/mi-empresa', /empresa/i, problems);
  expect(problems).toEqual([]);
});

test('Swagger UI runs under its own policy without a violation', async ({ page }) => {
  const problems = watchViolations(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByText('/api/Alumno/logaUsuario').first()).toBeVisible();
  expect(await violationsIn(page)).toEqual([]);
  expect(problems).toEqual([]);
});

/**
 * Another university's page (mf-surveys-events/embed-example) on its own origin, as strict as a
 * careful site is: its policy lets in only the portal's origin, and it is cross-origin isolated
 * (require-corp), so every file the embed loads from the portal must say it may be loaded there.
 */
let host: Server;
test.beforeAll(async () => {
  const examplePage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mf-surveys-events/embed-example/index.html');
  const html = await readFile(examplePage);
  host = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        `default-src 'self'; script-src 'self' 'unsafe-inline' ${portal}; style-src 'self' 'unsafe-inline' ${portal}; ` +
        `connect-src ${portal}; img-src 'self' data: ${portal}; font-src ${portal}; object-src 'none'`,
      'cross-origin-embedder-policy': 'require-corp',
      'cross-origin-opener-policy': 'same-origin',
    });
    response.end(html);
  });
  await new Promise<void>((resolve) => host.listen(hostPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

test('the surveys embed works on another origin’s strict, cross-origin isolated page', async ({ page, request }) => {
  const problems = watchViolations(page);
  const id = await surveyIdBySlug(request, 'opinion-foro-empleo');
  await page.goto(`http://127.0.0.1:${hostPort}/?portal=${encodeURIComponent(portal)}&survey=${id}&lang=es`);
  const survey = page.locator('portal-survey');
  await expect(survey.getByRole('heading', { name: 'Tu opinión sobre el Foro de Empleo' })).toBeVisible();
  await expect(survey.getByRole('button', { name: 'Contestar de forma anónima' })).toBeVisible();
  expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
  expect(await violationsIn(page)).toEqual([]);
  expect(problems).toEqual([]);
  await expectAccessible(page);
});
