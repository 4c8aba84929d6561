import { expect, test, type Page } from '@playwright/test';
import { accounts, demoPassword, expectAccessible, logIn } from './support';

/** A signed-looking token whose expiry claim has passed (the client reads exp; the server never sees it). */
const expiredToken = () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', tipo: 'Alumno', exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
};

const logOut = async (page: Page) => {
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Has cerrado la sesión.' })).toBeVisible();
};

const submitLogin = async (page: Page, email: string, password: string) => {
  await page.getByLabel(/correo/i).fill(email);
  await page.getByLabel(/^contraseña$/i).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

test.describe('login answers', () => {
  test('3 shows the server message', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts.student, 'not-the-password1');
    await expect(page.getByRole('alert')).toContainText('El usuario o la contraseña no son correctos.');
  });

  test('90 shows error 90 of the catalogue', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'bloqueado@demo.test', demoPassword);
    await expect(page.getByRole('alert')).toContainText(/bloquead/i);
    await expect(page.getByTestId('header-user')).toHaveCount(0);
  });

  test('any other status shows its full catalogue entry', async ({ page }) => {
    await page.route('**/api/Alumno/logaUsuario', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 32, mensaje: 'texto del servidor' }) }),
    );
    await page.goto('/login');
    await submitLogin(page, accounts.student, demoPassword);
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText('texto del servidor');
    await expect(alert).toContainText(/baja/i);
  });

  test('a network failure shows 500', async ({ page }) => {
    await page.route('**/api/Alumno/logaUsuario', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await submitLogin(page, accounts.student, demoPassword);
    await expect(page.getByRole('alert')).toContainText(/servicio no disponible|no disponible/i);
  });
});

test('the data-protection text is accepted before the session starts, and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'rgpd@demo.test', demoPassword);
  await expect(page.getByTestId('consent-text')).toContainText('protección de datos');
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('portal.pendingConsent'))).toContain('token');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByTestId('consent-text')).toBeVisible();
  await page.getByRole('button', { name: 'Acepto', exact: true }).click();
  await expect(page.getByTestId('header-user')).toHaveText('Marta Soler Vidal');
  expect(await page.evaluate(() => sessionStorage.getItem('portal.pendingConsent'))).toBeNull();

  // Accepted once: the next login goes straight in.
  await logOut(page);
  await page.goto('/login');
  await submitLogin(page, 'rgpd@demo.test', demoPassword);
  await expect(page.getByTestId('header-user')).toBeVisible();
});

test('an expired session says code 2 at the login, then resumes the page wanted', async ({ page }) => {
  // The expired session is in storage before any script of the portal runs: a page already open
  // could write its own (logged-out) state over it while it finishes starting.
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e.expiredSessionSeeded')) return;
    sessionStorage.setItem('e2e.expiredSessionSeeded', 'yes');
    localStorage.setItem('portal.token', token);
    localStorage.setItem('portal.userType', 'Alumno');
  }, expiredToken());
  await page.goto('/mi-perfil-cv');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Sesión finalizada');
  await expectAccessible(page);
  await logIn(page, accounts.student);
  await expect(page).toHaveURL(/\/mi-perfil-cv$/);
});

test('remember-me offers the e-mail again after logout; without it the form is empty', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/correo/i).fill(accounts.student);
  await page.getByLabel(/^contraseña$/i).fill(demoPassword);
  await page.getByLabel('Recordar mi usuario en este equipo').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await logOut(page);
  await page.goto('/login');
  await expect(page.getByLabel(/correo/i)).toHaveValue(accounts.student);
  await expect(page.getByLabel('Recordar mi usuario en este equipo')).toBeChecked();

  await page.getByLabel('Recordar mi usuario en este equipo').uncheck();
  await page.getByLabel(/^contraseña$/i).fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await logOut(page);
  await page.goto('/login');
  await expect(page.getByLabel(/correo/i)).toHaveValue('');
});

test('logout ends the session on the server too: the old token is refused with 2', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  await logOut(page);
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/Alumno/dameCvUsuario', { headers: { Authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { status: number }).status;
    })
    .toBe(2);
});
