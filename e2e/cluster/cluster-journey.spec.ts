import { readFile } from 'node:fs/promises';
import { expect, test, type Response } from '@playwright/test';
import { readClusterState } from '../../deploy/cluster/state';
import { accounts, expectAccessible, logIn } from '../tests/support';
import { clusterStateFile } from './cluster-env';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** nginx's access log (deploy/nginx/render.ts): status and the replica(s) each request went to. */
const accessLog = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, request = '', status = '0', upstream = ''] =
        /"([^"]*)" (\d{3}) upstream=(.*)$/.exec(line) ?? [];
      return { request, status: Number(status), upstream: upstream === '-' ? [] : upstream.split(', ') };
    });

test('a student logs in, browses, applies and edits the CV through nginx, and an API replica killed midway changes nothing for them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cluster = await readClusterState(clusterStateFile);
  expect(cluster.replicas).toHaveLength(2);
  const [victim, survivor] = cluster.replicas;
  if (!victim || !survivor) throw new Error('the cluster lists no replicas');

  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const serverErrors = () =>
    responses
      .filter((response) => response.status() >= 500)
      .map((response) => `${response.status()} ${response.url()}`);

  // Every answer comes through nginx: its own files and the API's.
  const login = await page.goto('/login');
  expect(login?.headers().server).toBe('nginx');
  expect(login?.headers()['content-security-policy']).toBeTruthy();
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  const apiAnswer = responses.find((response) => new URL(response.url()).pathname.startsWith('/api/'));
  expect(apiAnswer?.headers().server).toBe('nginx');
  // A release file gets nginx's cache rule.
  const releaseFile = responses.find((response) => /\/shell\/[^/]+\/.+\.js$/.test(response.url()));
  expect(releaseFile?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(releaseFile?.headers().server).toBe('nginx');
  await expectAccessible(page);

  await page.goto('/ofertas-empleo');
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/ofertas-empleo/ingeniero-obra-civil-mediterraneo-obras');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ingeniero/a de caminos para obra civil' }),
  ).toBeVisible();
  await expectAccessible(page);

  // Both replicas have served this student so far: nginx spreads the requests.
  const before = await accessLog(cluster.nginx.accessLog);
  const served = new Set(before.flatMap((entry) => entry.upstream));
  expect(served).toEqual(new Set([victim.address, survivor.address]));

  // Midway: one replica dies at once, as in a crash.
  process.kill(victim.pid, 'SIGKILL');
  await expect.poll(() => isAlive(victim.pid)).toBe(false);

  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  await expect(page.getByText('Te has inscrito en la oferta.')).toBeVisible();
  await expect(page.getByText('Tu candidatura: Inscrito')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/mi-perfil-cv');
  await expect(page.getByTestId('cv-name')).toBeVisible();
  const personal = page.locator('#datos-personales');
  await personal.getByRole('button', { name: 'Editar: Datos personales' }).click();
  await personal.getByLabel('Teléfono', { exact: true }).fill('699 111 222');
  await personal.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(personal.getByRole('status')).toContainText('Datos actualizados');
  await expect(personal.getByTestId('cv-telefono')).toHaveText('699111222');
  await expectAccessible(page);
  await page.reload();
  await expect(page.locator('#datos-personales').getByTestId('cv-telefono')).toHaveText('699111222');

  // The user saw no error, and not by luck: nginx did send requests to the dead replica and went
  // on to the other one, which answered.
  expect(serverErrors()).toEqual([]);
  const after = (await accessLog(cluster.nginx.accessLog)).slice(before.length);
  expect(after.filter((entry) => entry.status >= 500)).toEqual([]);
  const skipped = after.filter(
    (entry) => entry.upstream.join(', ') === `${victim.address}, ${survivor.address}`,
  );
  expect(skipped.length, 'requests nginx moved from the dead replica to the other').toBeGreaterThan(0);
  expect(skipped.every((entry) => entry.status < 400)).toBe(true);
  expect(after.filter((entry) => entry.upstream.at(-1) === victim.address)).toEqual([]);
});
