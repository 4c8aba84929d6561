import { expect, test } from '@playwright/test';
import { expectAccessible, logInAs } from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';

const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** An identity document and a social security number nobody has yet, with their check letter and digits. */
const freshIds = () => {
  const number = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  return {
    dni: `${number}${dniLetters[number % 23]}`,
    socialSecurity: `28${number}${String(Number(`28${number}`) % 97).padStart(2, '0')}`,
  };
};
const pdf = onePagePdf('Documento de la Seguridad Social');

test('a new student registers, completes the CV and the social-security data, and applies to an internship', async ({ page }) => {
  test.setTimeout(120_000);
  const { dni, socialSecurity } = freshIds();
  const email = `recorrido-${Date.now()}@demo.test`;
  await page.goto('/registro');
  await page.getByLabel('Nombre', { exact: true }).fill('Nerea');
  await page.getByLabel('Apellidos').fill('Soler Vidal');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('DNI o NIE').fill(dni);
  await page.getByLabel('Nueva contraseña').fill('Nerea-2026');
  await page.getByLabel('Repite la contraseña').fill('Nerea-2026');
  await page.getByLabel(/acepto la política de privacidad/i).check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByRole('status').filter({ hasText: /usuario creado|cuenta/i })).toBeVisible();
  await logInAs(page, email, 'Nerea-2026');

  await page.goto('/mi-perfil-cv');
  await expect(page.getByTestId('cv-name')).toHaveText('Nerea Soler Vidal');
  const studies = page.locator('#estudios');
  await expect(studies.getByText('Aún no has añadido ningún estudio.')).toBeVisible();
  await studies.getByRole('button', { name: 'Añadir estudio' }).click();
  await studies.getByRole('combobox', { name: 'Titulación' }).selectOption({ label: 'Grado en Ingeniería Informática' });
  await studies.getByLabel('Año de inicio').fill('2023');
  await studies.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(studies.getByText('Grado en Ingeniería Informática')).toBeVisible();

  const search = page.locator('#busqueda');
  await search.getByRole('button', { name: 'Editar: Búsqueda activa' }).click();
  await search.getByLabel('Busco prácticas').check();
  await search.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(search.getByTestId('cv-search-internships')).toHaveText('Sí');

  const personal = page.locator('#datos-personales');
  await personal.getByRole('button', { name: 'Editar: Datos personales' }).click();
  await personal.getByLabel('Teléfono', { exact: true }).fill('612 345 678');
  await personal.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(personal.getByTestId('cv-telefono')).toHaveText('612345678');

  const socialSecuritySection = page.locator('#seguridad-social');
  await socialSecuritySection.getByRole('button', { name: 'Editar: Datos de la Seguridad Social' }).click();
  await socialSecuritySection.getByRole('textbox', { name: 'Número de la Seguridad Social' }).fill(socialSecurity);
  await socialSecuritySection.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(socialSecuritySection.getByText('Debes aceptar la política de privacidad')).toBeVisible();
  await expect(socialSecuritySection.getByRole('link', { name: /^Lee la política de privacidad/ })).toHaveAttribute(
    'href',
    '/politica-privacidad-seguridad-social',
  );
  // The refusal links to the checkbox that fixes it.
  const consent = socialSecuritySection.getByLabel('Acepto la política de privacidad de los datos de la Seguridad Social');
  await socialSecuritySection.getByRole('link', { name: /^Acepto la política de privacidad/ }).click();
  await expect(consent).toBeFocused();
  await consent.check();
  await socialSecuritySection.getByLabel('Documento con tu número de afiliación (PDF)').setInputFiles({
    name: 'afiliacion.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await socialSecuritySection.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(socialSecuritySection.getByTestId('cv-ssn')).toHaveText(socialSecurity);
  await expectAccessible(page);

  await page.goto('/ofertas-practicas/practicas-desarrollo-movil-levante-tech');
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  await expect(page.getByText('Te has inscrito en la oferta')).toBeVisible();
});
