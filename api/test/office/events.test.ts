import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { createStudent, type TestStudent } from '../cv/fixtures';
import { accounts, demoPassword, staffTokenOf, testApp, tokenOf } from '../support';
import { as, type Answer, type Caller } from './fixtures';

/**
 * Events managed by the careers office (issue 26): drafts nobody else sees, publication to an
 * audience (students, alumni, by degree, companies) in es, ca and en; the registration list, its
 * CSV and XLSX (formula injection guarded); attendance; the places never below the registrations;
 * the cancellation with a notice to every registered person; the refusals (other roles, bad input,
 * stale versions, cancelled events) that change nothing.
 */
let app: PortalApp;
let pool: Pool;
let officeToken: string;
let office: Caller;
let admin: Caller;
let company: Caller;
let ana: TestStudent;
let joan: TestStudent;
let outsider: TestStudent;

/** A degree no demo student studies: the test's own students are the only ones it reaches. */
const degree = 'G-MAR';

interface OfficeEvent {
  id: number;
  titulo: { es: string; ca: string | null; en: string | null };
  descripcion: { es: string; ca: string | null; en: string | null };
  estado: string;
  plazas: number | null;
  inscritos: number;
  asistentes: number;
  estudiantes: string | null;
  empresas: boolean;
  creado: { por: string } | null;
  publicado: { por: string } | null;
  cancelado: { por: string; motivo: string } | null;
  notificados: number;
  version: string;
}
interface Registration {
  id: number;
  tipo: string;
  nombre: string;
  email: string;
  empresa: string | null;
  asistio: boolean | null;
}
type Change = Answer<{ aviso: number; evento: OfficeEvent }>;

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
let unique = 0;
/** An event for the test's degree, in two days, with texts no other test writes. */
const draft = (changes: Record<string, unknown> = {}) => {
  unique += 1;
  const stamp = `${unique}-${Date.now()}`;
  return {
    titulo: { es: `Taller de náutica ${stamp}`, ca: `Taller de nàutica ${stamp}`, en: null },
    descripcion: { es: 'Cómo preparar una entrevista en el sector marítimo.', ca: null, en: 'How to prepare an interview.' },
    categoria: 'talleres',
    inicio: inHours(48),
    fin: inHours(50),
    lugar: 'Aula 3',
    enlace: null,
    plazas: 10,
    estudiantes: 'todos',
    titulacion: degree,
    empresas: false,
    inscripcionDesde: null,
    inscripcionHasta: null,
    ...changes,
  };
};
const create = async (body: object, caller = office) => (await caller.post('/api/Orientacion/eventos', body)).json<Change>();
const created = async (body: object = draft()) => {
  const answer = await create(body);
  expect(answer).toMatchObject({ status: 0, datos: { aviso: 642, evento: { estado: 'borrador' } } });
  return answer.datos.evento;
};
const publish = async (event: OfficeEvent) => {
  const answer = (await office.post(`/api/Orientacion/eventos/${event.id}/publicar`, { version: event.version })).json<Change>();
  expect(answer).toMatchObject({ status: 0, datos: { aviso: 643, evento: { estado: 'proximo' } } });
  return answer.datos.evento;
};
const published = async (body: object = draft()) => publish(await created(body));
/** The titles of the events a student (or the company) sees, in a language. */
const seen = async (caller: Caller, kind = 'Alumno') =>
  (await caller.get(`/api/${kind}/dameEventos`)).json<Answer<{ titulo: string }[]>>().datos.map((event) => event.titulo);
const slugOf = async (id: number) => (await pool.query<{ access_slug: string }>('SELECT access_slug FROM events WHERE id = $1', [id])).rows[0]!.access_slug;
const register = async (caller: Caller, id: number, kind = 'Alumno') =>
  (await caller.post(`/api/${kind}/inscribirseEnEvento`, { idEvento: id, urlEvento: await slugOf(id) })).json<Answer & { mensaje?: string }>();
const registrations = async (id: number) =>
  (await office.get(`/api/Orientacion/eventos/${id}/inscripciones`)).json<Answer<{ evento: OfficeEvent; inscripciones: Registration[] }>>().datos;
