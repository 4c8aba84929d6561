import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { accounts, demoPassword, staffTokenOf, testApp, tokenOf } from '../support';
import { as, type Answer, type Caller } from './fixtures';

/**
 * The careers office's outcome dashboards (issue 26): each figure against the rows this file
 * inserts, all dated 2001 (no other test nor the demo writes anything then) and for two degrees
 * of their own (Translation: seven students; Journalism: two, so every count of them is hidden);
 * the "< 5" rule in the answers and the files; the refusals.
 */
let app: PortalApp;
let pool: Pool;
let office: Caller;
let admin: Caller;

const many = 'G-TRAD';
const few = 'G-PER';
const year = { desde: '2001-01-01', hasta: '2001-12-31' };
const tag = randomUUID().slice(0, 8);
const studentIds: number[] = [];
const companyIds: number[] = [];
let surveyId = 0;

interface Table {
  dimensiones: string[];
  medidas: { clave: string; tipo: string }[];
  filas: { etiquetas: string[]; valores: (number | string | null)[] }[];
  totales: (number | string | null)[];
  ocultas: boolean;
}

const panel = async (name: string, filters: Record<string, string> = {}, caller = office) => {
  const query = new URLSearchParams({ ...year, ...filters }).toString();
  return (await caller.get(`/api/Orientacion/resultados/${name}?${query}`)).json<Answer<Table>>();
};
const table = async (name: string, filters: Record<string, string> = {}) => {
  const answer = await panel(name, filters);
  expect(answer.status).toBe(0);
  return answer.datos;
};
/** A table's rows as { "label|label": [figures] }. */
const byLabels = (data: Table) => Object.fromEntries(data.filas.map((row) => [row.etiquetas.join('|'), row.valores]));

const insertStudents = async (degree: string, count: number) => {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name)
     SELECT 'Alumno', 'outcomes-' || $1 || '-' || $2 || '-' || g || '@test.example', 'x', 'Outcomes ' || g
       FROM generate_series(1, $3::integer) g RETURNING id`,
    [tag, degree, count],
  );
  const ids = rows.map((row) => row.id);
  await pool.query(
    `INSERT INTO students (user_id, first_name, last_names) SELECT id, 'Outcomes', 'Prueba' FROM unnest($1::integer[]) id`,
    [ids],
  );
  await pool.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level) SELECT id, $2, $2, 'grado' FROM unnest($1::integer[]) id`,
    [ids, degree],
  );
  studentIds.push(...ids);
  return ids;
};

const insertCompany = async (name: string, createdAt: string) => {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated, created_at) VALUES ($1, $2, $2, true, $3) RETURNING id`,
    [`OUT${tag}${companyIds.length}`, name, createdAt],
  );
  companyIds.push(rows[0]!.id);
  return rows[0]!.id;
};

const insertOffer = async (companyId: number, fields: { type: string; published: string; degree: string; sector: string; state?: number; closed?: string; draft?: boolean }) => {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO offers (access_slug, company_id, title, offer_type, published_at, degree_codes, sector, state_id, closed_at, draft)
     VALUES ($1, $2, 'Oferta de resultados', $3, $4, ARRAY[$5], $6, $7, $8, $9) RETURNING id`,
    [`outcomes-${randomUUID()}`, companyId, fields.type, fields.published, fields.degree, fields.sector, fields.state ?? 2, fields.closed ?? null, fields.draft ?? false],
  );
  return rows[0]!.id;
};

