import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { createStudent, type TestStudent } from '../cv/fixtures';
import { accounts, demoPassword, staffTokenOf, testApp, tokenOf } from '../support';
import { as, type Answer, type Caller } from './fixtures';

/**
 * The home's communications written by the careers office (issue 26): create, schedule, edit and
 * withdraw them for an audience (students, alumni, by degree, companies) in es, ca and en, as the
 * home then shows them; who did what; the refusals (other roles, bad input, stale or withdrawn
 * versions) that change nothing; the sanitising; the notifications to the audience.
 */
let app: PortalApp;
let pool: Pool;
let officeToken: string;
let office: Caller;
let admin: Caller;
let company: Caller;
let ana: TestStudent;
let joan: TestStudent;

/** A degree no demo student studies: the test's own students are its only readers. */
const degree = 'G-OPT';
const otherDegree = 'G-ODO';

interface Communication {
  id: number;
  publico: string;
  titulacion: string | null;
  textos: { es: string; ca: string | null; en: string | null };
  enlace: string | null;
  desde: string;
  hasta: string | null;
  estado: string;
  notificados: number;
  creada: { por: string; el: string } | null;
  modificada: { por: string; el: string } | null;
  retirada: { por: string; el: string } | null;
  version: string;
}
type Change = Answer<{ aviso: number; comunicacion: Communication }>;

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
let unique = 0;
/** A communication for the test's degree, shown from today, with texts no other test writes. */
const draft = (changes: Record<string, unknown> = {}) => {
  unique += 1;
  return {
    publico: 'alumnado',
    titulacion: degree,
    textos: { es: `Feria de óptica ${unique} ${Date.now()}`, ca: `Fira d'òptica ${unique}`, en: `Optics fair ${unique}` },
    enlace: '/eventos',
    desde: day(0),
    hasta: null,
    ...changes,
  };
};
const create = async (body: object, caller = office) => (await caller.post('/api/Orientacion/comunicaciones', body)).json<Change>();
const created = async (body: object) => {
  const answer = await create(body);
  expect(answer).toMatchObject({ status: 0, datos: { aviso: 640 } });
  return answer.datos.comunicacion;
};
/** What a student reads on the home, in a language. */
const home = async (student: TestStudent, language = 'es') =>
  (await as(app, student.token, language).get('/api/Alumno/dameComunicaciones')).json<Answer<{ descripcion: string; enlace: string | null }[]>>().datos;
const homeTexts = async (student: TestStudent, language = 'es') => (await home(student, language)).map((item) => item.descripcion);
const rowCount = async () => Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM communications')).rows[0]!.n);
const stored = async (id: number) => (await pool.query('SELECT * FROM communications WHERE id = $1', [id])).rows[0];

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  officeToken = await staffTokenOf(app);
  office = as(app, officeToken);
  admin = as(app, await staffTokenOf(app, accounts.admin));
  company = as(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
  ana = await createStudent(app, pool, 'comms-ana');
  joan = await createStudent(app, pool, 'comms-joan');
  for (const student of [ana, joan]) {
    await pool.query(
      `INSERT INTO student_standing (user_id, degree_code, degree_name, level) VALUES ($1, $2, 'Grado en Óptica y Optometría', 'grado')`,
      [student.id, degree],
    );
  }
  // Joan graduated: he is one of the alumni.
  await pool.query(
    `INSERT INTO institution_graduates (national_id) SELECT upper(national_id) FROM students WHERE user_id = $1`,
    [joan.id],
  );
});

afterAll(async () => {
  await pool.query(`DELETE FROM institution_graduates WHERE national_id IN (SELECT upper(national_id) FROM students WHERE user_id = ANY($1))`, [
    [ana.id, joan.id],
  ]);
  await pool.query('DELETE FROM users WHERE id = ANY($1)', [[ana.id, joan.id]]);
  await pool.query(`DELETE FROM communications WHERE degree_code IN ($1, $2)`, [degree, otherDegree]);
  await pool.end();
  await app.close();
});

