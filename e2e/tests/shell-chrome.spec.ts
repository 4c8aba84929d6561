import { expect, test } from '@playwright/test';
import { accounts, demoPassword, expectAccessible, logIn } from './support';

test('the unread notification count is in the header and the page title, and the panel reads them', async ({ page }) => {
  await logIn(page, accounts.student);
  const count = page.getByTestId('notifications-count');
  await expect(count).toHaveText(/^2/);
  await expect(page).toHaveTitle(/^Inicio \(2\) · /);

  // The home carries the institution's communications for students.
  const communications = page.getByRole('region', { name: 'Comunicaciones' });
  await expect(communications.getByRole('link', { name: /plazo de prácticas extracurriculares/ })).toBeVisible();

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

test('maintenance mode leaves only the maintenance page and /gma2019, unless god mode is on', async ({ page, request }) => {
  const brand = (await (await request.get('/api/Publico/dameConfiguracionMarca')).json()) as { datos: Record<string, unknown> };
  await page.route('**/api/Publico/dameConfiguracionMarca', (route) =>
    route.fulfill({ json: { ...brand, datos: { ...brand.datos, mantenimiento: true } } }),
  );
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

test('the error banner: a medium error only closes, an important one logs out, a lost session goes to login', async ({ page }) => {
  let answer: Record<string, unknown> = { status: 0, datos: [] };
  await page.route('**/api/Alumno/dameNotificaciones', (route) => route.fulfill({ json: answer }));
  const firstLoad = page.waitForResponse('**/api/Alumno/dameNotificaciones');
  await logIn(page, accounts.student);
  await firstLoad;
  await expect(page.getByTestId('header-user')).toBeVisible();
  // The call fails when the home loads (errors are cleared when the route changes, so not at login).
  answer = { status: 1 };
  await page.reload();
  const banner = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Se ha producido un error' }) });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('header-user')).toBeVisible();

  // Important (3 with the server's own text): accepting it ends the session.
  answer = { status: 3, mensaje: 'Tu usuario no tiene acceso a esta sección.' };
  await page.reload();
  const denied = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Acceso denegado' }) });
  await expect(denied).toContainText('Tu usuario no tiene acceso a esta sección.');
  await denied.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('header-user')).toBeHidden();

  // A lost session (2) survives the move to the login page and its button leads there.
  answer = { status: 0, datos: [] };
  // The answer changes only once the login's own call has been answered.
  const loaded = page.waitForResponse('**/api/Alumno/dameNotificaciones');
  await logIn(page, accounts.student);
  await loaded;
  await expect(page.getByTestId('header-user')).toBeVisible();
  answer = { status: 2 };
  await page.reload();
  const lost = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Sesión finalizada' }) });
  await expect(lost).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await lost.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
  await expect(lost).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test('offline, the page says so and keeps what is on it; Catalan paths and back-navigation scroll work', async ({ page, context }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toHaveText('Error de conexión, por favor revisa tu conexión');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeHidden();

  // A Catalan alias renders the same page.
  await page.goto('/esdeveniments');
  await expect(page.getByTestId('events-upcoming')).toBeVisible();

  // Back restores the scroll position; a new page starts at the top.
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();
  await page.evaluate(() => {
    document.querySelector('main')!.style.minHeight = '3000px';
    window.scrollTo(0, 600);
  });
  await page.getByRole('link', { name: 'Eventos' }).first().click();
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();
  await page.evaluate(() => {
    document.querySelector('main')!.style.minHeight = '3000px';
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('the dark mode toggle exists on a local host and is kept', async ({ page }) => {
  await page.goto('/login');
  const toggle = page.getByRole('button', { name: 'Modo oscuro' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Modo oscuro' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the policy pages are open to anyone, from the footer, with the institution’s name and address', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/politica-privacidad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await expect(page.getByText('Universidad de Demostración, a través de su servicio de empleo y prácticas.', { exact: false })).toBeVisible();
  await expect(page.getByText('Los mensajes del formulario de contacto se conservan 3 años.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/politica-privacidad-seguridad-social');
  await expect(page.getByRole('heading', { level: 2, name: 'Datos de la Seguridad Social' })).toBeVisible();
});

test('guards: a visitor goes to login and back, a student is kept off company pages, a logged user off login', async ({ page }) => {
  // A company's page: the company login, where its users sign in.
  await page.goto('/mi-empresa');
  await expect(page).toHaveURL(/\/login\/empresas$/);
  await page.goto('/eventos');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, accounts.student);
  await expect(page).toHaveURL(/\/eventos$/);
  await expect(page.getByTestId('events-upcoming')).toBeVisible();

  await page.goto('/mi-empresa');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login/empresas');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-user')).toHaveText('Lucía Martín Pérez');
});

test('a new tab of the same session greets the student without the name it does not keep', async ({ page, context }) => {
  await logIn(page, accounts.student);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, \S/ })).toBeVisible();
  // The token is in local storage, the name in the tab's session storage (spec 000 §3).
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { name: 'Últimas ofertas' })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Hola');
  await second.close();
});

test("the header shows the institution's name and logo from its first paint: nothing moves when the brand arrives", async ({ page }) => {
  // What the header's brand link held when it first appeared in the page.
  await page.addInitScript(() => {
    const record = window as unknown as { firstBrand?: { text: string; logo: boolean } };
    new MutationObserver((_, observer) => {
      const brand = document.querySelector('.shell-header__brand');
      if (!brand) return;
      record.firstBrand = { text: brand.textContent ?? '', logo: brand.querySelector('img') !== null };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Acceso de alumnos y titulados' })).toBeVisible();
  const firstBrand = await page.evaluate(() => (window as unknown as { firstBrand?: unknown }).firstBrand);
  // Not the default brand's "Portal de empleo" without a logo, replaced a moment later.
  expect(firstBrand).toEqual({ text: 'Universidad de Demostración', logo: true });
});
