import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, expectAccessible, expectNoSidewaysScroll } from './support';

/**
 * Issue 26, "Done when": the dashboards show the figures of the demo data, checked against SQL.
 * The office opens its outcome dashboards, sets a period, reads the offers published (by type)
 * and finds the count SQL gives on the demo data; filters by a degree and finds that degree's
 * count; downloads a dashboard's CSV and finds the same figures in it. axe on the page, also on
 * a 390 px screen, where nothing scrolls sideways.
 */
const database = `postgresql://portal:portal-local@localhost:${process.env.E2E_PGPORT ?? '54331'}/portal`;
const desde = '2020-01-01';
const hasta = new Date().toISOString().slice(0, 10);
const degree = { code: 'G-II', name: 'Grado en Ingeniería Informática' };

/** Offers published in the period, by type, as the demo data holds them (optionally naming a degree). */
const publishedOffers = async (degreeCode: string | null) => {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const { rows } = await client.query<{ empleo: number; practicas: number }>(
      `SELECT count(*) FILTER (WHERE offer_type = 'empleo')::integer AS empleo,
              count(*) FILTER (WHERE offer_type = 'practicas')::integer AS practicas
         FROM offers
        WHERE state_id IN (2, 3) AND NOT draft AND published_at >= $1::date AND published_at < $2::date + 1
          AND ($3::text IS NULL OR $3 = ANY (degree_codes))`,
      [desde, hasta, degreeCode],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
};

const staffLogIn = async (page: Page) => {
  await page.goto('/orientacion/acceso');
  await page.getByLabel('Correo electrónico').fill('orientacion@demo.test');
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orientacion$/);
};

/** The totals row of the offers-per-month dashboard: jobs and internships. */
const offerTotals = async (page: Page) => {
  const footer = page.getByTestId('outcome-panel-ofertas').locator('tfoot td');
  await expect(footer).toHaveCount(2);
  return { empleo: Number(await footer.nth(0).innerText()), practicas: Number(await footer.nth(1).innerText()) };
};

test('the office reads the demo data’s outcomes, filters them by degree and downloads a CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await staffLogIn(page);
  await page.getByRole('link', { name: 'Resultados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await page.getByLabel('Desde').fill(desde);
  await page.getByLabel('Hasta').fill(hasta);
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();

  const everyDegree = await publishedOffers(null);
  expect(everyDegree.empleo + everyDegree.practicas).toBeGreaterThan(0);
  await expect.poll(() => offerTotals(page)).toEqual(everyDegree);
  // Each dashboard draws its chart (an image with its title) beside its table.
  for (const name of ['Ofertas publicadas por mes', 'Embudo de candidaturas', 'Respuesta a encuestas']) {
    await expect(page.getByRole('img', { name })).toBeVisible();
    await expect(page.getByRole('table', { name })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Titulación' }).selectOption({ label: degree.name });
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect.poll(() => offerTotals(page)).toEqual(await publishedOffers(degree.code));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV: Ofertas publicadas por mes' }).click(),
  ]);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  const forDegree = await publishedOffers(degree.code);
  expect(csv[0]).toBe('Mes,Empleo,Prácticas');
  expect(csv.at(-1)).toBe(`Total de las celdas mostradas,${forDegree.empleo},${forDegree.practicas}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('img', { name: 'Embudo de candidaturas' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
