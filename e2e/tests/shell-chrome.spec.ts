import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn } from './support';

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
