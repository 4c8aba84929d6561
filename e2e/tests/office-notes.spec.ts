import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, staffLogIn, switchLanguage } from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';
import { demoCompanyCif } from '../../api/src/seeds/demo/company';

/**
 * Issue 24, rows Z-7 and Z-10: the careers office publishes an informative note with a PDF of its
 * own (a missing field, then a file that is not a PDF, refused at their fields first), sees it
 * listed, withdraws it after a confirmation given with the keyboard, and reads the list in
 * Catalan; it registers an education centre's request (an unknown CIF refused at its field first)
 * and finds it in the education-centre requests queue, the form checked on a 375 px screen. axe on
 * every page visited. One staff login for both journeys.
 */
const stamp = Date.now().toString().slice(-7);
/** A day that many days from today, as a date field takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let context: BrowserContext;
let office: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  context = await browser.newContext({ locale: 'es-ES' });
  office = await context.newPage();
  await staffLogIn(office);
});

test.afterAll(async () => {
  await context.close();
});

test('an informative note: refused at its fields, published with its PDF, listed, withdrawn, and its list in Catalan', async () => {
  test.setTimeout(120_000);
  const title = `Calendario de anexos ${stamp}`;
  await office.getByRole('region', { name: 'Contenidos del portal' }).getByRole('link', { name: 'Notas informativas' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Notas informativas' })).toBeVisible();
  // The seeded notes, with who published them and for which internships.
  const notes = office.getByTestId('office-note');
  await expect(notes.filter({ hasText: 'Nota informativa sobre las prácticas extraordinarias' })).toContainText('Empresas con prácticas extraordinarias');
  await expectAccessible(office);

  await office.getByRole('button', { name: 'Publicar una nota' }).click();
  const form = office.getByRole('region', { name: 'Nueva nota informativa' });
  await form.getByRole('button', { name: 'Publicar la nota' }).click();
  // Nothing chosen: the first field says why and takes the focus; the text asks for itself or a PDF.
  const curricular = form.getByRole('radio', { name: 'Prácticas curriculares' });
  await expect(curricular).toBeFocused();
  await expect(form.getByText('Elige para qué prácticas es la nota')).toBeVisible();
  await expect(form.getByLabel('Texto de la nota')).toHaveAccessibleDescription(/Escribe el texto de la nota o adjunta un PDF/);
  await expectAccessible(office);

  await curricular.check();
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Resumen').fill('Fechas de entrega de los anexos firmados del curso.');
  const file = form.getByLabel('PDF propio (opcional)');
  // A file that is not a PDF is refused at once, before anything is sent.
  await file.setInputFiles({ name: 'calendario.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('no es un pdf') });
  await expect(file).toHaveAccessibleDescription(/El fichero debe ser un PDF \(\.pdf\)/);
  // A file named .pdf that is not one: the server refuses its content, said at the file.
  await file.setInputFiles({ name: 'calendario.pdf', mimeType: 'application/pdf', buffer: Buffer.from('esto no es un PDF de verdad') });
  await form.getByRole('button', { name: 'Publicar la nota' }).click();
  await expect(file).toBeFocused();
  await expect(file).toHaveAccessibleDescription(/Este tipo de fichero no está permitido/);
  await expect(form.getByLabel('Título')).toHaveValue(title);

  await file.setInputFiles({ name: 'calendario.pdf', mimeType: 'application/pdf', buffer: onePagePdf(`Calendario ${stamp}`) });
  await expect(file).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Publicar la nota' }).click();
  await expect(office.getByText('Nota publicada', { exact: true })).toBeVisible();
  const row = notes.filter({ hasText: title });
  await expect(row).toContainText('Empresas con prácticas curriculares');
  await expect(row).toContainText('orientacion@demo.test');
  await expect(row).toContainText('PDF propio');
  await expect(row).toContainText('Publicada');
  await expect(notes.first()).toContainText(title);
  await expectAccessible(office);
  // Its PDF is the one sent, as companies download it.
  const downloading = office.waitForEvent('download');
  await row.getByRole('button', { name: `Descargar PDF de «${title}»` }).click();
  const download = await downloading;
  expect((await readFile(await download.path())).toString('latin1')).toContain(`Calendario ${stamp}`);

  // Withdrawn with the keyboard alone: the button, then the confirmation the dialog focuses.
  await row.getByRole('button', { name: `Retirar «${title}»` }).focus();
  await office.keyboard.press('Enter');
  const dialog = office.getByRole('dialog', { name: '¿Retirar esta nota informativa?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(office);
  await expect(dialog.getByRole('button', { name: 'Retirar' })).toBeFocused();
  await office.keyboard.press('Enter');
  await expect(office.getByText('Nota retirada', { exact: true })).toBeVisible();
  await expect(row).toContainText('Retirada el');
  await expect(row.getByRole('button', { name: `Retirar «${title}»` })).toHaveCount(0);

  // The list in Catalan, withdrawn note included.
  await switchLanguage(office, 'ca');
  await expect(office.getByRole('heading', { level: 1, name: 'Notes informatives' })).toBeVisible();
  await expect(row).toContainText('Retirada el');
  await expect(row).toContainText('Empreses amb pràctiques curriculars');
  await expectAccessible(office);
  await switchLanguage(office, 'es');
});

test("an education centre's request: an unknown CIF refused at its field, then registered and found in its queue", async () => {
  test.setTimeout(120_000);
  const cycle = `CFGS Administración de Sistemas ${stamp}`;
  await office.goto('/orientacion/cola/centrosEducativos');
  await expect(office.getByRole('heading', { level: 1, name: 'Solicitudes de centros educativos' })).toBeVisible();
  await office.getByRole('button', { name: 'Registrar una solicitud de un centro' }).click();
  const form = office.getByRole('region', { name: 'Nueva solicitud de prácticas de un centro educativo' });
  await expectAccessible(office);

  const cif = form.getByLabel('CIF de la empresa');
  await cif.fill('B00000000');
  await form.getByLabel('Provincia del centro').selectOption('46');
  const centre = form.getByLabel('Centro educativo', { exact: true });
  await expect(centre).toBeEnabled();
  await centre.selectOption({ index: 1 });
  await form.getByLabel('Ciclo formativo').fill(cycle);
  await form.getByLabel('Plazas solicitadas').fill('2');
  await form.getByLabel('Alumnado (opcional)').fill('Ana Pérez\nLuis Gil');
  await form.getByLabel('Fecha de inicio').fill(dayFromToday(60));
  await form.getByLabel('Fecha de fin').fill(dayFromToday(150));
  await form.getByLabel('Horas').fill('370');
  await form.getByLabel('Nombre').fill('Tutora del Centro');
  await form.getByLabel('Correo electrónico').fill('tutora@centro.example');
  await form.getByRole('button', { name: 'Registrar la solicitud' }).click();
  // The server knows no company with that CIF: said at the field, which takes the focus; the rest stays.
  await expect(cif).toBeFocused();
  await expect(cif).toHaveAccessibleDescription(/Ninguna empresa del portal tiene este CIF/);
  await expect(form.getByLabel('Ciclo formativo')).toHaveValue(cycle);

  // The form on a phone: nothing scrolls sideways.
  await office.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(office);
  await expectAccessible(office);
  await office.setViewportSize({ width: 1280, height: 720 });

  await cif.fill(demoCompanyCif);
  await form.getByRole('button', { name: 'Registrar la solicitud' }).click();
  await expect(office.getByText('Solicitud creada')).toBeVisible();
  await expect(office.getByText(`para ${demoCompanyCif} está registrada`)).toBeVisible();
  await office.getByRole('link', { name: 'Ver la solicitud en la cola' }).click();
  // In the queue among the requests that wait for the company, its record open beside the list.
  await expect(office).toHaveURL(/\/orientacion\/cola\/centrosEducativos\/\d+\?estado=pendienteEmpresa$/);
  await expect(office.getByRole('link', { name: new RegExp(`Levante Tech · ${cycle} Estado: Pendiente de la empresa`) })).toBeVisible();
  await expect(office.getByRole('definition').filter({ hasText: cycle })).toBeVisible();
  await expectAccessible(office);
});
