import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  surveyResponse,
  surveyResultsResponse,
  type Survey,
  type SurveyAnswer,
  type SurveyResults,
} from '@portal/contracts';
import type pg from 'pg';
import type { PortalApp } from '../../src/app';
import { createSurvey } from '../../src/surveys/create';
import { bearer, testApp } from '../support';
import { newStudent, openDatabase, surveyIdOf } from '../fixtures/surveys-events';
import { inThrowawaySchema, migrationSql } from '../fixtures/throwaway-schema';

let app: PortalApp;
let db: pg.Pool;

beforeAll(async () => {
  app = await testApp();
  db = openDatabase();
});
afterAll(async () => {
  await app.close();
  await db.end();
});

/** An answer text that is a comma, a quote, a line break and a formula at once. */
const trickyAnswer = '=HYPERLINK("http://evil.example","a, b")\nsecond line';
const trickyField = `"'=HYPERLINK(""http://evil.example"",""a, b"")\nsecond line"`;

/** A survey for two new students with an option question (one tricky answer) and a text one. */
const surveyForTwo = async () => {
  const [first, second] = [await newStudent(db), await newStudent(db)];
  const client = await db.connect();
  try {
    const id = await createSurvey(client, {
      urlAcceso: `test-results-key-${first.id}`,
      titulo: 'Valoración, "prueba" de resultados',
      descripcion: '',
      paraAlumnos: true,
      paraEmpresa: false,
      permiteAnonimo: false,
      permiteUsuarios: true,
      obligatoria: false,
      textoRGPD: null,
      diasHastaCierre: null,
      destinatarios: [first.id, second.id],
      preguntas: [
        {
          clave: 'nota',
          texto: '+¿Qué opinas?',
          tipo: 'opcion',
          obligatoria: true,
          respuestas: [{ texto: 'Sí' }, { texto: trickyAnswer }, { texto: '@No' }],
        },
        { clave: 'libre', texto: 'Comentarios', tipo: 'texto', obligatoria: false, respuestas: [] },
      ],
    });
    const { rows } = await db.query<{ key: string }>('SELECT results_key AS key FROM surveys WHERE id = $1', [
      id,
    ]);
    return { id, key: rows[0]!.key, respondent: first };
  } finally {
    client.release();
  }
};

const answerAs = async (
  id: number,
  token: string,
  pick: (questions: Survey['preguntas']) => SurveyAnswer[],
) => {
  const survey = surveyResponse.parse(
    (await app.inject({ method: 'GET', url: `/api/Encuestas/${id}`, headers: bearer(token) })).json(),
  ).datos;
  const saved = await app.inject({
    method: 'POST',
    url: `/api/Encuestas/guardaContestacionEncuesta/${id}`,
    headers: bearer(token),
    payload: { lContestaciones: pick(survey.preguntas) },
  });
  expect(saved.json<{ status: number }>().status).toBe(0);
};

const resultsUrl = (id: number, key?: string, suffix = '') =>
  `/api/Encuestas/resultados/${id}${suffix}${key === undefined ? '' : `?clave=${encodeURIComponent(key)}`}`;

const jsonResults = async (id: number, key: string): Promise<SurveyResults> =>
  surveyResultsResponse.parse((await app.inject({ method: 'GET', url: resultsUrl(id, key) })).json()).datos;

