import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn } from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';

test('my internships: the seeded plan, upload a document, see it listed, a disallowed type refused', async ({
  page,
}) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.getByRole('link', { name: 'Mis prácticas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis prácticas' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Prácticas curriculares de desarrollo backend' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar Plan formativo.pdf' })).toBeVisible();
  // The annexes the office issued for the internship, to read what the company signs.
  await expect(page.getByRole('heading', { name: 'Anexos emitidos por el servicio de prácticas' })).toBeVisible();
  const annexDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Descargar Anexo del proyecto formativo .*\.pdf$/ }).click();
  expect((await annexDownload).suggestedFilename()).toMatch(/^Anexo del proyecto formativo \d{4}-\d{2}-\d{2}\.pdf$/);
  await expectAccessible(page);

  // The browser lets a .exe through the picker; the form refuses it before sending.
  await page
    .getByLabel('Fichero')
    .setInputFiles({ name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByRole('button', { name: 'Subir el documento' }).click();
  await expect(page.getByText('Este tipo de fichero no esta permitido')).toBeVisible();

  // A .pdf that is not a PDF: the server checks the content (46).
  await page
    .getByLabel('Fichero')
    .setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un pdf') });
  await page.getByRole('button', { name: 'Subir el documento' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tipo de fichero no permitido' })).toBeVisible();

  await page.getByLabel('Tipo de documento').selectOption({ label: 'Seguimiento' });
  await page.getByLabel('Nombre del documento').fill('Informe de seguimiento');
  await page.getByLabel('Fichero').setInputFiles({
    name: 'informe.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Informe de seguimiento'),
  });
  await page.getByRole('button', { name: 'Subir el documento' }).click();
  await expect(page.getByText('Documento guardado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar Informe de seguimiento.pdf' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Informe de seguimiento.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Informe de seguimiento.pdf');
  await expectAccessible(page);
});

test('internship programmes: see one and ask to join it once', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto('/programas-practicas-activos');
  await expect(page.getByRole('heading', { level: 1, name: 'Programas de prácticas activos' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Programa estudia y trabaja' }).click();
  await expect(page.getByText('Dedicación del 80 % durante 12 meses')).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar la adhesión' }).click();
  await expect(page.getByText('Datos de tu perfil', { exact: true })).toBeVisible();
  await expect(page.getByText('Ya has solicitado la adhesión a este programa.')).toBeVisible();
  await expectAccessible(page);
});

test('internship proposal: the company by CIF, the signatory e-mail checked, 510', async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.getByRole('link', { name: 'Propuesta de prácticas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Propuesta de prácticas' })).toBeVisible();
  await page.getByLabel('CIF de la empresa').fill('B46123451');
  await page.getByRole('button', { name: 'Buscar la empresa' }).click();
  await expect(page.getByText('Empresa encontrada: Levante Tech')).toBeVisible();
  await page.getByLabel('E-mail del tutor o tutora en la empresa').fill('nuevo.tutor@levante-tech.example');
  await page
    .getByRole('button', { name: 'Comprobar el contacto (E-mail del tutor o tutora en la empresa)' })
    .click();
  // Students add no contacts to a company (issue 22): the company adds its tutor on receiving the proposal.
  await expect(
    page.getByText('Esta persona aún no es contacto de la empresa: la empresa la dará de alta y la confirmará al recibir tu propuesta.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dar de alta el contacto' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('E-mail de la persona firmante del convenio').fill('firmante-sin-arroba');
  await page
    .getByLabel('Descripción de las prácticas')
    .fill('Desarrollo de una aplicación interna de gestión de pedidos.');
  await page.getByRole('button', { name: 'Enviar la propuesta' }).click();
  await expect(page.getByText('El email está mal formado')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('E-mail de la persona firmante del convenio').fill('direccion@levante-tech.example');
  await page.getByRole('button', { name: 'Enviar la propuesta' }).click();
  await expect(page.getByText('Propuesta registrada')).toBeVisible();

  // The student follows it on their internships page while the office validates it.
  await page.goto('/mis-practicas');
  const proposals = page.getByRole('region', { name: 'Mis propuestas de prácticas' });
  await expect(proposals.getByRole('listitem').filter({ hasText: 'Levante Tech' }).first()).toContainText(
    'En validación por el servicio de prácticas',
  );
  await expectAccessible(page);
});
