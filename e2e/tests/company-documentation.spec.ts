import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, logIn, switchLanguage } from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';

/** Logged in as the demo company, then on `path`. */
const companyAt = async (page: Page, path: string) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty();
  await page.goto(path);
};

/** A small whole PDF, its text distinct per file (the server reads the whole content, not the name). */
const pdfFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: onePagePdf(text),
});

test('documentation: a refused upload with its message, an upload that saves, then its deletion', async ({ page }) => {
  await companyAt(page, '/documentacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación de prácticas' })).toBeVisible();
  const documents = page.getByTestId('company-documents').first();
  await expect(documents.getByText('Póliza de responsabilidad civil 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anexos de prácticas' })).toBeVisible();
  await expect(page.getByText('Nota informativa sobre las prácticas extraordinarias')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Añadir un documento' }).click();
  await page.getByLabel(/^Tipo de documento/).selectOption({ label: 'Documentación acreditativa de la empresa' });
  await page.getByLabel(/^Nombre del documento/).fill('Escritura de la prueba e2e');
  // Named .pdf, but not a PDF: the server refuses it (46) and the form says why.
  await page.getByLabel(/^Fichero/).setInputFiles({ name: 'escritura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await page.getByRole('button', { name: 'Guardar el documento' }).click();
  await expect(page.getByText('Tipo de fichero no permitido')).toBeVisible();
  await expect(page.getByText('Este tipo de fichero no está permitido. Súbelo en uno de los formatos admitidos.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/^Fichero/).setInputFiles(pdfFile('escritura.pdf', 'escritura e2e'));
  await page.getByRole('button', { name: 'Guardar el documento' }).click();
  await expect(page.getByText('Documento guardado')).toBeVisible();
  // The list is reloaded with the new document, which downloads as it was sent.
  await expect(documents.getByText('Escritura de la prueba e2e')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Escritura de la prueba e2e' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Escritura de la prueba e2e.pdf');
  expect(await readFile(await download.path(), 'utf8')).toContain('escritura e2e');

  await page.getByRole('button', { name: 'Eliminar Escritura de la prueba e2e' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar el documento?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(documents.getByText('Escritura de la prueba e2e')).toHaveCount(0);
  await expect(documents.getByText('Póliza de responsabilidad civil 2025')).toBeVisible();
});

test('documentation: the signed copy of an annex uploaded from the annex, and the annex downloaded as a PDF', async ({ page }) => {
  await companyAt(page, '/documentacion');
  const annexes = page.getByRole('region', { name: 'Anexos de prácticas' });
  await expect(annexes.getByText('Pendiente de la copia firmada')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await annexes.getByRole('button', { name: /^Descargar el anexo: Proyecto formativo/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^anexo-\d+-.+\.pdf$/);

  await annexes.getByRole('button', { name: /^Subir la copia firmada: Proyecto formativo/ }).click();
  await expect(page.getByLabel(/^Tipo de documento/)).toHaveValue('2');
  await page.getByLabel(/^Nombre del documento/).fill('Proyecto formativo firmado');
  await page.getByLabel(/^Fichero/).setInputFiles(pdfFile('firmado.pdf', 'anexo firmado e2e'));
  await page.getByRole('button', { name: 'Guardar el documento' }).click();
  await expect(page.getByText('Documentos adjuntados')).toBeVisible();
  await expect(annexes.getByText('Copia firmada aportada')).toHaveCount(1);
  await expect(annexes.getByText('Pendiente de la copia firmada')).toHaveCount(1);
});

/** A demo invoice's number: its serial under the year of its own date, issued that many days ago. */
const seededNumber = (serial: string, daysAgo: number) => `FAC-${new Date(Date.now() - daysAgo * 86_400_000).getFullYear()}-${serial}`;

test('invoices: the list with a PDF download, and the billing account saved with a wrong then a right IBAN', async ({ page }) => {
  await companyAt(page, '/facturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  const invoices = page.getByTestId('company-invoices');
  await expect(invoices.getByRole('row')).toHaveCount(4);
  const overdue = invoices.getByRole('row', { name: new RegExp(seededNumber('0214', 45)) });
  await expect(overdue.getByText('Vencida')).toBeVisible();
  await expect(invoices.getByRole('row', { name: new RegExp(seededNumber('0307', 6)) })).toContainText('907,50');
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar la factura ${seededNumber('0307', 6)} en PDF` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`factura-${seededNumber('0307', 6)}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await expect(page.getByTestId('billing-account-state')).toHaveText('Todavía no has indicado una cuenta de facturación.');
  await page.getByLabel(/^Titular de la cuenta/).fill('Levante Tech SL');
  await page.getByLabel(/^IBAN/).fill('ES91 2100 0418 4502 0005 1333');
  await page.getByLabel(/^Email de facturación/).fill('facturas@levante.example');
  await page.getByRole('button', { name: 'Guardar la cuenta' }).click();
  const iban = page.getByLabel(/^IBAN/);
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('El IBAN no es correcto: revisa el formato y los dígitos de control')).toBeVisible();
  await expect(page.getByText('IBAN no válido')).toBeVisible();
  await expect(
    page.getByText('Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.'),
  ).toBeVisible();
  await expectAccessible(page);

  await iban.fill('ES91 2100 0418 4502 0005 1332');
  await page.getByRole('button', { name: 'Guardar la cuenta' }).click();
  await expect(page.getByText('Datos actualizados')).toBeVisible();
  await expect(page.getByTestId('billing-account-state')).toContainText('Actualizada el');
  await expect(iban).toHaveValue('ES9121000418450200051332');
});

test('documentation and invoices in Catalan', async ({ page }) => {
  await companyAt(page, '/documentacion');
  await switchLanguage(page, 'ca');
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Documentació de pràctiques' })).toBeVisible();
    // The server words the document types in the caller's language.
    await expect(page.getByText("Pòlissa de l'assegurança de responsabilitat civil").first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Annexos de pràctiques' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Factures i compte de facturació' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
    await expect(page.getByTestId('company-invoices').getByText('Vençuda')).toBeVisible();
    await expectAccessible(page);
  } finally {
    await switchLanguage(page, 'es');
  }
});
