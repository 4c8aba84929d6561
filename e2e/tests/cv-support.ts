import { expect, type Locator, type Page } from '@playwright/test';
import { accounts, logIn } from './support';

/** The demo student's CV through the login form, as a user opens it. */
export const openCv = async (page: Page) => {
  await logIn(page, accounts.student);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/mi-perfil-cv');
  await expect(page.getByTestId('cv-name')).toHaveText('Lucía Martín Pérez');
};

/** Saves the form open in a section (the button, not "Guardar foto" nor "Guardar domicilio"). */
export const saveForm = (section: Locator) =>
  section.getByRole('button', { name: 'Guardar', exact: true }).click();

/** Deletes a record through its "Eliminar …" button and the confirmation dialog. */
export const deleteRecord = async (page: Page, section: Locator, name: string) => {
  await section.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
};
