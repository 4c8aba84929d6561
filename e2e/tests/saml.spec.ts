import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';

/** At the university's (test) identity provider: its own login form, then back to the portal. */
const logInAtUniversity = async (page: Page, usuario: string, password: string) => {
  await expect(page).toHaveURL(/\/test-idp\/sso\?SAMLRequest=/);
  await page.getByLabel('Usuario de la universidad').fill(usuario);
  await page.getByLabel('Contraseña de la universidad').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: 'Continuar al portal' }).click();
};

test('a student logs in with the university account and resumes the page wanted', async ({ page }) => {
  await page.goto('/mi-perfil-cv');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Entrar con tu usuario de la universidad' }).click();
  await expect(page).toHaveURL(/\/acceso$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Entrar con el usuario de la universidad' }).click();
  await logInAtUniversity(page, 'lucia', 'uni-1234');
  await expect(page.getByTestId('header-user')).toHaveText('Lucía Martín Pérez');
  await expect(page).toHaveURL(/\/mi-perfil-cv$/);
  // The one-time code is gone from the address and the history.
  expect(page.url()).not.toContain('respuesta');
});

test("a graduate's first institutional login creates the account after the data-protection text", async ({ page }) => {
  await page.goto('/acceso');
  await page.getByRole('link', { name: 'Entrar con el usuario de la universidad' }).click();
  await logInAtUniversity(page, 'joan', 'uni-1234');
  await expect(page.getByTestId('consent-text')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Acepto', exact: true }).click();
  await expect(page.getByTestId('header-user')).toHaveText('Joan Graduat Serra');
});

test('a used or made-up code is refused with a message', async ({ page }) => {
  await page.goto(`/acceso#respuesta=${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('No hemos podido validar tu acceso institucional');
  await expect(page.getByRole('link', { name: 'Entrar con el usuario de la universidad' })).toBeVisible();
});
