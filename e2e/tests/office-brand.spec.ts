import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, demoPassword, expectAccessible, expectNoSidewaysScroll, logIn, scrollThroughHome, staffLogIn } from './support';

/**
 * Issue 26, "Done when": the admin changes a brand flag and the portal's menu follows. The admin
 * opens the brand and settings page (axe, 390 px), sees a failing colour pair refused live with its
 * ratio, turns events off (the preview's menu drops them before saving), saves, and the change is
 * in the history; a student's menu and home no longer show events; the admin turns them back on
 * and they return. Maintenance on shows the admin's message to a visitor while the admin's page
 * keeps working; off again, the visitor is back. Every setting is restored at the end, through the
 * API, whatever happened: other specs share the database.
 */

interface Answer<T> {
  status: number;
  datos: T;
}
type Brand = { ajustes: Record<string, unknown> & { flags: Record<string, boolean>; mantenimiento: boolean }; version: string };

const adminToken = async (request: APIRequestContext) =>
  (
    (await (
      await request.post('/api/Orientacion/logaUsuario', { data: { usuario: 'admin.orientacion@demo.test', password: demoPassword } })
    ).json()) as Answer<{ token: string }>
  ).datos.token;

let saved: Brand['ajustes'] | null = null;

test.afterAll(async ({ request }) => {
  if (!saved) return;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const current = ((await (await request.get('/api/Orientacion/marca', { headers })).json()) as Answer<Brand>).datos;
  if (JSON.stringify(current.ajustes) === JSON.stringify(saved)) return;
  // Every key as it was; the keys a save added (alt texts, maintenance message) stay as saved, and
  // the keys the admin does not edit are left out (the request refuses them).
  const { version: _v, origenesLoginExterno: _o, ...editable } = { ...current.ajustes, ...saved };
  const answer = await request.post('/api/Orientacion/marca', { headers, data: { ajustes: editable, version: current.version } });
  expect(((await answer.json()) as Answer<unknown>).status).toBe(0);
});

/** Saves the settings and waits for the server's answer (the notice of an earlier save may still show). */
const saveSettings = async (admin: Page) => {
  const answered = admin.waitForResponse((response) => response.url().endsWith('/api/Orientacion/marca') && response.request().method() === 'POST');
  await admin.getByRole('button', { name: 'Guardar los ajustes' }).click();
  expect(((await (await answered).json()) as Answer<unknown>).status).toBe(0);
  await expect(admin.getByText('Ajustes guardados')).toBeVisible();
};

const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

