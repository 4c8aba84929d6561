import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn, scrollThroughHome } from './support';
import { surveyIdBySlug } from './surveys-events-api';

test('a student answers a survey from the home, and the answer "No" jumps over the rating questions', async ({
  page,
}) => {
  await logIn(page, accounts.student);
  await scrollThroughHome(page);
  const widget = page.getByTestId('home-surveys');
  await expect(widget.getByText('Valoración de tus prácticas')).toBeVisible();
  await expectAccessible(page);
  await widget.getByRole('link', { name: /Contestar: Valoración de tus prácticas/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Valoración de tus prácticas' })).toBeVisible();
  // Data protection first: going on without accepting is refused.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Debes aceptar la protección de datos para continuar')).toBeVisible();
  await page.getByLabel('He leído y acepto el tratamiento de mis datos').check();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  const first = page.getByRole('group', { name: /¿Has hecho prácticas este curso\?/ });
  await expect(first).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.locator('[data-remote="mf_surveys_events"]').getByRole('alert')).toHaveText(
    'Debes contestar a esta pregunta para continuar',
  );
  await expectAccessible(page);

  // "Sí" goes on to the rating; "Anterior" comes back; "No" jumps to the last question.
  await first.getByLabel('Sí').check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('group', { name: /¿Cómo valoras tus prácticas\?/ })).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page
    .getByRole('group', { name: /¿Has hecho prácticas este curso\?/ })
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const last = page.getByRole('group', { name: /Pregunta 2.*¿Recomendarías el servicio de empleo/ });
  await expect(last).toBeVisible();
  await expect(page.getByText('Es la última pregunta.')).toBeVisible();

  await last.getByLabel('Sí').check();
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText('Gracias por contestar la encuesta.')).toBeVisible();

  await page.goto('/encuestas');
  const item = page
    .getByTestId('surveys-list')
    .getByRole('listitem')
    .filter({ hasText: 'Valoración de tus prácticas' });
  await expect(item.getByText('Contestada')).toBeVisible();
  await expectAccessible(page);
});

test('"Empezar de nuevo" clears the answers and goes back to the first question', async ({
  page,
  request,
}) => {
  const id = await surveyIdBySlug(request, 'opinion-foro-empleo');
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto(`/encuestas/${id}`);
  await page.getByLabel('Algo').check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByLabel(/Comentarios/)).toBeVisible();
  await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
  await expect(page.getByLabel('Algo')).not.toBeChecked();
});

test('a visitor answers the anonymous survey without logging in', async ({ page, request }) => {
  const id = await surveyIdBySlug(request, 'opinion-foro-empleo');
  await page.goto(`/encuestas/${id}/acceso`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu opinión sobre el Foro de Empleo' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inicia sesión para contestar' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Contestar de forma anónima' }).click();

  await page
    .getByRole('group', { name: /¿Te resultó útil el foro\?/ })
    .getByLabel('Mucho')
    .check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel(/Comentarios/).fill('Muy bien organizado');
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText('Gracias por contestar la encuesta.')).toBeVisible();
  await expectAccessible(page);
});

test('a survey that does not allow anonymous answers asks to log in inside it, and then can be answered', async ({
  page,
  request,
}) => {
  const id = await surveyIdBySlug(request, 'valoracion-practicas');
  await page.goto(`/encuestas/${id}`);
  await expect(page.getByRole('button', { name: 'Contestar de forma anónima' })).toHaveCount(0);
  await page.getByLabel('Correo electrónico').fill('encuesta@demo.test');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar y contestar' }).click();
  await expect(page.getByText('He leído y acepto el tratamiento de mis datos')).toBeVisible();
});

test('god mode hides the mandatory-survey popup; without it the popup offers logout', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('portal.godMode', 'true'));
  await logIn(page, 'encuesta@demo.test');
  // The home's survey widget lists the mandatory survey, yet nothing blocks the page.
  await scrollThroughHome(page);
  await expect(page.getByTestId('home-surveys').getByText('Seguimiento de titulados')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.evaluate(() => localStorage.removeItem('portal.godMode'));
  await page.reload();
  const gate = page.getByRole('dialog', { name: 'Tienes encuestas obligatorias pendientes' });
  await expect(gate).toBeVisible();
  await gate.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Has cerrado la sesión.' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Tienes encuestas obligatorias pendientes' })).toHaveCount(0);
});

test('a mandatory survey blocks the portal with a popup until it is answered', async ({ page }) => {
  await logIn(page, 'encuesta@demo.test');
  const gate = page.getByRole('dialog', { name: 'Tienes encuestas obligatorias pendientes' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
  await expectAccessible(page);
  // Escape does not close it, and the page behind it cannot be used.
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  await page.goto('/eventos');
  await expect(gate).toBeVisible();

  // The survey page is not blocked.
  await gate.getByRole('link', { name: 'Seguimiento de titulados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento de titulados' })).toBeVisible();
  await expect(gate).toHaveCount(0);
  await page.getByLabel('Trabajando').check();
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText('Gracias por contestar la encuesta.')).toBeVisible();

  // Answered: the portal is free again.
  await page.getByRole('link', { name: 'Eventos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await expect(gate).toHaveCount(0);
});
