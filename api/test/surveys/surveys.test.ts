import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginResponse,
  surveyAccessResponse,
  surveyListResponse,
  surveyResponse,
  type Survey,
  type SurveyAnswer,
} from '@portal/contracts';
import type pg from 'pg';
import type { PortalApp } from '../../src/app';
import { createSurvey, SurveyDefinitionError, type SurveyDefinition } from '../../src/surveys/create';
import { findGraphProblem } from '../../src/surveys/jump-graph';
import { surveyResults } from '../../src/surveys/surveys';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';
import { newStudent, openDatabase, surveyDefinition, surveyIdOf } from '../fixtures/surveys-events';
import { inThrowawaySchema, migrationSql } from '../fixtures/throwaway-schema';

let app: PortalApp;
let db: pg.Pool;
let companyToken: string;
let jumpsId: number;
let anonymousId: number;
let companiesId: number;
let mandatoryId: number;

beforeAll(async () => {
  app = await testApp();
  db = openDatabase();
  companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
  jumpsId = await surveyIdOf(db, 'valoracion-practicas');
  anonymousId = await surveyIdOf(db, 'opinion-foro-empleo');
  companiesId = await surveyIdOf(db, 'satisfaccion-empresas');
  mandatoryId = await surveyIdOf(db, 'seguimiento-titulados');
});
afterAll(async () => {
  await app.close();
  await db.end();
});

const headersOf = (token?: string) => (token ? bearer(token) : {});
const getSurvey = (id: number, token?: string) =>
  app.inject({ method: 'GET', url: `/api/Encuestas/${id}`, headers: headersOf(token) });
