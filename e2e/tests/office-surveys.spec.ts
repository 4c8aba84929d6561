import { expect, test, type Page } from '@playwright/test';
import { accounts, demoPassword, expectAccessible, expectNoSidewaysScroll, logIn } from './support';

/**
 * Issue 26, "Done when": the office builds a survey with a jump, a student answers it (and the
 * jump is taken), the results show the answer. The office member refuses an empty form (the
 * title is required: said and focused), builds three questions, reorders them with the buttons
 * (no dragging), makes the "No" of the first jump to the third, checks the preview, saves the
 * draft and publishes it; the demo student answers "No" and never sees the second question; the
 * office's results count that "No", and a group smaller than five shows no figures. axe on every
 * office page visited (the builder also on a 390 px screen).
 */
const stamp = Date.now().toString().slice(-7);
const title = `Feria de empleo ${stamp}: tu opinión`;
const questions = {
  went: `¿Fuiste a la feria ${stamp}?`,
  liked: `¿Qué empresa te gustó más en la feria ${stamp}?`,
  again: `¿Volverás a la feria ${stamp}?`,
};

const staffLogIn = async (page: Page) => {
  await page.goto('/orientacion/acceso');
  await page.getByLabel('Correo electrónico').fill('orientacion@demo.test');
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orientacion$/);
};

test('the office builds a survey with a jump and publishes it, a student answers along the jump, and the results show the answer', async ({ browser }) => {
  test.setTimeout(300_000);
  const office = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await staffLogIn(office);
  await office.getByRole('region', { name: 'Contenidos del portal' }).getByRole('link', { name: 'Encuestas' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
  await expect(office.getByRole('table')).toBeVisible();
  await expectAccessible(office);

  await office.getByRole('link', { name: 'Nueva encuesta' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Nueva encuesta' })).toBeVisible();
  await office.getByRole('button', { name: 'Guardar el borrador' }).click();
  const titleField = office.getByLabel('Título', { exact: true });
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAccessibleDescription(/Este campo es requerido/);
  await expectAccessible(office);

  await titleField.fill(title);
  const cards = office.getByTestId('office-survey-question');
  // Built in the wrong order on purpose: the text question last, then moved up with a button.
  await cards.nth(0).getByLabel('Texto de la pregunta 1').fill(questions.went);
  await cards.nth(0).getByLabel('Respuesta 1 de la pregunta 1').fill('Sí');
  await cards.nth(0).getByLabel('Respuesta 2 de la pregunta 1').fill('No');
  await office.getByRole('button', { name: 'Añadir una pregunta de respuesta única' }).click();
  await cards.nth(1).getByLabel('Texto de la pregunta 2').fill(questions.again);
  await cards.nth(1).getByLabel('Respuesta 1 de la pregunta 2').fill('Sí');
  await cards.nth(1).getByLabel('Respuesta 2 de la pregunta 2').fill('No');
  await office.getByRole('button', { name: 'Añadir una pregunta de texto libre' }).click();
  await cards.nth(2).getByLabel('Texto de la pregunta 3').fill(questions.liked);
  const moveUp = office.getByRole('button', { name: 'Subir la pregunta 3' });
  await moveUp.focus();
  await office.keyboard.press('Enter');
  await expect(office.getByText(`La pregunta «${questions.liked}» es ahora la 2.`)).toBeAttached();
  await expect(cards.nth(1).getByLabel('Texto de la pregunta 2')).toHaveValue(questions.liked);
  await cards.nth(0).getByLabel('Después de la respuesta 2').selectOption({ label: `Saltar a la pregunta 3: ${questions.again}` });

  const preview = office.getByRole('complementary', { name: 'Vista previa' });
  await expect(preview.getByTestId('office-survey-preview-question')).toHaveCount(3);
  await expect(preview.getByTestId('office-survey-preview-question').nth(0)).toContainText('No → salta a la pregunta 3');
  await expectAccessible(office);
  await office.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(office);
  await expectNoSidewaysScroll(office);
  await office.setViewportSize({ width: 1280, height: 720 });

  await office.getByRole('button', { name: 'Guardar el borrador' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
  await expect(office.getByText('Encuesta guardada')).toBeVisible();
  const row = office.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Borrador');
  await expectAccessible(office);
  await row.getByRole('button', { name: `Publicar «${title}»` }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click();
  await expect(office.getByText('Encuesta publicada')).toBeVisible();
  await expect(row).toContainText('Abierta');

  const student = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await logIn(student, accounts.student);
  // Logged in before leaving the login page: a navigation before the session is kept would open the survey anonymously.
  await expect(student.getByTestId('header-user')).toBeVisible();
  // The survey's own page (its link, the one the office shares): the list may hold it on a later page.
  const href = await row.getByRole('link', { name: `Ver «${title}» como la verá quien conteste` }).getAttribute('href');
  await student.goto(`/encuestas/${href!.split('/').pop()}`);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await student.getByRole('group', { name: new RegExp(questions.went.replace(/[?¿]/g, '.')) }).getByLabel('No').check();
  await student.getByRole('button', { name: 'Siguiente' }).click();
  // The jump is taken: the question about the companies is never shown.
  const last = student.getByRole('group', { name: new RegExp(questions.again.replace(/[?¿]/g, '.')) });
  await expect(last).toBeVisible();
  await expect(student.getByText(questions.liked)).toHaveCount(0);
  await last.getByLabel('Sí').check();
  await student.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(student.getByText('Gracias por contestar la encuesta.')).toBeVisible();

  await office.reload();
  await expect(row).toContainText('1');
  await row.getByRole('link', { name: `Resultados de «${title}»` }).click();
  await expect(office.getByRole('heading', { level: 1, name: `Resultados: ${title}` })).toBeVisible();
  await expect(office.getByTestId('survey-results-summary')).toContainText('1');
  const went = office.getByRole('table', { name: `Respuestas a «${questions.went}»` });
  await expect(went.getByRole('row', { name: /^No/ })).toContainText('1');
  await expect(went.getByRole('row', { name: /^Sí/ })).toContainText('0');
  await expect(office.getByText('0 personas han escrito una respuesta.', { exact: false })).toBeVisible();
  await expectAccessible(office);

  // One student answered: a group of students shows no figures.
  await office.getByLabel('Grupo').selectOption({ label: 'Estudiantes' });
  await office.getByRole('button', { name: 'Mostrar' }).click();
  await expect(office.getByText('Sin cifras para este grupo')).toBeVisible();
  await expect(office.getByTestId('survey-results-summary')).toHaveCount(0);
  await expectAccessible(office);
});
