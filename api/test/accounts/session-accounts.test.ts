import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { demoPassword, login, testApp } from '../support';

let app: PortalApp;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe('login of accounts in special states', () => {
  it('tells a blocked student 90 only with the right password', async () => {
    expect((await login(app, 'Alumno', { usuario: 'bloqueado@demo.test', password: demoPassword })).body).toMatchObject({ status: 90 });
    expect((await login(app, 'Alumno', { usuario: 'bloqueado@demo.test', password: 'wrong-pass-1' })).body).toMatchObject({ status: 3 });
  });

  it('carries the data-protection text in the language of the request while it is not accepted', async () => {
    const { body } = await login(app, 'Alumno', { usuario: 'rgpd@demo.test', password: demoPassword });
    expect(body).toMatchObject({ status: 0, datos: { textoCortoRGPD: expect.stringMatching(/protección de datos/) } });
    const english = await app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'accept-language': 'en' },
      payload: { usuario: 'rgpd@demo.test', password: demoPassword },
    });
    expect(english.json()).toMatchObject({ datos: { textoCortoRGPD: expect.stringMatching(/data protection/) } });
  });
});

describe('logout', () => {
  it('ends the token on the server: it is refused with 401 and status 2 afterwards', async () => {
    const { tokenOf, bearer, accounts } = await import('../support');
    const token = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    // Tokens carry no id of their own: two logins within one second get the same token.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const other = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    const cv = () => app.inject({ method: 'GET', url: '/api/Alumno/dameCvUsuario', headers: bearer(token) });
    expect((await cv()).statusCode).toBe(200);
    const ended = await app.inject({ method: 'POST', url: '/api/Alumno/cerrarSesion', headers: bearer(token) });
    expect(ended.json()).toEqual({ status: 0, datos: null });
    const refused = await cv();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 2 });
    // Another session of the same user (another device) goes on.
    const stillOk = await app.inject({ method: 'GET', url: '/api/Alumno/dameCvUsuario', headers: bearer(other) });
    expect(stillOk.statusCode).toBe(200);
  });
});
