import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillIncorporationForm, fillWizardStepOne } from './company-support';
import { accounts, expectAccessible, expectNoSidewaysScroll, logIn, switchLanguage } from './support';

/** Logged in as the demo company, on its home. */
const companyHome = async (page: Page) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty();
};

/** The candidates of the seeded internship offer with candidates in several states. */
const openSeededCandidates = async (page: Page) => {
  await page.goto('/mis-ofertas');
  await page.getByLabel('Título').fill('producto web');
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await expect(page.getByTestId('my-offers-count')).toHaveText('1 oferta');
  await page.getByRole('link', { name: 'Ver candidatos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas en producto web' })).toBeVisible();
  await expect(page.getByTestId('candidate')).toHaveCount(4);
};

test('the home tiles, then a new internship offer through the wizard with a refused input, found in my offers', async ({
  page,
}) => {
  // Four steps with a reload between them and axe on the last one: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await companyHome(page);
  const tiles = page.getByRole('list', { name: 'Accesos directos' });
  for (const name of [
    'Mis ofertas de prácticas',
    'Nueva oferta de prácticas',
    'Nueva propuesta de prácticas',
    'Mis ofertas de empleo',
    'Nueva oferta de empleo',
  ])
    await expect(tiles.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page);

  await tiles.getByRole('link', { name: 'Nueva oferta de prácticas' }).click();
  await expect(page.getByRole('heading', { name: 'Paso 1 de 4: La oferta' })).toBeVisible();
  await fillWizardStepOne(page, {
    title: 'Prácticas de e2e en el asistente',
    post: 'Becario/a de pruebas',
    description: 'Prácticas creadas por la prueba del navegador.',
    tasks: 'Probar el asistente.',
    department: 'Calidad',
    places: '0',
  });
  // The refused input is shown next to its field, tied to it, with the form's summary above.
  const places = page.getByLabel(/^Plazas/);
  await expect(places).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Indica al menos 1 plaza')).toBeVisible();
  await expect(page.getByText('Revisa el formulario')).toBeVisible();
  await expectAccessible(page);
  await places.fill('2');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByRole('heading', { name: 'Paso 2 de 4: Condiciones' })).toBeVisible();
  // The draft survives a reload between steps.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paso 2 de 4: Condiciones' })).toBeVisible();
  await page.getByLabel(/^Horario/).fill('Mañanas');
  await page.getByLabel(/^Horas al día/).fill('5');
  await page.getByLabel(/^Días por semana/).fill('5');
  await page.getByLabel(/^Dedicación/).fill('60');
  await page.getByLabel(/^Duración/).fill('6');
  await page.getByLabel(/^Fecha de inicio/).fill('2030-03-01');
  await page.getByLabel(/^Fecha de fin/).fill('2030-08-31');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByRole('heading', { name: 'Paso 3 de 4: Requisitos' })).toBeVisible();
  await page.getByLabel(/^Titulaciones/).selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByRole('heading', { name: 'Paso 4 de 4: Datos de las prácticas' })).toBeVisible();
  await page.getByLabel(/^Ayuda al estudio/).fill('450,50');
  await page.getByLabel(/^Curso/).fill('4º');
  const tutor = page.getByRole('group', { name: 'Tutor de la empresa' });
  await tutor.getByLabel(/^Nombre/).fill('Ana');
  await tutor.getByLabel(/^Apellidos/).fill('López Gil');
  await tutor.getByLabel(/^Email/).fill('ana@empresa.test');
  await tutor.getByLabel(/^Titulación/).fill('Informática');
  await page.getByLabel(/^Tutor de la universidad/).fill('Dr. Pons');
  // A tutor's national id with a wrong letter: 66 (Documento de identidad no válido), the field saying why (row X24).
  const tutorId = tutor.getByLabel(/^DNI o NIE/);
  await tutorId.fill('12345678A');
  await page.getByRole('button', { name: 'Publicar la oferta' }).click();
  await expect(page.getByText('Documento de identidad no válido')).toBeVisible();
  await expect(tutorId).toHaveAttribute('aria-invalid', 'true');
  await expect(tutorId).toHaveAccessibleDescription(/El DNI o NIE no es válido/);
  await tutorId.fill('12345678Z');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publicar la oferta' }).click();
  await expect(page.getByText('La oferta se ha creado correctamente.')).toBeVisible();

  await page.getByRole('link', { name: 'Ver mis ofertas' }).click();
  await page.getByLabel('Título').fill('e2e en el asistente');
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  const offer = page.getByTestId('my-offer');
  await expect(offer).toHaveCount(1);
  await expect(offer.getByRole('heading', { name: 'Prácticas de e2e en el asistente' })).toBeVisible();
  await expectAccessible(page);
});

