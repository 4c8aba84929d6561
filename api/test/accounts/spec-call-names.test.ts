import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';
import { openDatabase } from '../fixtures/surveys-events';

/**
 * The spec's names of calls we serve under our own names (issue 24): a client built from the spec
 * reaches the same operation, with the same answers.
 */
let app: PortalApp;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe("the spec's call names beside ours", () => {
  it('editarPassword changes the password as editaUsuario does (3 for a wrong current one, 28 for a weak one)', async () => {
    const token = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    const call = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/Alumno/editarPassword', payload, headers: bearer(token) });
    expect((await call({ passwordActual: 'no-es-la-mia-1', passwordNueva: 'Nueva-clave-2026' })).json()).toMatchObject({ status: 3 });
    expect((await call({ passwordActual: demoPassword, passwordNueva: 'corta1' })).json()).toMatchObject({ status: 28 });
    expect((await app.inject({ method: 'POST', url: '/api/Alumno/editarPassword', payload: {} })).statusCode).toBe(401);
  });

  it('recuerdoPassword takes the spec\'s {nick} as it takes {cif}: always 505, whether the account exists or not', async () => {
    for (const payload of [{ nick: 'B12345674' }, { nick: 'nadie@ninguna.test' }, { cif: 'B12345674' }]) {
      const answer = await app.inject({ method: 'POST', url: '/api/Empresa/recuerdoPassword', payload });
      expect(answer.json(), JSON.stringify(payload)).toEqual({ status: 0, datos: { aviso: 505 } });
    }
    expect((await app.inject({ method: 'POST', url: '/api/Empresa/recuerdoPassword', payload: {} })).statusCode).toBe(400);
  });

  it('solicitudContacto is the contact form: the same field refusals as enviarContacto', async () => {
    for (const url of ['/api/Empresa/solicitudContacto', '/api/Publico/enviarContacto']) {
      const answer = await app.inject({ method: 'POST', url, payload: {} });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({ status: 15 });
    }
  });
});

describe('basic user data (GET editaUsuario)', () => {
  it("gives a student's surnames as apellido1, and none for a company user", async () => {
    const student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    const mine = (await app.inject({ method: 'GET', url: '/api/Alumno/editaUsuario', headers: bearer(student) })).json();
    expect(mine).toEqual({ status: 0, datos: { email: accounts.student, nombre: 'Lucía Martín Pérez', apellido1: 'Martín Pérez' } });
    const company = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const theirs = (await app.inject({ method: 'GET', url: '/api/Empresa/editaUsuario', headers: bearer(company) })).json();
    expect(theirs).toMatchObject({ status: 0, datos: { email: accounts.company, apellido1: null } });
  });
});

describe('numeroSolicitudPracticasEducacionDisponibles', () => {
  it('counts the places of accepted education-centre requests still running, for students only', async () => {
    const token = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    const count = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles', headers: bearer(token) })
      ).json<{ status: number; datos: number }>();
    const before = await count();
    expect(before.status).toBe(0);
    const db = openDatabase();
    try {
      const insert = (status: string, endsInDays: number) =>
        db.query(
          `INSERT INTO education_requests (company_id, centre_id, centre_name, province_id, training_cycle, places, starts_on, ends_on,
                                           hours, centre_tutor_name, centre_tutor_email, status, accepted_places, answered_at)
           VALUES ((SELECT min(id) FROM companies), 1, 'IES de pruebas', '46', 'DAW', 4, current_date - 30,
                   current_date + $2::integer, 300, 'Tutor', 'tutor@ies.test', $1, CASE WHEN $1 = 'aceptada' THEN 3 END,
                   CASE WHEN $1 = 'pendiente' THEN NULL ELSE now() END)
           RETURNING id`,
          [status, endsInDays],
        );
      const ids = [
        (await insert('aceptada', 30)).rows[0].id,
        (await insert('aceptada', -1)).rows[0].id,
        (await insert('pendiente', 30)).rows[0].id,
      ];
      try {
        // Only the running accepted one counts, by the places the company accepted.
        expect((await count()).datos).toBe(before.datos + 3);
      } finally {
        await db.query('DELETE FROM education_requests WHERE id = ANY($1)', [ids]);
      }
    } finally {
      await db.end();
    }
    const company = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles',
      headers: bearer(company),
    });
    expect(refused.statusCode).toBe(403);
  });
});
