import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn } from './support';

test('a login made through mf-session is seen by the shell and by mf-surveys-events', async ({ page }) => {
  const publicEventId = 1;
  await page.goto(`/evento-publico/${publicEventId}`);
  const eventSlot = page.locator('[data-remote="mf_surveys_events"]');
  await expect(eventSlot.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // The event page (mf-surveys-events) sends the visitor to the login page (mf-session)...
  await eventSlot.getByRole('link', { name: 'Inicia sesión para inscribirte' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, accounts.student);

  // ...and the session mf-session wrote is read by the shell's header and by the event page.
  await expect(page).toHaveURL(new RegExp(`/evento-publico/${publicEventId}$`));
  await expect(page.getByTestId('header-user')).toHaveText('Lucía Martín Pérez');
  await expect(eventSlot.getByTestId('public-event-greeting')).toContainText('Lucía Martín Pérez');
  // No reload happened in between: the same store instance carried the change.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('the page holds one copy of React after pages of several remotes', async ({ page }) => {
  // A stand-in for React DevTools: every copy of react-dom that starts registers itself here.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        id += 1;
        renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const remotesFetched = new Set<string>();
  page.on('request', (request) => {
    const remote = /\/remotes\/(mf-[a-z-]+)\//.exec(request.url())?.[1];
    if (remote) remotesFetched.add(remote);
  });

  await logIn(page, accounts.student);
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();
  await page.getByRole('link', { name: 'Mi CV' }).first().click();
  await expect(page.getByTestId('cv-name')).toBeVisible();
  await page.getByRole('link', { name: 'Eventos' }).first().click();
  await expect(page.getByTestId('events-upcoming')).toBeVisible();

  const loaded = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()].map((renderer) => renderer.version);
  });
  expect(loaded).toHaveLength(1);
  expect(errors.filter((text) => /Invalid hook call|more than one copy of React/i.test(text))).toEqual([]);
  // Every remote visited was fetched into this one document: the proof covers them all.
  expect([...remotesFetched].sort()).toEqual(['mf-cv', 'mf-offers', 'mf-session', 'mf-surveys-events']);
});

test("a link a remote renders navigates through the shell's one router: no reload, and the shell's title and breadcrumbs follow", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logIn(page, accounts.student);
  const latestOffers = page.locator('[data-remote="mf_offers"]');
  // The home's offers widget (mf-offers) renders this link with the router it was given.
  await latestOffers.getByRole('link', { name: 'Ver todas las ofertas de prácticas' }).click();

  await expect(page).toHaveURL(/\/ofertas-practicas$/);
  // The shell's router saw the navigation: its guard titled the page and its breadcrumbs name it.
  await expect(page).toHaveTitle(/^Ofertas de prácticas/);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Ofertas de prácticas');
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();
  // Within the one document the login started: a second router would have needed a reload.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(errors).toEqual([]);

  // And back through the shell's own link, the remote's widget is there again.
  await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(latestOffers.getByRole('link', { name: 'Ver todas las ofertas de prácticas' })).toBeVisible();
});