/** RFC 4180 fields, enough to read back what the server wrote. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      at += 1;
    } else field += char;
  }
  return rows;
};

describe('survey results with the results key', () => {
  let survey: Awaited<ReturnType<typeof surveyForTwo>>;

  beforeAll(async () => {
    survey = await surveyForTwo();
    await answerAs(survey.id, survey.respondent.token, ([choice, text]) => [
      { idPregunta: choice!.idPregunta, idRespuesta: choice!.respuestas[1]!.idRespuesta },
      { idPregunta: text!.idPregunta, texto: 'Bien, gracias' },
    ]);
  });

  it('gives every new survey its own long random key', async () => {
    const other = await surveyForTwo();
    expect(survey.key).toMatch(/^[0-9a-f]{64}$/);
    expect(other.key).toMatch(/^[0-9a-f]{64}$/);
    expect(other.key).not.toBe(survey.key);
  });

  it('counts the answers and gives the response rate over the audience', async () => {
    const results = await jsonResults(survey.id, survey.key);
    expect(results).toMatchObject({
      idEncuesta: survey.id,
      titulo: 'Valoración, "prueba" de resultados',
      contestaciones: 1,
      destinatarios: 2,
      tasaRespuesta: 0.5,
    });
    expect(results.preguntas[0]?.respuestas.map((option) => [option.texto, option.total])).toEqual([
      ['Sí', 0],
      [trickyAnswer, 1],
      ['@No', 0],
    ]);
    expect(results.preguntas[1]).toMatchObject({ tipo: 'texto', textos: 1, respuestas: [] });
  });

  it('refuses a wrong, missing or other survey’s key with status 3 and nothing else', async () => {
    const other = await surveyForTwo();
    const unknownSurvey = 2_000_000_000;
    const nearlyTheKey = `${survey.key.slice(0, -1)}${survey.key.endsWith('0') ? '1' : '0'}`;
    for (const url of [
      resultsUrl(survey.id, nearlyTheKey),
      resultsUrl(survey.id, ''),
      resultsUrl(survey.id),
      resultsUrl(survey.id, other.key),
      resultsUrl(unknownSurvey, survey.key),
      resultsUrl(survey.id, survey.key.toUpperCase()),
      resultsUrl(survey.id, nearlyTheKey, '/csv'),
      resultsUrl(survey.id, undefined, '/csv'),
      resultsUrl(unknownSurvey, survey.key, '/csv'),
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ status: 3 });
      expect(response.headers['content-disposition'], url).toBeUndefined();
    }
  });

  it('downloads a UTF-8 CSV with a BOM, escaped fields and formulas made inert', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${resultsUrl(survey.id, survey.key, '/csv')}&idioma=es`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resultados-${survey.id}-valoracion-prueba-de-resultados.csv"`,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFPregunta,Respuesta,Total,Porcentaje\r\n')).toBe(true);
    expect(body).toContain(`'+¿Qué opinas?,Sí,0,0.0\r\n`);
    expect(body).toContain(`'+¿Qué opinas?,${trickyField},1,100.0\r\n`);
    expect(body).toContain(`'+¿Qué opinas?,'@No,0,0.0\r\n`);
    expect(body).toContain('Comentarios,(respuestas de texto),1,100.0\r\n');
    expect(body).toContain('Tasa de respuesta,,,50.0\r\n');
  });

  it('words the CSV headings in the language asked for, or the caller’s', async () => {
    const catalan = await app.inject({
      method: 'GET',
      url: `${resultsUrl(survey.id, survey.key, '/csv')}&idioma=ca`,
    });
    expect(catalan.body.split('\r\n')[0]).toBe('\uFEFFPregunta,Resposta,Total,Percentatge');
    expect(catalan.headers['content-disposition']).toContain('filename="resultats-');
    const english = await app.inject({
      method: 'GET',
      url: resultsUrl(survey.id, survey.key, '/csv'),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.body.split('\r\n')[0]).toBe('\uFEFFQuestion,Answer,Total,Percentage');
  });

  it('gives the same numbers in the CSV as in the JSON', async () => {
    const second = await newStudent(db);
    await db.query('INSERT INTO survey_audience (survey_id, user_id) VALUES ($1, $2)', [
      survey.id,
      second.id,
    ]);
    await answerAs(survey.id, second.token, ([choice]) => [
      { idPregunta: choice!.idPregunta, idRespuesta: choice!.respuestas[0]!.idRespuesta },
    ]);
    const results = await jsonResults(survey.id, survey.key);
    const csv = (
      await app.inject({ method: 'GET', url: `${resultsUrl(survey.id, survey.key, '/csv')}&idioma=en` })
    ).body;
    const rows = parseCsv(csv.replace(/^\uFEFF/, ''));
    const blank = rows.findIndex((row) => row.length === 1 && row[0] === '');
    const fromCsv = rows
      .slice(1, blank)
      .map(([question, answer, total]) => [question, answer, Number(total)]);
    const inert = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);
    const fromJson = results.preguntas.flatMap((question) =>
      question.tipo === 'texto'
        ? [[inert(question.texto), '(text answers)', question.textos]]
        : question.respuestas.map((option) => [inert(question.texto), inert(option.texto), option.total]),
    );
    expect(fromCsv).toEqual(fromJson);
    expect(rows.slice(blank + 1)).toEqual([
      ['Responses', '', String(results.contestaciones), ''],
      ['Audience', '', String(results.destinatarios), ''],
      ['Response rate', '', '', ((results.tasaRespuesta ?? 0) * 100).toFixed(1)],
    ]);
    expect(results).toMatchObject({ contestaciones: 2, destinatarios: 3 });
  });
});

describe('demo surveys and anonymous answers', () => {
  it('opens a seeded survey with its published demo key and counts anonymous answers without users', async () => {
    const id = await surveyIdOf(db, 'opinion-foro-empleo');
    const key = 'demo-resultados-opinion-foro-empleo';
    const before = await jsonResults(id, key);
    expect(before.titulo).toBe('Tu opinión sobre el Foro de Empleo');
    expect(before.destinatarios).toBeNull();
    expect(before.tasaRespuesta).toBeNull();
    const survey = surveyResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/Encuestas/${id}` })).json(),
    ).datos;
    const first = survey.preguntas[0]!;
    const saved = await app.inject({
      method: 'POST',
      url: `/api/Encuestas/guardaContestacionEncuesta/${id}`,
      payload: {
        lContestaciones: [{ idPregunta: first.idPregunta, idRespuesta: first.respuestas[2]!.idRespuesta }],
      },
    });
    expect(saved.json<{ status: number }>().status).toBe(0);
    const after = await jsonResults(id, key);
    expect(after.contestaciones).toBeGreaterThan(before.contestaciones);
    expect(after.preguntas[0]!.respuestas[2]!.total).toBeGreaterThan(
      before.preguntas[0]!.respuestas[2]!.total,
    );
    expect(JSON.stringify(after)).not.toMatch(/usuario|user|email/i);
  });
});

describe('migration 008 on a database that already has surveys', () => {
  it('gives each existing survey its own random key', async () => {
    const sql = await migrationSql('008_survey_results_key.sql');
    await inThrowawaySchema(db, 'migration_008_check', async (client) => {
      // A surveys table with rows, as before the migration.
      await client.query('CREATE TABLE surveys (id integer PRIMARY KEY)');
      await client.query('INSERT INTO surveys (id) VALUES (1), (2), (3)');
      await client.query(sql);
      const { rows } = await client.query<{ key: string }>('SELECT results_key AS key FROM surveys');
      expect(rows).toHaveLength(3);
      for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(rows.map(({ key }) => key)).size).toBe(3);
    });
  });
});
