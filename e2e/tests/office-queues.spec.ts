import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { linkFromMail } from './account-mail';
import { companyCif } from './company-support';
import { demoPassword, expectAccessible, expectNoSidewaysScroll, staffLogIn, switchLanguage } from './support';

/**
 * The careers office's work queues through its screens (issue 21): the dashboard, a queue's list
 * with its filters in the URL, a record's page with its decisions, reasons and history; the
 * company account requests in Spanish, the offers pending validation in Catalan, a phone's screen
 * and a record another staff member decided meanwhile. One staff login serves every journey.
 */
test.describe.configure({ mode: 'serial' });

const staffEmail = 'orientacion@demo.test';

/** A company asks for an account and sets its password from the mail, as /solicitar-cuenta does. */
const requestCompanyAccount = async (request: APIRequestContext, company: { cif: string; name: string; email: string }) => {
  const asked = await request.post('/api/Empresa/solicitarCuenta', {
    data: {
      cif: company.cif,
      nombreComercial: company.name,
      nombreFiscal: `${company.name} SL`,
      nombreContacto: 'Marta Roig',
      email: company.email,
      telefono: '612345678',
      aceptaPoliticaPrivacidad: true,
    },
  });
  expect(await asked.json()).toEqual({ status: 0, datos: { aviso: 503 } });
  const link = new URL(await linkFromMail(company.email, '/establecer-login'), 'http://portal');
  const set = await request.post('/api/Empresa/establecerPassword', {
    data: { token: link.searchParams.get('token'), password: 'Empresa-2026' },
  });
  expect((await set.json()).status).toBe(0);
};

const companyLoginStatus = async (request: APIRequestContext, email: string) =>
  ((await (await request.post('/api/Empresa/logaUsuario', { data: { usuario: email, password: 'Empresa-2026' } })).json()) as { status: number })
    .status;

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  context = await browser.newContext({ locale: 'es-ES' });
  page = await context.newPage();
  await staffLogIn(page, staffEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Colas de trabajo' })).toBeVisible();
});

test.afterAll(async () => {
  await context.close();
});

