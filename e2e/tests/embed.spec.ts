import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';
import { surveyIdBySlug } from './surveys-events-api';

/**
 * The example page of another university (mf-surveys-events/embed-example), served from its own
 * origin (another port), with the survey embedded from the portal under test.
 */
const examplePage = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../mf-surveys-events/embed-example/index.html',
);
const portalPort = Number(process.env.E2E_PORT ?? 8181);
const hostPort = Number(process.env.E2E_EMBED_HOST_PORT ?? portalPort + 7);

let server: Server;
test.beforeAll(async () => {
  const html = await readFile(examplePage);
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(hostPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a plain page of another origin embeds the anonymous survey and sends it, styles kept apart both ways', async ({
  page,
  request,
}) => {
  const id = await surveyIdBySlug(request, 'opinion-foro-empleo');
  await page.goto(
    `http://127.0.0.1:${hostPort}/?portal=${encodeURIComponent(`http://localhost:${portalPort}`)}&survey=${id}&lang=ca`,
  );
  const survey = page.locator('portal-survey');
  await expect(survey.getByRole('heading', { name: 'Tu opinión sobre el Foro de Empleo' })).toBeVisible();

  // The host's CSS (hidden .portal-button, uppercase serif headings) does not reach the survey...
  const anonymous = survey.getByRole('button', { name: 'Respon de manera anònima' });
  await expect(anonymous).toBeVisible();
  const surveyHeading = survey.getByRole('heading', { name: 'Tu opinión sobre el Foro de Empleo' });
  expect(await surveyHeading.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
  expect(await surveyHeading.evaluate((element) => getComputedStyle(element).fontFamily)).not.toContain(
    'Georgia',
  );
  // ...and the survey's CSS does not change the host page.
  const hostButton = page.getByRole('button', { name: 'Botó de la pàgina amfitriona' });
  expect(await hostButton.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(255, 208, 0)',
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ca');
  await expectAccessible(page);

  await anonymous.click();
  await survey.getByRole('button', { name: 'Següent' }).click();
  await expect(survey.getByRole('alert')).toHaveText('Has de respondre aquesta pregunta per continuar');
  await survey
    .getByRole('group', { name: /¿Te resultó útil el foro\?/ })
    .getByLabel('Algo')
    .check();
  await survey.getByRole('button', { name: 'Següent' }).click();
  await survey.getByLabel(/Comentarios/).fill('Des d’una altra universitat');
  await survey.getByRole('button', { name: 'Envia les respostes' }).click();
  await expect(survey.getByText('Gràcies per respondre l’enquesta.')).toBeVisible();
  await expect(page.locator('#host-status')).toHaveText(
    'Gràcies! La pàgina amfitriona ha rebut la resposta.',
  );
  await expectAccessible(page);
});
