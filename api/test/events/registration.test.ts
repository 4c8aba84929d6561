import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetailResponse, eventListResponse } from '@portal/contracts';
import type pg from 'pg';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';
import { newEvent, newStudent, openDatabase } from '../fixtures/surveys-events';
import { inThrowawaySchema, migrationSql } from '../fixtures/throwaway-schema';

let app: PortalApp;
let db: pg.Pool;
let companyToken: string;

beforeAll(async () => {
  app = await testApp();
  db = openDatabase();
  companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
});
afterAll(async () => {
  await app.close();
  await db.end();
});

const register = (token: string, body: { idEvento: number; urlEvento: string }, kind = 'Alumno') =>
  app.inject({
    method: 'POST',
    url: `/api/${kind}/inscribirseEnEvento`,
    headers: bearer(token),
    payload: body,
  });

const slugged = async (slug: string) => {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM events WHERE access_slug = $1', [slug]);
  return { idEvento: rows[0]!.id, urlEvento: slug };
};

describe('event registration', () => {
  it('registers a student with 533, shows it on the event, and refuses a second time with 76', async () => {
    const student = await newStudent(db);
    const event = await newEvent(db, { places: 10 });
    const first = await register(student.token, event);
    expect(first.json()).toEqual({ status: 0, datos: { mensaje: 533, inscritos: 1 } });

    const detail = await app.inject({
      method: 'GET',
      url: `/api/Alumno/dameFichaEvento/${event.idEvento}`,
      headers: bearer(student.token),
    });
    expect(eventDetailResponse.parse(detail.json()).datos).toMatchObject({ inscrito: true, inscritos: 1 });

    const again = await register(student.token, event);
    expect(again.json()).toMatchObject({ status: 76, mensaje: 'Ya estás inscrito en este evento.' });
    const { rows } = await db.query('SELECT 1 FROM event_registrations WHERE event_id = $1', [
      event.idEvento,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('answers 74 when the event is full, in the caller’s language', async () => {
    const event = await newEvent(db, { places: 1 });
    expect((await register((await newStudent(db)).token, event)).json()).toMatchObject({ status: 0 });
    const late = await app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirseEnEvento',
      headers: { ...bearer((await newStudent(db)).token), 'accept-language': 'ca' },
      payload: event,
    });
    expect(late.json()).toEqual({ status: 74, mensaje: 'No queden places lliures en aquest esdeveniment.' });
  });

  it('answers 75 once registration has closed, also for the seeded visit', async () => {
    const student = await newStudent(db);
    const closed = await newEvent(db, { places: null, closesInDays: -1 });
    expect((await register(student.token, closed)).json()).toMatchObject({ status: 75 });
    const past = await newEvent(db, { places: null, days: -3 });
    expect((await register(student.token, past)).json()).toMatchObject({ status: 75 });
    expect((await register(student.token, await slugged('visita-parque-tecnologico'))).json()).toMatchObject({
      status: 75,
    });
  });

  it('answers 77 to a company registering for a students-only event', async () => {
    const event = await slugged('taller-cv-que-funciona');
    const response = await register(companyToken, event, 'Empresa');
    expect(response.json()).toMatchObject({ status: 77 });
  });

  it('registers a company, not a user: a user of two companies registers each one; a colleague of a registered company gets 76', async () => {
    const slug = `test-company-event-${Date.now()}`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO events (access_slug, title, lead, description, starts_at, category_id, place, places, for_students, for_companies)
       VALUES ($1, 'Feria de empresas', 'Lead', 'Description', now() + interval '5 days', (SELECT min(id) FROM event_categories), 'Sala 1', 10, false, true)
       RETURNING id`,
      [slug],
    );
    const event = { idEvento: rows[0]!.id, urlEvento: slug };
    // The demo's user of two companies, logged in for each.
    const companies = await db.query<{ id: number; tax_id: string }>(`SELECT id, tax_id FROM companies WHERE tax_id IN ('A08765430', 'B07654320')`);
    const idOf = (taxId: string) => companies.rows.find((row) => row.tax_id === taxId)!.id;
    const multiFor = (idEmpresa: number) => tokenOf(app, 'Empresa', { usuario: accounts.multi, password: demoPassword, idEmpresa });
    const [asFirst, asSecond] = [await multiFor(idOf('A08765430')), await multiFor(idOf('B07654320'))];
    // A colleague at the first company.
    const colleagueEmail = `colega-${Date.now()}@mediterraneo.test`;
    const colleague = await db.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, $2, 'Colega') RETURNING id`,
      [colleagueEmail, await hashPassword(demoPassword)],
    );
    await db.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [colleague.rows[0]!.id, idOf('A08765430')]);
    const asColleague = await tokenOf(app, 'Empresa', { usuario: colleagueEmail, password: demoPassword });
    const detail = async (token: string) =>
      eventDetailResponse.parse(
        (await app.inject({ method: 'GET', url: `/api/Empresa/dameFichaEvento/${event.idEvento}`, headers: bearer(token) })).json(),
      ).datos;

    expect((await register(asFirst, event, 'Empresa')).json()).toEqual({ status: 0, datos: { mensaje: 533, inscritos: 1 } });
    expect(await detail(asFirst)).toMatchObject({ inscrito: true, inscritos: 1 });
    // The same user for their other company: not registered yet, and registers it.
    expect(await detail(asSecond)).toMatchObject({ inscrito: false });
    expect((await register(asSecond, event, 'Empresa')).json()).toEqual({ status: 0, datos: { mensaje: 533, inscritos: 2 } });
    expect((await register(asSecond, event, 'Empresa')).json()).toMatchObject({ status: 76 });
    // A colleague at the first company finds it registered: one registration per company.
    expect(await detail(asColleague)).toMatchObject({ inscrito: true });
    expect((await register(asColleague, event, 'Empresa')).json()).toEqual({ status: 76, mensaje: 'Tu empresa ya está inscrita en este evento.' });
    // A company user of neither sees the event as not registered.
    expect(await detail(companyToken)).toMatchObject({ inscrito: false, inscritos: 2 });

    const registrations = await db.query<{ company_id: number }>(
      'SELECT company_id FROM event_registrations WHERE event_id = $1 ORDER BY company_id',
      [event.idEvento],
    );
    expect(registrations.rows.map((row) => row.company_id)).toEqual([idOf('A08765430'), idOf('B07654320')].sort((a, b) => a - b));
    await db.query('DELETE FROM events WHERE id = $1', [event.idEvento]);
    await db.query('DELETE FROM users WHERE id = $1', [colleague.rows[0]!.id]);
  });

  it('answers 78 for an unknown event or an id that does not match its address', async () => {
    const student = await newStudent(db);
    expect((await register(student.token, { idEvento: 999999, urlEvento: 'nada' })).json()).toMatchObject({
      status: 78,
    });
    const event = await newEvent(db, { places: null });
    expect((await register(student.token, { ...event, urlEvento: 'otro-evento' })).json()).toMatchObject({
      status: 78,
    });
  });

  it('never exceeds the places under concurrent registrations', async () => {
    const event = await newEvent(db, { places: 3 });
    const students = await Promise.all(Array.from({ length: 12 }, () => newStudent(db)));
    const answers = await Promise.all(students.map((student) => register(student.token, event)));
    const statuses = answers.map((answer) => answer.json<{ status: number }>().status);
    expect(statuses.filter((status) => status === 0)).toHaveLength(3);
    expect(statuses.filter((status) => status === 74)).toHaveLength(9);
    const { rows } = await db.query('SELECT 1 FROM event_registrations WHERE event_id = $1', [
      event.idEvento,
    ]);
    expect(rows).toHaveLength(3);
  });

  it('registers one user once even when the same registration arrives twice at once', async () => {
    const student = await newStudent(db);
    const event = await newEvent(db, { places: 5 });
    const answers = await Promise.all([register(student.token, event), register(student.token, event)]);
    expect(answers.map((answer) => answer.json<{ status: number }>().status).sort()).toEqual([0, 76]);
  });

  it('refuses without a session (2) and validates the body (15)', async () => {
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirseEnEvento',
      payload: { idEvento: 1, urlEvento: 'x' },
    });
    expect(noToken.json()).toMatchObject({ status: 2 });
    const student = await newStudent(db);
    const bad = await register(student.token, { idEvento: -1, urlEvento: '' });
    expect(bad.json()).toMatchObject({ status: 15 });
  });

  it('gives the gallery and videos of the job fair, and the nearly full round table', async () => {
    const student = await newStudent(db);
    const list = eventListResponse.parse(
      (
        await app.inject({ method: 'GET', url: '/api/Alumno/dameEventos', headers: bearer(student.token) })
      ).json(),
    ).datos;
    const fair = list.find((event) => event.urlAcceso === 'foro-empleo-practicas');
    const detail = eventDetailResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/Publico/dameFichaEvento/${fair?.idEvento}` })).json(),
    ).datos;
    expect(detail.galeria.map((item) => item.url)).toEqual([
      '/eventos/foro-empleo-stands.svg',
      '/eventos/foro-empleo-charla.svg',
    ]);
    expect(detail.videos).toHaveLength(1);
    expect(detail.inscrito).toBe(false);

    const roundTable = await slugged('mesa-redonda-practicas-internacionales');
    const table = eventDetailResponse.parse(
      (
        await app.inject({ method: 'GET', url: `/api/Publico/dameFichaEvento/${roundTable.idEvento}` })
      ).json(),
    ).datos;
    expect(table).toMatchObject({ plazas: 2, inscritos: 1 });
  });
});

describe('migration 060 on registrations made before it', () => {
  it('names the company of a company user’s registration, keeps the earlier of two colleagues’, leaves students’ alone', async () => {
    const eventsPart = await migrationSql('060_lookups_and_privacy.sql', '-- 6.');
    await inThrowawaySchema(db, 'migration_060_events_check', async (client) => {
      // The tables as they were before the migration.
      await client.query('CREATE TABLE companies (id integer PRIMARY KEY)');
      await client.query('CREATE TABLE users (id integer PRIMARY KEY, user_type text NOT NULL)');
      await client.query('CREATE TABLE company_users (user_id integer NOT NULL, company_id integer NOT NULL)');
      await client.query(
        `CREATE TABLE event_registrations (event_id integer NOT NULL, user_id integer NOT NULL REFERENCES users (id),
           registered_at timestamptz NOT NULL, PRIMARY KEY (event_id, user_id))`,
      );
      await client.query('INSERT INTO companies (id) VALUES (10), (20)');
      // 1 a student; 2 and 3 colleagues at company 20; 4 a user of companies 20 and 10.
      await client.query(`INSERT INTO users (id, user_type) VALUES (1, 'Alumno'), (2, 'Empresa'), (3, 'Empresa'), (4, 'Empresa')`);
      await client.query('INSERT INTO company_users (user_id, company_id) VALUES (2, 20), (3, 20), (4, 20), (4, 10)');
      await client.query(
        `INSERT INTO event_registrations (event_id, user_id, registered_at) VALUES
           (7, 1, '2026-01-01'), (7, 3, '2026-01-02'), (7, 2, '2026-01-03'), (7, 4, '2026-01-04')`,
      );
      await client.query(eventsPart);
      const { rows } = await client.query('SELECT user_id, company_id FROM event_registrations ORDER BY user_id');
      expect(rows).toEqual([
        { user_id: 1, company_id: null },
        { user_id: 3, company_id: 20 },
        { user_id: 4, company_id: 10 },
      ]);
    });
  });
});
