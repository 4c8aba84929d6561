import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

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
