import { expect, test } from '@playwright/test';
import { accounts, demoPassword, expectAccessible, logIn } from './support';

/**
 * The company side's last spec codes and fields where a company user meets them (issue 24): a
 * work centre saved (98, "centre saved"), a candidate's CV sent to the user's e-mail after a
 * confirmation (502), the offer view saying whether the offer is active (it receives candidates)
 * and its degree areas by name.
 */

// A shared 2-core machine under other sessions' builds: pages may take long to first load.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

test('a company saves a work centre (98), has a candidate’s CV sent to its e-mail (502) and reads whether its offer is active', async ({
  page,
  request,
}) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty(slow);

  await test.step('a work centre saved answers 98 in its "centre saved" meaning, with its text', async () => {
    await page.goto('/mi-empresa');
    const centres = page.locator('section[aria-labelledby="company-centres"]');
    await centres.getByRole('button', { name: 'Añadir un centro de trabajo' }).click(slow);
    const form = centres.getByRole('region', { name: 'Nuevo centro de trabajo' });
    await form.getByLabel(/^Nombre del centro/).fill('Taller de Gandia');
    await form.getByLabel('Provincia').selectOption({ label: 'Valencia' });
    await form.getByRole('combobox', { name: 'Municipio' }).selectOption({ index: 1 });
    await form.getByLabel('Tipo de vía').selectOption({ label: 'Avenida' });
    await form.getByLabel(/^Nombre de la vía/).fill('Mayor');
    await form.getByLabel(/^Número/).fill('3');
    await form.getByLabel(/^Código postal/).fill('46700');
    await form.getByRole('button', { name: 'Guardar' }).click();
    const saved = centres.getByRole('status').filter({ hasText: 'Centro de trabajo guardado' });
    await expect(saved).toBeVisible();
    await expect(saved).toContainText('Los datos del centro de trabajo se han guardado correctamente.');
    await expect(centres.getByTestId('work-centres')).toContainText('Taller de Gandia');
    await expectAccessible(page);
  });

  // The demo company's first candidate of its seeded internship offer.
  const login = await request.post('/api/Empresa/logaUsuario', { data: { usuario: accounts.company, password: demoPassword } });
  const token = ((await login.json()) as { datos: { token: string } }).datos.token;
  const list = await request.get('/api/Empresa/dameCandidaturas?oferta=levante-tech-practicas-producto-web', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [candidate] = ((await list.json()) as { datos: { idCandidatura: number; nombre: string; apellidos: string; oferta: { idOferta: number } }[] })
    .datos;
  expect(candidate).toBeDefined();

  await test.step('the CV is sent to the user’s own e-mail after a confirmation that says what it holds (502)', async () => {
    await page.goto(`/ver-cv/${candidate!.idCandidatura}`);
    await page.getByRole('button', { name: 'Enviar el CV a mi correo' }).click(slow);
    const dialog = page.getByRole('dialog', { name: '¿Enviar el CV a tu correo?' });
    await expect(dialog).toContainText(`${candidate!.nombre} ${candidate!.apellidos}`);
    await expectAccessible(page);
    // Cancelling sends nothing.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('Currículum enviado')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar el CV a mi correo' }).click();
    await page.getByRole('dialog', { name: '¿Enviar el CV a tu correo?' }).getByRole('button', { name: 'Enviar el CV' }).click();
    const notice = page.locator('.portal-status-notice[data-status="502"]');
    await expect(notice).toContainText('Currículum enviado');
    await expect(notice).toContainText('El currículum se ha enviado a la empresa por correo electrónico.');
    await expect(notice).toContainText(`Enviado a ${accounts.company}.`);
    await expectAccessible(page);
  });

  await test.step('the offer view says the offer is active while published (closing it is what ends that)', async () => {
    await page.goto(`/oferta/${candidate!.oferta.idOferta}`);
    await expect(page.getByTestId('offer-active')).toHaveText('Activa: recibe candidaturas hasta que la cierres o caduque', slow);
    await expectAccessible(page);
  });

  await test.step('an offer linked to degree areas shows them by name; pending validation, it is not active yet', async () => {
    const created = await request.post('/api/Empresa/addOferta', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        tipo: 'empleo',
        titulo: 'Empleo con áreas de titulación',
        descripcion: 'Un empleo para leer sus áreas.',
        tareas: 'Mantener servicios.',
        puesto: 'Ingeniero/a',
        departamento: 'Plataforma',
        plazas: 1,
        provincia: 'Valencia',
        poblacion: 'València',
        tipoModalidadAsistencia: 2,
        horario: 'Jornada completa',
        horasAldia: 8,
        numeroDiasSemana: 5,
        tiempoDedicacionJornada: 100,
        meses: 12,
        titulaciones: ['G-II'],
        areasTitulaciones: [6, 7],
        idTipoContrato: 1,
        salario: 30000,
      },
    });
    const saved = (await created.json()) as { status: number; datos: { idOferta: number } };
    expect(saved.status).toBe(0);
    await page.goto(`/oferta/${saved.datos.idOferta}`);
    const area = page.locator('.offer-facts dt', { hasText: 'Áreas de las titulaciones' }).locator('xpath=following-sibling::dd[1]');
    await expect(area).toContainText('Tecnologías de la información y las comunicaciones (TIC), Ingeniería, industria y construcción', slow);
    await expect(page.getByTestId('offer-active')).toHaveText('No activa: no recibe candidaturas');
    await expectAccessible(page);
  });
});
