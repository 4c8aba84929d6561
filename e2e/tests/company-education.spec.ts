import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, logIn, switchLanguage } from './support';

/**
 * The company menu of spec 001 §2, the education centres' requests (accept, reject with the
 * reason) and an internship change request, on the seeded demo company (seed-company-internships).
 */

/**
 * The company menu in the spec's order (logout is the header's own link), with the three pages
 * issue 24 adds where users looked for them: all candidates, invoices, Mi empresa.
 */
const specMenu = [
  '/mis-ofertas',
  '/candidatos',
  '/nueva-oferta',
  '/propuesta-practicas',
  '/solicitar-cambio-practicas',
  '/programas-practicas-activos',
  '/documentacion',
  '/facturas',
  '/solicitudes-practicas-educacion',
  '/mi-empresa',
  '/mi-perfil',
  '/contacto',
];

const logInAsCompany = async (page: Page) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty();
};

const menuPaths = async (page: Page) => {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Solicitudes de prácticas de centros educativos' })).toBeVisible();
  return menu.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
};

test("the company menu follows the spec's order, and an entry goes with its brand setting", async ({ page }) => {
  await logInAsCompany(page);
  const paths = await menuPaths(page);
  // Only the spec's entries, in its order; pages other remotes have not released yet are simply absent.
  expect(paths.every((path) => specMenu.includes(path))).toBe(true);
  expect(paths).toEqual(specMenu.filter((path) => paths.includes(path)));
  for (const mine of ['/solicitar-cambio-practicas', '/programas-practicas-activos', '/solicitudes-practicas-educacion', '/candidatos', '/facturas', '/mi-empresa'])
    expect(paths).toContain(mine);
  await expectAccessible(page);

  // A brand without internship changes nor programmes: both entries go, and the page sends home.
  await page.route('**/api/Publico/dameConfiguracionMarca', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { datos: { empresas: Record<string, unknown> } };
    body.datos.empresas = { ...body.datos.empresas, solicitarCambioPracticas: false, programasPracticas: false };
    await route.fulfill({ response: answer, json: body });
  });
  await page.reload();
  const without = await menuPaths(page);
  expect(without).not.toContain('/solicitar-cambio-practicas');
  expect(without).not.toContain('/programas-practicas-activos');
  await page.goto('/solicitar-cambio-practicas');
  await expect(page).toHaveURL(/\/$/);
});

test("an education centre's request completed by the company, then accepted", async ({ page }) => {
  await logInAsCompany(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Solicitudes de prácticas de centros educativos' }).click();
  await expect(page.getByTestId('education-request')).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('link', { name: "Ver la solicitud de CIPFP Ciutat de l'Aprenent" }).click();
  await expect(page.getByText('Todavía no has completado tus datos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceptar la solicitud' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Completar o cambiar mis datos' }).click();
  await page.getByLabel(/^Nombre y apellidos del tutor/).fill('Marta Soler');
  await page.getByLabel(/^Email del tutor/).fill('marta-sin-arroba');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Por favor, revise el formulario')).toBeVisible();
  await expect(page.getByLabel(/^Email del tutor/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('El email está mal formado')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Email del tutor/).fill('marta.soler@levantetech.example');
  await page.getByLabel(/^Horario/).fill('De 9:00 a 14:00');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('marta.soler@levantetech.example')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar la solicitud' }).click();
  const dialog = page.getByRole('dialog', { name: "Aceptar la solicitud de CIPFP Ciutat de l'Aprenent" });
  await dialog.getByRole('button', { name: 'Aceptar', exact: true }).click();
  await expect(page.getByText('Solicitud aceptada')).toBeVisible();
  await expect(page.getByText('Aceptada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechazar la solicitud' })).toHaveCount(0);
  await expectAccessible(page);
});

test('another request rejected with its reason, in Catalan', async ({ page }) => {
  await logInAsCompany(page);
  await switchLanguage(page, 'ca');
  try {
    await page.goto('/solicitudes-practicas-educacion');
    await page.getByRole('link', { name: 'Mostra la sol·licitud de CIPFP Misericordia' }).click();
    await page.getByRole('button', { name: 'Rebutja la sol·licitud' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rebutjar la sol·licitud de CIPFP Misericordia' });
    await dialog.getByRole('button', { name: 'Rebutja', exact: true }).click();
    await expect(dialog.getByText('Aquest camp és requerit')).toBeVisible();
    await expect(dialog.getByLabel('Motiu del rebuig')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await dialog.getByLabel('Motiu del rebuig').fill('Aquest trimestre no podem tutoritzar ningú més.');
    await dialog.getByRole('button', { name: 'Rebutja', exact: true }).click();
    await expect(page.getByText('Sol·licitud rebutjada', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('rejection-reason')).toHaveText('Aquest trimestre no podem tutoritzar ningú més.');
    await expect(page.getByText('Rebutjada', { exact: true })).toBeVisible();
  } finally {
    await switchLanguage(page, 'es');
  }
});

test('a change requested on one of the internships at the company', async ({ page }) => {
  await logInAsCompany(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Solicitar cambio de prácticas' }).click();
  await expect(page.getByTestId('company-internship').first()).toBeVisible();
  await page.getByLabel(/^Prácticas/).selectOption({ label: 'Marc Torres Vidal · Prácticas de desarrollo frontend' });
  await page.getByLabel(/^Tipo de cambio/).selectOption({ label: 'Cambiar el horario' });
  await page.getByLabel(/^Nuevo horario/).fill('De 8:00 a 13:00');
  await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
  await expect(page.getByText('Por favor, revise el formulario')).toBeVisible();
  await expect(page.getByLabel(/^Motivo/)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByLabel(/^Motivo/).fill('El equipo pasa al turno de mañana en enero.');
  await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
  await expect(page.getByText('Cambio solicitado')).toBeVisible();
  const change = page.getByTestId('internship-change').filter({ hasText: 'El equipo pasa al turno de mañana en enero.' });
  await expect(change).toContainText('Cambiar el horario');
  await expect(change).toContainText('Pendiente');
  await expect(change).toContainText('De 8:00 a 13:00');
  await expectAccessible(page);
});

test("a programme joined once for the company, listed with its request's status", async ({ page }) => {
  await logInAsCompany(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Programas de prácticas activos' }).click();
  const mine = page.getByRole('region', { name: 'Programas de tu empresa' });
  await expect(mine.getByText('Tu empresa todavía no ha pedido adherirse a ningún programa.')).toBeVisible();
  await page.getByRole('link', { name: 'Programa estudia y trabaja' }).first().click();
  await page.getByRole('button', { name: 'Solicitar la adhesión' }).click();
  await expect(page.getByText('Adhesión solicitada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar la adhesión' })).toHaveCount(0);
  await page.goto('/programas-practicas-activos');
  await expect(mine.getByTestId('company-programme')).toHaveCount(1);
  await expect(mine.getByTestId('company-programme')).toContainText('Programa estudia y trabaja');
  await expect(mine.getByTestId('company-programme')).toContainText('Solicitada');
  await expectAccessible(page);
});
