import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { companyApi, fillIncorporationForm, officeValidatesOffer } from './company-support';
import { accounts, expectAccessible, logIn } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const title = 'Prácticas del recorrido completo';

/**
 * The journey: a company publishes an internship offer, a student applies, the company
 * selects the student through the incorporation form, and the student sees it. The wizard itself
 * has its own test (company-offers.spec.ts): here the offer is published through the same call.
 */
test('a company publishes an internship, a student applies, the company selects the student, the student sees it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = await companyApi(request);
  const published = await company.post<{ status: number; datos: { idOferta: number; urlAcceso: string; estado: number } }>(
    'addOferta',
    {
      tipo: 'practicas',
      titulo: title,
      descripcion: 'Prácticas para recorrer el portal de principio a fin.',
      tareas: 'Desarrollo de interfaces con el equipo.',
      puesto: 'Desarrollador/a en prácticas',
      departamento: 'Ingeniería',
      plazas: 1,
      provincia: 'Valencia',
      poblacion: 'València',
      tipoModalidadAsistencia: 1,
      horario: 'Mañanas',
      horasAldia: '5',
      numeroDiasSemana: 5,
      tiempoDedicacionJornada: 60,
      meses: 6,
      fechaInicio: inDays(100),
      fechaFin: inDays(250),
      titulaciones: ['G-II'],
      ayudaEstudio: '450,50',
      curso: '4º',
      tutorEmpresa: { nombre: 'Ana', apellidos: 'López Gil', email: 'ana@empresa.test', titulacion: 'Informática' },
      tutorUniversidad: { nombre: 'Dr. Pons' },
    },
  );
  // The demo brand keeps the product's default: the offer waits for the careers office, which validates it.
  expect(published).toMatchObject({ status: 0, datos: { codigo: 506, estado: 1 } });
  const { idOferta, urlAcceso } = published.datos;
  await officeValidatesOffer(request, idOferta);

  // The student finds it and applies.
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto('/ofertas-practicas');
  await page.getByLabel('Buscar por palabras').fill('recorrido completo');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/ofertas-practicas/${urlAcceso}$`));
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  await expect(page.getByText('Te has inscrito en la oferta.')).toBeVisible();
  await expect(page.getByText('Tu candidatura: Inscrito')).toBeVisible();
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page.getByTestId('header-user')).toBeHidden();

  // The company sees the candidate, exports the list and selects her through the incorporation form.
  await page.goto('/login/empresas');
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty();
  await page.goto(`/mis-ofertas/${idOferta}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const lucia = page.getByTestId('candidate').filter({ hasText: 'Lucía Martín Pérez' });
  await expect(lucia).toHaveCount(1);
  await expect(page.getByTestId('candidate')).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^candidatos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(2).getCell(1).text).toBe(title);
  expect(sheet.getRow(2).getCell(3).text).toBe('Lucía');

  // Among the candidates of all the company's offers too, with the offer she applied to.
  await page.goto('/candidatos');
  await page.getByLabel('Nombre, email o titulación').fill('Martín Pérez');
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  const everywhere = page.getByTestId('candidate').filter({ hasText: `Oferta: ${title}` });
  await expect(everywhere).toHaveCount(1);
  await expectAccessible(page);
  await everywhere.getByRole('link', { name: `Oferta: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await lucia.getByRole('button', { name: 'Cambiar estado de Lucía Martín Pérez' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar el estado de Lucía Martín Pérez' });
  await dialog.getByLabel('Nuevo estado').selectOption({ label: 'Seleccionado' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/formulario-incorporacion\/\d+$/);
  await fillIncorporationForm(page, '5');
  await page.getByRole('button', { name: 'Guardar y seleccionar al candidato' }).click();
  await expect(page.getByText('la candidatura ha pasado a seleccionada', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page.getByTestId('header-user')).toBeHidden();

  // The student sees it: a notification, and the candidacy in its new state.
  await page.goto('/login');
  await logIn(page, accounts.student);
  const toggle = page.getByTestId('notifications-toggle');
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Notificaciones' });
  const notice = panel.getByRole('listitem').filter({ hasText: `«${title}»` });
  await expect(notice).toContainText('Tu candidatura ha cambiado de estado');
  await expect(notice).toContainText('ahora está en «Seleccionado»');
  await expectAccessible(page);
  // Read and cleared, as a student would. The page is left without closing the panel: closing it
  // marks the seeded notifications without a link read, which the header's own test counts.
  await notice.getByRole('button', { name: 'Eliminar la notificación «Tu candidatura ha cambiado de estado»' }).click();
  await expect(notice).toHaveCount(0);

  await page.goto('/mis-candidaturas');
  const candidacy = page.getByRole('listitem').filter({ hasText: title }).first();
  await expect(candidacy).toContainText('Seleccionado');
  await expectAccessible(page);

  // The place is filled: the company closes the offer, so it leaves the students' lists.
  const closed = await company.post<{ status: number }>('cerrarOferta', {
    urlOferta: urlAcceso,
    candidatoPropuestoSeleccionado: false,
  });
  expect(closed.status).toBe(0);
});
