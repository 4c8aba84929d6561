import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetailResponse, eventListResponse } from '@portal/contracts';
import type pg from 'pg';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';
import { newEvent, newStudent, openDatabase } from '../fixtures/surveys-events';

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
