import { expect, test, type Page } from '@playwright/test';
import { linkFromMail } from './account-mail';
import { demoPassword, expectAccessible } from './support';

/**
 * The careers office's staff accounts through the admin's screen (issue 21): an admin creates an
 * office member, who sets a password from the mailed link and logs in to the dashboard, without
 * the admin's page in the menu; the admin blocks the member, whose next call ends the session.
 */
const staffLogIn = async (page: Page, email: string, password: string) => {
  await page.goto('/orientacion/acceso');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

test('an admin creates an office member, who logs in; the admin blocks her', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `nueva.orientadora.${Date.now()}@demo.test`;
  const admin = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await staffLogIn(admin, 'admin.orientacion@demo.test', demoPassword);
  await admin.getByRole('link', { name: 'Personal del servicio' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Personal del servicio' })).toBeVisible();
  await expectAccessible(admin);

  await admin.getByLabel('Nombre y apellidos').fill('Nuria Ferrer Costa');
  await admin.getByLabel('Correo electrónico de trabajo').fill(email);
  await admin.getByLabel('Rol').selectOption('office');
  await admin.getByRole('button', { name: 'Crear la cuenta' }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Contraseña pendiente');

  // The new member sets her password from the mail and works the queues, not the staff page.
  const member = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await member.goto(await linkFromMail(email, '/orientacion/establecer-contrasena'));
  await member.getByLabel('Nueva contraseña', { exact: true }).fill('Orientadora-2026');
  await member.getByLabel('Repite la contraseña').fill('Orientadora-2026');
  await member.getByRole('button', { name: 'Enviar' }).click();
  await expect(member.getByRole('link', { name: 'Ir al acceso' })).toBeVisible();
  await staffLogIn(member, email, 'Orientadora-2026');
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(member).toHaveURL(/\/orientacion$/);
  await expect(member.getByRole('link', { name: 'Personal del servicio' })).toHaveCount(0);
  await member.goto('/orientacion/personal');
  await expect(member).toHaveURL(/\/orientacion$/);

  // Blocked by the admin: her next call says so (90, as for every user), and logging out is all she can do.
  await admin.reload();
  await admin.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Bloquear a Nuria Ferrer Costa' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Bloquear' }).click();
  await expect(admin.getByRole('row').filter({ hasText: email })).toContainText('Bloqueada');
  await member.reload();
  const blocked = member.getByRole('alert').filter({ has: member.getByRole('heading', { name: 'Cuenta bloqueada' }) });
  await expect(blocked).toBeVisible();
  await blocked.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(member).toHaveURL(/\/orientacion\/acceso/);
  await staffLogIn(member, email, 'Orientadora-2026');
  await expect(member.getByRole('alert')).toContainText(/bloquead/i);
});
