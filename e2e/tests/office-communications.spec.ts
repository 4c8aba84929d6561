import { expect, test, type Page } from '@playwright/test';
import { accounts, demoPassword, expectAccessible, logIn } from './support';

/**
 * Issue 26, "Done when": the office writes a communication and a student sees it on the home.
 * The office member refuses an empty form (the Spanish text is required: said and focused),
 * writes the texts in es, ca and en, previews the Catalan one, saves it and sees it live; the demo
 * student reads it on the home after the office edits it; the office withdraws it (after a confirmation) and the student's
 * home no longer shows it. axe on every page visited (the form also on a 390 px screen).
 */
const stamp = Date.now().toString().slice(-7);
const texts = {
  es: `Feria de empleo del campus ${stamp}: inscríbete`,
  ca: `Fira d'ocupació del campus ${stamp}: inscriu-t'hi`,
  en: `Campus job fair ${stamp}: sign up`,
};

const staffLogIn = async (page: Page) => {
  await page.goto('/orientacion/acceso');
  await page.getByLabel('Correo electrónico').fill('orientacion@demo.test');
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orientacion$/);
};

test('the office writes a communication for students, a student reads it on the home, and it goes when withdrawn', async ({ browser }) => {
  test.setTimeout(240_000);
  const office = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await staffLogIn(office);
  await office.getByRole('heading', { name: 'Contenidos del portal' }).waitFor();
  await expectAccessible(office);
  await office.getByRole('region', { name: 'Contenidos del portal' }).getByRole('link', { name: 'Comunicaciones' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
  await expect(office.getByRole('table')).toBeVisible();
  await expectAccessible(office);

  await office.getByRole('link', { name: 'Nueva comunicación' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Nueva comunicación' })).toBeVisible();
  await office.getByRole('button', { name: 'Guardar la comunicación' }).click();
  const spanish = office.getByLabel('Texto en castellano');
  await expect(spanish).toBeFocused();
  await expect(spanish).toHaveAccessibleDescription(/Este campo es requerido/);
  await expectAccessible(office);

  await spanish.fill(texts.es);
  await office.getByLabel('Texto en catalán').fill(texts.ca);
  await office.getByLabel('Texto en inglés').fill(texts.en);
  await office.getByLabel('Enlace (opcional)').fill('/eventos');
  await office.getByRole('radio', { name: 'Estudiantes y egresados' }).check();
  const preview = office.getByRole('region', { name: 'Vista previa' });
  await expect(preview).toContainText(texts.es);
  await preview.getByRole('radio', { name: 'Catalán' }).check();
  await expect(preview).toContainText(texts.ca);
  await expect(preview.getByRole('heading', { name: 'Comunicacions' })).toBeVisible();
  await expectAccessible(office);
  // On a phone the three texts stack and the preview follows the form: still nothing serious for axe.
  await office.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(office);
  await office.setViewportSize({ width: 1280, height: 720 });
  await office.getByRole('button', { name: 'Guardar la comunicación' }).click();

  await expect(office.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
  await expect(office.getByText('Comunicación guardada')).toBeVisible();
  const row = office.getByRole('row').filter({ hasText: texts.es });
  await expect(row).toContainText('Vigente');
  await expect(row).toContainText('Estudiantes y egresados');
  await expectAccessible(office);

  // Edited: the English text changes and the list says who changed it.
  await row.getByRole('link', { name: `Editar: ${texts.es}` }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Editar la comunicación' })).toBeVisible();
  await expect(office.getByLabel('Texto en catalán')).toHaveValue(texts.ca);
  await office.getByLabel('Texto en inglés').fill(`${texts.en}, free entry`);
  await office.getByRole('button', { name: 'Guardar la comunicación' }).click();
  await expect(office.getByText('Comunicación guardada')).toBeVisible();
  await expect(row).toContainText('Modificada por');

  const student = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await logIn(student, accounts.student);
  const communications = student.getByRole('region', { name: 'Comunicaciones' });
  await expect(communications.getByRole('link', { name: texts.es })).toHaveAttribute('href', '/eventos');
  await expectAccessible(student);

  await row.getByRole('button', { name: `Retirar: ${texts.es}` }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Retirar' }).click();
  await expect(row).toContainText('Retirada');
  await expect(office.getByText('La comunicación ya no se muestra en la portada.')).toBeVisible();
  await student.reload();
  await expect(student.getByRole('region', { name: 'Comunicaciones' })).toBeVisible();
  await expect(student.getByText(texts.es)).toHaveCount(0);
});
