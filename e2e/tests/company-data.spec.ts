import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, logIn, switchLanguage } from './support';

/**
 * The company's own data (spec 001 §2 /mi-empresa, /formulario-datos, /mi-perfil; §5 "Company
 * data"): the form refusing a wrong CIF and IBAN with their messages, then saving (539); the
 * profile; a work centre added; the company page in Catalan.
 */
const asCompany = async (page: Page, path: string) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty();
  await page.goto(path);
};

const summary = 'Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.';

test('company data with a wrong CIF and a wrong IBAN is refused field by field, then corrected and saved (539)', async ({ page }) => {
  await asCompany(page, '/formulario-datos');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de la empresa' })).toBeVisible();
  const cif = page.getByLabel(/^CIF/);
  const iban = page.getByLabel(/^IBAN/);
  // Saved data fills the form: the address included (whichever the agreement request left there).
  await expect(cif).toHaveValue('B46123451');
  await expect(page.getByLabel(/^Nombre de la vía/)).not.toHaveValue('');

  await cif.fill('B46123450');
  await iban.fill('ES91 2100 0418 4502 0005 1333');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(cif).toHaveAttribute('aria-invalid', 'true');
  // The refusal takes the focus and leads to each refused field.
  await expect(page.getByRole('alert').getByRole('link', { name: 'IBAN', exact: true })).toBeVisible();
  await page.getByRole('alert').getByRole('link', { name: 'CIF', exact: true }).click();
  await expect(cif).toBeFocused();
  await expect(page.getByText('El CIF no es correcto: una letra, 7 dígitos y el carácter de control')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('El IBAN no es correcto: revisa el formato y los dígitos de control')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(summary);
  await expectAccessible(page);

  await cif.fill('B46123451');
  await iban.fill('ES91 2100 0418 4502 0005 1332');
  await page.getByLabel(/^Sede central/).fill('València y Madrid (España)');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Información completada' })).toBeVisible();
  await expect(cif).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('link', { name: 'Volver a Mi empresa' }).click();
  const details = page.getByTestId('company-details');
  await expect(details).toContainText('València y Madrid (España)');
  await expect(details).toContainText('ES91 •••• 1332');
});

test('the profile is saved (532)', async ({ page }) => {
  await asCompany(page, '/mi-perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByLabel(/^Nombre/)).toHaveValue('Carmen');
  const phone = page.getByLabel(/^Teléfono/);
  await phone.fill('12');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El teléfono debe tener entre 9 y 14 dígitos (puede empezar por +)')).toBeVisible();
  await phone.fill('961 23 45 68');
  await page.getByLabel(/^Cargo/).fill('Directora de talento');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Datos actualizados' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel(/^Cargo/)).toHaveValue('Directora de talento');
  await expect(page.getByLabel(/^Teléfono/)).toHaveValue('961234568');
});

test("the description's editor is not in the first view: it arrives when opened, a chunk that fails shows a notice and its retry brings the editor", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await asCompany(page, '/mi-empresa');
  const section = page.locator('section[aria-labelledby="company-description"]');
  await expect(section.getByTestId('company-description')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstView = new Set(scripts);

  // The editor's code fails to arrive once (a network failure, a release replaced meanwhile).
  let failing = true;
  await page.route('**/remotes/mf-company/**/*.js', (route) => (failing ? route.abort('failed') : route.continue()));
  await section.getByRole('button', { name: 'Editar la descripción' }).click();
  const failure = section.getByRole('alert');
  await expect(failure).toContainText('No se ha podido abrir el formulario');
  await expect(failure).toContainText('Comprueba tu conexión a internet y vuelve a intentarlo.');
  await expectAccessible(page);

  failing = false;
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  const field = section.getByLabel(/^Descripción/);
  await expect(field).toBeVisible();
  await expect(failure).toBeHidden();
  // Its code was asked for when opened, not with the page.
  expect(
    scripts.filter((script) => script.startsWith('/remotes/mf-company/') && !firstView.has(script)).length,
  ).toBeGreaterThan(0);
  await expectAccessible(page);

  // What was typed stays typed after a cancel; saving shows the saved text and its notice (507).
  const text = `Consultora valenciana de software (${Date.now()}).`;
  await field.fill(text);
  await section.getByRole('button', { name: 'Cancelar' }).click();
  await section.getByRole('button', { name: 'Editar la descripción' }).click();
  await expect(field).toHaveValue(text);
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(section.getByTestId('company-description')).toHaveText(text);
  await expect(section.getByRole('status').filter({ hasText: 'Descripción guardada' })).toBeVisible();
  await expectAccessible(page);
});

test('a work centre is added to the company data, and the page reads in Catalan', async ({ page }) => {
  await asCompany(page, '/mi-empresa');
  const centres = page.locator('section[aria-labelledby="company-centres"]');
  await expect(centres.getByTestId('work-centres').getByRole('listitem')).toHaveCount(2);
  await centres.getByRole('button', { name: 'Añadir un centro de trabajo' }).click();
  const form = centres.getByRole('region', { name: 'Nuevo centro de trabajo' });
  await form.getByLabel(/^Nombre del centro/).fill('Delegación de Alicante');
  await form.getByRole('button', { name: 'Guardar' }).click();
  // The address is required: the place rules refuse it before anything is sent.
  await expect(form.getByText('Provincia: Este campo es requerido')).toBeVisible();
  await expect(form.getByLabel('Tipo de vía')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toContainText(summary);
  await form.getByLabel('Provincia').selectOption({ label: 'Alicante' });
  await form.getByRole('combobox', { name: 'Municipio' }).selectOption({ label: 'ALICANTE/ALACANT' });
  await form.getByLabel('Tipo de vía').selectOption({ label: 'Avenida' });
  await form.getByLabel(/^Nombre de la vía/).fill('Maisonnave');
  await form.getByLabel(/^Número/).fill('10');
  await form.getByLabel(/^Código postal/).fill('03003');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(centres.getByRole('status').filter({ hasText: 'Centro de trabajo guardado' })).toBeVisible();
  await expect(centres.getByTestId('work-centres')).toContainText('Delegación de Alicante');
  await expect(centres.getByTestId('work-centres')).toContainText('03003');
  await expectAccessible(page);

  await switchLanguage(page, 'ca');
  try {
    await expect(page.getByRole('heading', { name: 'Centres de treball' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Dades de l'empresa" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Completa o edita les dades' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await switchLanguage(page, 'es');
  }
});
