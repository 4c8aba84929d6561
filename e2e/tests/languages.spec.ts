import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn } from './support';

test('the language switch turns the shell and the remotes to Catalan and English, and it is kept', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.getByRole('button', { name: 'Català' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.getByRole('link', { name: 'El meu CV' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'El meu CV' }).first().click();
  await expect(page.getByRole('heading', { name: 'Dades personals' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dades personals' })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expectAccessible(page);
});

test('a narrow screen keeps the header and the page usable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
