import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, expectNoSidewaysScroll, logIn, switchLanguage } from './support';

test('the language switch turns the shell and the remotes to Catalan and English, and it is kept', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await switchLanguage(page, 'ca');
  await expect(page.getByRole('link', { name: 'El meu CV' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'El meu CV' }).first().click();
  await expect(page.getByRole('heading', { name: 'Dades personals' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dades personals' })).toBeVisible();

  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expectAccessible(page);
  // The choice is saved on the server too: leave the demo student in Spanish for other tests.
  await switchLanguage(page, 'es');
});

test('the switch asks first: cancelling keeps the language, and the choice is saved on the server', async ({ page, browser }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.getByRole('button', { name: 'Català' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cambiar el idioma?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await switchLanguage(page, 'ca');
  // Another browser, with nothing stored, gets the language from the server at login.
  const other = await browser.newPage();
  await logIn(other, accounts.student);
  await expect(other.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(other.getByRole('link', { name: 'El meu CV' }).first()).toBeVisible();
  await switchLanguage(other, 'es');
  await other.close();
});

test('a narrow screen keeps the header and the page usable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The menu folds behind a button, and folds again once the user has moved.
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Mi CV' })).toBeHidden();
  await menu.getByRole('button', { name: 'Menú' }).click();
  await expect(menu.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Mi CV' }).click();
  await expect(page.getByTestId('cv-name')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mi CV' })).toBeHidden();
  await expectAccessible(page);
});
