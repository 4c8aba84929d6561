import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support';
import { surveyIdBySlug } from './surveys-events-api';

/** The anonymous demo survey and its published results key (README). */
const slug = 'opinion-foro-empleo';
const demoKey = 'demo-resultados-opinion-foro-empleo';

interface Results {
  contestaciones: number;
  preguntas: {
    texto: string;
    tipo: string;
    textos: number;
    respuestas: { idRespuesta: number; texto: string; total: number }[];
  }[];
}

/** Answers the anonymous survey as a visitor would, without any account. */
const answerAnonymously = async (
  request: APIRequestContext,
  id: number,
  choice: string,
  comment?: string,
) => {
  const { datos } = (await (await request.get(`/api/Encuestas/${id}`)).json()) as {
    datos: { preguntas: { idPregunta: number; respuestas: { idRespuesta: number; texto: string }[] }[] };
  };
  const [usefulness, comments] = datos.preguntas;
  const option = usefulness!.respuestas.find((candidate) => candidate.texto === choice)!;
  const answers = [
    { idPregunta: usefulness!.idPregunta, idRespuesta: option.idRespuesta },
    ...(comment ? [{ idPregunta: comments!.idPregunta, texto: comment }] : []),
  ];
  const saved = await request.post(`/api/Encuestas/guardaContestacionEncuesta/${id}`, {
    data: { lContestaciones: answers },
  });
  expect(((await saved.json()) as { status: number }).status).toBe(0);
};

test('the careers office opens the demo results link: chart, table, CSV download', async ({
  page,
  request,
}) => {
  const id = await surveyIdBySlug(request, slug);
  // The README's demo link names survey 2 on a fresh database.
  expect(id).toBe(2);
  await answerAnonymously(request, id, 'Mucho', 'Muy útil, gracias');
  await answerAnonymously(request, id, 'Mucho');
  await answerAnonymously(request, id, 'Algo');
  const { datos: results } = (await (
    await request.get(`/api/Encuestas/resultados/${id}?clave=${demoKey}`)
  ).json()) as { datos: Results };
  const percent = new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 1 });

  await page.goto(`/encuestas/${id}/resultados?clave=${demoKey}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados: Tu opinión sobre el Foro de Empleo' }),
  ).toBeVisible();
  const summary = page.getByTestId('survey-results-summary');
  await expect(summary).toContainText(`Contestaciones${results.contestaciones}`);
  await expect(summary).toContainText('Sin tasa: la encuesta no tiene destinatarios fijos');

  const [usefulness, comments] = results.preguntas;
  const chart = page.getByRole('img', {
    name: /^Gráfico de barras de «¿Te resultó útil el foro\?»: Mucho, \d+ /,
  });
  await expect(chart).toBeVisible();
  const table = page.getByRole('table', { name: 'Respuestas a «¿Te resultó útil el foro?»' });
  expect(usefulness!.respuestas.find((option) => option.texto === 'Mucho')!.total).toBeGreaterThanOrEqual(2);
  for (const option of usefulness!.respuestas) {
    const share = option.total / results.contestaciones;
    await expect(table.getByRole('row', { name: new RegExp(`^${option.texto} `) })).toHaveText(
      `${option.texto}${option.total}${percent.format(share)}`,
    );
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(`${option.texto}, ${option.total} \\(${percent.format(share)}\\)`),
    );
  }
  await expect(
    page.getByText(
      `${comments!.textos} ${comments!.textos === 1 ? 'persona ha' : 'personas han'} escrito una respuesta`,
    ),
  ).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`resultados-${id}-tu-opinion-sobre-el-foro-de-empleo.csv`);
  const content = await readFile(await file.path(), 'utf8');
  expect(content.startsWith('\uFEFFPregunta,Respuesta,Total,Porcentaje\r\n')).toBe(true);
  const mucho = usefulness!.respuestas.find((option) => option.texto === 'Mucho')!;
  expect(content).toContain(`¿Te resultó útil el foro?,Mucho,${mucho.total},`);
});

test('a wrong results key gets a clear message and no results', async ({ page, request }) => {
  const id = await surveyIdBySlug(request, slug);
  await page.goto(`/encuestas/${id}/resultados?clave=not-the-key`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de la encuesta' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pueden mostrar los resultados' }),
  ).toContainText('El enlace de resultados no es válido');
  await expect(page.getByRole('link', { name: 'Descargar CSV' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Gráfico de barras/ })).toHaveCount(0);
  await expectAccessible(page);
});