const apply = async (offerId: number, studentId: number, state: number, history: { state: number; at: string }[] = []) => {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO candidacies (offer_id, student_id, state_id, applied_at) VALUES ($1, $2, $3, '2001-02-03') RETURNING id`,
    [offerId, studentId, state],
  );
  for (const step of history) {
    await pool.query('INSERT INTO candidacy_state_changes (candidacy_id, state_id, changed_at) VALUES ($1, $2, $3)', [rows[0]!.id, step.state, step.at]);
  }
  return rows[0]!.id;
};

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  office = as(app, await staffTokenOf(app));
  admin = as(app, await staffTokenOf(app, accounts.admin));

  const translators = await insertStudents(many, 7);
  const journalists = await insertStudents(few, 2);
  const north = await insertCompany(`Outcomes Norte ${tag}`, '2001-02-10');
  const south = await insertCompany(`=Outcomes Sur ${tag}`, '2001-03-05');

  // Offers: three jobs in February (one filled by a selection after 10 days, one closed after 30,
  // one still open), an internship in March; the other company's internship for journalists; a
  // pending offer and a draft, which were never published.
  const filledJob = await insertOffer(north, { type: 'empleo', published: '2001-02-01', degree: many, sector: 'Turismo' });
  await insertOffer(north, { type: 'empleo', published: '2001-02-05', degree: many, sector: 'Turismo', state: 3, closed: '2001-03-07' });
  await insertOffer(north, { type: 'empleo', published: '2001-02-20', degree: many, sector: '=Educación' });
  await insertOffer(north, { type: 'practicas', published: '2001-03-01', degree: many, sector: 'Turismo' });
  const internship = await insertOffer(south, { type: 'practicas', published: '2001-03-02', degree: few, sector: 'Prensa' });
  await insertOffer(north, { type: 'empleo', published: '2001-02-02', degree: many, sector: 'Turismo', state: 1 });
  await insertOffer(north, { type: 'empleo', published: '2001-02-02', degree: many, sector: 'Turismo', draft: true });

  // The funnel: seven translators on the filled job (two applied only, one shortlisted, one
  // interviewing, two selected, one rejected after being shortlisted); one selected has started.
  const [t1, t2, t3, t4, t5, t6, t7] = translators as [number, number, number, number, number, number, number];
  await apply(filledJob, t1, 1);
  await apply(filledJob, t2, 1);
  await apply(filledJob, t3, 3);
  await apply(filledJob, t4, 4);
  const started = await apply(filledJob, t5, 6, [{ state: 6, at: '2001-02-11' }]);
  await apply(filledJob, t6, 6, [{ state: 6, at: '2001-02-21' }]);
  await apply(filledJob, t7, 17, [{ state: 3, at: '2001-02-08' }, { state: 17, at: '2001-02-09' }]);
  await pool.query(`INSERT INTO incorporation_forms (candidacy_id, form, starts_on) VALUES ($1, '{}', '2001-03-01')`, [started]);
  for (const journalist of journalists) await apply(internship, journalist, 1);

  // Internships: six translators started in May 2001, five finished in September; one journalist started.
  for (const [index, student] of translators.slice(0, 6).entries()) {
    await pool.query(
      `INSERT INTO student_internships (student_id, company_name, title, starts_on, ends_on, state) VALUES ($1, 'Outcomes Norte', 'Prácticas', '2001-05-01', $2, $3)`,
      [student, index < 5 ? '2001-09-30' : '2002-01-31', index < 5 ? 'finalizada' : 'enCurso'],
    );
  }
  await pool.query(
    `INSERT INTO student_internships (student_id, company_name, title, starts_on, ends_on, state) VALUES ($1, 'Outcomes Sur', 'Prácticas', '2001-05-01', '2001-07-31', 'enCurso')`,
    [journalists[0]],
  );

  // An agreement formalised in June 2001, in force for a year.
  await pool.query(
    `INSERT INTO company_agreements (company_id, status, document, deed_stored_name, formalised_on, expires_on)
     VALUES ($1, 'formalizado', '{}', $2, '2001-06-01', '2002-06-01')`,
    [north, `outcomes-${tag}.pdf`],
  );

  // A survey of January 2001 addressed to the nine students: six translators and a journalist answered.
  const survey = await pool.query<{ id: number }>(
    `INSERT INTO surveys (access_slug, title, opens_at, closes_at) VALUES ($1, $2, '2001-01-10', '2001-02-10') RETURNING id`,
    [`outcomes-${tag}`, `=Inserción ${tag}`],
  );
  surveyId = survey.rows[0]!.id;
  await pool.query('INSERT INTO survey_audience (survey_id, user_id) SELECT $1, unnest($2::integer[])', [surveyId, [...translators, ...journalists]]);
  const respondents = [...translators.slice(0, 6), journalists[0]!];
  await pool.query('INSERT INTO survey_respondents (survey_id, user_id) SELECT $1, unnest($2::integer[])', [surveyId, respondents]);
  await pool.query(`INSERT INTO survey_responses (survey_id, user_id, submitted_at) SELECT $1, unnest($2::integer[]), '2001-01-20'`, [surveyId, respondents]);
});

afterAll(async () => {
  await pool.query('DELETE FROM surveys WHERE id = $1', [surveyId]);
  await pool.query('DELETE FROM users WHERE id = ANY($1)', [studentIds]);
  await pool.query('DELETE FROM offers WHERE company_id = ANY($1)', [companyIds]);
  await pool.query('DELETE FROM companies WHERE id = ANY($1)', [companyIds]);
  await pool.end();
  await app.close();
});

describe('the outcome dashboards count the rows of the period', () => {
  it('counts the offers published per month and per sector, by type, without pending offers or drafts', async () => {
    const months = await table('ofertas');
    expect(months.filas).toHaveLength(12);
    expect(byLabels(months)).toMatchObject({ '2001-01': [0, 0], '2001-02': [3, 0], '2001-03': [0, 2], '2001-04': [0, 0] });
    expect(months.totales).toEqual([3, 2]);
    expect(byLabels(await table('ofertas', { titulacion: few }))).toMatchObject({ '2001-02': [0, 0], '2001-03': [0, 1] });
    expect(byLabels(await table('sectores'))).toEqual({ Turismo: [2, 1], '=Educación': [1, 0], Prensa: [0, 1] });
  });

  it('follows candidacies through the funnel by offer type and degree, hiding counts of fewer than five people', async () => {
    const funnel = await table('embudo');
    expect(funnel.medidas.map((measure) => measure.clave)).toEqual(['inscritas', 'preseleccionadas', 'seleccionadas', 'incorporadas']);
    // Pre-selected: shortlisted, interviewing, the two selected and the one rejected after a shortlist.
    expect(byLabels(funnel)).toEqual({ [`empleo|${many}`]: [7, 5, '< 5', '< 5'], [`practicas|${few}`]: ['< 5', 0, 0, 0] });
    // Totals add the shown cells only: the hidden ones cannot be had back by subtraction.
    expect(funnel.totales).toEqual([7, 5, 0, 0]);
    expect(funnel.ocultas).toBe(true);
    expect(byLabels(await table('embudo', { titulacion: many }))).toEqual({ [`empleo|${many}`]: [7, 5, '< 5', '< 5'] });
  });

  it('counts a candidacy under its student’s present degree and, once rejected, by the furthest stage its history reached', async () => {
    const [firstTranslator, lastTranslator] = [studentIds[0]!, studentIds[6]!];
    // The translator rejected after a shortlist changes degree: the candidacy goes with them.
    await pool.query('UPDATE student_standing SET degree_code = $2 WHERE user_id = $1', [lastTranslator, few]);
    try {
      expect(byLabels(await table('embudo'))).toEqual({
        [`empleo|${many}`]: [6, '< 5', '< 5', '< 5'],
        [`empleo|${few}`]: ['< 5', '< 5', 0, 0],
        [`practicas|${few}`]: ['< 5', 0, 0, 0],
      });
    } finally {
      await pool.query('UPDATE student_standing SET degree_code = $2 WHERE user_id = $1', [lastTranslator, many]);
    }
    // A translator who had only applied is shortlisted, then rejected: still pre-selected.
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM candidacies WHERE student_id = $1', [firstTranslator]);
    const candidacy = rows[0]!.id;
    await pool.query(`INSERT INTO candidacy_state_changes (candidacy_id, state_id, changed_at) VALUES ($1, 3, '2001-02-15'), ($1, 17, '2001-02-16')`, [candidacy]);
    await pool.query('UPDATE candidacies SET state_id = 17 WHERE id = $1', [candidacy]);
    try {
      expect(byLabels(await table('embudo'))[`empleo|${many}`]).toEqual([7, 6, '< 5', '< 5']);
    } finally {
      await pool.query('UPDATE candidacies SET state_id = 1 WHERE id = $1', [candidacy]);
    }
    expect(byLabels(await table('embudo'))[`empleo|${many}`]).toEqual([7, 5, '< 5', '< 5']);
  });

  it('measures the days to fill an offer: the first selection, or the close without one', async () => {
    const filling = await table('cobertura', { titulacion: many });
    // Jobs: filled after 10 (selection) and 30 days (closed); one still open. Internship: open.
    expect(byLabels(filling)).toEqual({ empleo: [2, 20, 28, 1], practicas: [0, null, null, 1] });
    expect(filling.totales).toEqual([2, null, null, 2]);
  });

  it('counts internships started and finished per degree and year', async () => {
    expect(byLabels(await table('practicas'))).toEqual({ [`${many}|2001`]: [6, 5], [`${few}|2001`]: ['< 5', 0] });
    expect(byLabels(await table('practicas', { titulacion: few }))).toEqual({ [`${few}|2001`]: ['< 5', 0] });
  });

  it('counts companies active, new and with an agreement in force, per month', async () => {
    const companies = byLabels(await table('empresas'));
    expect(companies['2001-01']).toEqual([0, 0, 0]);
    expect(companies['2001-02']).toEqual([1, 1, 0]);
    expect(companies['2001-03']).toEqual([2, 1, 0]);
    expect(companies['2001-06']).toEqual([0, 0, 1]);
    expect(companies['2001-12']).toEqual([0, 0, 1]);
  });

  it('gives each survey’s audience, responses and response rate, hidden for a degree with fewer than five', async () => {
    const title = `=Inserción ${tag}`;
    expect(byLabels(await table('encuestas'))[title]).toEqual([9, 7, 77.8]);
    expect(byLabels(await table('encuestas', { titulacion: many }))[title]).toEqual([7, 6, 85.7]);
    expect(byLabels(await table('encuestas', { titulacion: few }))[title]).toEqual(['< 5', '< 5', null]);
  });

  it('answers the admin role as well as the office one', async () => {
    expect((await panel('ofertas', {}, admin)).datos.totales).toEqual([3, 2]);
  });
});

describe('the files of a dashboard', () => {
  const file = (name: string, format: string, filters: Record<string, string> = {}) =>
    office.get(`/api/Orientacion/resultados/${name}/exportar?${new URLSearchParams({ ...year, ...filters, formato: format })}`);

  it('exports the table as CSV with "< 5" where the page shows it, and formulas kept as text', async () => {
    const csv = await file('embudo', 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="embudo-de-candidaturas-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual([
      'Tipo de oferta,Titulación,Inscritas,Preseleccionadas,Seleccionadas,Incorporadas',
      `Empleo,${many},7,5,< 5,< 5`,
      `Prácticas,${few},< 5,0,0,0`,
      'Total de las celdas mostradas,,7,5,0,0',
    ]);
    const sectors = (await file('sectores', 'csv')).body;
    expect(sectors).toContain("'=Educación,1,0");
    expect(sectors).not.toMatch(/^=/m);
  });

  it('exports the same table as XLSX', async () => {
    const xlsx = await file('encuestas', 'xlsx', { titulacion: few });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Encuesta', 'Público', 'Respuestas', 'Tasa de respuesta (%)']);
    expect(rows).toContainEqual([`'=Inserción ${tag}`, '< 5', '< 5', '']);
  });
});

describe('refusals', () => {
  it('refuses students, companies and anonymous callers', async () => {
    const student = as(app, await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword }));
    const company = as(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
    for (const caller of [student, company]) {
      const refused = await caller.get('/api/Orientacion/resultados/embudo');
      expect([refused.statusCode, refused.json<Answer>().status]).toEqual([401, 2]);
      expect((await caller.get('/api/Orientacion/resultados/embudo/exportar?formato=csv')).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: '/api/Orientacion/resultados/ofertas' })).statusCode).toBe(401);
  });

  it('refuses a backwards or over-long period (210), an unknown degree (211) and an unknown dashboard', async () => {
    expect((await panel('ofertas', { desde: '2001-05-01', hasta: '2001-04-30' })).status).toBe(210);
    expect((await panel('ofertas', { desde: '1980-01-01', hasta: '2001-04-30' })).status).toBe(210);
    expect((await panel('ofertas', { titulacion: 'G-NADA' })).status).toBe(211);
    const refused = await office.get('/api/Orientacion/resultados/personas');
    expect(refused.statusCode).toBe(400);
    expect((await office.get('/api/Orientacion/resultados/ofertas?desde=2001-02-30')).statusCode).toBe(400);
  });
});
