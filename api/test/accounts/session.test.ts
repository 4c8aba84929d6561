import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesOfUserResponse, loginResponse, tokenClaims } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { accounts, demoPassword, login, testApp } from '../support';

let app: PortalApp;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const claimsOf = (token: string) => tokenClaims.parse(decodeJwt(token));
const nowInSeconds = () => Math.floor(Date.now() / 1000);

describe('student login', () => {
  it('gives a token for the student with the contract loginData', async () => {
    const { response, body } = await login(app, 'Alumno', {
      usuario: accounts.student,
      password: demoPassword,
    });
    expect(response.statusCode).toBe(200);
    const { datos } = loginResponse.parse(body);
    expect(datos.nombre).toBe('Lucía Martín Pérez');
    expect(datos).toMatchObject({
      conPracticas: true,
      conEmpleo: true,
      soloCicloFormativo: false,
      esUFV: false,
    });
    const claims = claimsOf(datos.token);
    expect(claims.tipo).toBe('Alumno');
    expect(claims.idEmpresa).toBeUndefined();
    expect(claims.exp).toBeGreaterThan(nowInSeconds());
    expect(claims.exp).toBeLessThanOrEqual(nowInSeconds() + 8 * 3600 + 5);
  });

  it('ignores the case and surrounding spaces of the e-mail', async () => {
    const { body } = await login(app, 'Alumno', { usuario: '  ALUMNO@demo.test ', password: demoPassword });
    expect(body.status).toBe(0);
  });

  it('refuses a wrong password with status 3, a message and no token', async () => {
    const { response, body } = await login(app, 'Alumno', {
      usuario: accounts.student,
      password: 'not-the-password1',
    });
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ status: 3, mensaje: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('token');
  });

  it('answers an unknown user exactly as a wrong password (nothing tells who exists)', async () => {
    const wrongPassword = await login(app, 'Alumno', { usuario: accounts.student, password: 'nope-nope1' });
    const unknownUser = await login(app, 'Alumno', { usuario: 'nadie@demo.test', password: 'nope-nope1' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect(unknownUser.response.statusCode).toBe(wrongPassword.response.statusCode);
  });

  it('does not let a company user in through the student login', async () => {
    const { body } = await login(app, 'Alumno', { usuario: accounts.company, password: demoPassword });
    expect(body.status).toBe(3);
  });

  it('words its message in the language of the request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'accept-language': 'ca-ES,ca;q=0.9,es;q=0.8' },
      payload: { usuario: accounts.student, password: 'wrong-one1' },
    });
    expect(response.json()).toEqual({ status: 3, mensaje: "L'usuari o la contrasenya no són correctes." });
  });
});

describe('invalid input', () => {
  it('answers 400 with status 15 and the failing fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { usuario: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      status: number;
      mensaje: string;
      errores: { campo: string; mensaje: string }[];
    }>();
    expect(body.status).toBe(15);
    expect(body.mensaje).toMatch(/revise el formulario/);
    expect(body.errores.map((error) => error.campo).sort()).toEqual(['password', 'usuario']);
    expect(body.errores[0]?.mensaje).toBe('Este campo es requerido');
  });

  it('refuses a body that is not JSON with status 15', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'body' }] });
  });

  it('refuses a wrongly typed idEmpresa', async () => {
    const { response, body } = await login(app, 'Empresa', {
      usuario: accounts.multi,
      password: demoPassword,
      idEmpresa: 'dos',
    });
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({
      status: 15,
      errores: [{ campo: 'idEmpresa', mensaje: 'Debe ser un número' }],
    });
  });
});

