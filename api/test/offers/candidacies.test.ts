import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { candidacyDetailResponse, candidacyListResponse, failureEnvelope } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { apply } from '../../src/offers/candidacies';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

/**
 * The enrolment rules of spec 000 §4 and §6, one status each. A student of its own, set up per
 * test through the database, applies to the seeded offers (seeds/demo/offers.ts: one offer per rule).
 */

const email = 'reglas-candidaturas@test.example';
let app: PortalApp;
let pool: Pool;
let token: string;
let studentId: number;

const offers = {
  internship: 'practicas-desarrollo-movil-levante-tech',
  job: 'ingeniero-obra-civil-mediterraneo-obras',
  onlyGrado: 'practicas-desarrollo-software-solo-grado-levante-tech',
  onlyPostgrado: 'practicas-investigacion-clinica-master-hospital',
  vocational: 'practicas-tecnico-laboratorio-ciclo-agroalimentaria',
  nursingDegree: 'practicas-enfermeria-quirofano-hospital',
  ninetyPercentCredits: 'practicas-consultoria-estrategica-datos-baleares',
  withoutPendingInternships: 'practicas-extracurriculares-desarrollo-web-levante-tech',
  scholarship: 'practicas-beca-investigacion-datos-baleares',
  summer: 'practicas-verano-ingenieria-mediterraneo-obras',
  enrolmentCertificate: 'practicas-auditoria-calidad-agroalimentaria',
  requirements: 'comercial-internacional-alemania-levante-tech',
  ownCv: 'analista-datos-senior-cv-propio-datos-baleares',
} as const;

/** A student who meets every condition; each test changes the one it is about. */
const resetStudent = async () => {
  await pool.query('DELETE FROM candidacies WHERE student_id = $1', [studentId]);
  await pool.query('DELETE FROM student_internships WHERE student_id = $1', [studentId]);
  await pool.query(
    `UPDATE students SET with_internships = true, with_employment = true, national_id = '00000001R',
            phone = '600000001', birth_date = '2000-01-01' WHERE user_id = $1`,
    [studentId],
  );
  await pool.query(
    `UPDATE student_cvs SET internship_search_active = true, job_search_active = true, has_work_permit = true
      WHERE user_id = $1`,
    [studentId],
  );
  await pool.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent,
            social_security_number, languages)
     VALUES ($1, 'GII', 'Grado en Ingeniería Informática', 'grado', 100, '281234567840', '{"en": "C1"}')
     ON CONFLICT (user_id) DO UPDATE SET deregistered = false, degree_code = 'GII', level = 'grado',
       two_year_master = false, credits_passed_percent = 100, enrolled_for_internships = true,
       authorised_for_internships = true, has_scholarship = false, has_pending_internships = false,
       has_own_cv = false, needs_work_permit = false, social_security_number = '281234567840',
       provided_documents = '{}', languages = '{"en": "C1"}', driving_licence = false, own_car = false,
       available_to_relocate = false`,
    [studentId],
  );
};

const setStanding = (assignments: string) =>
  pool.query(`UPDATE student_standing SET ${assignments} WHERE user_id = $1`, [studentId]);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), ...headers } });
const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

const applyTo = (urlOferta: string, extra: object = {}, headers: Record<string, string> = {}) =>
  post('/api/Alumno/inscribirse', { urlOferta, ...extra }, headers);
const statusOf = async (urlOferta: string, extra: object = {}) =>
  (await applyTo(urlOferta, extra)).json<{ status: number }>().status;

const candidacyCount = async (slug: string) => {
  const { rows } = await pool.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM candidacies ca JOIN offers o ON o.id = ca.offer_id
      WHERE ca.student_id = $1 AND o.access_slug = $2`,
    [studentId, slug],
  );
  return rows[0]?.total ?? 0;
};

