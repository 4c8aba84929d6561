import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts, expectAccessible, expectNoSidewaysScroll, logIn, staffLogIn, switchLanguage } from './support';

/**
 * Issue 26, "Done when": the office creates an event and a student registers, then the office
 * exports the list. The office member refuses an empty form (the Spanish title is required: said
 * and focused), writes the event in es, ca and en and saves it as a draft, publishes it after a
 * confirmation; the demo student registers on its page; the office sees the registration,
 * downloads the CSV (its rows read back) and the XLSX (it parses, with a row for the student), and
 * marks the student's attendance, and reads the list in Catalan. axe on every office page visited (the form also at 390 px).
 */
const stamp = Date.now().toString().slice(-7);
const title = `Taller de entrevistas ${stamp}`;

/** A `datetime-local` value `days` from now at `hour`, in the browser's (and this runner's) time zone. */
const localMoment = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
};

test('the office creates and publishes an event, a student registers, and the office exports the list and marks attendance', async ({ browser }) => {
  test.setTimeout(240_000);
  const office = await (await browser.newContext({ locale: 'es-ES', acceptDownloads: true })).newPage();
  await staffLogIn(office);
  await office.getByRole('region', { name: 'Contenidos del portal' }).getByRole('link', { name: 'Eventos' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await expectAccessible(office);

  await office.getByRole('link', { name: 'Nuevo evento' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Nuevo evento' })).toBeVisible();
  await office.getByRole('button', { name: 'Guardar el evento' }).click();
  const spanishTitle = office.getByLabel('Título en castellano');
  await expect(spanishTitle).toBeFocused();
  await expect(spanishTitle).toHaveAccessibleDescription(/Este campo es requerido/);
  await expectAccessible(office);

  await spanishTitle.fill(title);
  await office.getByLabel('Título en catalán').fill(`Taller d'entrevistes ${stamp}`);
  await office.getByLabel('Título en inglés').fill(`Interview workshop ${stamp}`);
  await office.getByLabel('Descripción en castellano').fill('Practica una entrevista de trabajo con personas de selección.');
  await office.getByLabel('Inicio').fill(localMoment(2, 10));
  await office.getByLabel('Final').fill(localMoment(2, 12));
  await office.getByLabel('Lugar').fill('Aula magna');
  await office.getByLabel('Plazas (opcional)').fill('30');
  await office.getByRole('radio', { name: 'Estudiantes y egresados' }).check();
  await office.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(office);
  await expectNoSidewaysScroll(office);
  await office.setViewportSize({ width: 1280, height: 720 });
  await office.getByRole('button', { name: 'Guardar el evento' }).click();

  await expect(office.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await expect(office.getByText('Evento guardado')).toBeVisible();
  const row = office.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Borrador');
  await expect(row).toContainText('0 de 30');
  await expectAccessible(office);

  await row.getByRole('button', { name: `Publicar: ${title}` }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click();
  await expect(office.getByText('Evento publicado')).toBeVisible();
  await expect(row).toContainText('Publicado');
  const registrationsLink = row.getByRole('link', { name: `Inscripciones: ${title}` });
  const id = (await registrationsLink.getAttribute('href'))!.match(/eventos\/(\d+)\/inscripciones/)![1];

  const student = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await logIn(student, accounts.student);
  await expect(student.getByTestId('header-user')).toBeVisible();
  await student.goto(`/eventos/${id}`);
  await expect(student.getByRole('heading', { name: title })).toBeVisible();
  await student.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(student.getByTestId('event-registered')).toBeVisible();

  await registrationsLink.click();
  await expect(office.getByRole('heading', { level: 1, name: 'Inscripciones del evento' })).toBeVisible();
  const studentRow = office.getByRole('row').filter({ hasText: accounts.student });
  await expect(studentRow).toContainText('Estudiante');
  await expect(office.getByText('1 inscritos, 0 asistentes')).toBeVisible();
  await expectAccessible(office);

  const csvDownload = office.waitForEvent('download');
  await office.getByRole('button', { name: 'Descargar CSV' }).click();
  const csv = (await readFile((await (await csvDownload).path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('Nombre,Email,Tipo,Empresa,Fecha de inscripción,Asistencia');
  expect(csv[1]).toMatch(new RegExp(`,${accounts.student.replace('.', '\\.')},Estudiante,,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Sin marcar$`));
  expect(csv.filter((line) => line !== '')).toHaveLength(2);

  const xlsxDownload = office.waitForEvent('download');
  await office.getByRole('button', { name: 'Descargar XLSX' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await xlsxDownload).path())!);
  const sheet = workbook.getWorksheet('Inscripciones')!;
  expect(sheet.getRow(1).getCell(2).text).toBe('Email');
  expect(sheet.getRow(2).getCell(2).text).toBe(accounts.student);
  expect(sheet.getRow(2).getCell(3).text).toBe('Estudiante');

  const attended = studentRow.getByRole('checkbox', { name: /^Asistió: / });
  await attended.check();
  await expect(office.getByText('Asistencia guardada')).toBeVisible();
  await expect(office.getByText('1 inscritos, 1 asistentes')).toBeVisible();
  await expectAccessible(office);
  await office.reload();
  await expect(office.getByRole('row').filter({ hasText: accounts.student }).getByRole('checkbox')).toBeChecked();
  await office.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(office);

  // In Catalan the page says the same, the attendance included.
  await office.setViewportSize({ width: 1280, height: 720 });
  await switchLanguage(office, 'ca');
  await expect(office.getByRole('heading', { level: 1, name: "Inscripcions de l'esdeveniment" })).toBeVisible();
  await expect(office.getByText('1 inscrits, 1 assistents')).toBeVisible();
  await expect(office.getByRole('checkbox', { name: /^Hi va assistir: / })).toBeChecked();
  await expectAccessible(office);
});
