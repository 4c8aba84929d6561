import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { noticeResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createPool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { accounts, bearer, demoPassword, login, testApp, tokenOf } from '../support';

let app: PortalApp;
let catcher: MailCatcher;
const publicUrl = 'http://portal.test';

beforeAll(async () => {
  // A mail catcher of the test's own, so the test reads exactly the mails this app sends.
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

/** The token of the link in a mail, after checking the link goes to the expected page of the portal. */
const linkTokenIn = (text: string, page: string): string => {
  const link = new RegExp(`${publicUrl}${page}\\?token=([\\w%-]+)`).exec(text);
  if (!link?.[1]) throw new Error(`No ${page} link in mail:\n${text}`);
  return decodeURIComponent(link[1]);
};

describe('student password recovery', () => {
  it('mails a one-time link that resets the password once (508), then refuses it (42)', async () => {
    const student = 'alumno2@demo.test';
    await registerStudent(student, '45678912S');
    const asked = await post('/api/Alumno/solicitarReseteoPassword', { usuario: student });
    expect(noticeResponse.parse(asked.json()).datos.aviso).toBe(505);

    const mail = await catcher.takeMailTo(student);
    expect(mail.subject).toMatch(/contraseña/i);
    const token = linkTokenIn(mail.text, '/restablecer-candidato');

    const weak = await post('/api/Alumno/restablecerPassword', { token, password: 'sinnumeros' });
    expect(weak.json()).toEqual({ status: 28 });

    const reset = await post('/api/Alumno/restablecerPassword', { token, password: 'nueva-clave-9' });
    expect(reset.json()).toEqual({ status: 0, datos: { aviso: 508 } });
    expect((await login(app, 'Alumno', { usuario: student, password: 'nueva-clave-9' })).body.status).toBe(0);
    expect((await login(app, 'Alumno', { usuario: student, password: 'Clave-segura-1' })).body.status).toBe(3);

    const again = await post('/api/Alumno/restablecerPassword', { token, password: 'otra-clave-10' });
    expect(again.json()).toEqual({ status: 42 });
  });

  it('answers an unknown user exactly as a known one and mails nobody', async () => {
    const before = catcher.mails().length;
    const unknown = await post('/api/Alumno/solicitarReseteoPassword', { usuario: 'nadie@demo.test' });
    expect(unknown.json()).toEqual({ status: 0, datos: { aviso: 505 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.mails().length).toBe(before);
  });

  it('refuses a link of the company side, a made-up one and only the newest link works', async () => {
    await post('/api/Alumno/solicitarReseteoPassword', { usuario: accounts.student });
    const first = linkTokenIn((await catcher.takeMailTo(accounts.student)).text, '/restablecer-candidato');
    await post('/api/Alumno/solicitarReseteoPassword', { usuario: accounts.student });
    const second = linkTokenIn((await catcher.takeMailTo(accounts.student)).text, '/restablecer-candidato');

    expect((await post('/api/Empresa/restablecerPassword', { token: second, password: 'abcdefgh1' })).json()).toEqual({ status: 42 });
    expect((await post('/api/Alumno/restablecerPassword', { token: 'x'.repeat(43), password: 'abcdefgh1' })).json()).toEqual({ status: 42 });
    expect((await post('/api/Alumno/restablecerPassword', { token: first, password: 'abcdefgh1' })).json()).toEqual({ status: 42 });
    // The demo password stays, so the other tests can still log in.
    expect((await post('/api/Alumno/restablecerPassword', { token: second, password: demoPassword })).json()).toEqual({
      status: 0,
      datos: { aviso: 508 },
    });
  });

  it('refuses an expired link with 42', async () => {
    const student = 'caduca@demo.test';
    await registerStudent(student, '23456789D');
    await post('/api/Alumno/solicitarReseteoPassword', { usuario: student });
    const token = linkTokenIn((await catcher.takeMailTo(student)).text, '/restablecer-candidato');
    const pool = createPool(inject('databaseUrl'), app.log);
    await pool.query(`UPDATE account_links SET expires_at = now() - interval '1 second'
                       WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [student]);
    await pool.end();
    expect((await post('/api/Alumno/restablecerPassword', { token, password: 'abcdefgh1' })).json()).toEqual({ status: 42 });
  });
});

describe('company password recovery', () => {
  it('mails a reset link to the users of the company with that CIF', async () => {
    const asked = await post('/api/Empresa/recuerdoPassword', { cif: 'b46123451' });
    expect(asked.json()).toEqual({ status: 0, datos: { aviso: 505 } });
    const token = linkTokenIn((await catcher.takeMailTo(accounts.company)).text, '/restablecer-login');
    const reset = await post('/api/Empresa/restablecerPassword', { token, password: demoPassword });
    expect(reset.json()).toEqual({ status: 0, datos: { aviso: 508 } });
  });

  it("also takes the user's e-mail (the nick), and lets one of two simultaneous uses of a link through", async () => {
    await post('/api/Empresa/recuerdoPassword', { cif: accounts.multi });
    const token = linkTokenIn((await catcher.takeMailTo(accounts.multi)).text, '/restablecer-login');
    const answers = await Promise.all([
      post('/api/Empresa/restablecerPassword', { token, password: demoPassword }),
      post('/api/Empresa/restablecerPassword', { token, password: 'Otra-clave-99' }),
    ]);
    const statuses = answers.map((answer) => answer.json<{ status: number }>().status).sort((a, b) => a - b);
    expect(statuses).toEqual([0, 42]);
    // Whichever won, put the demo password back for the other tests.
    await post('/api/Empresa/recuerdoPassword', { cif: accounts.multi });
    const again = linkTokenIn((await catcher.takeMailTo(accounts.multi)).text, '/restablecer-login');
    expect((await post('/api/Empresa/restablecerPassword', { token: again, password: demoPassword })).json()).toMatchObject({ status: 0 });
  });

  it('answers 505 for a CIF nobody has', async () => {
    expect((await post('/api/Empresa/recuerdoPassword', { cif: 'B00000000' })).json()).toEqual({
      status: 0,
      datos: { aviso: 505 },
    });
  });
});

describe('password change', () => {
  it('needs the current password (3), a strong new one (28), then says 521', async () => {
    const student = 'cambia@demo.test';
    await registerStudent(student, '34567891H');
    const token = await tokenOf(app, 'Alumno', { usuario: student, password: 'Clave-segura-1' });
    const wrong = await post('/api/Alumno/editaUsuario', { passwordActual: 'no-es-1234', passwordNueva: 'nueva-5678' }, bearer(token));
    expect(wrong.json()).toEqual({ status: 3, mensaje: 'La contraseña actual no es correcta.' });
    const weak = await post('/api/Alumno/editaUsuario', { passwordActual: 'Clave-segura-1', passwordNueva: 'corta1' }, bearer(token));
    expect(weak.json()).toEqual({ status: 28 });
    const changed = await post('/api/Alumno/editaUsuario', { passwordActual: 'Clave-segura-1', passwordNueva: 'nueva-5678' }, bearer(token));
    expect(changed.json()).toEqual({ status: 0, datos: { aviso: 521 } });
    expect((await login(app, 'Alumno', { usuario: student, password: 'nueva-5678' })).body.status).toBe(0);
  });

  it('is refused without a session (2) and to the other user type (79)', async () => {
    const body = { passwordActual: demoPassword, passwordNueva: 'nueva-5678' };
    const anonymous = await post('/api/Alumno/editaUsuario', body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 2 });
    const companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const foreign = await post('/api/Alumno/editaUsuario', body, bearer(companyToken));
    expect(foreign.json()).toMatchObject({ status: 79 });
  });

  it('reads the account of the session', async () => {
    const token = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const response = await app.inject({ method: 'GET', url: '/api/Empresa/editaUsuario', headers: bearer(token) });
    expect(response.json()).toMatchObject({ status: 0, datos: { email: accounts.company } });
  });
});

describe('rate limit of recovery and password checks', () => {
  it('limits recovery requests per account named', async () => {
    const limited = await testApp({ SMTP_URL: catcher.url, LOGIN_RATE_LIMIT: '2' });
    // An address of its own: counters are shared with the other tests' requests.
    const remoteAddress = '198.51.100.23';
    try {
      const ask = () =>
        limited.inject({
          method: 'POST',
          url: '/api/Alumno/solicitarReseteoPassword',
          remoteAddress,
          payload: { usuario: 'limite@demo.test' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status: 429 });
      // Another account from the same address is not locked out.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/Alumno/solicitarReseteoPassword',
        remoteAddress,
        payload: { usuario: 'otro@demo.test' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

async function registerStudent(email: string, dni: string) {
  const response = await post('/api/Alumno/registrarUsuario', {
    nombre: 'Prueba',
    apellidos: 'De Cuenta',
    email,
    dni,
    password: 'Clave-segura-1',
    aceptaPoliticaPrivacidad: true,
  });
  expect(response.json()).toEqual({ status: 0, datos: { aviso: 522 } });
}
