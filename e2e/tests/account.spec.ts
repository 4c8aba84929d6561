import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn, logInAs, newStudent } from './support';
import { linkFromMail } from './account-mail';

test('a student registers, then logs in with the new account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /regístrate/i }).click();
  await expect(page).toHaveURL(/\/registro$/);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByText('Por favor, revise el formulario', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nombre', { exact: true }).fill('Carla');
  await page.getByLabel('Apellidos').fill('Riera Font');
  await page.getByLabel('Correo electrónico').fill('carla@demo.test');
  await page.getByLabel('DNI o NIE').fill('45678912S');
  await page.getByLabel('Nueva contraseña').fill('Carla-2024');
  await page.getByLabel('Repite la contraseña').fill('Carla-2024');
  await page.getByLabel(/acepto la política de privacidad/i).check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByRole('status').filter({ hasText: /usuario creado|cuenta/i })).toBeVisible();

  await page.getByRole('link', { name: 'Ir al acceso' }).click();
  await logInAs(page, 'carla@demo.test', 'Carla-2024');
  await expect(page.getByTestId('header-user')).toHaveText('Carla Riera Font');
});

test('registration refuses an e-mail that already has an account (16)', async ({ page }) => {
  await page.goto('/registro');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellidos').fill('Martín');
  await page.getByLabel('Correo electrónico').fill(accounts.student);
  await page.getByLabel('DNI o NIE').fill('23456789D');
  await page.getByLabel('Nueva contraseña').fill('Clave-2024');
  await page.getByLabel('Repite la contraseña').fill('Clave-2024');
  await page.getByLabel(/acepto la política de privacidad/i).check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByRole('alert')).toContainText('Correo electrónico ya registrado');
});

test('a student recovers the password through the link of the received mail, which works once', async ({ page }) => {
  const student = await newStudent(page, 'olvido@demo.test', '34567891H');
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/restablecer-candidato$/);
  await page.getByLabel('Correo electrónico').fill(student.email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enlace enviado' })).toBeVisible();
  await expectAccessible(page);

  const link = await linkFromMail(student.email, '/restablecer-candidato');
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('corta');
  await page.getByLabel('Repite la contraseña').fill('corta');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('Recuperada-1');
  await page.getByLabel('Repite la contraseña').fill('Recuperada-1');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contraseña restablecida' })).toBeVisible();

  // The same link a second time: 42.
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('Otra-clave-2');
  await page.getByLabel('Repite la contraseña').fill('Otra-clave-2');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toContainText('Enlace no válido');

  await logInAs(page, student.email, 'Recuperada-1');
});

test('a company asks for an account, sets its password from the mail, and is told at login that the careers office has yet to validate it', async ({ page }) => {
  await page.goto('/login/empresas');
  await page.getByRole('link', { name: /solicítala/i }).click();
  await expect(page).toHaveURL(/\/solicitar-cuenta$/);
  await page.getByLabel('CIF').fill('B46123451');
  await page.getByLabel('Nombre comercial').focus();
  await expect(page.getByText('Ya existe una empresa con este CIF', { exact: false })).toBeVisible();
  await page.getByLabel('CIF').fill('B12345674');
  await page.getByLabel('Nombre comercial').fill('Talleres Navegador');
  await page.getByLabel('Razón social').fill('Talleres Navegador SL');
  await page.getByLabel('Persona de contacto').fill('Jordi Puig');
  await page.getByLabel('Correo electrónico').fill('jordi@navegador.test');
  await page.getByLabel('Teléfono').fill('612345678');
  await page.getByLabel(/acepto la política de privacidad/i).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Solicitar la cuenta' }).click();
  await expect(page.getByRole('status').filter({ hasText: /pendiente|registrada/i })).toBeVisible();

  await page.goto(await linkFromMail('jordi@navegador.test', '/establecer-login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Establece tu contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('Empresa-2024');
  await page.getByLabel('Repite la contraseña').fill('Empresa-2024');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contraseña establecida' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Ir al acceso' }).click();
  await expect(page).toHaveURL(/\/login\/empresas$/);
  await page.getByLabel(/correo/i).fill('jordi@navegador.test');
  await page.getByLabel(/^contraseña$/i).fill('Empresa-2024');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Spec 001 §6: a company the careers office has not validated yet is refused with 9.
  await expect(page.getByRole('alert')).toContainText('Empresa no validada');
  await expect(page.getByRole('alert')).toContainText('todavía no ha sido validada por el servicio de empleo');
  await expect(page.getByTestId('header-user')).toHaveCount(0);
});

test('a logged student changes the password', async ({ page }) => {
  const student = await newStudent(page, 'cambio@demo.test', '56789123F');
  await logInAs(page, student.email, student.password);
  await page.goto('/cambiar-contrasena');
  await page.getByLabel('Contraseña actual').fill('no-es-esta-1');
  await page.getByLabel('Nueva contraseña').fill('Cambiada-2024');
  await page.getByLabel('Repite la contraseña').fill('Cambiada-2024');
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('La contraseña actual no es correcta.');
  await page.getByLabel('Contraseña actual').fill(student.password);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contraseña cambiada' })).toBeVisible();
  await expectAccessible(page);
});

test('a student asks to leave: sees when the data goes, keeps a copy, and cancels', async ({ page }) => {
  const student = await newStudent(page, 'baja@demo.test', '67891234H');
  await logInAs(page, student.email, student.password);
  await page.goto('/solicitar-baja');
  await expect(page.getByText('Los suprimiremos 7 días después de tu solicitud', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar la baja' }).click();
  await expect(page.getByText('Marca la casilla para confirmar la baja')).toBeVisible();
  await page.getByLabel('Motivo (opcional)').fill('He encontrado trabajo');
  await page.getByLabel('Confirmo que quiero darme de baja del servicio').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Solicitar la baja' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Solicitud de baja recibida' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu baja está programada' })).toBeVisible();
  const eraseOn = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(new Date(Date.now() + 7 * 86_400_000));
  await expect(page.locator('time')).toHaveText(eraseOn);
  await expectAccessible(page);

  // The copy of everything, one archive.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar todos mis datos (.zip)' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);

  // Back on the page later, the request is still there; then the student changes their mind.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu baja está programada' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar la baja' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Baja cancelada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar la baja' })).toBeVisible();

  // What is kept, and for how long, as the server is configured.
  await page.getByRole('link', { name: 'política de privacidad', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Si pides la baja' })).toBeVisible();
  await expect(page.getByText('durante 5 años desde que terminó', { exact: false })).toBeVisible();
});

test('a company user cannot open the leave request of students', async ({ page }) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto('/solicitar-baja');
  await expect(page).toHaveURL(/\/$/);
});
