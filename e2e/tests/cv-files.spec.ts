import { expect, test, type Page } from '@playwright/test';
import { openCv } from './cv-support';
import { accounts, expectAccessible, logIn } from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';

/** A PNG of the given size, drawn by the browser itself. */
const pngOf = async (page: Page, width: number, height: number): Promise<Buffer> => {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a6';
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
};

test('a document of a type not allowed, or over 2 MB, is refused before it is sent', async ({ page }) => {
  await openCv(page);
  const documents = page.locator('#documentos');
  await documents.getByRole('button', { name: 'Añadir documento' }).click();
  await documents.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Programa');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Alumno/addDoc')) sent += 1;
  });
  await documents.getByLabel('Fichero').setInputFiles({ name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await documents.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(documents.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
  await expectAccessible(page);

  await documents.getByLabel('Fichero').setInputFiles({
    name: 'memoria.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0x20),
  });
  await documents.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(documents.getByText('El fichero supera el tamaño máximo de 2 MB')).toBeVisible();
  expect(sent).toBe(0);

  // Neither a file nor a link: the contract's rule, worded in place.
  await documents.getByLabel('Fichero').setInputFiles([]);
  await documents.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(documents.getByText('Añade un fichero o un enlace', { exact: true })).toBeVisible();

  // A link goes through and is listed; then deleted.
  await documents.getByLabel('Enlace').fill('https://example.org/programa');
  await documents.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(documents.getByRole('button', { name: 'Abrir Programa' })).toBeVisible();
  await documents.getByRole('button', { name: 'Eliminar Programa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(documents.getByRole('button', { name: 'Abrir Programa' })).toHaveCount(0);
});

test('the own CV file: replaced by a new PDF, deleted, then uploaded again', async ({ page }) => {
  await openCv(page);
  const documents = page.locator('#documentos');
  const ownFile = page.getByTestId('cv-own-file');
  const uploadOwnCv = async (name: string) => {
    await documents.getByRole('button', { name: 'Añadir documento' }).click();
    await documents.getByLabel('Tipo de documento').selectOption({ label: 'Mi CV (PDF)' });
    await documents.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    await documents.getByLabel('Fichero').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf('Curriculum vitae'),
    });
    await documents.getByRole('button', { name: 'Guardar', exact: true }).click();
    // Saved once the form has closed and the CV has been read again (the new file is the one shown).
    await expect(documents.getByRole('button', { name: 'Añadir documento' })).toBeVisible();
    await expect(ownFile.getByRole('button', { name: 'Abrir tu CV en PDF' })).toBeVisible();
  };
  await uploadOwnCv('CV actualizado');

  await ownFile.getByRole('button', { name: 'Eliminar tu CV en PDF' }).click();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(ownFile).toHaveText('Aún no has subido tu CV en PDF.');

  // Applying needs it (rule 55): the demo student keeps one for the other tests.
  await uploadOwnCv('CV de nuevo');
});

test('a photo over 1000 px is refused with 526 in place; one within the limit is shown', async ({ page }) => {
  await openCv(page);
  const photo = page.getByLabel('Foto', { exact: true });
  await photo.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: await pngOf(page, 1200, 40) });
  await page.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tamaño de la foto' })).toContainText(
    'La foto puede medir como máximo 1000 píxeles de ancho y de alto.',
  );
  await expectAccessible(page);

  const photoDownloads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/Alumno/imagenPerfil') photoDownloads.push(request.url());
  });
  await photo.setInputFiles({ name: 'cara.png', mimeType: 'image/png', buffer: await pngOf(page, 200, 200) });
  await page.getByRole('button', { name: 'Guardar foto' }).click();
  const cvPhoto = page.getByRole('img', { name: 'Foto de Lucía Martín Pérez' });
  const headerPhoto = page.getByTestId('header-avatar').locator('img');
  await expect(cvPhoto).toBeVisible();
  // The header shows it too, at once, in place of the initials: one download for both.
  await expect(headerPhoto).toBeVisible();
  expect(photoDownloads).toHaveLength(1);
  // So is the next visit's first view: the header and the CV show one download of the photo.
  await page.reload();
  await expect(cvPhoto).toBeVisible();
  await expect(headerPhoto).toBeVisible();
  expect(photoDownloads).toHaveLength(2);
  expect(await cvPhoto.getAttribute('src')).toBe(await headerPhoto.getAttribute('src'));
});

test("a guide's hostile HTML is shown harmless: no script runs, no handler, no javascript: link", async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await logIn(page, accounts.student);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/guias-orientacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Guías de orientación' })).toBeVisible();
  const texts = page.getByTestId('guide-text');
  await expect(texts.first()).toBeVisible();
  await expect(page.getByText('Activa la búsqueda de empleo en tu CV')).toBeVisible();
  // The safe link stays; the hostile parts are gone from the page.
  await expect(page.getByRole('link', { name: 'Servicio Público de Empleo Estatal' })).toHaveAttribute('href', 'https://www.sepe.es/');
  const hostile = await texts.evaluateAll((nodes) =>
    nodes.map((node) => ({
      scripts: node.querySelectorAll('script').length,
      handlers: [...node.querySelectorAll('*')].filter((element) => [...element.attributes].some((a) => a.name.startsWith('on'))).length,
      jsLinks: [...node.querySelectorAll('a')].filter((a) => (a.getAttribute('href') ?? '').toLowerCase().startsWith('javascript:')).length,
    })),
  );
  for (const found of hostile) expect(found).toEqual({ scripts: 0, handlers: 0, jsLinks: 0 });
  await page.getByText('Enlace inseguro').click();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await expectAccessible(page);
});