const stored = async (id: number) => (await pool.query('SELECT * FROM events WHERE id = $1', [id])).rows[0];
const eventCount = async () => Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const student = (who: TestStudent, language = 'es') => as(app, who.token, language);

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  officeToken = await staffTokenOf(app);
  office = as(app, officeToken);
  admin = as(app, await staffTokenOf(app, accounts.admin));
  company = as(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
  ana = await createStudent(app, pool, 'events-ana');
  joan = await createStudent(app, pool, 'events-joan');
  outsider = await createStudent(app, pool, 'events-outsider');
  for (const who of [ana, joan]) {
    await pool.query(
      `INSERT INTO student_standing (user_id, degree_code, degree_name, level) VALUES ($1, $2, 'Grado en Ingeniería Marítima', 'grado')`,
      [who.id, degree],
    );
  }
  // Joan graduated: he is one of the alumni.
  await pool.query(`INSERT INTO institution_graduates (national_id) SELECT upper(national_id) FROM students WHERE user_id = $1`, [joan.id]);
});

afterAll(async () => {
  await pool.query(`DELETE FROM institution_graduates WHERE national_id IN (SELECT upper(national_id) FROM students WHERE user_id = ANY($1))`, [
    [ana.id, joan.id],
  ]);
  await pool.query(`DELETE FROM events WHERE title LIKE 'Taller de náutica %' OR degree_code = $1`, [degree]);
  await pool.query('DELETE FROM users WHERE id = ANY($1)', [[ana.id, joan.id, outsider.id]]);
  await pool.end();
  await app.close();
});

describe('the office creates and publishes events', () => {
  it('keeps a draft from its audience until it is published, then shows it to the students of its degree in their language', async () => {
    const draftEvent = await created();
    expect(draftEvent).toMatchObject({ inscritos: 0, asistentes: 0, publicado: null, cancelado: null, estudiantes: 'todos', empresas: false });
    expect(draftEvent.creado?.por).toBe('Servicio de Orientación');
    expect(await seen(student(ana))).not.toContain(draftEvent.titulo.es);
    const hidden = (await student(ana).get(`/api/Alumno/dameFichaEvento/${draftEvent.id}`)).json<Answer>();
    expect(hidden.status).toBe(78);
    expect(await register(student(ana), draftEvent.id)).toMatchObject({ status: 78 });

    const live = await publish(draftEvent);
    expect(live.publicado?.por).toBe('Servicio de Orientación');
    expect(await seen(student(ana))).toContain(live.titulo.es);
    expect(await seen(student(ana, 'ca'))).toContain(live.titulo.ca);
    // No English title: English readers see the Spanish one; the English description is theirs.
    expect(await seen(student(ana, 'en'))).toContain(live.titulo.es);
    const detail = (await student(ana, 'en').get(`/api/Alumno/dameFichaEvento/${live.id}`)).json<Answer<{ descripcion: string; lugar: string }>>();
    expect(detail.datos).toMatchObject({ descripcion: 'How to prepare an interview.', lugar: 'Aula 3' });
    // Not of the degree, not a company: not theirs.
    expect(await seen(student(outsider))).not.toContain(live.titulo.es);
    expect(await seen(company, 'Empresa')).not.toContain(live.titulo.es);

    const again = (await office.post(`/api/Orientacion/eventos/${live.id}/publicar`, { version: live.version })).json();
    expect(again).toEqual({ status: 196 });
  });

  it('addresses the alumni only, or companies, as the office chose; an online event shows its link as its place', async () => {
    const forAlumni = await published(draft({ estudiantes: 'egresados' }));
    expect(await seen(student(joan))).toContain(forAlumni.titulo.es);
    expect(await seen(student(ana))).not.toContain(forAlumni.titulo.es);
    const forCompanies = await published(
      draft({ estudiantes: null, titulacion: null, empresas: true, lugar: null, enlace: 'https://meet.example.org/feria' }),
    );
    expect(await seen(company, 'Empresa')).toContain(forCompanies.titulo.es);
    expect(await seen(student(ana))).not.toContain(forCompanies.titulo.es);
    const detail = (await company.get(`/api/Empresa/dameFichaEvento/${forCompanies.id}`)).json<Answer<{ lugar: string }>>();
    expect(detail.datos.lugar).toBe('https://meet.example.org/feria');
    expect(await register(company, forCompanies.id, 'Empresa')).toMatchObject({ status: 0 });
    const list = await registrations(forCompanies.id);
    expect(list.inscripciones).toEqual([
      expect.objectContaining({ tipo: 'Empresa', email: accounts.company, empresa: expect.any(String), asistio: null }),
    ]);
  });

  it('edits the version the staff member saw, and refuses a stale one without changing anything', async () => {
    const first = await created();
    const edited = (
      await admin.post(`/api/Orientacion/eventos/${first.id}`, { ...draft({ plazas: 3, titulo: { es: 'Taller de náutica corregido', ca: null, en: 'Nautical workshop' } }), version: first.version })
    ).json<Change>();
    expect(edited).toMatchObject({ status: 0, datos: { aviso: 642, evento: { plazas: 3, titulo: { es: 'Taller de náutica corregido', ca: null, en: 'Nautical workshop' } } } });
    expect((await office.get(`/api/Orientacion/eventos/${first.id}`)).json()).toEqual({ status: 0, datos: edited.datos.evento });
    const before = await stored(first.id);
    const stale = (await office.post(`/api/Orientacion/eventos/${first.id}`, { ...draft(), version: first.version })).json();
    expect(stale).toEqual({ status: 131 });
    expect((await office.post(`/api/Orientacion/eventos/${first.id}/publicar`, { version: first.version })).json()).toEqual({ status: 131 });
    expect(await stored(first.id)).toEqual(before);
    const audit = await pool.query<{ action: string }>(`SELECT action FROM staff_decisions WHERE queue = 'eventos' AND record_id = $1 ORDER BY id`, [first.id]);
    expect(audit.rows.map((row) => row.action)).toEqual(['crear', 'editar']);

    for (const url of ['/api/Orientacion/eventos/2147483647', '/api/Orientacion/eventos/2147483647/inscripciones', '/api/Orientacion/eventos/2147483647/inscripciones/exportar?formato=csv']) {
      const unknown = await office.get(url);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { status: 192 }]);
    }
  });
});