describe('the office writes the home’s communications', () => {
  it('shows a communication to its audience only, in the reader’s language, with Spanish where a text is missing', async () => {
    const forStudents = await created(draft({ publico: 'estudiantes' }));
    expect(forStudents).toMatchObject({ publico: 'estudiantes', titulacion: degree, estado: 'vigente', retirada: null, modificada: null });
    expect(forStudents.creada?.por).toBeTruthy();
    const onlySpanish = await created(draft({ publico: 'egresados', textos: { es: `Solo en castellano ${Date.now()}`, ca: '', en: null } }));
    expect(onlySpanish.textos).toEqual({ es: onlySpanish.textos.es, ca: null, en: null });

    expect(await homeTexts(ana, 'ca')).toContain(forStudents.textos.ca);
    expect(await homeTexts(ana, 'en')).toContain(forStudents.textos.en);
    expect(await homeTexts(ana, 'es')).toContain(forStudents.textos.es);
    expect(await homeTexts(ana)).not.toContain(onlySpanish.textos.es);
    // Joan is an alumnus: the students' one is not his, the alumni's is, in Spanish whatever his language.
    expect(await homeTexts(joan, 'ca')).not.toContain(forStudents.textos.ca);
    expect(await homeTexts(joan, 'en')).toContain(onlySpanish.textos.es);
    const companyHome = (await company.get('/api/Empresa/dameComunicaciones')).json<Answer<{ descripcion: string }[]>>().datos;
    expect(companyHome.map((item) => item.descripcion)).not.toContain(forStudents.textos.es);
    expect((await home(ana)).find((item) => item.descripcion === forStudents.textos.es)?.enlace).toBe('/eventos');
  });

  it('keeps a scheduled communication off the home until its first day, and one past its last day off it after', async () => {
    const scheduled = await created(draft({ desde: day(3), hasta: day(10) }));
    expect(scheduled).toMatchObject({ estado: 'programada', desde: day(3), hasta: day(10) });
    expect(await homeTexts(ana)).not.toContain(scheduled.textos.es);
    const otherDegreeOnly = await created(draft({ titulacion: otherDegree }));
    expect(await homeTexts(ana)).not.toContain(otherDegreeOnly.textos.es);

    await pool.query(`UPDATE communications SET shown_from = current_date - 10, shown_until = current_date - 1 WHERE id = $1`, [scheduled.id]);
    const list = (await office.get('/api/Orientacion/comunicaciones')).json<Answer<Communication[]>>().datos;
    expect(list.find((item) => item.id === scheduled.id)?.estado).toBe('caducada');
    expect(await homeTexts(ana)).not.toContain(scheduled.textos.es);
  });

  it('edits the version the staff member saw, records who changed it, and refuses a stale one without changing anything', async () => {
    const first = await created(draft());
    const edited = (await admin.post(`/api/Orientacion/comunicaciones/${first.id}`, {
      ...draft({ publico: 'egresados', textos: { es: 'Texto corregido para egresados', ca: null, en: 'Corrected text' } }),
      version: first.version,
    })).json<Change>();
    expect(edited).toMatchObject({ status: 0, datos: { aviso: 640, comunicacion: { publico: 'egresados', textos: { es: 'Texto corregido para egresados', ca: null, en: 'Corrected text' } } } });
    expect(edited.datos.comunicacion.modificada?.por).not.toBe(first.creada?.por);
    expect(edited.datos.comunicacion.version).not.toBe(first.version);
    expect(await homeTexts(joan, 'en')).toContain('Corrected text');

    expect((await office.get(`/api/Orientacion/comunicaciones/${first.id}`)).json()).toEqual({ status: 0, datos: edited.datos.comunicacion });
    const unknown = await office.get('/api/Orientacion/comunicaciones/2147483647');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { status: 190 }]);

    const before = await stored(first.id);
    const stale = (await office.post(`/api/Orientacion/comunicaciones/${first.id}`, { ...draft(), version: first.version })).json<Change>();
    expect(stale.status).toBe(131);
    expect(await stored(first.id)).toEqual(before);

    const audit = await pool.query<{ action: string }>(
      `SELECT action FROM staff_decisions WHERE queue = 'comunicaciones' AND record_id = $1 ORDER BY id`,
      [first.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['crear', 'editar']);
  });

  it('withdraws a communication from the home at once, after which it can be neither changed nor withdrawn again', async () => {
    const live = await created(draft());
    expect(await homeTexts(ana)).toContain(live.textos.es);
    const withdrawn = (await office.post(`/api/Orientacion/comunicaciones/${live.id}/retirar`, { version: live.version })).json<Change>();
    expect(withdrawn).toMatchObject({ status: 0, datos: { aviso: 641, comunicacion: { estado: 'retirada' } } });
    expect(withdrawn.datos.comunicacion.retirada?.por).toBe(live.creada?.por);
    expect(await homeTexts(ana)).not.toContain(live.textos.es);

    const version = withdrawn.datos.comunicacion.version;
    expect((await office.post(`/api/Orientacion/comunicaciones/${live.id}/retirar`, { version })).json()).toEqual({ status: 191 });
    expect((await office.post(`/api/Orientacion/comunicaciones/${live.id}`, { ...draft(), version })).json()).toEqual({ status: 191 });
    const unknown = await office.post('/api/Orientacion/comunicaciones/2147483647/retirar', { version });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { status: 190 }]);
  });

  it('sends one notification to each user of the audience with the communication, in their language', async () => {
    await pool.query('UPDATE users SET preferred_language_id = 2 WHERE id = $1', [ana.id]);
    const sent = await created({ ...draft({ publico: 'alumnado' }), notificar: true });
    expect(sent.notificados).toBe(2);
    const notifications = await pool.query<{ user_id: number; title: string; body: string; access_url: string | null }>(
      'SELECT user_id, title, body, access_url FROM notifications WHERE body IN ($1, $2) ORDER BY user_id',
      [sent.textos.es, sent.textos.ca],
    );
    expect(notifications.rows).toEqual([
      { user_id: ana.id, title: "Nova comunicació del servei d'ocupació", body: sent.textos.ca, access_url: '/eventos' },
      { user_id: joan.id, title: 'Nueva comunicación del servicio de empleo', body: sent.textos.es, access_url: '/eventos' },
    ]);
  });
});