test('the admin turns events off and on, and maintenance on and off, and the portal follows', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const before = ((await (await request.get('/api/Orientacion/marca', { headers: { Authorization: `Bearer ${await adminToken(request)}` } })).json()) as Answer<Brand>).datos;
  expect(before.ajustes.flags.hasEventos).toBe(true);
  // A brand saved before the levels and PDF-only settings existed has none: restore their defaults.
  saved = { niveles: ['cicloFormativo', 'grado', 'postgrado', 'doctorado'], practicasSoloPdf: [], ...before.ajustes };

  const admin = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await staffLogIn(admin, 'admin.orientacion@demo.test');
  await admin.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Marca y ajustes' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Marca y ajustes' })).toBeVisible();
  await expectAccessible(admin);

  // A failing pair is shown as the admin types, with its ratio, and refused before sending.
  await admin.getByLabel('Color del texto').fill('#777777');
  await admin.getByLabel('Color de fondo').fill('#ffffff');
  const textPair = admin.getByRole('row', { name: /El texto sobre el fondo/ });
  await expect(textPair).toContainText('4.47:1');
  await expect(textPair).toContainText('No cumple');
  await admin.getByRole('button', { name: 'Guardar los ajustes' }).click();
  await expect(admin.getByLabel('Color del texto')).toBeFocused();
  await expect(admin.getByLabel('Color del texto')).toHaveAccessibleDescription(/tiene un contraste de 4\.47:1; necesita al menos 4\.5:1/);
  await admin.reload();
  await expect(admin.getByRole('row', { name: /El texto sobre el fondo/ })).toContainText('Cumple');

  // Events off: the preview's menu drops them before anything is saved.
  const preview = admin.getByTestId('brand-preview');
  await expect(preview.getByRole('listitem').filter({ hasText: /^Eventos$/ })).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Eventos' }).uncheck();
  await expect(admin.getByRole('checkbox', { name: 'Eventos' })).toHaveAccessibleDescription(/ven «Eventos» en su menú/);
  await expect(preview.getByRole('listitem').filter({ hasText: /^Eventos$/ })).toHaveCount(0);
  await admin.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(admin);
  await expectAccessible(admin);
  await admin.setViewportSize({ width: 1280, height: 720 });
  await saveSettings(admin);
  const history = admin.getByRole('region', { name: 'Historial de cambios' });
  await expect(history.getByRole('row').filter({ hasText: 'flags.hasEventos' }).first()).toContainText(/sí\s*no/);

  const student = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await logIn(student, accounts.student);
  await expect(student.getByTestId('header-user')).toBeVisible();
  await expect(studentMenu(student).getByRole('link', { name: 'Encuestas' })).toBeVisible();
  await expect(studentMenu(student).getByRole('link', { name: 'Eventos' })).toHaveCount(0);
  // The home's other widgets have loaded as the student scrolled: the events one would have by now.
  await scrollThroughHome(student);
  await expect(student.getByRole('heading', { name: 'Encuestas pendientes' })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Próximos eventos' })).toHaveCount(0);
  await student.goto('/eventos');
  await expect(student).toHaveURL(/\/$/);

  // Events back on: they return on the student's next page load.
  await admin.getByRole('checkbox', { name: 'Eventos' }).check();
  await saveSettings(admin);
  await student.reload();
  await expect(studentMenu(student).getByRole('link', { name: 'Eventos' })).toBeVisible();
  await scrollThroughHome(student);
  await expect(student.getByRole('heading', { name: 'Próximos eventos' })).toBeVisible();

  // The follow-up document only as PDF: the student's form says so and refuses a Word file before sending.
  const pdfOnly = admin.getByRole('group', { name: 'Documentos de prácticas que se entregan solo en PDF' });
  await pdfOnly.getByRole('checkbox', { name: 'Seguimiento' }).check();
  await saveSettings(admin);
  await student.goto('/mis-practicas');
  await student.getByLabel('Tipo de documento').selectOption({ label: 'Seguimiento' });
  await expect(student.getByLabel('Fichero')).toHaveAccessibleDescription('Máximo 10000 KB. Solo PDF.');
  await student.getByLabel('Fichero').setInputFiles({ name: 'seguimiento.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  await student.getByRole('button', { name: 'Subir el documento' }).click();
  await expect(student.getByText('Este documento se entrega solo en PDF.')).toBeVisible();
  await pdfOnly.getByRole('checkbox', { name: 'Seguimiento' }).uncheck();
  // Levels: an institution teaches at least one; none is refused on the levels, before sending.
  const levels = admin.getByRole('group', { name: 'Niveles de estudios que imparte la institución' });
  for (const level of ['Ciclo formativo', 'Grado', 'Postgrado', 'Doctorado']) await levels.getByRole('checkbox', { name: level, exact: true }).uncheck();
  await admin.getByRole('button', { name: 'Guardar los ajustes' }).click();
  await expect(levels.getByRole('checkbox', { name: 'Ciclo formativo' })).toBeFocused();
  await expect(levels.getByText('Elige al menos un nivel de estudios')).toBeVisible();
  await levels.getByRole('checkbox', { name: 'Grado', exact: true }).check();
  await levels.getByRole('checkbox', { name: 'Postgrado' }).check();
  await saveSettings(admin);
  await expect(history.getByRole('row').filter({ hasText: 'niveles' }).first()).toBeVisible();
  await levels.getByRole('checkbox', { name: 'Ciclo formativo' }).check();
  await levels.getByRole('checkbox', { name: 'Doctorado' }).check();
  await saveSettings(admin);

  // Maintenance: a visitor sees the admin's message; the admin's page keeps working.
  await admin.getByRole('checkbox', { name: 'Portal en mantenimiento' }).check();
  const message = `Volvemos enseguida (${Date.now()}).`;
  await admin.getByLabel('Mensaje de mantenimiento (castellano)').fill(message);
  await saveSettings(admin);
  const visitor = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await visitor.goto('/login');
  await expect(visitor).toHaveURL(/\/mantenimiento$/);
  await expect(visitor.getByText(message)).toBeVisible();
  await expectAccessible(visitor);
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: 'Marca y ajustes' })).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Portal en mantenimiento' }).uncheck();
  await saveSettings(admin);
  await visitor.goto('/login');
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByText(message)).toHaveCount(0);
});

test('office staff have no brand page: no menu entry, and the API refuses them', async ({ page, request }) => {
  await staffLogIn(page);
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Eventos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marca y ajustes' })).toHaveCount(0);
  const token = (
    (await (await request.post('/api/Orientacion/logaUsuario', { data: { usuario: 'orientacion@demo.test', password: demoPassword } })).json()) as Answer<{
      token: string;
    }>
  ).datos.token;
  const refused = await request.get('/api/Orientacion/marca', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});
