import { expect, test } from '@playwright/test';
import { accounts, demoPassword, expectAccessible, logIn } from './support';

test('a student logs in and lands on a home with their name, menu and latest offers', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toHaveText('Lucía Martín Pérez');
  await expect(page.getByRole('navigation', { name: /menú|menu/i }).getByRole('link', { name: 'Mi CV' })).toBeVisible();
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();
  await expectAccessible(page);
});

test('a wrong password is refused with a message and no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/correo/i).fill(accounts.student);
  await page.getByLabel(/contraseña/i).fill('not-the-password1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
});

test('an empty form says what is missing, in the user language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Por favor, indica tu email para logarte en el portal.')).toBeVisible();
});

test('a company user logs in and sees the company area', async ({ page }) => {
  await page.goto('/login/empresas');
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).toBeVisible();
  // The spec's company menu reaches the company data through "my profile".
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mi perfil' }).click();
  await page.getByRole('link', { name: 'Datos de la empresa, contactos y convenios' }).click();
  await expect(page.getByTestId('company-name')).toBeVisible();
  await expectAccessible(page);
});

test('a user of two companies picks one and logs in for it', async ({ page }) => {
  await page.goto('/login/empresas');
  await logIn(page, accounts.multi, 'company');
  const choices = page.getByRole('radio');
  await expect(choices).toHaveCount(2);
  await choices.nth(1).check();
  const chosen = (await choices.nth(1).locator('xpath=..').innerText()).split(' (')[0]!.trim();
  await page.getByRole('button', { name: /continuar/i }).click();
  await expect(page.getByTestId('company-home-name')).toHaveText(chosen);
});

test('the login call refuses a student token on the company API', async ({ request }) => {
  const login = await request.post('/api/Alumno/logaUsuario', { data: { usuario: accounts.student, password: demoPassword } });
  const { datos } = (await login.json()) as { datos: { token: string } };
  const refused = await request.get('/api/Empresa/dameDatosEmpresa', { headers: { Authorization: `Bearer ${datos.token}` } });
  expect((await refused.json()) as { status: number }).toMatchObject({ status: 79 });
});