test('a company account request: filtered, refused without a reason, validated, and the company logs in', async () => {
  const company = { cif: companyCif('4433221'), name: 'Ebanistería Navegador', email: 'marta@ebanisteria.test' };
  await requestCompanyAccount(page.request, company);
  expect(await companyLoginStatus(page.request, company.email)).toBe(9);

  await page.goto('/orientacion');
  const card = page.locator('[data-queue="empresas"]');
  await expect(card).toContainText(/\d+ pendientes?/);
  await expectAccessible(page);
  await card.getByRole('link', { name: 'Solicitudes de cuenta de empresas' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de cuenta de empresas' })).toBeVisible();
  await expect(page.getByLabel('Estado')).toHaveValue('');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('ebanistería');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/[?&]texto=eban/);
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible();
  const items = page.getByRole('list', { name: 'Elementos de la cola' }).getByRole('link');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(company.name);
  await expect(items.first()).toContainText('Pendiente');
  await expect(items.first()).toContainText(/hace \d+ minutos?/);
  await expectAccessible(page);

  // Keyboard triage: j focuses the first item, Enter opens it beside the list.
  await page.locator('body').press('j');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orientacion\/cola\/empresas\/\d+\?texto=eban/);
  const record = page.getByRole('article', { name: company.name });
  await expect(record.getByText(company.cif, { exact: true })).toBeVisible();
  await expect(record.getByText('Fecha de la solicitud')).toBeVisible();

  // A reload keeps the filters and the record.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ebanistería');
  await expect(record.getByRole('heading', { name: 'Decisión' })).toBeVisible();

  await record.getByRole('button', { name: 'Rechazar la solicitud' }).click();
  const reason = record.getByRole('textbox', { name: 'Motivo' });
  await expect(record.getByText('Escribe el motivo: la decisión «Rechazar la solicitud» lo necesita.')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expectAccessible(page);
  expect(await companyLoginStatus(page.request, company.email)).toBe(9);

  await record.getByRole('button', { name: 'Validar la empresa' }).click();
  await expect(record.getByText('Decisión guardada')).toBeVisible();
  await expect(record.getByText('Estado: Validada')).toBeVisible();
  const history = record.getByRole('region', { name: 'Historial de decisiones' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Validar la empresa');
  await expect(history).toContainText(staffEmail);
  await expect(history).toContainText('Pendiente → Validada');
  // It has left what waits.
  await expect(page.getByText('Ningún elemento coincide con estos filtros.')).toBeVisible();
  expect(await companyLoginStatus(page.request, company.email)).toBe(0);
});

test('en català: una oferta pendent, vista com la veuran els estudiants, rebutjada sense motiu i validada', async () => {
  await page.goto('/orientacion');
  await switchLanguage(page, 'ca');
  await expect(page.getByRole('heading', { level: 1, name: 'Cues de treball' })).toBeVisible();
  await page.getByRole('link', { name: 'Ofertes pendents de validació' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertes pendents de validació' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cerca' }).fill('móvil');
  await page.getByRole('button', { name: 'Filtra' }).click();
  const items = page.getByRole('list', { name: 'Elements de la cua' }).getByRole('link');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Prácticas de desarrollo móvil (pendiente)');
  await expect(items.first()).toContainText(/fa \d+ (dies|dia|hores|hora|minuts|minut)/);
  await expectAccessible(page);
  await items.first().click();
  await expect(page).toHaveURL(/\/orientacion\/cola\/ofertas\/\d+\?texto=m/);

  const record = page.getByRole('article', { name: 'Prácticas de desarrollo móvil (pendiente)' });
  const offer = record.getByRole('region', { name: 'Prácticas de desarrollo móvil (pendiente)' });
  await expect(offer.getByText("L'oferta com la veuran els estudiants")).toBeVisible();
  await expect(offer.getByRole('heading', { name: "Dades de l'oferta" })).toBeVisible();
  await expect(offer.getByRole('heading', { name: "L'empresa" })).toBeVisible();
  await expect(record.getByText('Estat: Pendent')).toBeVisible();
  await expectAccessible(page);

  await record.getByRole('button', { name: "Rebutja l'oferta" }).click();
  await expect(record.getByText("Escriu el motiu: la decisió «Rebutja l'oferta» el necessita.")).toBeVisible();
  await expect(record.getByRole('textbox', { name: 'Motiu' })).toBeFocused();

  await record.getByRole('button', { name: 'Valida i publica' }).click();
  await expect(record.getByText('Decisió desada')).toBeVisible();
  await expect(record.getByText('Estat: Publicada')).toBeVisible();
  await expect(record.getByRole('region', { name: 'Historial de decisions' })).toContainText('Pendent → Publicada');
  await expect(page.getByText('Cap element no coincideix amb aquests filtres.')).toBeVisible();

  // The Catalan alias opens the same record.
  const id = /\/ofertas\/(\d+)/.exec(page.url())![1];
  await page.goto(`/orientacio/cua/ofertas/${id}`);
  await expect(page.getByRole('article', { name: 'Prácticas de desarrollo móvil (pendiente)' }).getByText('Estat: Publicada')).toBeVisible();
  await switchLanguage(page, 'es');
});

test('on a 390 px screen the record stands alone, and a record decided meanwhile is reloaded and said so', async () => {
  const company = { cif: companyCif('5544332'), name: 'Taller Simultáneo', email: 'pau@taller.test' };
  await requestCompanyAccount(page.request, company);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/orientacion/cola/empresas?texto=simult%C3%A1neo');
  const item = page.getByRole('list', { name: 'Elementos de la cola' }).getByRole('link', { name: /Taller Simultáneo/ });
  await item.click();
  const record = page.getByRole('article', { name: company.name });
  await expect(record.getByRole('button', { name: 'Validar la empresa' })).toBeVisible();
  // The list gives the screen to the record, with a way back that keeps the filters.
  await expect(page.getByRole('list', { name: 'Elementos de la cola' })).toBeHidden();
  await expect(record.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', /\/orientacion\/cola\/empresas\?texto=/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Another staff member validates it through the API while this page shows it.
  const staffLogin = await page.request.post('/api/Orientacion/logaUsuario', { data: { usuario: staffEmail, password: demoPassword } });
  const { token } = ((await staffLogin.json()) as { datos: { token: string } }).datos;
  const headers = { Authorization: `Bearer ${token}` };
  const id = /\/empresas\/(\d+)/.exec(page.url())![1];
  const seen = (await (await page.request.get(`/api/Orientacion/cola/empresas/${id}`, { headers })).json()) as { datos: { version: string } };
  const decided = await page.request.post(`/api/Orientacion/cola/empresas/${id}/decision`, {
    headers,
    data: { accion: 'validar', version: seen.datos.version },
  });
  expect((await decided.json()).status).toBe(0);

  await record.getByRole('textbox', { name: 'Motivo' }).fill('CIF no válido');
  await record.getByRole('button', { name: 'Rechazar la solicitud' }).click();
  await expect(record.getByText('El registro ha cambiado')).toBeVisible();
  await expect(record.getByText('Hemos vuelto a cargar el registro tal como está ahora')).toBeVisible();
  await expect(record.getByText('Estado: Validada')).toBeVisible();
  await expect(record.getByText('En su estado actual este registro no espera ninguna decisión.')).toBeVisible();
  expect(await companyLoginStatus(page.request, company.email)).toBe(0);

  await record.getByRole('link', { name: 'Volver a la lista' }).click();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('simultáneo');
  await expect(page.getByText('Ningún elemento coincide con estos filtros.')).toBeVisible();
  await expectAccessible(page);
});

test('an invoice issued beside the invoices queue: refused fields, a CIF of no company, then issued and read by the company', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orientacion/cola/facturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  await page.getByRole('button', { name: 'Emitir una factura' }).click();
  const form = page.getByRole('region', { name: 'Nueva factura' });
  const cifField = form.getByLabel('CIF de la empresa');
  await form.getByRole('button', { name: 'Emitir la factura' }).click();
  await expect(cifField).toHaveAttribute('aria-invalid', 'true');
  await expect(cifField).toBeFocused();
  await expect(form.getByLabel('Concepto')).toHaveAccessibleDescription('Este campo es requerido');
  await expectAccessible(page);

  // A CIF no company of the portal has: the server refuses it, said in the form's words; the rest is kept.
  const concept = `Stand en el foro de empleo ${Date.now()}`;
  await cifField.fill('B00000000');
  await form.getByLabel('Concepto').fill(concept);
  await form.getByLabel('Base imponible (€)').fill('150,00');
  await form.getByRole('button', { name: 'Emitir la factura' }).click();
  await expect(cifField).toHaveAccessibleDescription(/No hay ninguna empresa con este CIF en el portal/);
  await expect(form.getByLabel('Concepto')).toHaveValue(concept);

  await cifField.fill('B46123451');
  await form.getByRole('button', { name: 'Emitir la factura' }).click();
  const issued = page.getByText(/^Factura FAC-\d{4}-\d{4} emitida$/);
  await expect(issued).toBeVisible();
  await expect(page.getByText(`«${concept}»: 181,50 €`, { exact: false })).toBeVisible();
  const numero = /FAC-\d{4}-\d{4}/.exec((await issued.textContent()) ?? '')![0];
  await expectAccessible(page);

  // The demo company reads it among its invoices.
  const login = await page.request.post('/api/Empresa/logaUsuario', { data: { usuario: 'empresa@demo.test', password: demoPassword } });
  const { token } = ((await login.json()) as { datos: { token: string } }).datos;
  const invoices = (await (await page.request.get('/api/Empresa/dameFacturasALTAI', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    datos: { facturas: { numero: string; concepto: string; total: number }[] };
  };
  expect(invoices.datos.facturas).toContainEqual(expect.objectContaining({ numero, concepto: concept, total: 181.5 }));
});
