import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { newStudent } from '../fixtures/surveys-events';
import { accounts, demoPassword, staffTokenOf, testApp, tokenOf } from '../support';
import { as, type Answer, type Caller } from './fixtures';

/**
 * The surveys the careers office builds (issue 26): drafts with questions and jumps, refused
 * when a jump makes a cycle or leaves a question unreachable (the message names them); published,
 * answered by a student along the jump, closed; a survey with answers keeps its questions; the
 * results by segment, withheld below five respondents or for an anonymous survey, exported to
 * CSV and XLSX with formulas kept inert. Every refusal changes nothing.
 */
let app: PortalApp;
let pool: Pool;
let office: Caller;
let officeIn: (language: string) => Caller;
let admin: Caller;
let company: Caller;
let student: { id: number; token: string };

interface OfficeSurvey {
  id: number;
  titulo: string;
  estado: string;
  contestaciones: number;
  editable: boolean;
  abre: string | null;
  cierra: string | null;
  obligatoria: boolean;
  anonima: boolean;
  preguntas: { clave: string; texto: string; tipo: string; obligatoria: boolean; respuestas: { texto: string; destino: string | null }[] }[];
  version: string;
}
type Change = Answer<{ aviso: number; encuesta: OfficeSurvey }> & { mensaje?: string; errores?: { campo: string; mensaje: string }[] };
interface Results {
  resultados: { contestaciones: number; preguntas: { texto: string; respuestas: { texto: string; total: number }[]; textos: number }[] } | null;
  retenidos: string | null;
}

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

let unique = 0;
/** A survey for students: does it like internships? Yes goes on to why; no jumps past it to the last question. */
const draft = (changes: Record<string, unknown> = {}) => {
  unique += 1;
  return {
    titulo: `Encuesta de prácticas ${unique} ${Date.now()}`,
    descripcion: 'Tu opinión cuenta',
    paraAlumnos: true,
    paraEmpresa: false,
    anonima: false,
    obligatoria: false,
    abre: null,
    cierra: day(30),
    preguntas: [
      { clave: 'a', texto: '¿Te gustaron las prácticas?', tipo: 'opcion', obligatoria: true, respuestas: [{ texto: 'Sí' }, { texto: 'No', destino: 'c' }] },
      { clave: 'b', texto: '¿Qué te gustó más?', tipo: 'texto', obligatoria: false, respuestas: [] },
      { clave: 'c', texto: '¿Las recomendarías?', tipo: 'opcion', obligatoria: true, respuestas: [{ texto: 'Sí' }, { texto: 'No' }] },
    ],
    ...changes,
  };
};

const create = async (body: object, caller = office) => (await caller.post('/api/Orientacion/encuestas', body)).json<Change>();
const created = async (body: object = draft()) => {
  const answer = await create(body);
  expect(answer).toMatchObject({ status: 0, datos: { aviso: 650 } });
  return answer.datos.encuesta;
};
const step = async (survey: OfficeSurvey, action: 'publicar' | 'cerrar', caller = office) =>
  (await caller.post(`/api/Orientacion/encuestas/${survey.id}/${action}`, { version: survey.version })).json<Change>();
const published = async (body: object = draft()) => {
  const answer = await step(await created(body), 'publicar');
  expect(answer).toMatchObject({ status: 0, datos: { aviso: 651, encuesta: { estado: 'abierta' } } });
  return answer.datos.encuesta;
};
const surveyCount = async () => Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM surveys')).rows[0]!.n);

/** The survey as a respondent loads it, with the ids of its questions and options. */
const respondentView = async (id: number, token: string) =>
  (await as(app, token).get(`/api/Encuestas/${id}`)).json<
    Answer<{ preguntas: { idPregunta: number; texto: string; respuestas: { idRespuesta: number; texto: string }[] }[] }>
  >();