describe('company login', () => {
  it('gives a token bound to the only company of a one-company user', async () => {
    const { body } = await login(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const { datos } = loginResponse.parse(body);
    expect(datos.nombre).toBe('Carmen Ruiz Gómez');
    expect(datos.idEmpresa).toEqual(expect.any(Number));
    const claims = claimsOf(datos.token);
    expect(claims).toMatchObject({ tipo: 'Empresa', idEmpresa: datos.idEmpresa });
    expect(claims.exp).toBeGreaterThan(nowInSeconds());
  });

  it('makes a user of two companies choose: 15, list of 2, login with one, 71 for a foreign one', async () => {
    const credentials = { usuario: accounts.multi, password: demoPassword };
    const first = await login(app, 'Empresa', credentials);
    expect(first.body).toEqual({ status: 15, mensaje: expect.any(String) });

    const listed = await app.inject({
      method: 'POST',
      url: '/api/Empresa/dameEmpresasDelUsuario',
      payload: credentials,
    });
    const companies = companiesOfUserResponse.parse(listed.json()).datos;
    expect(companies).toHaveLength(2);
    expect(companies.map((company) => company.nombreComercial).sort()).toEqual([
      'Datos Baleares',
      'Mediterráneo Obras',
    ]);

    for (const company of companies) {
      const chosen = await login(app, 'Empresa', { ...credentials, idEmpresa: company.idEmpresa });
      const { datos } = loginResponse.parse(chosen.body);
      expect(datos.idEmpresa).toBe(company.idEmpresa);
      expect(claimsOf(datos.token).idEmpresa).toBe(company.idEmpresa);
    }

    const { body: single } = await login(app, 'Empresa', {
      usuario: accounts.company,
      password: demoPassword,
    });
    const foreignCompany = loginResponse.parse(single).datos.idEmpresa;
    const foreign = await login(app, 'Empresa', { ...credentials, idEmpresa: foreignCompany });
    // Spec 001 §6: no permission for this company's data (71), in the caller's language, no token.
    expect(foreign.body).toEqual({ status: 71, mensaje: 'Tu usuario no tiene acceso a esa empresa.' });
    const inCatalan = await app.inject({
      method: 'POST',
      url: '/api/Empresa/logaUsuario',
      headers: { 'accept-language': 'ca' },
      payload: { ...credentials, idEmpresa: foreignCompany },
    });
    expect(inCatalan.json()).toEqual({ status: 71, mensaje: 'El teu usuari no té accés a aquesta empresa.' });
  });

  it('answers a wrong password with 3 even when it names a company that is not the user’s', async () => {
    // The company is judged only once the password is right: a guesser learns nothing from 71.
    const { body } = await login(app, 'Empresa', { usuario: accounts.multi, password: 'wrong-password1', idEmpresa: 1 });
    expect(body.status).toBe(3);
  });

  it('does not list the companies without the right password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Empresa/dameEmpresasDelUsuario',
      payload: { usuario: accounts.multi, password: 'wrong-password1' },
    });
    expect(response.json()).toEqual({ status: 3, mensaje: expect.any(String) });
    expect(response.body).not.toContain('Mediterráneo');
  });

  it('refuses a wrong password without saying whether the company user exists', async () => {
    const wrong = await login(app, 'Empresa', { usuario: accounts.company, password: 'wrong-password1' });
    const unknown = await login(app, 'Empresa', {
      usuario: 'nadie@empresa.test',
      password: 'wrong-password1',
    });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.status).toBe(3);
  });
});

describe('login rate limit', () => {
  it('answers 429 with status 429 once an account has used up its attempts, on every login call', async () => {
    const limited = await testApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      // Counters are shared by every app on the database: names and an address of this test's
      // own keep its count apart from the other tests' logins (rate-limits.test.ts has the rest).
      const remoteAddress = '198.51.100.17';
      const name = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2)}@demo.test`;
      const guessed = name('adivinado');
      const attempt = (usuario: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/Alumno/logaUsuario',
          remoteAddress,
          payload: { usuario, password: 'guess-1234' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt(guessed)).json()).toMatchObject({ status: 3 });
      const refused = await attempt(guessed);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429, mensaje: expect.stringMatching(/segundos?\.$/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The company calls share the counter of that account.
      const picker = await limited.inject({
        method: 'POST',
        url: '/api/Empresa/dameEmpresasDelUsuario',
        remoteAddress,
        payload: { usuario: guessed, password: 'guess-1234' },
      });
      expect(picker.statusCode).toBe(429);
      // Another user from the same address still has their attempts.
      expect((await attempt(name('otro'))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