describe('registrations, their export and attendance', () => {
  it('lists who registered, exports them to CSV and XLSX with formulas made inert, and marks attendance', async () => {
    const event = await published(draft({ estudiantes: 'todos' }));
    expect(await register(student(ana), event.id)).toMatchObject({ status: 0 });
    expect(await register(student(joan), event.id)).toMatchObject({ status: 0 });
    // A name a spreadsheet would run as a formula.
    await pool.query(`UPDATE students SET first_name = '=HYPERLINK("http://evil.example")', last_names = 'Soler, "Pep"' WHERE user_id = $1`, [joan.id]);

    const list = await registrations(event.id);
    expect(list.evento.inscritos).toBe(2);
    expect(list.inscripciones.map((row) => [row.tipo, row.email, row.asistio])).toEqual([
      ['Alumno', ana.email, null],
      ['Alumno', joan.email, null],
    ]);
    expect(list.inscripciones[0]!.nombre).toBe('events-ana Prueba CV');

    const csv = await office.get(`/api/Orientacion/eventos/${event.id}/inscripciones/exportar?formato=csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="inscripciones-evento-\d+\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Nombre,Email,Tipo,Empresa,Fecha de inscripción,Asistencia');
    expect(lines[1]).toMatch(new RegExp(`^events-ana Prueba CV,${ana.email},Estudiante,,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Sin marcar$`));
    expect(lines[2]).toMatch(new RegExp(`^"'=HYPERLINK\\(""http://evil.example""\\) Soler, ""Pep""",${joan.email},Estudiante,,`));

    const xlsx = await as(app, officeToken, 'en').get(`/api/Orientacion/eventos/${event.id}/inscripciones/exportar?formato=xlsx`);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registrations')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'E-mail', 'Type', 'Company', 'Registered on', 'Attendance']);
    expect(sheet.getRow(2).getCell(2).value).toBe(ana.email);
    expect(sheet.getRow(3).getCell(1).value).toBe(`'=HYPERLINK("http://evil.example") Soler, "Pep"`);
    expect(sheet.getRow(3).getCell(6).value).toBe('Not marked');

    const [first, second] = list.inscripciones;
    const mark = async (id: number, asistio: boolean, eventId = event.id) =>
      (await office.post(`/api/Orientacion/eventos/${eventId}/inscripciones/${id}/asistencia`, { asistio })).json<Answer<{ aviso: number; inscripcion: Registration }>>();
    expect(await mark(first!.id, true)).toMatchObject({ status: 0, datos: { aviso: 645, inscripcion: { id: first!.id, asistio: true } } });
    expect(await mark(second!.id, false)).toMatchObject({ status: 0, datos: { inscripcion: { asistio: false } } });
    const after = await registrations(event.id);
    expect(after.inscripciones.map((row) => row.asistio)).toEqual([true, false]);
    expect(after.evento.asistentes).toBe(1);
    const csvAfter = (await office.get(`/api/Orientacion/eventos/${event.id}/inscripciones/exportar?formato=csv`)).body;
    expect(csvAfter).toMatch(/,Asistió\r\n/);

    // A registration of another event, or of none, is not this event's.
    const other = await published();
    const wrong = await office.post(`/api/Orientacion/eventos/${other.id}/inscripciones/${first!.id}/asistencia`, { asistio: true });
    expect([wrong.statusCode, wrong.json()]).toEqual([404, { status: 192 }]);
    const draftEvent = await created();
    expect((await office.post(`/api/Orientacion/eventos/${draftEvent.id}/inscripciones/${first!.id}/asistencia`, { asistio: true })).json()).toEqual({
      status: 197,
    });
    expect((await registrations(event.id)).inscripciones.map((row) => row.asistio)).toEqual([true, false]);
  });

  it('refuses a registration when the event is full or not open yet, and the places below the registrations', async () => {
    const small = await published(draft({ plazas: 1 }));
    expect(await register(student(ana), small.id)).toMatchObject({ status: 0 });
    expect(await register(student(joan, 'ca'), small.id)).toEqual({ status: 74, mensaje: 'No queden places lliures en aquest esdeveniment.' });

    const later = await published(draft({ inscripcionDesde: inHours(24), inscripcionHasta: inHours(47) }));
    expect(await register(student(ana, 'en'), later.id)).toEqual({ status: 195, mensaje: 'Registration for this event has not opened yet.' });
    const laterPage = (await student(ana).get(`/api/Alumno/dameFichaEvento/${later.id}`)).json<Answer<{ aperturaInscripcion: string | null; inscrito: boolean }>>();
    expect(laterPage.datos).toMatchObject({ inscrito: false, aperturaInscripcion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(Date.parse(laterPage.datos.aperturaInscripcion!)).toBeGreaterThan(Date.now());
    const openPage = (await student(ana).get(`/api/Alumno/dameFichaEvento/${small.id}`)).json<Answer<{ aperturaInscripcion: string | null }>>();
    expect(openPage.datos.aperturaInscripcion).toBeNull();

    // The places may go down to the registrations, not below them.
    const roomy = await published(draft({ plazas: 5 }));
    await register(student(ana), roomy.id);
    await register(student(joan), roomy.id);
    const current = (await office.get(`/api/Orientacion/eventos/${roomy.id}`)).json<Answer<OfficeEvent>>().datos;
    const before = await stored(roomy.id);
    const shrink = await as(app, officeToken, 'en').post(`/api/Orientacion/eventos/${roomy.id}`, { ...draft({ plazas: 1 }), version: current.version });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json()).toMatchObject({
      status: 194,
      errores: [{ campo: 'plazas', mensaje: 'The places cannot be fewer than the 2 registrations the event already has' }],
    });
    expect(await stored(roomy.id)).toEqual(before);
    const exact = (await office.post(`/api/Orientacion/eventos/${roomy.id}`, { ...draft({ plazas: 2 }), version: current.version })).json<Change>();
    expect(exact).toMatchObject({ status: 0, datos: { evento: { plazas: 2, inscritos: 2 } } });
    expect(await register(student(outsider), roomy.id)).toMatchObject({ status: 77 });
  });
});

describe('places under concurrent registrations', () => {
  it('never leaves an event with fewer places than registrations when the office lowers them while people register', async () => {
    const event = await published(draft({ estudiantes: 'todos', plazas: 5 }));
    const extra = await Promise.all([1, 2].map((n) => createStudent(app, pool, `events-rush-${n}`)));
    for (const who of extra) {
      await pool.query(`INSERT INTO student_standing (user_id, degree_code, degree_name, level) VALUES ($1, $2, 'Grado', 'grado')`, [who.id, degree]);
    }
    const slug = await slugOf(event.id);
    const [edit] = await Promise.all([
      office.post(`/api/Orientacion/eventos/${event.id}`, { ...draft({ plazas: 2 }), version: event.version }),
      ...[ana, joan, ...extra].map((who) => student(who).post('/api/Alumno/inscribirseEnEvento', { idEvento: event.id, urlEvento: slug })),
    ]);
    const { rows } = await pool.query<{ places: number; registrations: number }>(
      `SELECT places, (SELECT count(*)::integer FROM event_registrations WHERE event_id = $1) AS registrations FROM events WHERE id = $1`,
      [event.id],
    );
    expect(rows[0]!.registrations).toBeLessThanOrEqual(rows[0]!.places);
    // The edit either went first (2 places, then 2 registrations) or was refused with 194 after more than 2 registered.
    expect([0, 194]).toContain(edit.json<Answer>().status);
    await pool.query('DELETE FROM users WHERE id = ANY($1)', [extra.map((who) => who.id)]);
  });
});

describe('cancelling an event', () => {
  it('notifies every registered person in their language, hides the event, and refuses any later change', async () => {
    const event = await published(draft({ estudiantes: 'todos' }));
    await register(student(ana), event.id);
    await register(student(joan), event.id);
    await pool.query('UPDATE users SET preferred_language_id = 2 WHERE id = $1', [ana.id]);
    const cancelled = (await office.post(`/api/Orientacion/eventos/${event.id}/cancelar`, { version: event.version, motivo: 'La ponente está enferma.' })).json<Change>();
    expect(cancelled).toMatchObject({ status: 0, datos: { aviso: 644, evento: { estado: 'cancelado', notificados: 2, cancelado: { motivo: 'La ponente está enferma.' } } } });
    const notices = await pool.query<{ user_id: number; title: string; body: string }>(
      'SELECT user_id, title, body FROM notifications WHERE user_id = ANY($1) AND title LIKE $2 ORDER BY user_id',
      [[ana.id, joan.id], `%${event.titulo.es.slice(-20)}`],
    );
    expect(notices.rows).toEqual([
      { user_id: ana.id, title: `Esdeveniment cancel·lat: ${event.titulo.ca}`, body: expect.stringContaining("s'ha cancel·lat. Motiu: La ponente está enferma.") },
      { user_id: joan.id, title: `Evento cancelado: ${event.titulo.es}`, body: expect.stringContaining('se ha cancelado. Motivo: La ponente está enferma.') },
    ]);
    expect(await seen(student(joan))).not.toContain(event.titulo.es);
    expect(await register(student(outsider), event.id)).toMatchObject({ status: 78 });

    const version = cancelled.datos.evento.version;
    const before = await stored(event.id);
    expect((await office.post(`/api/Orientacion/eventos/${event.id}/cancelar`, { version, motivo: '' })).json()).toEqual({ status: 193 });
    expect((await office.post(`/api/Orientacion/eventos/${event.id}`, { ...draft(), version })).json()).toEqual({ status: 193 });
    expect((await office.post(`/api/Orientacion/eventos/${event.id}/publicar`, { version })).json()).toEqual({ status: 193 });
    const registration = (await registrations(event.id)).inscripciones[0]!;
    expect((await office.post(`/api/Orientacion/eventos/${event.id}/inscripciones/${registration.id}/asistencia`, { asistio: true })).json()).toEqual({
      status: 193,
    });
    expect(await stored(event.id)).toEqual(before);
    const list = (await office.get('/api/Orientacion/eventos')).json<Answer<{ eventos: OfficeEvent[]; categorias: { slug: string }[] }>>().datos;
    expect(list.eventos.find((item) => item.id === event.id)?.estado).toBe('cancelado');
    expect(list.categorias.map((category) => category.slug)).toContain('talleres');
  });

  it('notifies every user of a registered company, not only the one who registered it', async () => {
    const event = await published(draft({ estudiantes: null, titulacion: null, empresas: true }));
    expect(await register(company, event.id, 'Empresa')).toMatchObject({ status: 0 });
    const colleague = await pool.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
       VALUES ('Empresa', $1, 'x', 'Colega de Levante', 3) RETURNING id`,
      [`events-colleague-${Date.now()}@test.example`],
    );
    const colleagueId = colleague.rows[0]!.id;
    const registrar = (await pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [accounts.company])).rows[0]!.id;
    await pool.query(
      `INSERT INTO company_users (user_id, company_id) SELECT $1, company_id FROM company_users WHERE user_id = $2 LIMIT 1`,
      [colleagueId, registrar],
    );
    try {
      const cancelled = (await office.post(`/api/Orientacion/eventos/${event.id}/cancelar`, { version: event.version, motivo: 'Sala en obras.' })).json<Change>();
      expect(cancelled.datos.evento.notificados).toBe(2);
      const notices = await pool.query<{ user_id: number; title: string }>(
        'SELECT user_id, title FROM notifications WHERE user_id = ANY($1) AND body LIKE $2 ORDER BY user_id',
        [[registrar, colleagueId], `%Sala en obras.%`],
      );
      expect(notices.rows).toEqual(
        [
          { user_id: registrar, title: `Evento cancelado: ${event.titulo.es}` },
          { user_id: colleagueId, title: `Event cancelled: ${event.titulo.es}` },
        ].sort((a, b) => a.user_id - b.user_id),
      );
    } finally {
      await pool.query('DELETE FROM users WHERE id = $1', [colleagueId]);
    }
  });
});

describe('refusals change nothing', () => {
  it('refuses students, companies and anonymous callers on every call', async () => {
    const target = await created();
    const count = await eventCount();
    const calls = (caller: Caller) => [
      caller.get('/api/Orientacion/eventos'),
      caller.get(`/api/Orientacion/eventos/${target.id}`),
      caller.post('/api/Orientacion/eventos', draft()),
      caller.post(`/api/Orientacion/eventos/${target.id}`, { ...draft(), version: target.version }),
      caller.post(`/api/Orientacion/eventos/${target.id}/publicar`, { version: target.version }),
      caller.post(`/api/Orientacion/eventos/${target.id}/cancelar`, { version: target.version, motivo: '' }),
      caller.get(`/api/Orientacion/eventos/${target.id}/inscripciones`),
      caller.get(`/api/Orientacion/eventos/${target.id}/inscripciones/exportar?formato=csv`),
      caller.post(`/api/Orientacion/eventos/${target.id}/inscripciones/1/asistencia`, { asistio: true }),
    ];
    const anonymous: Caller = {
      get: (url) => app.inject({ method: 'GET', url }),
      post: (url, payload = {}) => app.inject({ method: 'POST', url, payload }),
    };
    for (const caller of [student(ana), company, anonymous]) {
      for (const answer of await Promise.all(calls(caller))) {
        expect([answer.statusCode, answer.json()]).toEqual([401, { status: 2 }]);
      }
    }
    expect(await eventCount()).toBe(count);
    expect((await stored(target.id)).published_at).toBeNull();
  });

  it('refuses bad input with each field’s reason in the caller’s language', async () => {
    const count = await eventCount();
    const refused = async (body: object, language = 'es') => {
      const response = await as(app, officeToken, language).post('/api/Orientacion/eventos', body);
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ status: number; errores: { campo: string; mensaje: string }[] }>();
      expect(answer.status).toBe(15);
      return Object.fromEntries(answer.errores.map((error) => [error.campo, error.mensaje]));
    };
    expect(
      await refused(
        draft({
          titulo: { es: '<b> </b>', ca: null, en: null },
          descripcion: { es: '', ca: null, en: null },
          categoria: 'no-existe',
          fin: inHours(47),
          lugar: null,
          enlace: 'javascript:alert(1)',
        }),
        'ca',
      ),
    ).toEqual({
      'titulo.es': 'Aquest camp és requerit',
      'descripcion.es': 'Aquest camp és requerit',
      categoria: 'Aquesta categoria no existeix',
      fin: "El final no pot ser anterior a l'inici",
      enlace: 'Escriu una adreça web que comenci per http:// o https://',
    });
    expect(await refused(draft({ estudiantes: null, empresas: false, lugar: '  ', enlace: '' }), 'en')).toEqual({
      lugar: 'Give a place, a link to follow it online, or both',
      estudiantes: 'Choose who it is for: students, companies or both',
      titulacion: 'Only events for students are addressed to a degree',
    });
    expect(
      await refused(draft({ titulacion: 'G-NADA', inicio: inHours(-5), fin: inHours(-3), inscripcionDesde: inHours(-6), inscripcionHasta: inHours(-7) })),
    ).toEqual({
      titulacion: 'Esta titulación no existe',
      fin: 'El evento ya habría terminado: el final no puede estar en el pasado',
      inscripcionHasta: 'La inscripción debe cerrarse después de abrirse',
    });
    expect(await refused(draft({ inscripcionHasta: inHours(51) }))).toEqual({
      inscripcionHasta: 'La inscripción no puede cerrarse después del final del evento',
    });
    expect(await refused(draft({ inicio: '2026-02-30T10:00', plazas: 0 }))).toEqual({
      inicio: expect.any(String),
      plazas: expect.any(String),
    });
    expect(await eventCount()).toBe(count);
  });
});
