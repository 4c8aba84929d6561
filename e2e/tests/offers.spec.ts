import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, logIn, switchLanguage } from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';

/** Logged in as the demo student, on the home. */
const studentHome = async (page: Page) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
};

test('browsing internship offers: batches, a filter, no matches, then the detail', async ({ page }) => {
  await studentHome(page);
  await page.goto('/ofertas-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de prácticas' })).toBeVisible();
  const summary = page.getByRole('status').filter({ hasText: /^Se muestran \d+ de \d+ ofertas$/ });
  await expect(summary).toBeVisible();
  const total = Number(/de (\d+) ofertas/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(25);
  await expect(page.locator('.offers-card')).toHaveCount(total);
  await expectAccessible(page);

  await page.getByLabel('Provincia').selectOption('Zaragoza');
  const cards = page.locator('.offers-card');
  await expect(summary).not.toHaveText(`Se muestran ${total} de ${total} ofertas`);
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (const meta of await cards.locator('.offers-card__meta').allTextContents())
    expect(meta).toContain('Zaragoza');

  await page.getByLabel('Buscar por palabras').fill('astronauta');
  await expect(page.getByText('No hay ofertas coincidentes con tu búsqueda')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar los filtros' }).click();
  await expect(summary).toHaveText(`Se muestran ${total} de ${total} ofertas`);

  await page.getByLabel('Buscar por palabras').fill('consultoria estrategica');
  await page.getByRole('link', { name: 'Prácticas de consultoría estratégica' }).click();
  await expect(page).toHaveURL(/\/ofertas-practicas\/practicas-consultoria-estrategica-datos-baleares$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prácticas de consultoría estratégica' }),
  ).toBeVisible();
  await expect(page.getByText('Mallorca')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La empresa' })).toBeVisible();
  await expectAccessible(page);
});

test('applying and withdrawing, and the server refusing with its reason', async ({ page }) => {
  await studentHome(page);
  await page.goto('/ofertas-empleo/ingeniero-obra-civil-mediterraneo-obras');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ingeniero/a de caminos para obra civil' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  await expect(page.getByText('Te has inscrito en la oferta.')).toBeVisible();
  await expect(page.getByText('Tu candidatura: Inscrito')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Retirar mi candidatura' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Retirar tu candidatura?' });
  await dialog.getByRole('button', { name: 'Retirar mi candidatura' }).click();
  await expect(page.getByText('Inscripción cancelada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribirme en la oferta' })).toBeVisible();

  // A master's-only offer: the server says why (19).
  await page.goto('/ofertas-practicas/practicas-investigacion-clinica-master-hospital');
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Oferta solo para posgrado' })).toBeVisible();

  // Requirements not met (80): "Atención" and the list.
  await page.goto('/ofertas-empleo/comercial-internacional-alemania-levante-tech');
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Atención' });
  await expect(refusal.getByRole('listitem')).toHaveText(['Alemán B2', 'Vehículo propio']);

  // Too few credits: a warning first; cancelling sends nothing.
  await page.goto('/ofertas-practicas/practicas-consultoria-estrategica-datos-baleares');
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  await expect(page.getByText('Te faltan créditos')).toBeVisible();
  await expect(page.getByText(/pide haber superado el 90 % de los créditos y tienes el 75 %/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Inscribirme en la oferta' })).toBeVisible();
  await expectAccessible(page);
});

test('a refusal for missing documents (11) links to the CV, where they are uploaded; then applying goes through', async ({
  page,
}) => {
  await studentHome(page);
  await page.goto('/ofertas-practicas/practicas-auditoria-calidad-agroalimentaria');
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Falta documentación' });
  await refusal.getByRole('link', { name: 'Sube en tu CV la documentación que pide esta oferta' }).click();

  await expect(page).toHaveURL(/\/mi-perfil-cv\?oferta=practicas-auditoria-calidad-agroalimentaria#documentos$/);
  const requested = page.getByRole('region', { name: 'Documentos que te piden tus candidaturas' });
  await expect(requested.getByText('Prácticas de auditoría de calidad')).toBeVisible();
  await requested.getByLabel('Fichero: Certificado de matrícula').setInputFiles({
    name: 'matricula.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await requested.getByRole('button', { name: 'Enviar Certificado de matrícula' }).click();
  await expect(requested.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
  await expectAccessible(page);
  await requested.getByLabel('Fichero: Certificado de matrícula').setInputFiles({
    name: 'matricula.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Certificado de matrícula'),
  });
  await requested.getByRole('button', { name: 'Enviar Certificado de matrícula' }).click();
  await expect(requested).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir Certificado de matrícula' })).toBeVisible();

  await page.goto('/ofertas-practicas/practicas-auditoria-calidad-agroalimentaria');
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  await expect(page.getByText('Te has inscrito en la oferta.')).toBeVisible();
  await page.getByRole('button', { name: 'Retirar mi candidatura' }).click();
  await page
    .getByRole('dialog', { name: '¿Retirar tu candidatura?' })
    .getByRole('button', { name: 'Retirar mi candidatura' })
    .click();
  await expect(page.getByText('Inscripción cancelada')).toBeVisible();
});

test('rejecting a pre-enrolment needs a reason and shows in the history', async ({ page }) => {
  await studentHome(page);
  await page.goto('/mis-candidaturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis candidaturas' })).toBeVisible();
  await page.getByRole('tab', { name: 'Prácticas' }).click();
  await page.getByRole('link', { name: 'Prácticas en marketing digital y redes sociales' }).click();
  await expect(page.getByRole('heading', { name: 'Preinscripción pendiente' })).toBeVisible();
  await expect(page.getByText('Preinscripción ofrecida').first()).toBeVisible();

  await page.getByRole('button', { name: 'Rechazar la preinscripción' }).click();
  const reason = page.getByLabel('Motivo del rechazo');
  // Only internship reasons and reasons for any profile.
  await expect(reason.locator('option', { hasText: 'Ya estoy realizando otras prácticas' })).toHaveCount(1);
  await expect(reason.locator('option', { hasText: 'He aceptado otra oferta de empleo' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar el rechazo' }).click();
  await expect(page.getByText('Este campo es requerido')).toBeVisible();
  await expectAccessible(page);

  await reason.selectOption({ label: 'Motivos personales' });
  await page.getByRole('button', { name: 'Confirmar el rechazo' }).click();
  await expect(page.getByText('Respuesta guardada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preinscripción pendiente' })).toBeHidden();
  const history = page.getByRole('list').filter({ hasText: 'Motivo: Motivos personales' });
  await expect(history.getByRole('listitem').last()).toContainText('Rechazado');
});

test('the home offers module: tabs, latest offers, candidacies, links', async ({ page }) => {
  await studentHome(page);
  const module = page.locator('section', { has: page.getByRole('heading', { name: 'Últimas ofertas' }) });
  await expect(module.getByRole('tab', { name: 'Ofertas de prácticas' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = module.getByRole('tabpanel');
  await expect(panel.locator('ul').first().locator('.offers-card')).toHaveCount(5);
  await expect(
    panel.getByRole('link', { name: 'Prácticas en marketing digital y redes sociales' }).last(),
  ).toBeVisible();
  await expectAccessible(page);

  await module.getByRole('tab', { name: 'Ofertas de empleo' }).click();
  await expect(panel.getByRole('link', { name: 'Ver todas las ofertas de empleo' })).toBeVisible();
  await expect(
    panel.getByRole('link', { name: 'Analista de datos para el sector turístico' }).last(),
  ).toBeVisible();
  await panel.getByRole('link', { name: 'Ver todas mis candidaturas' }).click();
  await expect(page).toHaveURL(/\/mis-candidaturas$/);
});

test('the offers pages in Catalan and English', async ({ page }) => {
  await studentHome(page);
  await switchLanguage(page, 'ca');
  await page.goto('/ofertes-practiques');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertes de pràctiques' })).toBeVisible();
  await expect(page.getByLabel('Província')).toBeVisible();
  await page.getByLabel('Cerca per paraules').fill('astronauta');
  await expect(page.getByText('No hi ha ofertes coincidents amb la teva cerca')).toBeVisible();
  await expectAccessible(page);

  await switchLanguage(page, 'en');
  await page.goto('/mis-candidaturas');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page.getByText('Status: Applied').first()).toBeVisible();
  await expectAccessible(page);
  // The choice is saved on the server: leave the demo student in Spanish for other tests.
  await switchLanguage(page, 'es');
});
