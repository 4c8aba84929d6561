import { expect, test, type Page } from '@playwright/test';
import { accounts, logIn, scrollThroughHome, staffLogIn } from './support';

/**
 * Issue 24: every value shown to a person is a label in their language, never a key or a code.
 * Walks the pages each kind of user opens most and reads what the page says (the main area's
 * text, the way a screen reader would): no camelCase key (`certificadoMatricula`), no degree code
 * (`G-II`) and no `namespace.key` left untranslated.
 */
const rawKey = /\b(?:[a-z]+[A-Z][A-Za-z]*|[A-Z]{1,2}-[A-Z]{2,4}|[a-z]+\.[a-z]+[A-Z_][A-Za-z_.]*)\b/g;
/** Words people write that look like keys: product and brand names. */
const allowed = new Set([
  'LinkedIn',
  'iOS',
  'eBay',
  'JavaScript',
  'TypeScript',
  'GitHub',
  'iPhone',
  'PostgreSQL',
  'WordPress',
  'macOS',
  'YouTube',
]);

const keysOn = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle');
  const text = await page.locator('main').innerText();
  return [...new Set((text.match(rawKey) ?? []).filter((word) => !allowed.has(word)))];
};

const walk = async (page: Page, paths: string[]) => {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    // The home's areas below the first screen load as a reader scrolls to them.
    if (path === '/') await scrollThroughHome(page);
    const keys = await keysOn(page);
    if (keys.length > 0) found[path] = keys;
  }
  return found;
};

test('a student reads labels, never keys', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  const found = await walk(page, [
    '/',
    '/mi-perfil-cv',
    '/ofertas-empleo',
    '/ofertas-practicas',
    '/mis-candidaturas',
    '/mis-practicas',
    '/encuestas',
    '/eventos',
    '/guias-orientacion',
    '/ayuda',
  ]);
  // An offer's detail names its degrees and the documents it asks for.
  await page.goto('/ofertas-practicas');
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const detail = await keysOn(page);
  if (detail.length > 0) found[page.url()] = detail;
  expect(found).toEqual({});
});

test('a company reads labels, never keys', async ({ page }) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('header-user')).toBeVisible();
  const found = await walk(page, [
    '/',
    '/mi-empresa',
    '/mis-ofertas',
    '/candidatos',
    '/subir-convenio-firmado',
    '/facturas',
    '/mi-empresa/contactos',
    '/documentacion',
    '/solicitudes-practicas-educacion',
  ]);
  expect(found).toEqual({});
});

test('the careers office reads labels, never keys', async ({ page }) => {
  await staffLogIn(page);
  const found = await walk(page, [
    '/orientacion',
    '/orientacion/cola/empresas',
    '/orientacion/cola/ofertas',
    '/orientacion/cola/convenios',
    '/orientacion/cola/propuestasPracticas',
    '/orientacion/cola/anexos',
    '/orientacion/cola/documentos',
    '/orientacion/cola/estudios',
    '/orientacion/cola/centrosEducativos',
    '/orientacion/resultados',
    '/orientacion/eventos',
    '/orientacion/encuestas',
    '/orientacion/notas-informativas',
  ]);
  expect(found).toEqual({});
});