describe('what the office writes is sanitised as the portal shows it', () => {
  it('keeps the words of marked-up text and drops scripts, handlers and invisible characters', async () => {
    const marked = await created(
      draft({
        textos: {
          es: '<script>alert(1)</script><b>Feria</b>   de <i>empleo</i><img src=x onerror="alert(2)"> \u202Eóptica',
          ca: '<p style="color:red">Fira</p>',
          en: '<style>p{}</style>',
        },
      }),
    );
    expect(marked.textos).toEqual({ es: 'Feria de empleo óptica', ca: 'Fira', en: null });
    expect(await homeTexts(ana, 'es')).toContain('Feria de empleo óptica');
    expect(await homeTexts(ana, 'en')).toContain('Feria de empleo óptica');
  });
});

describe('refusals change nothing', () => {
  it('refuses students, companies and anonymous callers on every call', async () => {
    const target = await created(draft());
    const count = await rowCount();
    const student = as(app, ana.token);
    for (const caller of [student, company]) {
      expect((await caller.get('/api/Orientacion/comunicaciones')).json()).toMatchObject({ status: 2 });
      const refused = await caller.post('/api/Orientacion/comunicaciones', draft());
      expect([refused.statusCode, refused.json<Answer>().status]).toEqual([401, 2]);
      expect((await caller.post(`/api/Orientacion/comunicaciones/${target.id}/retirar`, { version: target.version })).statusCode).toBe(401);
    }
    const anonymous = await app.inject({ method: 'POST', url: '/api/Orientacion/comunicaciones', payload: draft() });
    expect([anonymous.statusCode, anonymous.json<Answer>().status]).toEqual([401, 2]);
    expect(await rowCount()).toBe(count);
    expect((await stored(target.id)).withdrawn_at).toBeNull();
  });

  it('refuses bad input with each field’s reason in the caller’s language', async () => {
    const count = await rowCount();
    const refused = async (body: object, language = 'es') => {
      const response = await as(app, officeToken, language).post('/api/Orientacion/comunicaciones', body);
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ status: number; errores: { campo: string; mensaje: string }[] }>();
      expect(answer.status).toBe(15);
      return Object.fromEntries(answer.errores.map((error) => [error.campo, error.mensaje]));
    };
    expect(await refused(draft({ textos: { es: '<b> </b>', ca: null, en: null }, enlace: 'javascript:alert(1)', hasta: day(-2) }), 'ca')).toEqual({
      'textos.es': 'Aquest camp és requerit',
      enlace: 'Escriu una pàgina del portal (comença per /) o una adreça web (comença per http:// o https://)',
      hasta: "L'últim dia no pot ser anterior al primer",
    });
    expect(await refused(draft({ publico: 'empresas', titulacion: degree, enlace: '//elsewhere.example' }), 'en')).toEqual({
      titulacion: 'Announcements for companies are not addressed to a degree',
      enlace: 'Write a page of the portal (starting with /) or a web address (starting with http:// or https://)',
    });
    expect(await refused(draft({ titulacion: 'G-NADA', desde: day(-5), hasta: day(-1) }))).toEqual({
      titulacion: 'Esta titulación no existe',
      hasta: 'El último día ya ha pasado',
    });
    expect(await refused(draft({ desde: '2026-02-30', publico: 'todos' }))).toEqual({
      desde: expect.stringMatching(/fecha/),
      publico: expect.stringMatching(/alumnado, estudiantes, egresados, empresas/),
    });
    expect(await refused(draft({ textos: { es: 'x'.repeat(501) } }), 'en')).toEqual({ 'textos.es': expect.stringMatching(/500/) });
    expect(await rowCount()).toBe(count);

    const target = await created(draft());
    const before = await stored(target.id);
    const badEdit = await office.post(`/api/Orientacion/comunicaciones/${target.id}`, { ...draft({ textos: { es: '' } }), version: target.version });
    expect(badEdit.statusCode).toBe(400);
    expect(await stored(target.id)).toEqual(before);
  });
});
