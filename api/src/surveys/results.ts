import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import ExcelJS from 'exceljs';
import { shareOfResponses, type Language, type SurveyResults } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';
import { surveyResults } from './surveys';

/**
 * The careers office's view of a survey's results (issue 6): opened with the survey's secret
 * results key, as JSON for the results page or as a CSV for spreadsheets.
 */

const digestOf = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

// An unknown survey is compared against this, so that it takes as long as a wrong key.
const keyOfNoSurvey = digestOf(randomBytes(32).toString('hex'));

/**
 * Whether `key` is the survey's results key. Both sides are hashed to equal lengths and compared
 * in constant time, so the answer time tells nothing about how much of a guess was right.
 */
export const resultsKeyMatches = async (
  pool: Pool,
  surveyId: number,
  key: string | undefined,
): Promise<boolean> => {
  const { rows } = await pool.query<{ key: string }>('SELECT results_key AS key FROM surveys WHERE id = $1', [
    surveyId,
  ]);
  const stored = rows[0]?.key;
  const equal = timingSafeEqual(stored === undefined ? keyOfNoSurvey : digestOf(stored), digestOf(key ?? ''));
  return equal && stored !== undefined && key !== undefined;
};

/** The results when the key opens them; undefined for a wrong key and an unknown survey alike. */
export const surveyResultsWithKey = async (
  pool: Pool,
  surveyId: number,
  key: string | undefined,
): Promise<SurveyResults | undefined> =>
  (await resultsKeyMatches(pool, surveyId, key)) ? surveyResults(pool, surveyId) : undefined;

const csvTexts = {
  es: {
    question: 'Pregunta',
    answer: 'Respuesta',
    total: 'Total',
    percentage: 'Porcentaje',
    textAnswers: '(respuestas de texto)',
    responses: 'Contestaciones',
    audience: 'Destinatarios',
    responseRate: 'Tasa de respuesta',
    fileName: 'resultados',
  },
  ca: {
    question: 'Pregunta',
    answer: 'Resposta',
    total: 'Total',
    percentage: 'Percentatge',
    textAnswers: '(respostes de text)',
    responses: 'Respostes rebudes',
    audience: 'Destinataris',
    responseRate: 'Taxa de resposta',
    fileName: 'resultats',
  },
  en: {
    question: 'Question',
    answer: 'Answer',
    total: 'Total',
    percentage: 'Percentage',
    textAnswers: '(text answers)',
    responses: 'Responses',
    audience: 'Audience',
    responseRate: 'Response rate',
    fileName: 'results',
  },
} satisfies Record<Language, Record<string, string>>;

// Spreadsheets run a cell that starts like this as a formula (CSV injection); tab and carriage
// return too, since some programs drop them and read what follows.
const formulaStart = /^[=+\-@\t\r]/;

/** Text a spreadsheet would take for a formula gets a leading apostrophe (CSV fields and XLSX cells alike). */
export const inertText = (value: string): string => (formulaStart.test(value) ? `'${value}` : value);

/**
 * One CSV field: text that a spreadsheet would take for a formula gets a leading apostrophe,
 * and a field with a quote, comma or line break is quoted with its quotes doubled (RFC 4180).
 */
export const csvField = (value: string | number): string => {
  if (typeof value === 'number') return String(value);
  const inert = inertText(value);
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
};

const percentage = (share: number): string => (share * 100).toFixed(1);

/**
 * The results as rows of a spreadsheet, in the chosen language: the headings, a row per answer
 * (text questions: one row with how many wrote an answer), an empty row, then the survey's totals.
 */
const resultsTable = (results: SurveyResults, language: Language): (string | number)[][] => {
  const texts = csvTexts[language];
  const answerRows = results.preguntas.flatMap((question) =>
    question.tipo === 'texto'
      ? [
          [
            question.texto,
            texts.textAnswers,
            question.textos,
            percentage(shareOfResponses(question.textos, results.contestaciones)),
          ],
        ]
      : question.respuestas.map((option) => [
          question.texto,
          option.texto,
          option.total,
          percentage(shareOfResponses(option.total, results.contestaciones)),
        ]),
  );
  return [
    [texts.question, texts.answer, texts.total, texts.percentage],
    ...answerRows,
    [],
    [texts.responses, '', results.contestaciones, ''],
    [texts.audience, '', results.destinatarios ?? '', ''],
    [texts.responseRate, '', '', results.tasaRespuesta === null ? '' : percentage(results.tasaRespuesta)],
  ];
};

/**
 * The results as a CSV. Starts with a byte-order mark so that spreadsheet programs read it as
 * UTF-8 (accents), and ends lines with CRLF.
 */
export const resultsCsv = (results: SurveyResults, language: Language): string => {
  const lines = resultsTable(results, language).map((fields) => fields.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};

/** The same rows as an XLSX workbook, every text cell through the same formula guard. */
export const resultsXlsx = async (results: SurveyResults, language: Language): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Careers portal';
  const sheet = workbook.addWorksheet(csvTexts[language].fileName);
  for (const row of resultsTable(results, language))
    sheet.addRow(row.map((value) => (typeof value === 'number' ? value : inertText(value))));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 30;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A download name of letters, digits and dashes only: nothing a header or a file system minds. */
export const resultsFileName = (results: SurveyResults, language: Language, format: 'csv' | 'xlsx' = 'csv'): string => {
  const title = results.titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${csvTexts[language].fileName}-${results.idEncuesta}${title ? `-${title}` : ''}.${format}`;
};
