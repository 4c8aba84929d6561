import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn, scrollThroughHome } from './support';
import { eventIdBySlug } from './surveys-events-api';

test('a student opens an event from the list, registers (533) and sees it registered', async ({ page }) => {
  await logIn(page, accounts.student);
  await scrollThroughHome(page);
  await expect(page.getByTestId('home-events').getByRole('listitem').first()).toBeVisible();
  await page.goto('/eventos');
  await page
    .getByTestId('events-upcoming')
    .getByRole('link', { name: 'Presentación de empresa: Levante Tech' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Presentación de empresa: Levante Tech' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText('Solicitud registrada')).toBeVisible();
  await expect(page.getByTestId('event-registered')).toHaveText('Estás inscrito en este evento.');
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
  await expectAccessible(page);
});

test('taking the last place of the nearly full round table leaves it full', async ({ page, request }) => {
  const id = await eventIdBySlug(request, 'mesa-redonda-practicas-internacionales');
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto(`/eventos/${id}`);
  await expect(page.getByTestId('event-places')).toHaveText('Queda 1 plaza');
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByTestId('event-places')).toHaveText('Completo');
});

test('an event whose registration has closed says so, and any event downloads as .ics', async ({
  page,
  request,
}) => {
  const id = await eventIdBySlug(request, 'visita-parque-tecnologico');
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto(`/eventos/${id}`);
  await expect(page.getByText('La inscripción está cerrada.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Añadir al calendario (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('visita-parque-tecnologico.ics');
  // Long lines are folded (RFC 5545): a line break and a space continue the line.
  const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('SUMMARY:Visita al parque tecnológico');
  expect(ics).toContain('DESCRIPTION:Recorrido por las empresas del parque con autobús desde el campus.');
});
