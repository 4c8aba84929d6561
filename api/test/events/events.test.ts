import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetailResponse, eventListResponse, type EventSummary } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

let app: PortalApp;
let studentToken: string;
let companyToken: string;

beforeAll(async () => {
  app = await testApp();
  studentToken = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
});
afterAll(async () => {
  await app.close();
});

const eventsFor = async (kind: 'Alumno' | 'Empresa', token: string) =>
  eventListResponse.parse(
    (await app.inject({ method: 'GET', url: `/api/${kind}/dameEventos`, headers: bearer(token) })).json(),
  ).datos;

const isPast = (event: EventSummary) => new Date(event.fecha).getTime() < Date.now();

describe('events', () => {
  it('lists upcoming events soonest first, then past ones latest first', async () => {
    const events = await eventsFor('Alumno', studentToken);
    const upcoming = events.filter((event) => !isPast(event));
    const past = events.filter(isPast);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(events).toEqual([...upcoming, ...past]);
    expect(upcoming.map((event) => event.fecha)).toEqual(upcoming.map((event) => event.fecha).sort());
    expect(past.map((event) => event.fecha)).toEqual(
      past
        .map((event) => event.fecha)
        .sort()
        .reverse(),
    );
    expect(events.filter((event) => event.destacado)).toHaveLength(1);
    expect(events.every((event) => /^[a-z0-9-]+$/.test(event.categoria.slug))).toBe(true);
  });

  it('shows companies only the events meant for them', async () => {
    const forCompanies = await eventsFor('Empresa', companyToken);
    const forStudents = await eventsFor('Alumno', studentToken);
    expect(forCompanies.length).toBeGreaterThan(0);
    expect(forCompanies.length).toBeLessThan(forStudents.length);
  });

  it('gives the public page of an event, with its registrations', async () => {
    const [featured] = (await eventsFor('Alumno', studentToken)).filter((event) => event.destacado);
    const response = await app.inject({
      method: 'GET',
      url: `/api/Publico/dameFichaEvento/${featured?.idEvento}`,
    });
    const detail = eventDetailResponse.parse(response.json()).datos;
    expect(detail).toMatchObject({ idEvento: featured?.idEvento, titulo: featured?.titulo, destacado: true });
    expect(detail.descripcion.length).toBeGreaterThan(0);
    expect(detail.inscritos).toBeGreaterThanOrEqual(0);

    const workshop = (await eventsFor('Alumno', studentToken)).find(
      (event) => event.urlAcceso === 'taller-cv-que-funciona',
    );
    const workshopDetail = await app.inject({
      method: 'GET',
      url: `/api/Publico/dameFichaEvento/${workshop?.idEvento}`,
    });
    expect(eventDetailResponse.parse(workshopDetail.json()).datos).toMatchObject({
      plazas: 30,
      inscritos: 1,
    });
  });

  it('answers 78 for an unknown event, and for one that is not public', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/Publico/dameFichaEvento/999999' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ status: 78 });

    const internal = (await eventsFor('Alumno', studentToken)).find(
      (event) => event.urlAcceso === 'webinar-entrevistas-competencias',
    );
    expect(internal).toBeDefined();
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/Publico/dameFichaEvento/${internal?.idEvento}`,
    });
    expect(hidden.json()).toMatchObject({ status: 78 });
    // ...which a logged student does see.
    const forStudent = await app.inject({
      method: 'GET',
      url: `/api/Alumno/dameFichaEvento/${internal?.idEvento}`,
      headers: bearer(studentToken),
    });
    expect(forStudent.json()).toMatchObject({ status: 0, datos: { idEvento: internal?.idEvento } });
  });

  it('refuses an id that is not a number with 15', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Publico/dameFichaEvento/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'id' }] });
  });
});
