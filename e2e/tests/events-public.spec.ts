import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';
import { eventIdBySlug } from './surveys-events-api';

test('a visitor opens the public page of the job fair: facts, gallery, videos, calendar and a login invitation', async ({
  page,
  request,
}) => {
  const id = await eventIdBySlug(request, 'foro-empleo-practicas');
  await page.goto(`/evento-publico/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Foro de Empleo y Prácticas' })).toBeVisible();
  await expect(page.getByText('Campus central, pabellón polideportivo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Galería' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Estands de las empresas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resumen del foro anterior' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir al calendario (.ics)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inicia sesión para inscribirte' })).toBeVisible();
  await expectAccessible(page);
});

test('an event that is not public is not found on the public page', async ({ page, request }) => {
  const id = await eventIdBySlug(request, 'webinar-entrevistas-competencias');
  await page.goto(`/evento-publico/${id}`);
  await expect(page.locator('[data-remote="mf_surveys_events"]').getByRole('alert')).toContainText(
    'Evento no encontrado',
  );
});
