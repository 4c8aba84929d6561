import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn } from './support';

test('an anonymous visitor writes to the office: the form says what is missing, then confirms (541)', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.')).toBeVisible();
  await expect(page.getByLabel('Empresa')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Indica si tu consulta es sobre prácticas, empleo o ambas')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nombre').fill('Marta Soler');
  await page.getByLabel('Correo electrónico').fill('martá@example.org');
  await page.getByLabel('Empresa').fill('Levante Tech');
  await page.getByLabel('Asunto').fill('Convenio de prácticas');
  await page.getByLabel('Mensaje').fill('¿Cómo firmamos un convenio?');
  await page.getByLabel('Prácticas').check();
  await page.getByRole('checkbox', { name: /política de privacidad/i }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('El email está mal formado')).toBeVisible();

  await page.getByLabel('Correo electrónico').fill('marta@example.org');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();
  await expect(page.getByText('Hemos recibido tu consulta. Te responderemos lo antes posible.')).toBeVisible();
});

test('a student must open the data-protection text and accept both checks before sending', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).click();
  await expect(page.getByLabel('Nombre')).toHaveValue('Lucía Martín Pérez');
  await expect(page.getByLabel('Empresa')).toHaveCount(0);
  await page.getByLabel('Correo electrónico').fill('lucia@example.org');
  await page.getByLabel('Asunto').fill('Prácticas en verano');
  await page.getByLabel('Mensaje').fill('¿Puedo hacer prácticas en julio?');
  await page.getByLabel(/tratamiento de mis datos/).check();
  await page.getByLabel(/recibir comunicaciones/).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Abre y lee la información sobre protección de datos antes de enviar.' })).toBeVisible();

  await page.getByText('Información sobre protección de datos', { exact: true }).click();
  await expect(page.getByText('Conservamos los mensajes 3 años.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();
  await expectAccessible(page);
});