test('duplicating an offer to the other profile, deleting the copy and closing the original, each confirmed', async ({ page }) => {
  // Three dialogs, each checked with axe: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await companyHome(page);
  await page.goto('/mis-ofertas');
  await page.getByLabel('Título').fill('Prácticas: Desarrollador/a backend Java');
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  const offers = page.getByTestId('my-offer');
  await expect(offers).toHaveCount(1);

  await offers.getByRole('button', { name: 'Duplicar como oferta de empleo' }).click();
  const copy = page.getByRole('dialog', { name: /como oferta de empleo/ });
  await expect(copy.getByText('Se creará una copia en borrador')).toBeVisible();
  await expectAccessible(page);
  await copy.getByRole('button', { name: 'Duplicar como oferta de empleo' }).click();
  // The copy is a draft: the employment step is what it lacks.
  await expect(page.getByTestId('copy-saved').getByText('Tipo de contrato', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar la copia' })).toBeVisible();
  await expect(offers).toHaveCount(2);
  const pendingCopy = offers.filter({ hasText: 'Borrador' });
  const original = offers.filter({ hasNotText: 'Borrador' });
  await expect(pendingCopy).toHaveCount(1);

  // Only the draft (or an offer still pending validation) can be edited: the published original cannot.
  await expect(pendingCopy.getByRole('link', { name: 'Editar' })).toBeVisible();
  await expect(original.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await pendingCopy.getByRole('button', { name: 'Eliminar' }).click();
  const remove = page.getByRole('dialog', { name: /Eliminar la oferta/ });
  await expect(remove.getByText('La oferta desaparecerá para todos.', { exact: false })).toBeVisible();
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('La oferta se ha eliminado correctamente.')).toBeVisible();
  await expect(offers).toHaveCount(1);

  await original.getByRole('button', { name: 'Cerrar la oferta' }).click();
  const close = page.getByRole('dialog', { name: /Cerrar la oferta/ });
  await close.getByRole('button', { name: 'Cerrar la oferta' }).click();
  // The proposed-candidate question must be answered.
  await expect(close.getByText('Este campo es requerido')).toBeVisible();
  await close.getByLabel('No').check();
  await expectAccessible(page);
  await close.getByRole('button', { name: 'Cerrar la oferta' }).click();
  await expect(page.getByText('La oferta se ha cerrado correctamente.')).toBeVisible();
  await expect(offers).toHaveCount(0);
  await page.getByRole('button', { name: 'Histórico' }).click();
  await expect(offers.filter({ hasText: 'Cerrada' })).toHaveCount(1);
});

test('the candidates of an offer: CSV export, a rejection with its reason, a CV', async ({ page }) => {
  await companyHome(page);
  await openSeededCandidates(page);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^candidatos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
    'Oferta,Tipo,Nombre,Apellidos,Email,Teléfono,Titulación,Estado,Motivo,Fecha de inscripción,Última actualización',
  );

  const aina = page.getByTestId('candidate').filter({ hasText: 'Aina Mas Ribas' });
  await aina.getByRole('button', { name: 'Cambiar estado de Aina Mas Ribas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar el estado de Aina Mas Ribas' });
  await dialog.getByLabel('Nuevo estado').selectOption({ label: 'Rechazado' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByLabel('Motivo del rechazo')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await dialog.getByLabel('Motivo del rechazo').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Los datos se han actualizado correctamente.')).toBeVisible();
  await expect(aina.getByText('Rechazado')).toBeVisible();
  await aina.getByRole('button', { name: 'Historial de Aina Mas Ribas' }).click();
  const history = aina.getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Inscrito');
  await expect(history.last()).toContainText(/Rechazado · motivo: \S/);

  await aina.getByRole('link', { name: 'Ver CV de Aina Mas Ribas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CV de Aina Mas Ribas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estudios' })).toBeVisible();
  await expectAccessible(page);
});

test('selecting a candidate goes through the incorporation form, with the aid rule', async ({ page }) => {
  await companyHome(page);
  await openSeededCandidates(page);
  const laura = page.getByTestId('candidate').filter({ hasText: 'Laura Gil Pardo' });
  await laura.getByRole('button', { name: 'Cambiar estado de Laura Gil Pardo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar el estado de Laura Gil Pardo' });
  await dialog.getByLabel('Nuevo estado').selectOption({ label: 'Seleccionado' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/formulario-incorporacion\/\d+$/);
  await expect(page.getByText('Candidato: Laura Gil Pardo', { exact: false })).toBeVisible();
  await fillIncorporationForm(page, '6');
  await page.getByRole('button', { name: 'Guardar y seleccionar al candidato' }).click();
  // Six hours a day break the aid rule: said next to the field.
  await expect(page.getByLabel(/^Horas al día/)).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Las prácticas admiten como máximo 5 horas al día (7 fuera del periodo lectivo)'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/^Horas al día/).fill('5');
  await page.getByRole('button', { name: 'Guardar y seleccionar al candidato' }).click();
  await expect(page.getByText('la candidatura ha pasado a seleccionada', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a mis ofertas' }).click();
  await expect(
    page.getByTestId('candidate').filter({ hasText: 'Laura Gil Pardo' }).getByText('Seleccionado'),
  ).toBeVisible();
});

test('my offers in Catalan on a 390 px screen: the advanced search, saved under a name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await companyHome(page);
  await switchLanguage(page, 'ca');
  await page.goto('/les-meves-ofertes');
  await expect(page.getByRole('heading', { level: 1, name: 'Les meves ofertes' })).toBeVisible();
  await expect(page.getByTestId('my-offer').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Històric' })).toBeVisible();
  await page.getByText('Cerca avançada').click();
  await page.getByLabel('Província').selectOption({ label: 'València' });
  await page.getByRole('button', { name: 'Filtra', exact: true }).click();
  for (const meta of await page
    .getByTestId('my-offer')
    .locator('.company-offer__meta')
    .first()
    .allTextContents())
    expect(meta).toContain('Valencia');
  await page.getByText('Cerques desades').click();
  await page.getByLabel('Nom de la cerca').fill('Ofertes a València');
  await page.getByRole('button', { name: 'Desa la cerca actual' }).click();
  await expect(page.getByText('Cerca desada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aplica «Ofertes a València»' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  // The choice is saved with the account: leave the demo company in Spanish for other tests.
  await switchLanguage(page, 'es');
});
