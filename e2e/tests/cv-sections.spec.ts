import { expect, test } from '@playwright/test';
import { openCv } from './cv-support';
import { expectAccessible, expectNoSidewaysScroll, switchLanguage } from './support';

test('a language is refused without its level, then added, edited and deleted in place', async ({ page }) => {
  await openCv(page);
  const languages = page.locator('#idiomas');
  await languages.getByRole('button', { name: 'Añadir idioma' }).click();
  await languages.getByRole('button', { name: 'Guardar', exact: true }).click();
  // The spec's one message, on both fields, and the summary of the refused form.
  await expect(languages.getByText('El idioma y el nivel son campos obligatorios para añadir un idioma')).toHaveCount(2);
  await expect(languages.getByRole('alert')).toContainText('Revisa los campos marcados');
  await expect(languages.getByLabel('Idioma')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await languages.getByLabel('Idioma').selectOption({ label: 'Francés' });
  await languages.getByLabel('Nivel').selectOption({ label: 'B1' });
  await languages.getByLabel('Certificación').fill('DELF B1');
  await languages.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(languages.getByRole('status')).toContainText('Datos actualizados');
  await expect(languages.getByText('B1 · DELF B1')).toBeVisible();

  await languages.getByRole('button', { name: 'Editar Francés' }).click();
  await languages.getByLabel('Nivel').selectOption({ label: 'B2' });
  await languages.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(languages.getByText('B2 · DELF B1')).toBeVisible();

  await languages.getByRole('button', { name: 'Eliminar Francés' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(languages.getByText('Francés')).toHaveCount(0);
  await expectAccessible(page);
});

test('a section form arrives when it is opened: loading, a failed download with retry, then the form', async ({ page }) => {
  // The forms' code (react-hook-form, zod, the schemas) is no part of the CV's first view.
  const editorChunk = /\/remotes\/mf-cv\/[^/]+\/cv-section-editors\.[0-9a-f]+\.js$/;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (editorChunk.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  // The first download fails as a dropped connection does; the next one is slow, then goes through.
  let attempts = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(editorChunk, async (route) => {
    attempts += 1;
    if (attempts === 1) return route.abort('internetdisconnected');
    await released;
    return route.continue();
  });
  await openCv(page);
  expect(asked).toEqual([]);

  const presentation = page.locator('#presentacion');
  await presentation.getByRole('button', { name: 'Editar: Presentación' }).click();
  await expect(presentation.getByRole('alert')).toContainText('No se ha podido abrir el formulario');
  await expect(presentation.getByRole('alert')).toContainText('Comprueba tu conexión a internet');
  await expectAccessible(page);

  await presentation.getByRole('button', { name: 'Reintentar' }).click();
  await expect(presentation.getByRole('status')).toHaveText('Cargando el formulario…');
  await expectAccessible(page);
  release();
  await expect(presentation.getByLabel('Portafolio')).toBeVisible();
  expect(attempts).toBe(2);
  await expectAccessible(page);

  // Once here, every section's form opens at once, and the form works as it did.
  const languages = page.locator('#idiomas');
  await languages.getByRole('button', { name: 'Añadir idioma' }).click();
  await expect(languages.getByLabel('Idioma')).toBeVisible();
  await languages.getByRole('button', { name: 'Cancelar' }).click();
  await presentation.getByRole('button', { name: 'Cancelar' }).click();
  await expect(presentation.getByRole('button', { name: 'Editar: Presentación' })).toBeVisible();
  expect(attempts).toBe(2);
});

test('a study takes its grade with a comma and refuses one above 4; edited and deleted', async ({ page }) => {
  await openCv(page);
  const studies = page.locator('#estudios');
  await studies.getByRole('button', { name: 'Añadir estudio' }).click();
  await studies.getByLabel('Otro estudio').check();
  await studies.getByLabel('Nombre del estudio').fill('Máster en Ciencia de Datos');
  await studies.getByLabel('Nivel').selectOption({ label: 'Postgrado' });
  await studies.getByLabel('Nota media (de 1 a 4)').fill('5');
  await studies.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(studies.getByText('La nota media debe estar entre 1 y 4')).toBeVisible();
  await expectAccessible(page);

  await studies.getByLabel('Nota media (de 1 a 4)').fill('3,5');
  await studies.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(studies.getByText(/Postgrado · .*Nota 3,5/)).toBeVisible();

  await studies.getByRole('button', { name: 'Editar Máster en Ciencia de Datos' }).click();
  await studies.getByLabel('Centro').fill('Universitat Oberta');
  await studies.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(studies.getByText(/Universitat Oberta/)).toBeVisible();

  await studies.getByRole('button', { name: 'Eliminar Máster en Ciencia de Datos' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(studies.getByText('Máster en Ciencia de Datos')).toHaveCount(0);
});

test('personal data refuse a wrong phone in place; an experience refuses an end before its start', async ({ page }) => {
  await openCv(page);
  const personal = page.locator('#datos-personales');
  await personal.getByRole('button', { name: 'Editar: Datos personales' }).click();
  // Fields the careers office validated are shown as such, not as inputs.
  await expect(personal.getByText('Este dato lo ha validado el servicio de empleo y no se puede modificar').first()).toBeVisible();
  await personal.getByLabel('Teléfono', { exact: true }).fill('12');
  await personal.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(personal.getByText('El teléfono debe tener entre 9 y 14 dígitos (puede empezar por +)')).toBeVisible();
  await expect(personal.getByLabel('Teléfono', { exact: true })).toBeFocused();
  await expectAccessible(page);
  await personal.getByLabel('Teléfono', { exact: true }).fill('612 345 678');
  await personal.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(personal.getByRole('status')).toContainText('Datos actualizados');
  await expect(personal.getByTestId('cv-telefono')).toHaveText('612345678');

  const experience = page.locator('#experiencia');
  await experience.getByRole('button', { name: 'Añadir experiencia' }).click();
  await experience.getByLabel('Puesto').fill('Analista');
  await experience.getByLabel('Empresa').fill('Datos SL');
  await experience.getByLabel('Descripción').fill('Informes');
  await experience.getByLabel('Fecha de inicio').fill('2024-05-01');
  await experience.getByLabel('Fecha de fin').fill('2024-01-01');
  await experience.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(experience.getByText('La fecha de fin no puede ser anterior a la de inicio')).toBeVisible();
  await experience.getByRole('button', { name: 'Cancelar' }).click();
  await expect(experience.getByText('Analista')).toHaveCount(0);
});

test('in Catalan the CV speaks Catalan, refusals included', async ({ page }) => {
  await openCv(page);
  await switchLanguage(page, 'ca');
  const languages = page.locator('#idiomas');
  await expect(languages.getByRole('heading', { name: 'Idiomes' })).toBeVisible();
  await languages.getByRole('button', { name: 'Afegeix un idioma' }).click();
  await languages.getByRole('button', { name: 'Desa', exact: true }).click();
  await expect(languages.getByText("L'idioma i el nivell són camps obligatoris per afegir un idioma")).toHaveCount(2);
  await expectAccessible(page);
  // The choice is kept with the account: the other tests expect Spanish.
  await switchLanguage(page, 'es');
});

test('on a 390 px screen the CV fits the width and its forms work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCv(page);
  const certificates = page.locator('#certificados');
  await certificates.getByRole('button', { name: 'Añadir certificado' }).click();
  await certificates.getByLabel('Enlace').fill('no es una web');
  await certificates.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(certificates.getByText('Este campo es requerido')).toBeVisible();
  await expect(certificates.getByText('La dirección web no está bien formada')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