const setCandidacyState = (slug: string, state: number) =>
  pool.query(
    `UPDATE candidacies SET state_id = $3 WHERE student_id = $1
        AND offer_id = (SELECT id FROM offers WHERE access_slug = $2)`,
    [studentId, slug, state],
  );

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Alumno', $1, $2, 'Reglas')
     ON CONFLICT DO NOTHING RETURNING id`,
    [email, await hashPassword(demoPassword)],
  );
  studentId = rows[0]!.id;
  await pool.query(
    `INSERT INTO students (user_id, first_name, last_names) VALUES ($1, 'Reglas', 'De Prueba')`,
    [studentId],
  );
  await pool.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [studentId]);
  token = await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword });
});
afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = $1', [studentId]);
  await pool.end();
  await app.close();
});
beforeEach(resetStudent);

describe('applying (inscribirse)', () => {
  it('creates a candidacy in state 1 that shows in the list of its type', async () => {
    const response = await applyTo(offers.internship);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 0,
      datos: { idEstado: 1, urlAcceso: expect.any(String) },
    });
    const list = candidacyListResponse.parse(
      (await get('/api/Alumno/dameCandidaturasPracticasUsuario')).json(),
    );
    expect(list.datos.map((candidacy) => candidacy.oferta.urlAcceso)).toEqual([offers.internship]);
    const jobs = candidacyListResponse.parse((await get('/api/Alumno/dameCandidaturasEmpleoUsuario')).json());
    expect(jobs.datos).toEqual([]);
  });

  it('gives each new candidacy an access URL of 32 hexadecimal characters that begins with when it was made', async () => {
    // Migration 076: new candidacies sit side by side in the access URL's index (issue 23).
    const slugs: string[] = [];
    for (const slug of [offers.job, offers.internship, offers.onlyGrado, offers.withoutPendingInternships]) {
      const answer = (await applyTo(slug)).json<{ status: number; datos: { urlAcceso: string } }>();
      expect(answer.status).toBe(0);
      slugs.push(answer.datos.urlAcceso);
    }
    for (const slug of slugs) expect(slug).toMatch(/^[0-9a-f]{32}$/);
    const times = slugs.map((slug) => slug.slice(0, 12));
    expect(times).toEqual([...times].sort());
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('4: an offer that does not exist', async () => {
    expect(await statusOf('no-existe-esta-oferta')).toBe(4);
  });

  it('4: a closed offer', async () => {
    await pool.query(`UPDATE offers SET closed_at = now() WHERE access_slug = $1`, [offers.job]);
    try {
      expect(await statusOf(offers.job)).toBe(4);
    } finally {
      await pool.query(`UPDATE offers SET closed_at = NULL WHERE access_slug = $1`, [offers.job]);
    }
  });

  it('6 / 7: the offer is for employment / internships when applying from the other list', async () => {
    expect(await statusOf(offers.job, { tipo: 'practicas' })).toBe(6);
    expect(await statusOf(offers.internship, { tipo: 'empleo' })).toBe(7);
    expect(await candidacyCount(offers.job)).toBe(0);
  });

  it('10: already a candidate', async () => {
    expect(await statusOf(offers.job)).toBe(0);
    expect(await statusOf(offers.job)).toBe(10);
    expect(await candidacyCount(offers.job)).toBe(1);
  });

  it('10: applying many times at once creates one candidacy', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => applyTo(offers.job)));
    const statuses = answers.map((answer) => answer.json<{ status: number }>().status).sort((a, b) => a - b);
    expect(statuses).toEqual([0, 10, 10, 10, 10, 10, 10, 10]);
    expect(await candidacyCount(offers.job)).toBe(1);
  });

  it('applications that arrive together are each answered for their own offer: one candidacy per offer', async () => {
    // One statement reads them and one writes them (db/batched.ts): a refusal, an unknown offer and
    // the same offer twice are still each answered on their own.
    const sent = [offers.job, offers.onlyPostgrado, offers.internship, offers.job, 'no-existe-esta-oferta', offers.internship];
    const answers = await Promise.all(sent.map((slug) => applyTo(slug)));
    const statuses = answers.map((answer) => answer.json<{ status: number }>().status);
    // Of the two applications to one offer, either may be the one that creates the candidacy.
    const pair = (first: number, second: number) => [statuses[first], statuses[second]].sort((a, b) => a! - b!);
    expect(pair(0, 3)).toEqual([0, 10]);
    expect(pair(2, 5)).toEqual([0, 10]);
    expect([statuses[1], statuses[4]]).toEqual([19, 4]);
    const createdFor = (first: number, second: number) =>
      answers[statuses[first] === 0 ? first : second]!.json<{ datos: { urlAcceso: string } }>().datos;
    const created = [createdFor(0, 3), createdFor(2, 5)];
    const { rows } = await pool.query<{ slug: string; offer: string }>(
      `SELECT ca.access_slug AS slug, o.access_slug AS offer FROM candidacies ca JOIN offers o ON o.id = ca.offer_id
        WHERE ca.student_id = $1 ORDER BY ca.id`,
      [studentId],
    );
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { slug: created[0]!.urlAcceso, offer: offers.job },
        { slug: created[1]!.urlAcceso, offer: offers.internship },
      ]),
    );
    // Each candidacy's history starts with its state 1.
    const history = await pool.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM candidacy_state_changes h JOIN candidacies ca ON ca.id = h.candidacy_id
        WHERE ca.student_id = $1 AND h.state_id = 1`,
      [studentId],
    );
    expect(history.rows[0]!.total).toBe(2);
  });

  it('11: missing required documentation, accepted once provided', async () => {
    expect(await statusOf(offers.enrolmentCertificate)).toBe(11);
    await setStanding(`provided_documents = '{certificadoMatricula}'`);
    expect(await statusOf(offers.enrolmentCertificate)).toBe(0);
  });

  it('13: the offer is for another degree', async () => {
    expect(await statusOf(offers.nursingDegree)).toBe(13);
    await setStanding(`degree_code = 'G-ENF'`);
    expect(await statusOf(offers.nursingDegree)).toBe(0);
  });

  it('17: the offer overlaps an internship under way, not a finished one', async () => {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO student_internships (student_id, company_name, title, starts_on, ends_on, state)
       VALUES ($1, 'Empresa', 'Prácticas en curso', current_date, current_date + 40, 'enCurso') RETURNING id`,
      [studentId],
    );
    expect(await statusOf(offers.summer)).toBe(17);
    await pool.query(`UPDATE student_internships SET state = 'finalizada' WHERE id = $1`, [rows[0]!.id]);
    expect(await statusOf(offers.summer)).toBe(0);
  });

  it('18 / 19 / 47: only grado, only postgrado, another level', async () => {
    expect(await statusOf(offers.onlyPostgrado)).toBe(19);
    expect(await statusOf(offers.vocational)).toBe(47);
    await setStanding(`level = 'postgrado'`);
    expect(await statusOf(offers.onlyGrado)).toBe(18);
    expect(await statusOf(offers.onlyPostgrado)).toBe(0);
  });

  it('20 / 21: no employment / internship service', async () => {
    await pool.query('UPDATE students SET with_employment = false WHERE user_id = $1', [studentId]);
    expect(await statusOf(offers.job)).toBe(20);
    expect(await statusOf(offers.internship)).toBe(0);
    await pool.query(
      'UPDATE students SET with_employment = true, with_internships = false WHERE user_id = $1',
      [studentId],
    );
    expect(await statusOf(offers.onlyGrado)).toBe(21);
    expect(await statusOf(offers.job)).toBe(0);
  });

  it('23: not enrolled for internships (employment still open)', async () => {
    await setStanding('enrolled_for_internships = false');
    expect(await statusOf(offers.internship)).toBe(23);
    expect(await statusOf(offers.job)).toBe(0);
  });

  it('32: deregistered', async () => {
    await setStanding('deregistered = true');
    expect(await statusOf(offers.job)).toBe(32);
    expect(await statusOf(offers.internship)).toBe(32);
  });

  it('34: a student who needs a work permit and has none', async () => {
    await setStanding('needs_work_permit = true');
    await pool.query('UPDATE student_cvs SET has_work_permit = false WHERE user_id = $1', [studentId]);
    expect(await statusOf(offers.job)).toBe(34);
    await pool.query('UPDATE student_cvs SET has_work_permit = true WHERE user_id = $1', [studentId]);
    expect(await statusOf(offers.job)).toBe(0);
  });

  it('52: credits missing, with the warning before applying', async () => {
    await setStanding('credits_passed_percent = 75');
    const warning = await get(
      `/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${offers.ninetyPercentCredits}`,
    );
    expect(warning.json()).toEqual({
      status: 0,
      datos: { aviso: true, creditosMinimos: 90, creditosSuperados: 75 },
    });
    expect(await statusOf(offers.ninetyPercentCredits)).toBe(52);
    const none = await get(`/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${offers.internship}`);
    expect(none.json()).toEqual({
      status: 0,
      datos: { aviso: false, creditosMinimos: null, creditosSuperados: 75 },
    });
  });

  it('52: two-year master students need half their credits for any internship', async () => {
    await setStanding(`level = 'postgrado', two_year_master = true, credits_passed_percent = 40`);
    expect(await statusOf(offers.internship)).toBe(52);
    expect(await statusOf(offers.job)).toBe(0);
    await setStanding('credits_passed_percent = 50');
    expect(await statusOf(offers.internship)).toBe(0);
  });

  it('53: an offer for students without pending internships', async () => {
    await setStanding('has_pending_internships = true');
    expect(await statusOf(offers.withoutPendingInternships)).toBe(53);
  });

  it('54: active search required for the offer type', async () => {
    await pool.query('UPDATE student_cvs SET job_search_active = false WHERE user_id = $1', [studentId]);
    expect(await statusOf(offers.job)).toBe(54);
    expect(await statusOf(offers.internship)).toBe(0);
  });

  it('55: own CV required', async () => {
    expect(await statusOf(offers.ownCv)).toBe(55);
    await setStanding('has_own_cv = true');
    expect(await statusOf(offers.ownCv)).toBe(0);
  });

  it('80: requirements not met, listing them in the caller’s language', async () => {
    const spanish = await applyTo(offers.requirements);
    expect(spanish.json()).toEqual({
      status: 80,
      mensaje: expect.stringContaining('Alemán B2, Vehículo propio'),
      datos: { requisitos: ['Alemán B2', 'Vehículo propio'] },
    });
    expect(spanish.json<{ mensaje: string }>().mensaje).toMatch(/^No es posible realizar la candidatura/);
    const catalan = await applyTo(offers.requirements, {}, { 'accept-language': 'ca' });
    expect(catalan.json<{ mensaje: string }>().mensaje).toMatch(/^No és possible fer la candidatura/);
    // Desirable requirements (travel) never block; meeting the mandatory ones lets the student in.
    await setStanding(`languages = '{"en": "C1", "de": "C1"}', own_car = true`);
    expect(await statusOf(offers.requirements)).toBe(0);
  });

  it('111: not authorised for internships', async () => {
    await setStanding('authorised_for_internships = false');
    expect(await statusOf(offers.internship)).toBe(111);
  });

  it('113: scholarship holders only', async () => {
    expect(await statusOf(offers.scholarship)).toBe(113);
    await setStanding('has_scholarship = true');
    expect(await statusOf(offers.scholarship)).toBe(0);
  });

  it('518: data an internship needs is missing', async () => {
    await setStanding('social_security_number = NULL');
    expect((await get('/api/Alumno/faltaDatosNecesariosPorPractica')).json()).toEqual({
      status: 0,
      datos: { faltan: ['numSeguridadSocial'] },
    });
    expect(await statusOf(offers.internship)).toBe(518);
    expect(await statusOf(offers.job)).toBe(0);
  });

  it('refuses a body without urlOferta with 15, and a company or no token', async () => {
    const invalid = await post('/api/Alumno/inscribirse', {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ status: 15, errores: [{ campo: 'urlOferta' }] });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      payload: { urlOferta: offers.job },
    });
    expect(anonymous.json()).toMatchObject({ status: 2 });
    const companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const company = await app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      payload: { urlOferta: offers.job },
      headers: bearer(companyToken),
    });
    expect(company.json()).toMatchObject({ status: 79 });
  });
});

/**
 * Applying's session is checked in the same statement that reads the offer and the student's
 * standing (its lookup companion), so the route checks the token before the body is read and the
 * session right after: still before the body is validated, and before anything is written.
 */
describe('applying: the session, read with the offer', () => {
  it('refuses an ended session whatever the body, and writes nothing', async () => {
    // A second login of the student, logged out as a user does.
    const other = await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword });
    const logout = await app.inject({ method: 'POST', url: '/api/Alumno/cerrarSesion', headers: bearer(other) });
    expect(logout.json()).toMatchObject({ status: 0 });
    for (const payload of [{ urlOferta: offers.job }, { urlOferta: '' }, { urlOferta: 7 }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Alumno/inscribirse',
        payload,
        headers: bearer(other),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 2 });
    }
    expect(await candidacyCount(offers.job)).toBe(0);
  });

  it('refuses a blocked student with 90', async () => {
    await pool.query('UPDATE users SET blocked = true WHERE id = $1', [studentId]);
    try {
      const response = await applyTo(offers.job);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 90 });
    } finally {
      await pool.query('UPDATE users SET blocked = false WHERE id = $1', [studentId]);
      // A block ends the student's sessions: the next tests log in again.
      token = await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword });
    }
    expect(await candidacyCount(offers.job)).toBe(0);
  });

  it('refuses a caller without a valid token before reading the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      payload: '{"urlOferta": ',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 2 });
  });

  it('takes the offer’s URL as the contract does (trimmed) when reading it with the session', async () => {
    expect(await statusOf(`  ${offers.job}  `)).toBe(0);
    expect(await candidacyCount(offers.job)).toBe(1);
  });

  it('decides the same without the session’s read, by its own statement', async () => {
    // The date rule (518 for an internship starting from 2024 without the number), the requirements (80).
    await setStanding('social_security_number = NULL');
    expect(await apply(pool, studentId, { urlOferta: offers.internship })).toEqual({
      ok: false,
      refusal: { status: 518 },
    });
    expect(await statusOf(offers.internship)).toBe(518);
    expect(await apply(pool, studentId, { urlOferta: offers.requirements })).toEqual({
      ok: false,
      refusal: { status: 80, requisitos: ['Alemán B2', 'Vehículo propio'] },
    });
    expect(await apply(pool, studentId, { urlOferta: 'no-such-offer' })).toEqual({
      ok: false,
      refusal: { status: 4 },
    });
    expect(await apply(pool, studentId, { urlOferta: offers.job })).toMatchObject({
      ok: true,
      value: { idEstado: 1, urlAcceso: expect.any(String) },
    });
    expect(await statusOf(offers.job)).toBe(10);
  });
});

describe('withdrawing (desinscribirse)', () => {
  it('501: withdraws an unprocessed application', async () => {
    await applyTo(offers.job);
    const response = await post('/api/Alumno/desinscribirse', { urlOferta: offers.job });
    expect(response.json()).toEqual({ status: 0, datos: { codigo: 501 } });
    expect(await candidacyCount(offers.job)).toBe(0);
  });

  it('30: the application was already processed', async () => {
    await applyTo(offers.job);
    await setCandidacyState(offers.job, 5);
    expect((await post('/api/Alumno/desinscribirse', { urlOferta: offers.job })).json()).toMatchObject({
      status: 30,
    });
    expect(await candidacyCount(offers.job)).toBe(1);
  });

  it('31: there is no application', async () => {
    expect((await post('/api/Alumno/desinscribirse', { urlOferta: offers.job })).json()).toMatchObject({
      status: 31,
    });
  });
});

describe('pre-enrolment', () => {
  const offerPreEnrolment = async (slug: string) => {
    await applyTo(slug);
    await setCandidacyState(slug, 16);
  };

  it('519: accepting moves the candidacy on and records it in the history', async () => {
    await offerPreEnrolment(offers.internship);
    const response = await post('/api/Alumno/aceptarPreinscripcion', { urlOferta: offers.internship });
    expect(response.json()).toEqual({ status: 0, datos: { codigo: 519 } });
    const again = await post('/api/Alumno/aceptarPreinscripcion', { urlOferta: offers.internship });
    expect(again.json()).toMatchObject({ status: 30 });
  });

  it('519: rejecting needs a reason of state 17 for the offer profile or for any profile', async () => {
    await offerPreEnrolment(offers.internship);
    // In the change-reason domain: 1 and 14 are for employment, 13 is the company's ("the place is
    // filled"), 999 does not exist.
    for (const idMotivo of [1, 13, 14, 999]) {
      const refused = await post('/api/Alumno/rechazarPreinscripcion', {
        urlOferta: offers.internship,
        idMotivo,
      });
      expect(refused.statusCode, `reason ${idMotivo}`).toBe(400);
      expect(refused.json(), `reason ${idMotivo}`).toMatchObject({
        status: 15,
        errores: [{ campo: 'idMotivo' }],
      });
    }
    const missing = await post('/api/Alumno/rechazarPreinscripcion', { urlOferta: offers.internship });
    expect(missing.json()).toMatchObject({ status: 15, errores: [{ campo: 'idMotivo' }] });

    const rejected = await post('/api/Alumno/rechazarPreinscripcion', {
      urlOferta: offers.internship,
      idMotivo: 4,
    });
    expect(rejected.json()).toEqual({ status: 0, datos: { codigo: 519 } });
    const list = candidacyListResponse.parse(
      (await get('/api/Alumno/dameCandidaturasPracticasUsuario')).json(),
    );
    const detail = candidacyDetailResponse.parse(
      (await get(`/api/Alumno/dameCandidatura/${list.datos[0]!.urlAcceso}`)).json(),
    ).datos;
    expect(detail).toMatchObject({ idEstado: 17, idMotivo: 4 });
    expect(detail.historial.map((change) => change.idEstado)).toEqual([1, 17]);
    expect(detail.historial[1]?.idMotivo).toBe(4);
  });

  it('a reason for any profile is accepted for a job offer', async () => {
    await offerPreEnrolment(offers.job);
    const rejected = await post('/api/Alumno/rechazarPreinscripcion', { urlOferta: offers.job, idMotivo: 7 });
    expect(rejected.json()).toEqual({ status: 0, datos: { codigo: 519 } });
  });

  it('31 without a candidacy, 30 when no pre-enrolment awaits an answer', async () => {
    expect((await post('/api/Alumno/aceptarPreinscripcion', { urlOferta: offers.job })).json()).toMatchObject(
      { status: 31 },
    );
    await applyTo(offers.job);
    expect((await post('/api/Alumno/aceptarPreinscripcion', { urlOferta: offers.job })).json()).toMatchObject(
      { status: 30 },
    );
  });
});

describe('candidacies of the caller only', () => {
  it('another student’s candidacy is not found (31)', async () => {
    const demoToken = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    const demoList = candidacyListResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/Alumno/dameCandidaturasEmpleoUsuario',
          headers: bearer(demoToken),
        })
      ).json(),
    ).datos;
    expect(demoList.length).toBeGreaterThan(0);
    const foreign = await get(`/api/Alumno/dameCandidatura/${demoList[0]!.urlAcceso}`);
    expect(failureEnvelope.parse(foreign.json()).status).toBe(31);
  });
});