/** A student answers: the first question with `first` ("Sí" or "No"), then the last one with "Sí". */
const answer = async (id: number, token: string, first: 'Sí' | 'No') => {
  const { datos } = await respondentView(id, token);
  const [a, b, c] = datos.preguntas;
  const option = (question: typeof a, text: string) => question!.respuestas.find((answer) => answer.texto === text)!.idRespuesta;
  const lContestaciones = [
    { idPregunta: a!.idPregunta, idRespuesta: option(a, first) },
    ...(first === 'Sí' ? [{ idPregunta: b!.idPregunta, texto: '=HYPERLINK("http://evil.test")' }] : []),
    { idPregunta: c!.idPregunta, idRespuesta: option(c, 'Sí') },
  ];
  return (await as(app, token).post(`/api/Encuestas/guardaContestacionEncuesta/${id}`, { lContestaciones })).json<Answer>();
};
const results = async (id: number, query = '') => (await office.get(`/api/Orientacion/encuestas/${id}/resultados${query}`)).json<Answer<Results>>();

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  const officeToken = await staffTokenOf(app);
  office = as(app, officeToken);
  officeIn = (language) => as(app, officeToken, language);
  admin = as(app, await staffTokenOf(app, accounts.admin));
  company = as(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
  student = await newStudent(pool);
});

afterAll(async () => {
  await pool.query(`DELETE FROM surveys WHERE title LIKE 'Encuesta de prácticas %' OR title LIKE '=%'`);
  await pool.end();
  await app.close();
});

