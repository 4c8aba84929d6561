import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn, switchLanguage } from './support';

test('with the CV remote unreachable, the rest of the portal works and the CV area offers a retry', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();

  let blocked = true;
  await page.route('**/remotes/mf-cv/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await page.getByRole('link', { name: 'Mi CV' }).first().click();
  const slot = page.locator('[data-remote="mf_cv"]');
  await expect(slot.getByRole('alert')).toContainText('Esta sección no está disponible ahora');
  // The chrome stays: header, user and menu.
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /menú/i })).toBeVisible();
  await expectAccessible(page);

  // Other remotes' routes still work.
  await page.getByRole('link', { name: 'Ofertas de empleo' }).first().click();
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();

  // In English the message is translated too.
  await switchLanguage(page, 'en');
  await page.getByRole('link', { name: 'My CV' }).first().click();
  await expect(page.locator('[data-remote="mf_cv"]').getByRole('alert')).toContainText('This section is not available right now');

  // Once the files are back, retry shows the page without a reload.
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('cv-name')).toHaveText('Lucía Martín Pérez');
  // The choice is saved on the server too: leave the demo student in Spanish for other tests.
  await switchLanguage(page, 'es');
});