const save = (id: number, answers: SurveyAnswer[], token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/Encuestas/guardaContestacionEncuesta/${id}`,
    headers: headersOf(token),
    payload: { lContestaciones: answers },
  });
const statusOf = (response: { json: <T>() => T }) => response.json<{ status: number }>().status;

const loadSurvey = async (id: number, token?: string): Promise<Survey> =>
  surveyResponse.parse((await getSurvey(id, token)).json()).datos;

/** The jump survey's questions and options, by their seeded texts. */
const jumpSurvey = async (token: string) => {
  const survey = await loadSurvey(jumpsId, token);
  const [did, rating, improve, recommend] = survey.preguntas;
  const option = (question: typeof did, text: string) => {
    const found = question?.respuestas.find((candidate) => candidate.texto === text);
    if (!question || !found) throw new Error(`No option ${text}`);
    return { idPregunta: question.idPregunta, idRespuesta: found.idRespuesta };
  };
  return { survey, did: did!, rating: rating!, improve: improve!, recommend: recommend!, option };
};

const definition = (preguntas: SurveyDefinition['preguntas'], slug: string): SurveyDefinition =>
  surveyDefinition(slug, 'Test', preguntas);

const choice = (clave: string, destinos: (string | undefined)[]) => ({
  clave,
  texto: clave,
  tipo: 'opcion' as const,
  obligatoria: false,
  respuestas: destinos.map((destino, index) =>
    destino ? { texto: `${index}`, destino } : { texto: `${index}` },
  ),
});

describe('jump graph of a new survey', () => {
  it('accepts forward jumps and finds cycles, dangling targets and repeated keys', () => {
    expect(
      findGraphProblem([choice('a', [undefined, 'c']), choice('b', [undefined]), choice('c', [undefined])]),
    ).toBeUndefined();
    expect(findGraphProblem([choice('a', [undefined]), choice('b', ['a'])])).toEqual({
      tipo: 'ciclo',
      preguntas: ['a', 'b'],
    });
    expect(findGraphProblem([choice('a', ['a'])])).toEqual({ tipo: 'ciclo', preguntas: ['a'] });
    expect(findGraphProblem([choice('a', ['zz'])])).toEqual({
      tipo: 'destinoInexistente',
      pregunta: 'a',
      destino: 'zz',
    });
    expect(findGraphProblem([choice('a', [undefined]), choice('a', [undefined])])).toEqual({
      tipo: 'claveRepetida',
      pregunta: 'a',
    });
    // A backward jump that can never be reached again is no cycle: b always jumps past a's target.
    expect(
      findGraphProblem([
        choice('a', ['c']),
        choice('b', ['d']),
        choice('c', ['b']),
        choice('d', [undefined]),
      ]),
    ).toBeUndefined();
  });

  it('refuses a survey with a cycle or a dangling target and writes nothing of it', async () => {
    const client = await db.connect();
    try {
      for (const [slug, questions] of [
        ['test-cycle', [choice('a', [undefined]), choice('b', ['a', undefined])]],
        ['test-dangling', [choice('a', ['nowhere'])]],
      ] as const) {
        await client.query('BEGIN');
        await expect(createSurvey(client, definition([...questions], slug))).rejects.toBeInstanceOf(
          SurveyDefinitionError,
        );
        await client.query('ROLLBACK');
        const { rows } = await db.query('SELECT 1 FROM surveys WHERE access_slug = $1', [slug]);
        expect(rows).toHaveLength(0);
      }
    } finally {
      client.release();
    }
  });
});

describe('survey lists', () => {
  it('shows a student the surveys addressed to them, and the mandatory one only to its audience', async () => {
    const student = await newStudent(db, { internship: true });
    const list = surveyListResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/Alumno/dameEncuestasUsuario',
          headers: bearer(student.token),
        })
      ).json(),
    ).datos;
    expect(list.map((item) => item.urlAcceso).sort()).toEqual([
      'opinion-foro-empleo',
      'valoracion-practicas',
    ]);
    expect(list.every((item) => !item.obligatoria && !item.contestada)).toBe(true);

    // "Valoración de tus prácticas" is not pending for a student who has no internship, nor open to them.
    const newcomer = await newStudent(db);
    const newcomerList = surveyListResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/Alumno/dameEncuestasUsuario', headers: bearer(newcomer.token) })).json(),
    ).datos;
    expect(newcomerList.map((item) => item.urlAcceso)).toEqual(['opinion-foro-empleo']);
    expect(statusOf(await getSurvey(jumpsId, newcomer.token))).toBe(38);
    // The intern's survey names the internship it asks about.
    const { rows } = await db.query<{ id: number }>('SELECT id FROM student_internships WHERE student_id = $1', [student.id]);
    const questions = (await loadSurvey(jumpsId, student.token)).preguntas;
    expect(new Set(questions.map((question) => question.idPractica))).toEqual(new Set([rows[0]!.id]));

    const targetToken = await tokenOf(app, 'Alumno', {
      usuario: 'encuesta@demo.test',
      password: demoPassword,
    });
    const targetList = surveyListResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/Alumno/dameEncuestasUsuario',
          headers: bearer(targetToken),
        })
      ).json(),
    ).datos;
    expect(targetList[0]).toMatchObject({
      urlAcceso: 'seguimiento-titulados',
      obligatoria: true,
      contestada: false,
    });
  });

  it('shows a company user the surveys for companies', async () => {
    const list = surveyListResponse.parse(
      (
        await app.inject({ method: 'GET', url: '/api/Empresa/dameEncuestas', headers: bearer(companyToken) })
      ).json(),
    ).datos;
    expect(list.map((item) => item.urlAcceso)).toEqual(['satisfaccion-empresas']);
  });
});

describe('answering with jumps', () => {
  it('saves the short path when the first answer jumps over the rating questions', async () => {
    const student = await newStudent(db, { internship: true });
    const { did, recommend, option } = await jumpSurvey(student.token);
    expect(did.respuestas.find((answer) => answer.texto === 'No')?.idPreguntaDestino).toBe(
      recommend.idPregunta,
    );
    const response = await save(jumpsId, [option(did, 'No'), option(recommend, 'Sí')], student.token);
    expect(response.json()).toEqual({ status: 0, datos: { contestada: true } });
    const { rows } = await db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM survey_response_answers a JOIN survey_responses r ON r.id = a.response_id WHERE r.user_id = $1',
      [student.id],
    );
    expect(rows[0]?.count).toBe(2);
  });

  it('refuses an answer to a question the jump skipped (15) and changes nothing', async () => {
    const student = await newStudent(db, { internship: true });
    const { did, rating, recommend, option } = await jumpSurvey(student.token);
    const response = await save(
      jumpsId,
      [option(did, 'No'), option(rating, 'Bien'), option(recommend, 'Sí')],
      student.token,
    );
    expect(response.json()).toMatchObject({ status: 15 });
    const { rows } = await db.query('SELECT 1 FROM survey_responses WHERE user_id = $1', [student.id]);
    expect(rows).toHaveLength(0);
  });

  it('requires the mandatory questions of the long path (40), with the spec’s message', async () => {
    const student = await newStudent(db, { internship: true });
    const { did, recommend, option } = await jumpSurvey(student.token);
    const response = await save(jumpsId, [option(did, 'Sí'), option(recommend, 'Sí')], student.token);
    expect(response.json()).toEqual({
      status: 40,
      mensaje: 'Para continuar, responde todas las preguntas obligatorias',
    });
    expect(statusOf(await save(jumpsId, [], student.token))).toBe(40);
  });

  it('saves the long path with a text answer, and refuses an option of another question', async () => {
    const student = await newStudent(db, { internship: true });
    const { did, rating, improve, recommend, option } = await jumpSurvey(student.token);
    const wrong = await save(
      jumpsId,
      [
        option(did, 'Sí'),
        { idPregunta: rating.idPregunta, idRespuesta: option(recommend, 'Sí').idRespuesta },
        option(recommend, 'Sí'),
      ],
      student.token,
    );
    expect(statusOf(wrong)).toBe(15);
    const right = await save(
      jumpsId,
      [
        option(did, 'Sí'),
        option(rating, 'Bien'),
        { idPregunta: improve.idPregunta, texto: 'Más seguimiento' },
        option(recommend, 'No'),
      ],
      student.token,
    );
    expect(statusOf(right)).toBe(0);
  });
});

describe('survey refusals 35–39', () => {
  it('35: unknown, or closed', async () => {
    const student = await newStudent(db, { internship: true });
    expect(statusOf(await getSurvey(999999, student.token))).toBe(35);
    const client = await db.connect();
    let closedId: number;
    try {
      closedId = await createSurvey(
        client,
        definition([choice('a', [undefined])], `test-closed-${student.id}`),
      );
    } finally {
      client.release();
    }
    await db.query(
      `UPDATE surveys SET opens_at = now() - interval '2 days', closes_at = now() - interval '1 day' WHERE id = $1`,
      [closedId],
    );
    expect((await getSurvey(closedId, student.token)).json()).toMatchObject({
      status: 35,
      mensaje: expect.any(String),
    });
    const access = await app.inject({
      method: 'POST',
      url: `/api/Encuestas/accesoEncuesta/${closedId}`,
      payload: {},
    });
    expect(statusOf(access)).toBe(35);
  });

  it('36: a survey not for portal users refuses a logged user and a login inside it', async () => {
    const student = await newStudent(db, { internship: true });
    const client = await db.connect();
    let id: number;
    try {
      id = await createSurvey(client, {
        ...definition([choice('a', [undefined])], `test-outsiders-${student.id}`),
        permiteAnonimo: true,
        permiteUsuarios: false,
      });
    } finally {
      client.release();
    }
    expect(statusOf(await getSurvey(id, student.token))).toBe(36);
    const login = await app.inject({
      method: 'POST',
      url: `/api/Encuestas/logaUsuario/${id}`,
      payload: { tipo: 'Alumno', usuario: accounts.student, password: demoPassword },
    });
    expect(statusOf(login)).toBe(36);
    // ...but an anonymous visitor may answer it.
    expect(statusOf(await getSurvey(id))).toBe(0);
  });

  it('37: anonymous access to a survey that does not allow it', async () => {
    expect(statusOf(await getSurvey(jumpsId))).toBe(37);
    const anonymous = await app.inject({ method: 'POST', url: `/api/Encuestas/logaAnonimo/${jumpsId}` });
    expect(statusOf(anonymous)).toBe(37);
    expect(statusOf(await save(jumpsId, [{ idPregunta: 1, idRespuesta: 1 }]))).toBe(37);
  });

  it('38: a company user on a students’ survey; a student outside a survey’s audience', async () => {
    expect(statusOf(await getSurvey(jumpsId, companyToken))).toBe(38);
    const student = await newStudent(db, { internship: true });
    expect(statusOf(await getSurvey(mandatoryId, student.token))).toBe(38);
    expect(statusOf(await getSurvey(companiesId, student.token))).toBe(38);
    expect(statusOf(await getSurvey(companiesId, companyToken))).toBe(0);
  });

  it('39: answered once per user, also when two submissions arrive together', async () => {
    const student = await newStudent(db, { internship: true });
    const survey = await loadSurvey(anonymousId, student.token);
    const first = survey.preguntas[0]!;
    const answers = [{ idPregunta: first.idPregunta, idRespuesta: first.respuestas[0]!.idRespuesta }];
    const results = await Promise.all([
      save(anonymousId, answers, student.token),
      save(anonymousId, answers, student.token),
    ]);
    expect(results.map(statusOf).sort()).toEqual([0, 39]);
    expect(statusOf(await getSurvey(anonymousId, student.token))).toBe(39);
    const access = await app.inject({
      method: 'POST',
      url: `/api/Encuestas/accesoEncuesta/${anonymousId}`,
      headers: bearer(student.token),
      payload: { querystringValue: '' },
    });
    expect(statusOf(access)).toBe(39);
    const { rows } = await db.query('SELECT 1 FROM survey_respondents WHERE survey_id = $1 AND user_id = $2', [anonymousId, student.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('access, login inside the survey and anonymous answers', () => {
  it('tells the access page how the survey may be answered', async () => {
    const access = surveyAccessResponse.parse(
      (
        await app.inject({
          method: 'POST',
          url: `/api/Encuestas/accesoEncuesta/${anonymousId}`,
          payload: { querystringValue: 'utm=mail' },
        })
      ).json(),
    ).datos;
    expect(access).toMatchObject({
      idEncuesta: anonymousId,
      permiteAnonimo: true,
      permiteUsuarios: true,
      paraAlumnos: true,
    });
  });

  it('logs a student in from the survey, and refuses one the survey is not for (38)', async () => {
    const login = await app.inject({
      method: 'POST',
      url: `/api/Encuestas/logaUsuario/${jumpsId}`,
      payload: { tipo: 'Alumno', usuario: accounts.student, password: demoPassword },
    });
    const token = loginResponse.parse(login.json()).datos.token;
    expect(statusOf(await getSurvey(jumpsId, token))).toBe(0);
    const outsider = await app.inject({
      method: 'POST',
      url: `/api/Encuestas/logaUsuario/${mandatoryId}`,
      payload: { tipo: 'Alumno', usuario: accounts.student, password: demoPassword },
    });
    expect(statusOf(outsider)).toBe(38);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: `/api/Encuestas/logaUsuario/${jumpsId}`,
      payload: { tipo: 'Alumno', usuario: accounts.student, password: 'wrong-password' },
    });
    expect(statusOf(wrongPassword)).toBe(3);
  });

  it('stores anonymous answers without any user, as often as they come', async () => {
    expect(
      (await app.inject({ method: 'POST', url: `/api/Encuestas/logaAnonimo/${anonymousId}` })).json(),
    ).toEqual({
      status: 0,
      datos: { anonimo: true },
    });
    const survey = await loadSurvey(anonymousId);
    expect(survey.anonima).toBe(true);
    const [useful, comment] = survey.preguntas;
    const before = await db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM survey_responses WHERE survey_id = $1 AND user_id IS NULL',
      [anonymousId],
    );
    for (let round = 0; round < 2; round += 1) {
      const saved = await save(anonymousId, [
        { idPregunta: useful!.idPregunta, idRespuesta: useful!.respuestas[1]!.idRespuesta },
        { idPregunta: comment!.idPregunta, texto: 'Bien organizado' },
      ]);
      expect(statusOf(saved)).toBe(0);
    }
    const after = await db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM survey_responses WHERE survey_id = $1 AND user_id IS NULL',
      [anonymousId],
    );
    expect(after.rows[0]!.count - before.rows[0]!.count).toBe(2);
  });

  it('keeps no identity with the answers of a survey that allows anonymous answers, even a logged user’s (issue 22)', async () => {
    const student = await newStudent(db);
    const survey = await loadSurvey(anonymousId, student.token);
    const [useful, comment] = survey.preguntas;
    const text = `Anónimo de verdad ${student.id}`;
    const saved = await save(
      anonymousId,
      [
        { idPregunta: useful!.idPregunta, idRespuesta: useful!.respuestas[0]!.idRespuesta },
        { idPregunta: comment!.idPregunta, texto: text },
      ],
      student.token,
    );
    expect(saved.json()).toEqual({ status: 0, datos: { contestada: true } });
    // The answer is there, with no user and only its day: nothing ties it to the student.
    const { rows } = await db.query<{ user_id: number | null; submitted_at: Date }>(
      `SELECT r.user_id, r.submitted_at FROM survey_responses r JOIN survey_response_answers a ON a.response_id = r.id
        WHERE r.survey_id = $1 AND a.text_answer = $2`,
      [anonymousId, text],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBeNull();
    expect(rows[0]!.submitted_at.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect((await db.query('SELECT 1 FROM survey_responses WHERE user_id = $1', [student.id])).rows).toHaveLength(0);
    // What is kept of the student is only that they answered: the second answer is refused, the list says answered.
    expect(statusOf(await save(anonymousId, [{ idPregunta: useful!.idPregunta, idRespuesta: useful!.respuestas[0]!.idRespuesta }], student.token))).toBe(39);
    const list = surveyListResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/Alumno/dameEncuestasUsuario', headers: bearer(student.token) })).json(),
    ).datos;
    expect(list.find((item) => item.idEncuesta === anonymousId)?.contestada).toBe(true);
    // The results and their CSV still count it.
    const results = await surveyResults(db, anonymousId);
    expect(results?.preguntas.find((question) => question.idPregunta === comment!.idPregunta)?.textos).toBeGreaterThan(0);
    const key = (await db.query<{ key: string }>('SELECT results_key AS key FROM surveys WHERE id = $1', [anonymousId])).rows[0]!.key;
    const csv = await app.inject({ method: 'GET', url: `/api/Encuestas/resultados/${anonymousId}/csv?clave=${encodeURIComponent(key)}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/\r\nContestaciones,,[1-9]\d*,\r\n/);
  });

  it('keeps who answered a survey that does not allow anonymous answers', async () => {
    const student = await newStudent(db, { internship: true });
    const { did, recommend, option } = await jumpSurvey(student.token);
    expect(statusOf(await save(jumpsId, [option(did, 'No'), option(recommend, 'Sí')], student.token))).toBe(0);
    const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM survey_responses WHERE survey_id = $1 AND user_id = $2', [jumpsId, student.id]);
    expect(rows).toHaveLength(1);
  });

  it('records the data-protection acceptance of a logged user only', async () => {
    const student = await newStudent(db, { internship: true });
    const accepted = await app.inject({
      method: 'GET',
      url: '/api/Encuestas/guardaAceptacionRGPD',
      headers: bearer(student.token),
    });
    expect(accepted.json()).toEqual({ status: 0, datos: { aceptado: true } });
    const { rows } = await db.query('SELECT 1 FROM survey_gdpr_acceptances WHERE user_id = $1', [student.id]);
    expect(rows).toHaveLength(1);
    expect(statusOf(await app.inject({ method: 'GET', url: '/api/Encuestas/guardaAceptacionRGPD' }))).toBe(2);
  });

  it('answers a foreign site’s preflight and calls with CORS headers', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `/api/Encuestas/guardaContestacionEncuesta/${anonymousId}`,
      headers: { origin: 'http://other-university.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const call = await getSurvey(anonymousId);
    expect(call.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('results for the careers office', () => {
  it('counts the answers per option and gives the response rate of a survey with an audience', async () => {
    const respondent = await newStudent(db, { internship: true });
    const client = await db.connect();
    let id: number;
    try {
      id = await createSurvey(client, {
        ...definition(
          [
            choice('a', [undefined, undefined]),
            { clave: 't', texto: 't', tipo: 'texto', obligatoria: false, respuestas: [] },
          ],
          `test-results-${respondent.id}`,
        ),
        destinatarios: [respondent.id, (await newStudent(db, { internship: true })).id],
      });
    } finally {
      client.release();
    }
    const survey = await loadSurvey(id, respondent.token);
    const [question, text] = survey.preguntas;
    const saved = await save(
      id,
      [
        { idPregunta: question!.idPregunta, idRespuesta: question!.respuestas[1]!.idRespuesta },
        { idPregunta: text!.idPregunta, texto: 'ok' },
      ],
      respondent.token,
    );
    expect(statusOf(saved)).toBe(0);
    const results = await surveyResults(db, id);
    expect(results).toMatchObject({ contestaciones: 1, destinatarios: 2, tasaRespuesta: 0.5 });
    expect(results?.preguntas[0]?.respuestas.map((option) => option.total)).toEqual([0, 1]);
    expect(results?.preguntas[1]?.textos).toBe(1);
  });
});

describe('migration 060 on answers saved before it', () => {
  it('drops the user of the answers of anonymous surveys (keeping that they answered), not of the others', async () => {
    const surveysPart = await migrationSql('060_lookups_and_privacy.sql', '-- 2.', '-- 3.');
    await inThrowawaySchema(db, 'migration_060_check', async (client) => {
      // The tables as they were before the migration.
      await client.query('CREATE TABLE users (id integer PRIMARY KEY)');
      await client.query('CREATE TABLE surveys (id integer PRIMARY KEY, allows_anonymous boolean NOT NULL)');
      await client.query(
        `CREATE TABLE survey_responses (id integer PRIMARY KEY, survey_id integer NOT NULL REFERENCES surveys (id),
           user_id integer REFERENCES users (id), submitted_at timestamptz NOT NULL)`,
      );
      await client.query('INSERT INTO users (id) VALUES (1), (2)');
      await client.query('INSERT INTO surveys (id, allows_anonymous) VALUES (10, true), (20, false)');
      await client.query(
        `INSERT INTO survey_responses (id, survey_id, user_id, submitted_at) VALUES
           (1, 10, 1, '2026-03-04 10:11:12+00'), (2, 10, NULL, '2026-03-04 11:00:00+00'), (3, 20, 2, '2026-03-05 09:30:00+00')`,
      );
      await client.query(surveysPart);
      const responses = await client.query<{ id: number; user_id: number | null; submitted_at: Date }>(
        'SELECT id, user_id, submitted_at FROM survey_responses ORDER BY id',
      );
      expect(responses.rows.map((row) => ({ ...row, submitted_at: row.submitted_at.toISOString() }))).toEqual([
        { id: 1, user_id: null, submitted_at: '2026-03-04T00:00:00.000Z' },
        { id: 2, user_id: null, submitted_at: '2026-03-04T00:00:00.000Z' },
        { id: 3, user_id: 2, submitted_at: '2026-03-05T09:30:00.000Z' },
      ]);
      const respondents = await client.query('SELECT survey_id, user_id FROM survey_respondents ORDER BY survey_id');
      expect(respondents.rows).toEqual([
        { survey_id: 10, user_id: 1 },
        { survey_id: 20, user_id: 2 },
      ]);
    });
  });
});