describe('the office builds a survey', () => {
  it('keeps a draft out of sight, then publishes it to its audience, who answer along the jump', async () => {
    const survey = await created();
    expect(survey).toMatchObject({ estado: 'borrador', contestaciones: 0, editable: true, abre: null, cierra: day(30) });
    expect(survey.preguntas.map((question) => question.texto)).toEqual(['¿Te gustaron las prácticas?', '¿Qué te gustó más?', '¿Las recomendarías?']);
    // The jump is kept as the key (id) of its target.
    expect(survey.preguntas[0]!.respuestas[1]!.destino).toBe(survey.preguntas[2]!.clave);
    expect((await respondentView(survey.id, student.token)).status).toBe(35);
    const listed = async () =>
      (await as(app, student.token).get('/api/Alumno/dameEncuestasUsuario')).json<Answer<{ idEncuesta: number }[]>>().datos.map((item) => item.idEncuesta);
    expect(await listed()).not.toContain(survey.id);
    expect((await office.get('/api/Orientacion/encuestas')).json<Answer<OfficeSurvey[]>>().datos.find((item) => item.id === survey.id)).toMatchObject({
      estado: 'borrador',
      version: survey.version,
    });
    // A publication names the version seen: an older one changes nothing.
    expect(await step({ ...survey, version: '1' }, 'publicar')).toMatchObject({ status: 131 });

    const publication = await step(survey, 'publicar');
    expect(publication).toMatchObject({ status: 0, datos: { aviso: 651, encuesta: { estado: 'abierta', editable: false } } });
    expect(await listed()).toContain(survey.id);
    // "No" jumps past the second question: answering it would be off the path.
    expect(await answer(survey.id, student.token, 'No')).toMatchObject({ status: 0 });
    const counted = (await results(survey.id)).datos.resultados!;
    expect(counted.contestaciones).toBe(1);
    expect(counted.preguntas[0]!.respuestas).toEqual([expect.objectContaining({ texto: 'Sí', total: 0 }), expect.objectContaining({ texto: 'No', total: 1 })]);
    expect(counted.preguntas[1]!.textos).toBe(0);

    // Published: no second publication, no edit; answered: its questions stay, and it says so first.
    expect(await step(publication.datos.encuesta, 'publicar')).toMatchObject({ status: 201 });
    const edit = await office.post(`/api/Orientacion/encuestas/${survey.id}`, { ...draft(), version: publication.datos.encuesta.version });
    expect(edit.json()).toMatchObject({ status: 202 });
    const stored = (await office.get(`/api/Orientacion/encuestas/${survey.id}`)).json<Answer<OfficeSurvey>>().datos;
    expect(stored.titulo).toBe(survey.titulo);
    expect(stored.preguntas).toHaveLength(3);
  });

  it('edits a draft, refuses a stale version, and records who did what', async () => {
    const survey = await created();
    const edited = await office.post(`/api/Orientacion/encuestas/${survey.id}`, {
      ...draft({ titulo: `Encuesta de prácticas editada ${Date.now()}` }),
      preguntas: [{ clave: 'x', texto: 'Solo una', tipo: 'texto', obligatoria: true, respuestas: [] }],
      version: survey.version,
    });
    expect(edited.json()).toMatchObject({ status: 0, datos: { aviso: 650, encuesta: { preguntas: [{ texto: 'Solo una', tipo: 'texto' }] } } });
    const stale = await office.post(`/api/Orientacion/encuestas/${survey.id}`, { ...draft(), version: survey.version });
    expect(stale.json()).toMatchObject({ status: 131 });
    expect((await office.get(`/api/Orientacion/encuestas/${survey.id}`)).json<Answer<OfficeSurvey>>().datos.preguntas).toHaveLength(1);
    const audit = await pool.query<{ action: string }>(
      `SELECT action FROM staff_decisions WHERE queue = 'encuestas' AND record_id = $1 ORDER BY id`,
      [survey.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['crear', 'editar']);
  });

  it('refuses a jump that makes a cycle or leaves a question unreachable, naming the questions, in the caller’s language', async () => {
    const before = await surveyCount();
    const cycle = draft();
    cycle.preguntas[2] = { ...cycle.preguntas[2]!, respuestas: [{ texto: 'Sí', destino: 'a' }, { texto: 'No' }] } as (typeof cycle.preguntas)[number];
    const refusedCycle = await create(cycle);
    expect(refusedCycle.status).toBe(203);
    expect(refusedCycle.mensaje).toContain('P1 «¿Te gustaron las prácticas?» → P2 «¿Qué te gustó más?» → P3 «¿Las recomendarías?» → P1');
    expect(refusedCycle.errores?.[0]?.campo).toBe('preguntas.0');

    const unreachable = draft();
    unreachable.preguntas[0] = { ...unreachable.preguntas[0]!, respuestas: [{ texto: 'Sí', destino: 'c' }, { texto: 'No', destino: 'c' }] };
    const inEnglish = (await officeIn('en').post('/api/Orientacion/encuestas', unreachable)).json<Change>();
    expect(inEnglish.mensaje).toBe('Nobody would reach Q2 “¿Qué te gustó más?”: every way there jumps past it. Change the jumps or remove the question');
    const inCatalan = (await officeIn('ca').post('/api/Orientacion/encuestas', cycle)).json<Change>();
    expect(inCatalan.mensaje).toMatch(/^Els salts formen un cicle \(P1 «/);
    const refusedUnreachable = await create(unreachable);
    expect(refusedUnreachable).toMatchObject({ status: 203 });
    expect(refusedUnreachable.mensaje).toBe(
      'Nadie llegaría a P2 «¿Qué te gustó más?»: todos los caminos saltan por encima. Cambia los saltos o quita la pregunta',
    );
    const text = draft();
    text.preguntas[1] = { ...text.preguntas[1]!, respuestas: [{ texto: 'Opción' }] };
    expect((await create(text)).mensaje).toContain('P2 «¿Qué te gustó más?» es de texto libre');
    expect(await surveyCount()).toBe(before);
  });

  it('says what is missing field by field, and refuses bad days', async () => {
    const before = await surveyCount();
    const empty = await create(draft({ titulo: '  ', paraAlumnos: false, cierra: day(-1), preguntas: [{ clave: 'a', texto: '', tipo: 'opcion', respuestas: [{ texto: '' }] }] }));
    expect(empty.status).toBe(15);
    expect(empty.errores?.map((error) => error.campo)).toEqual(['titulo', 'paraAlumnos', 'cierra', 'preguntas.0.texto', 'preguntas.0.respuestas.0.texto']);
    const backwards = await create(draft({ abre: day(10), cierra: day(5) }));
    expect(backwards.errores).toEqual([{ campo: 'cierra', mensaje: 'El último día no puede ser anterior al primero' }]);
    expect((await create(draft({ preguntas: [] }))).mensaje).toBe('Añade al menos una pregunta');
    expect(await surveyCount()).toBe(before);
  });

  it('schedules a survey with a first day ahead, and closes it before it opens', async () => {
    const survey = await created(draft({ abre: day(3), cierra: day(10) }));
    expect(survey).toMatchObject({ estado: 'borrador', abre: day(3), cierra: day(10) });
    const scheduled = (await step(survey, 'publicar')).datos.encuesta;
    expect(scheduled.estado).toBe('programada');
    expect((await respondentView(survey.id, student.token)).status).toBe(35);
    const closed = await step(scheduled, 'cerrar');
    expect(closed).toMatchObject({ status: 0, datos: { aviso: 652, encuesta: { estado: 'cerrada' } } });
  });

  it('closes an open survey: nobody answers it any more; a draft or a closed one cannot be closed', async () => {
    const draftSurvey = await created();
    expect(await step(draftSurvey, 'cerrar')).toMatchObject({ status: 204 });
    const open = await published();
    const closed = (await step(open, 'cerrar')).datos.encuesta;
    expect(closed.estado).toBe('cerrada');
    expect((await respondentView(open.id, student.token)).status).toBe(35);
    const late = await as(app, student.token).post(`/api/Encuestas/guardaContestacionEncuesta/${open.id}`, {
      lContestaciones: [{ idPregunta: Number(open.preguntas[2]!.clave), texto: 'tarde' }],
    });
    expect(late.json()).toMatchObject({ status: 35 });
    expect(await step(closed, 'cerrar')).toMatchObject({ status: 204 });
    expect(await step(closed, 'publicar')).toMatchObject({ status: 201 });
  });

  it('publishes a mandatory survey to the student’s list as mandatory (the portal’s gate reads it)', async () => {
    const survey = await published(draft({ obligatoria: true }));
    const list = (await as(app, student.token).get('/api/Alumno/dameEncuestasUsuario')).json<Answer<{ idEncuesta: number; obligatoria: boolean }[]>>();
    expect(list.datos.find((item) => item.idEncuesta === survey.id)).toMatchObject({ obligatoria: true });
    await step(survey, 'cerrar');
  });

  it('answers 404 with status 200 for an unknown survey, and only to staff', async () => {
    expect((await office.get('/api/Orientacion/encuestas/999999')).statusCode).toBe(404);
    expect((await office.post('/api/Orientacion/encuestas/999999/publicar', { version: '1' })).json()).toMatchObject({ status: 200 });
    expect((await admin.get('/api/Orientacion/encuestas')).json()).toMatchObject({ status: 0 });
    const before = await surveyCount();
    // Another role's token is no staff session at all: 401, status 2.
    expect((await company.post('/api/Orientacion/encuestas', draft())).json()).toMatchObject({ status: 2 });
    expect((await as(app, student.token).post('/api/Orientacion/encuestas', draft())).json()).toMatchObject({ status: 2 });
    expect((await app.inject({ method: 'GET', url: '/api/Orientacion/encuestas' })).statusCode).toBe(401);
    expect(await surveyCount()).toBe(before);
  });
});

describe('the office reads a survey’s results', () => {
  it('counts a segment of five or more, withholds a smaller one, and refuses a degree for companies', async () => {
    const survey = await published();
    const students = await Promise.all([1, 2, 3, 4, 5].map(() => newStudent(pool)));
    for (const [index, respondent] of students.entries()) await answer(survey.id, respondent.token, index < 2 ? 'Sí' : 'No');
    const all = (await results(survey.id)).datos;
    expect(all.retenidos).toBeNull();
    expect(all.resultados!.preguntas[0]!.respuestas.map((option) => option.total)).toEqual([2, 3]);
    expect((await results(survey.id, '?segmento=estudiantes')).datos.resultados!.contestaciones).toBe(5);
    expect((await results(survey.id, '?segmento=egresados')).datos).toEqual({ resultados: null, retenidos: 'pocos' });
    expect((await results(survey.id, '?segmento=empresas')).datos).toEqual({ resultados: null, retenidos: 'pocos' });
    // One degree's students: none of the five studies it.
    expect((await results(survey.id, '?titulacion=G-OPT')).datos.retenidos).toBe('pocos');
    const refused = await office.get(`/api/Orientacion/encuestas/${survey.id}/resultados?segmento=empresas&titulacion=G-OPT`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 15, errores: [{ campo: 'titulacion' }] });
    const withheldFile = await office.get(`/api/Orientacion/encuestas/${survey.id}/resultados/csv?segmento=egresados`);
    expect(withheldFile.statusCode).toBe(409);
    expect(withheldFile.json()).toMatchObject({ status: 205 });
    await pool.query('DELETE FROM users WHERE id = ANY($1)', [students.map((respondent) => respondent.id)]);
  });

  it('never splits an anonymous survey by segment', async () => {
    const survey = await published(draft({ anonima: true }));
    const respondent = await newStudent(pool);
    expect(await answer(survey.id, respondent.token, 'No')).toMatchObject({ status: 0 });
    expect((await results(survey.id)).datos.resultados!.contestaciones).toBe(1);
    expect((await results(survey.id, '?segmento=estudiantes')).datos).toEqual({ resultados: null, retenidos: 'anonima' });
    const stored = await pool.query('SELECT user_id FROM survey_responses WHERE survey_id = $1', [survey.id]);
    expect(stored.rows).toEqual([{ user_id: null }]);
    await pool.query('DELETE FROM users WHERE id = $1', [respondent.id]);
  });

  it('exports the results to CSV and XLSX with formulas kept as text', async () => {
    const formula = draft({ titulo: `=SUM(1+1) Encuesta de prácticas ${Date.now()}` });
    formula.preguntas[2] = { ...formula.preguntas[2]!, texto: '=HYPERLINK("http://evil.test","¿Las recomendarías?")' };
    const survey = await published(formula);
    const respondent = await newStudent(pool);
    await answer(survey.id, respondent.token, 'Sí');
    const csv = await officeIn('en').get(`/api/Orientacion/encuestas/${survey.id}/resultados/csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="results-\d+-sum-1-1-encuesta-de-practicas-\d+\.csv"$/);
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFQuestion,Answer,Total,Percentage');
    expect(csv.body).toContain('\r\n¿Te gustaron las prácticas?,Sí,1,100.0\r\n');
    expect(csv.body).toContain(`\r\n"'=HYPERLINK(""http://evil.test"",""¿Las recomendarías?"")",Sí,1,100.0\r\n`);
    const xlsx = await office.get(`/api/Orientacion/encuestas/${survey.id}/resultados/xlsx?idioma=ca`);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Pregunta', 'Resposta', 'Total', 'Percentatge']);
    expect(sheet.getRow(2).values).toEqual([undefined, '¿Te gustaron las prácticas?', 'Sí', 1, '100.0']);
    expect(sheet.getRow(5).values).toEqual([undefined, `'=HYPERLINK("http://evil.test","¿Las recomendarías?")`, 'Sí', 1, '100.0']);
    await pool.query('DELETE FROM users WHERE id = $1', [respondent.id]);
  });
});

