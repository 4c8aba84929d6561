import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isValidCif, isValidNationalId, loginResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { accounts, bearer, demoPassword, login, testApp, tokenOf } from '../support';

let app: PortalApp;
let catcher: MailCatcher;
let pool: Pool;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'http://portal.test' });
  pool = createPool(inject('databaseUrl'), app.log);
});
afterAll(async () => {
  await app.close();
  await catcher.close();
  await pool.end();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

const registration = (changes: Record<string, unknown> = {}) => ({
  nombre: 'Nuria',
  apellidos: 'Pons Mas',
  email: 'nuria@demo.test',
  dni: '56789123F',
  password: 'Segura-2024',
  aceptaPoliticaPrivacidad: true,
  ...changes,
});

const setBrandFlag = (flag: string, value: boolean) =>
  pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, $1, $2::jsonb)`, [
    `{flags,${flag}}`,
    JSON.stringify(value),
  ]);

describe('identity checks', () => {
  it('accepts real DNI, NIE and CIF control characters and refuses wrong ones', () => {
    expect(isValidNationalId('12345678Z')).toBe(true);
    expect(isValidNationalId('X1234567L')).toBe(true);
    expect(isValidNationalId('12345678A')).toBe(false);
    expect(isValidCif('B46123451')).toBe(true);
    expect(isValidCif('Q2801234B')).toBe(true);
    expect(isValidCif('B46123452')).toBe(false);
    expect(isValidCif('123')).toBe(false);
  });
});

describe('student registration', () => {
  it('creates the student (522), who then logs in without a pending data-protection text', async () => {
    const created = await post('/api/Alumno/registrarUsuario', registration());
    expect(created.json()).toEqual({ status: 0, datos: { aviso: 522 } });
    const { body } = await login(app, 'Alumno', { usuario: 'nuria@demo.test', password: 'Segura-2024' });
    const { datos } = loginResponse.parse(body);
    expect(datos).toMatchObject({ nombre: 'Nuria Pons Mas', textoCortoRGPD: null, primerAcceso: true });
  });

  it('refuses a registered e-mail (16) and national id (94), a graduate (95), a bad id (66), a weak password (28)', async () => {
    expect((await post('/api/Alumno/registrarUsuario', registration({ email: accounts.student, dni: '67891234H' }))).json()).toEqual({ status: 16 });
    expect((await post('/api/Alumno/registrarUsuario', registration({ email: 'otra@demo.test', dni: '12345678z' }))).json()).toEqual({ status: 94 });
    expect((await post('/api/Alumno/registrarUsuario', registration({ email: 'otra@demo.test', dni: '11111111H' }))).json()).toEqual({ status: 95 });
    expect((await post('/api/Alumno/registrarUsuario', registration({ email: 'otra@demo.test', dni: '12345678A' }))).json()).toEqual({ status: 66 });
    expect((await post('/api/Alumno/registrarUsuario', registration({ email: 'otra@demo.test', dni: '67891234H', password: 'corta' }))).json()).toEqual({ status: 28 });
    const { rowCount } = await pool.query(`SELECT 1 FROM users WHERE email = 'otra@demo.test'`);
    expect(rowCount).toBe(0);
  });

  it('refuses a malformed e-mail and a form without the privacy policy with 15 and the fields', async () => {
    const response = await post('/api/Alumno/registrarUsuario', registration({ email: 'línea@demo.test', aceptaPoliticaPrivacidad: false }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ status: number; errores: { campo: string }[] }>();
    expect(body.status).toBe(15);
    expect(body.errores.map((error) => error.campo).sort()).toEqual(['aceptaPoliticaPrivacidad', 'email']);
  });

  it('is refused (79) when the brand does not allow registration', async () => {
    await setBrandFlag('canRegistroAlumno', false);
    try {
      const response = await post('/api/Alumno/registrarUsuario', registration({ email: 'cerrado@demo.test', dni: '78912345N' }));
      expect(response.json()).toEqual({ status: 79 });
    } finally {
      await setBrandFlag('canRegistroAlumno', true);
    }
  });

  it('lets one of two simultaneous registrations with one e-mail through', async () => {
    const answers = await Promise.all([
      post('/api/Alumno/registrarUsuario', registration({ email: 'doble@demo.test', dni: '67891234H' })),
      post('/api/Alumno/registrarUsuario', registration({ email: 'doble@demo.test', dni: '78912345N' })),
    ]);
    expect(answers.map((answer) => answer.json<{ status: number }>().status).sort()).toEqual([0, 16]);
  });
});

describe('company account request', () => {
  const request = (changes: Record<string, unknown> = {}) => ({
    cif: 'B12345674',
    nombreComercial: 'Talleres Nuevos',
    nombreFiscal: 'Talleres Nuevos SL',
    nombreContacto: 'Jordi Puig',
    email: 'jordi@talleres.test',
    telefono: '612345678',
    aceptaPoliticaPrivacidad: true,
    ...changes,
  });

  it('checks the CIF format (33) and whether it exists', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/Empresa/existeCIF/B4612' })).json()).toEqual({ status: 33 });
    expect((await app.inject({ method: 'GET', url: '/api/Empresa/existeCIF/B46123451' })).json()).toEqual({ status: 0, datos: { existe: true } });
    expect((await app.inject({ method: 'GET', url: '/api/Empresa/existeCIF/B12345674' })).json()).toEqual({ status: 0, datos: { existe: false } });
  });

  it('creates a pending company whose user sets the password through the mailed link (503, 514, 43, 42)', async () => {
    const created = await post('/api/Empresa/solicitarCuenta', request());
    expect(created.json()).toEqual({ status: 0, datos: { aviso: 503 } });
    const { rows } = await pool.query<{ validated: boolean }>(`SELECT validated FROM companies WHERE tax_id = 'B12345674'`);
    expect(rows).toEqual([{ validated: false }]);

    // No password yet: the login refuses as for a wrong one.
    expect((await login(app, 'Empresa', { usuario: 'jordi@talleres.test', password: 'x' })).body.status).toBe(3);

    const mail = await catcher.takeMailTo('jordi@talleres.test');
    const token = /\/establecer-login\?token=([\w%-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const set = await post('/api/Empresa/establecerPassword', { token: decodeURIComponent(token!), password: 'Empresa-2024' });
    expect(set.json()).toEqual({ status: 0, datos: { aviso: 514 } });
    // The careers office has not validated the company yet (spec 001 §6): 9 until it does.
    expect((await login(app, 'Empresa', { usuario: 'jordi@talleres.test', password: 'Empresa-2024' })).body.status).toBe(9);
    await pool.query(`UPDATE companies SET validated = true WHERE tax_id = 'B12345674'`);
    expect((await login(app, 'Empresa', { usuario: 'jordi@talleres.test', password: 'Empresa-2024' })).body.status).toBe(0);
    const reused = await post('/api/Empresa/establecerPassword', { token: decodeURIComponent(token!), password: 'Empresa-2025' });
    expect(reused.json()).toEqual({ status: 42 });
  });

  it('refuses a set-password link when the password is already set (43)', async () => {
    const { rows } = await pool.query<{ id: number }>(`SELECT id FROM users WHERE lower(email) = $1 AND user_type = 'Empresa'`, [accounts.company]);
    const { issueLinkToken } = await import('../../src/accounts/links');
    const token = await issueLinkToken(pool, rows[0]!.id, 'set', 3600);
    const response = await post('/api/Empresa/establecerPassword', { token, password: 'Otra-clave-1' });
    expect(response.json()).toEqual({ status: 43 });
    expect((await login(app, 'Empresa', { usuario: accounts.company, password: demoPassword })).body.status).toBe(0);
  });

  it('refuses a bad CIF (33), a registered one (8), a pending e-mail (29) and another company user (44)', async () => {
    expect((await post('/api/Empresa/solicitarCuenta', request({ cif: 'B12345670' }))).json()).toEqual({ status: 33 });
    expect((await post('/api/Empresa/solicitarCuenta', request({ cif: 'B46123451' }))).json()).toEqual({ status: 8 });
    expect((await post('/api/Empresa/solicitarCuenta', request({ cif: 'A58818501' }))).json()).toEqual({ status: 29 });
    expect((await post('/api/Empresa/solicitarCuenta', request({ cif: 'A58818501', email: accounts.company }))).json()).toEqual({ status: 44 });
  });

  it('keeps nothing when the mail cannot be sent (12)', async () => {
    const broken = await testApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const response = await broken.inject({
        method: 'POST',
        url: '/api/Empresa/solicitarCuenta',
        payload: request({ cif: 'A58818501', email: 'sinmail@talleres.test' }),
      });
      expect(response.json()).toEqual({ status: 12 });
      const { rowCount } = await pool.query(`SELECT 1 FROM companies WHERE tax_id = 'A58818501'`);
      expect(rowCount).toBe(0);
    } finally {
      await broken.close();
    }
  });
});

describe('data-protection acceptance', () => {
  it('gives the text with the login until the user accepts it, then no more', async () => {
    const first = loginResponse.parse((await login(app, 'Alumno', { usuario: 'rgpd@demo.test', password: demoPassword })).body).datos;
    expect(first.textoCortoRGPD).toMatch(/protección de datos/);
    expect(first.linkExternoRGPD).toBe('/proteccion-datos');

    const text = await app.inject({ method: 'GET', url: '/api/Alumno/dameTextoRGPDactual', headers: { 'accept-language': 'ca' } });
    expect(text.json()).toMatchObject({ status: 0, datos: { version: 1, texto: expect.stringMatching(/protecció de dades/) } });

    const accepted = await app.inject({ method: 'GET', url: '/api/Alumno/guardaAceptacionRGPD', headers: bearer(first.token) });
    expect(accepted.json()).toEqual({ status: 0, datos: { version: 1 } });
    const again = loginResponse.parse((await login(app, 'Alumno', { usuario: 'rgpd@demo.test', password: demoPassword })).body).datos;
    expect(again.textoCortoRGPD).toBeNull();
    await pool.query(`DELETE FROM data_protection_acceptances WHERE user_id = (SELECT id FROM users WHERE email = 'rgpd@demo.test')`);
  });

  it('works the same for a company user, with the token of the chosen company', async () => {
    const userId = `(SELECT id FROM users WHERE email = '${accounts.company}' AND user_type = 'Empresa')`;
    await pool.query(`DELETE FROM data_protection_acceptances WHERE user_id = ${userId}`);
    try {
      const held = loginResponse.parse((await login(app, 'Empresa', { usuario: accounts.company, password: demoPassword })).body).datos;
      expect(held.textoCortoRGPD).toEqual(expect.any(String));
      const studentSide = await app.inject({ method: 'GET', url: '/api/Alumno/guardaAceptacionRGPD', headers: bearer(held.token) });
      expect(studentSide.json()).toMatchObject({ status: 79 });
      const accepted = await app.inject({ method: 'GET', url: '/api/Empresa/guardaAceptacionRGPD', headers: bearer(held.token) });
      expect(accepted.json()).toEqual({ status: 0, datos: { version: 1 } });
    } finally {
      await pool.query(
        `INSERT INTO data_protection_acceptances (user_id, version) SELECT ${userId}, 1 ON CONFLICT DO NOTHING`,
      );
    }
  });

  it('is not pending for the demo accounts', async () => {
    const { datos } = loginResponse.parse((await login(app, 'Alumno', { usuario: accounts.student, password: demoPassword })).body);
    expect(datos.textoCortoRGPD).toBeNull();
  });
});

describe('request to leave the service', () => {
  it('records one pending request per student (517, the same erasure date) and is refused without the brand flag (79)', async () => {
    const token = await tokenOf(app, 'Alumno', { usuario: 'nuria@demo.test', password: 'Segura-2024' });
    const dates = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post('/api/Alumno/solicitarBajaServicio', { motivo: 'He encontrado trabajo' }, bearer(token));
      expect(response.json()).toMatchObject({ status: 0, datos: { aviso: 517 } });
      dates.add(response.json().datos.fechaSupresion);
    }
    expect(dates.size).toBe(1);
    const { rows } = await pool.query(
      `SELECT reason FROM leave_requests WHERE user_id = (SELECT id FROM users WHERE email = 'nuria@demo.test')`,
    );
    expect(rows).toEqual([{ reason: 'He encontrado trabajo' }]);

    await setBrandFlag('canBorrarCuenta', false);
    try {
      expect((await post('/api/Alumno/solicitarBajaServicio', {}, bearer(token))).json()).toEqual({ status: 79 });
    } finally {
      await setBrandFlag('canBorrarCuenta', true);
    }
  });

  it('is for students only', async () => {
    const token = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    expect((await post('/api/Alumno/solicitarBajaServicio', {}, bearer(token))).json()).toMatchObject({ status: 79 });
  });
});
