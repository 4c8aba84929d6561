import { expect, test } from '@playwright/test';
import { accounts, demoPassword, expectAccessible, logIn } from './support';

test('the unread notification count is in the header and the page title, and the panel reads them', async ({ page }) => {
  await logIn(page, accounts.student);
  const count = page.getByTestId('notifications-count');
  await expect(count).toHaveText(/^2/);
  await expect(page).toHaveTitle(/^Inicio \(2\) · /);

  const toggle = page.getByTestId('notifications-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Notificaciones' });
  await expect(panel.getByText('Revisa tu CV')).toBeVisible();
  await expectAccessible(page);

  // Closing the panel (Escape) marks read the one without a link; the one with a link stays unread.
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(count).toHaveText(/^1/);
  await expect(page).toHaveTitle(/^Inicio \(1\) · /);

  // Opening the linked one marks it read and goes to its page.
  await toggle.click();
  await panel.getByRole('link', { name: 'Ver' }).first().click();
  await expect(page).toHaveURL(/\/ofertas-practicas$/);
  await expect(count).toBeHidden();
  await expect(page).toHaveTitle(/^Ofertas de prácticas · /);

  // Still read after a reload: the server keeps it.
  await page.reload();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(count).toBeHidden();
});

test('the header shrinks after scrolling past 120 px, or 70 px on a narrow screen', async ({ page }) => {
  await logIn(page, accounts.student);
  const header = page.locator('header.shell-header');
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();
  // Make sure the page is long enough to scroll on any screen.
  await page.evaluate(() => {
    document.querySelector('main')!.style.minHeight = '3000px';
  });
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 130));
  await expect(header).toHaveAttribute('data-compact', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-compact', 'false');

  await page.setViewportSize({ width: 600, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 80));
  await expect(header).toHaveAttribute('data-compact', 'true');
});

test('a page opened by the forum waits for its login, and takes it only from an allowed origin', async ({ page, request }) => {
  const answer = await request.post('/api/Alumno/logaUsuario', { data: { usuario: accounts.student, password: demoPassword } });
  const { datos } = (await answer.json()) as { datos: Record<string, unknown> };
  await page.goto('/mi-perfil-cv?forum=1');
  await expect(page.getByRole('status').filter({ hasText: 'Conectando con tu sesión del foro' })).toBeVisible();

  const post = (origin: string) =>
    page.evaluate(
      ({ origin: from, datos: login }) =>
        window.dispatchEvent(new MessageEvent('message', { origin: from, data: { tipo: 'portal-login', userType: 'Alumno', datos: login } })),
      { origin, datos },
    );
  await post('http://evil.example');
  await page.waitForTimeout(300);
  await expect(page.getByTestId('header-user')).toBeHidden();

  await post('http://localhost:8090');
  await expect(page.getByTestId('header-user')).toHaveText('Lucía Martín Pérez');
  await expect(page.getByTestId('cv-name')).toBeVisible();
});

test('maintenance mode leaves only the maintenance page and /gma2019, unless god mode is on', async ({ page }) => {
  await page.route('**/api/Publico/dameConfiguracionMarca', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { datos: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, datos: { ...body.datos, mantenimiento: true } } });
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/mantenimiento$/);
  await expect(page.getByRole('heading', { name: 'Portal en mantenimiento' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/gma2019');
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('status')).toHaveText('El modo de gestión está activado en este navegador.');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Acceso de alumnos y titulados' })).toBeVisible();
});

test('unknown paths go home, /404 is the error page, and breadcrumbs show on every page but home', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeHidden();
  await page.goto('/esta-pagina-no-existe');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
  // The footer carries the brand's contact address of each area.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'practicas@universidad.example.org' })).toHaveAttribute(
    'href',
    'mailto:practicas@universidad.example.org',
  );
  await expectAccessible(page);
});
