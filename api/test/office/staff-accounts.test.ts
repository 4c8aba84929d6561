import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

/**
 * Staff accounts (issue 21): the staff's login with its role, their passwords (change, recovery,
 * set by link) and the admin's management of staff accounts, with every refusal and the audit
 * of every change.
 */
let app: PortalApp;
let pool: Pool;
let catcher: MailCatcher;
/** Calls with one staff member's token. */
const caller = (app: PortalApp, token: string) => ({
  token,
  get: (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers: bearer(token) }),
});
let admin: ReturnType<typeof caller>;
let office: ReturnType<typeof caller>;
let adminId: number;

type Answer<T = Record<string, unknown>> = { status: number; datos: T; mensaje?: string };
interface Account {
  id: number;
  nombre: string;
  email: string;
  rol: 'office' | 'admin';
  bloqueado: boolean;
  ultimoAcceso: string | null;
  pendienteContrasena: boolean;
  esPropia: boolean;
}
type Change = Answer<{ aviso: number; cuenta: Account }>;

const newPassword = 'Orienta-2026';
const officeEmail = 'orientacion@demo.test';
const adminEmail = 'admin.orientacion@demo.test';

const staffLogin = (usuario: string, password = demoPassword, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/Orientacion/logaUsuario', payload: { usuario, password }, ...(remoteAddress ? { remoteAddress } : {}) });
const staffToken = async (usuario: string, password = demoPassword) => {
  const answer = (await staffLogin(usuario, password)).json<Answer<{ token: string }>>();
  if (answer.status !== 0) throw new Error(`staff login failed: ${JSON.stringify(answer)}`);
  return answer.datos.token;
};
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

const linkIn = (text: string) => decodeURIComponent(/\/orientacion\/establecer-contrasena\?token=([\w%-]+)/.exec(text)![1]!);

/** A new staff account created by the demo admin, with its password set through the mailed link. */
const newMember = async (email: string, rol: 'office' | 'admin', nombre = 'Persona de Prueba') => {
  const created = (await admin.post('/api/Orientacion/personal', { nombre, email, rol })).json<Change>();
  expect(created).toMatchObject({ status: 0, datos: { aviso: 630, cuenta: { email, rol, bloqueado: false, pendienteContrasena: true } } });
  const token = linkIn((await catcher.takeMailTo(email)).text);
  expect((await post('/api/Orientacion/establecePassword', { token, password: newPassword })).json()).toEqual({ status: 0, datos: { aviso: 514 } });
  return created.datos.cuenta.id;
};

const list = async (who = admin) => (await who.get('/api/Orientacion/personal')).json<Answer<Account[]>>();
const auditOf = async (id: number) =>
  (
    await pool.query<{ staff: number; action: string; before: object; after: object }>(
      `SELECT staff_user_id AS staff, action, state_before AS before, state_after AS after
         FROM staff_decisions WHERE queue = 'personal' AND record_id = $1 ORDER BY id`,
      [id],
    )
  ).rows;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test' });
  pool = createPool(inject('databaseUrl'), app.log);
  admin = caller(app, await staffToken(adminEmail));
  office = caller(app, await staffToken(officeEmail));
  adminId = (await pool.query<{ id: number }>(`SELECT id FROM users WHERE email = $1 AND user_type = 'Orientacion'`, [adminEmail])).rows[0]!.id;
});
afterAll(async () => {
  await pool.end();
  await app.close();
  await catcher.close();
});

describe('staff login', () => {
  it('answers the role of each demo account and records the last login', async () => {
    const asOffice = (await staffLogin(officeEmail)).json<Answer<{ token: string; nombre: string; rol: string }>>();
    expect(asOffice).toMatchObject({ status: 0, datos: { nombre: 'Servicio de Orientación', rol: 'office', token: expect.any(String) } });
    const asAdmin = (await staffLogin(adminEmail)).json<Answer<{ rol: string }>>();
    expect(asAdmin).toMatchObject({ status: 0, datos: { rol: 'admin' } });
    const accountsNow = (await list()).datos;
    const own = accountsNow.find((account) => account.email === adminEmail)!;
    expect(own).toMatchObject({ rol: 'admin', bloqueado: false, esPropia: true, pendienteContrasena: false });
    expect(Date.now() - Date.parse(own.ultimoAcceso!)).toBeLessThan(60_000);
    expect(accountsNow.find((account) => account.email === officeEmail)).toMatchObject({ rol: 'office', esPropia: false });
  });
});

describe('the admin calls refuse everyone but an admin', () => {
  const calls: Array<[string, string, object]> = [
    ['GET', '/api/Orientacion/personal', {}],
    ['POST', '/api/Orientacion/personal', { nombre: 'Nadie Nadie', email: 'nadie@orientacion.test', rol: 'admin' }],
    ['POST', '/api/Orientacion/personal/1/rol', { rol: 'admin' }],
    ['POST', '/api/Orientacion/personal/1/bloquear', {}],
    ['POST', '/api/Orientacion/personal/1/desbloquear', {}],
  ];

  it('an office member: 403, status 79, and nothing changes', async () => {
    const before = await auditOf(1);
    for (const [method, url, payload] of calls) {
      const answer = await app.inject({ method: method as 'GET', url, headers: bearer(office.token), ...(method === 'POST' ? { payload } : {}) });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toEqual({ status: 79 });
    }
    expect(await auditOf(1)).toEqual(before);
    expect((await pool.query(`SELECT 1 FROM users WHERE email = 'nadie@orientacion.test'`)).rowCount).toBe(0);
  });

  it('a student, a company, no token: 401, status 2', async () => {
    const student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    const company = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    for (const [method, url, payload] of calls) {
      for (const headers of [bearer(student), bearer(company), {}]) {
        const answer = await app.inject({ method: method as 'GET', url, headers, ...(method === 'POST' ? { payload } : {}) });
        expect(answer.statusCode, url).toBe(401);
        expect(answer.json(), url).toEqual({ status: 2 });
      }
    }
  });
});

describe('creating a staff account', () => {
  it('mails the new member a link to set the password; they log in with their role; audited', async () => {
    const email = 'nueva.orientadora@orientacion.test';
    const created = (await admin.post('/api/Orientacion/personal', { nombre: '  Nueva Orientadora ', email, rol: 'office' })).json<Change>();
    expect(created).toMatchObject({ status: 0, datos: { aviso: 630, cuenta: { nombre: 'Nueva Orientadora', email, rol: 'office', ultimoAcceso: null, pendienteContrasena: true, esPropia: false } } });
    const id = created.datos.cuenta.id;
    // No password yet: the login answers as for a wrong one.
    expect((await staffLogin(email, newPassword)).json()).toEqual({ status: 3 });

    const mail = await catcher.takeMailTo(email);
    expect(mail.subject).toBe('Tu cuenta del servicio de orientación');
    expect(mail.text).toContain('https://portal.test/orientacion/establecer-contrasena?token=');
    const token = linkIn(mail.text);
    expect((await post('/api/Orientacion/establecePassword', { token, password: 'corta' })).json()).toEqual({ status: 28 });
    expect((await post('/api/Orientacion/establecePassword', { token, password: newPassword })).json()).toEqual({ status: 0, datos: { aviso: 514 } });
    expect((await post('/api/Orientacion/establecePassword', { token, password: newPassword })).json()).toEqual({ status: 42 });
    // A student's or a company's link page does not take a staff link.
    expect((await post('/api/Alumno/restablecerPassword', { token, password: newPassword })).json()).toEqual({ status: 42 });

    expect((await staffLogin(email, newPassword)).json()).toMatchObject({ status: 0, datos: { nombre: 'Nueva Orientadora', rol: 'office' } });
    expect((await list()).datos.find((account) => account.id === id)).toMatchObject({ pendienteContrasena: false, ultimoAcceso: expect.any(String) });
    expect(await auditOf(id)).toEqual([{ staff: adminId, action: 'crear', before: {}, after: { nombre: 'Nueva Orientadora', email, rol: 'office', bloqueado: false } }]);
  });

  it('in the language of the admin, and refuses an e-mail a staff account has (140) or a bad form (400)', async () => {
    const email = 'new.member@orientacion.test';
    const created = await app.inject({
      method: 'POST',
      url: '/api/Orientacion/personal',
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
      payload: { nombre: 'New Member', email, rol: 'admin' },
    });
    expect(created.json()).toMatchObject({ status: 0, datos: { aviso: 630 } });
    expect((await catcher.takeMailTo(email)).subject).toBe('Your careers office account');

    expect((await admin.post('/api/Orientacion/personal', { nombre: 'Otra Vez', email: 'NEW.Member@orientacion.test', rol: 'office' })).json()).toEqual({ status: 140 });
    expect((await admin.post('/api/Orientacion/personal', { nombre: 'Otra Vez', email: officeEmail, rol: 'office' })).json()).toEqual({ status: 140 });
    // The e-mail of a student is no staff account's: the office may hire a former student.
    expect((await admin.post('/api/Orientacion/personal', { nombre: 'Exalumna Contratada', email: 'encuesta@demo.test', rol: 'office' })).json()).toMatchObject({ status: 0 });
    await catcher.takeMailTo('encuesta@demo.test');
    for (const bad of [
      { nombre: 'Sin Rol', email: 'sin.rol@orientacion.test' },
      { nombre: 'Rol Raro', email: 'rol.raro@orientacion.test', rol: 'root' },
      { nombre: 'Mal Correo', email: 'no-es-un-correo', rol: 'office' },
      { nombre: 'x', email: 'corto@orientacion.test', rol: 'office' },
    ]) {
      const answer = await admin.post('/api/Orientacion/personal', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('roles', () => {
  it('promotes and demotes, effective at once on the member’s open session; audited', async () => {
    const email = 'ascenso@orientacion.test';
    const id = await newMember(email, 'office');
    const member = caller(app, await staffToken(email, newPassword));
    expect((await member.get('/api/Orientacion/personal')).json()).toEqual({ status: 79 });

    expect((await admin.post(`/api/Orientacion/personal/${id}/rol`, { rol: 'admin' })).json()).toMatchObject({ status: 0, datos: { aviso: 631, cuenta: { rol: 'admin' } } });
    expect((await member.get('/api/Orientacion/personal')).json()).toMatchObject({ status: 0 });
    // Asking for the role it already has changes and records nothing.
    expect((await admin.post(`/api/Orientacion/personal/${id}/rol`, { rol: 'admin' })).json()).toMatchObject({ status: 0, datos: { aviso: 631 } });

    expect((await admin.post(`/api/Orientacion/personal/${id}/rol`, { rol: 'office' })).json()).toMatchObject({ status: 0, datos: { cuenta: { rol: 'office' } } });
    expect((await member.get('/api/Orientacion/personal')).json()).toEqual({ status: 79 });
    expect((await auditOf(id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['crear', {}, expect.objectContaining({ rol: 'office' })],
      ['cambiarRol', expect.objectContaining({ rol: 'office' }), expect.objectContaining({ rol: 'admin' })],
      ['cambiarRol', expect.objectContaining({ rol: 'admin' }), expect.objectContaining({ rol: 'office' })],
    ]);
  });

  it('refuses demoting oneself (141), an unknown account (143) and a bad role or id (400)', async () => {
    expect((await admin.post(`/api/Orientacion/personal/${adminId}/rol`, { rol: 'office' })).json()).toEqual({ status: 141 });
    expect((await admin.post('/api/Orientacion/personal/2000000000/rol', { rol: 'office' })).json()).toEqual({ status: 143 });
    const student = (await pool.query<{ id: number }>(`SELECT id FROM users WHERE email = $1 AND user_type = 'Alumno'`, [accounts.student])).rows[0]!.id;
    expect((await admin.post(`/api/Orientacion/personal/${student}/rol`, { rol: 'admin' })).json()).toEqual({ status: 143 });
    expect((await admin.post(`/api/Orientacion/personal/${student}/bloquear`)).json()).toEqual({ status: 143 });
    expect((await admin.post(`/api/Orientacion/personal/${adminId}/rol`, { rol: 'root' })).statusCode).toBe(400);
    expect((await admin.post('/api/Orientacion/personal/99999999999/rol', { rol: 'office' })).statusCode).toBe(400);
    expect((await list()).datos.find((account) => account.id === adminId)).toMatchObject({ rol: 'admin', bloqueado: false });
  });

  it('never leaves the office without an unblocked admin, even when two admins demote each other at once', async () => {
    const first = await newMember('primera.admin@orientacion.test', 'admin');
    const second = await newMember('segunda.admin@orientacion.test', 'admin');
    const one = caller(app, await staffToken('primera.admin@orientacion.test', newPassword));
    const two = caller(app, await staffToken('segunda.admin@orientacion.test', newPassword));
    // For this test the two new ones are the only admins: every other one steps aside.
    const others = (
      await pool.query<{ id: number }>(
        `UPDATE users SET staff_role = 'office' WHERE user_type = 'Orientacion' AND staff_role = 'admin' AND id NOT IN ($1, $2) RETURNING id`,
        [first, second],
      )
    ).rows.map((row) => row.id);
    try {
      const answers = await Promise.all([
        one.post(`/api/Orientacion/personal/${second}/rol`, { rol: 'office' }),
        two.post(`/api/Orientacion/personal/${first}/rol`, { rol: 'office' }),
      ]);
      const statuses = answers.map((answer) => answer.json<{ status: number }>().status).sort((a, b) => a - b);
      // One wins; the other is refused: 142 (its target is now the last admin), or 79 when its
      // guard already saw its own demotion.
      expect(statuses[0]).toBe(0);
      expect([79, 142]).toContain(statuses[1]);
      const { rows } = await pool.query<{ admins: number }>(
        `SELECT count(*)::int AS admins FROM users WHERE user_type = 'Orientacion' AND staff_role = 'admin' AND NOT blocked`,
      );
      expect(rows[0]!.admins).toBe(1);
      // The last admin cannot be blocked or demoted by anyone left: only an admin may try, and it is them.
      const survivor = statuses[0] === answers[0]!.json<{ status: number }>().status ? one : two;
      const survivorId = survivor === one ? first : second;
      expect((await survivor.post(`/api/Orientacion/personal/${survivorId}/bloquear`)).json()).toEqual({ status: 141 });
      expect((await survivor.post(`/api/Orientacion/personal/${survivorId}/rol`, { rol: 'office' })).json()).toEqual({ status: 141 });
    } finally {
      await pool.query(`UPDATE users SET staff_role = 'admin' WHERE id = ANY($1::int[])`, [others]);
    }
  });
});

describe('blocking', () => {
  it('ends the member’s sessions at once, refuses their login (90) until unblocked; audited', async () => {
    const email = 'bloqueo@orientacion.test';
    const id = await newMember(email, 'office');
    const member = caller(app, await staffToken(email, newPassword));
    expect((await member.get('/api/Orientacion/panel')).json()).toMatchObject({ status: 0 });

    expect((await admin.post(`/api/Orientacion/personal/${id}/bloquear`)).json()).toMatchObject({ status: 0, datos: { aviso: 632, cuenta: { bloqueado: true } } });
    const refused = await member.get('/api/Orientacion/panel');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 90 });
    expect((await staffLogin(email, newPassword)).json()).toEqual({ status: 90 });
    const { rows } = await pool.query<{ open: number }>('SELECT count(*)::int AS open FROM user_sessions WHERE user_id = $1 AND ended_at IS NULL', [id]);
    expect(rows[0]!.open).toBe(0);
    // A blocked member gets no recovery mail (the answer is the same).
    expect((await post('/api/Orientacion/recuperaPassword', { email })).json()).toEqual({ status: 0, datos: { aviso: 505 } });
    await expect(catcher.takeMailTo(email, 500)).rejects.toThrow();

    expect((await admin.post(`/api/Orientacion/personal/${id}/desbloquear`)).json()).toMatchObject({ status: 0, datos: { aviso: 633, cuenta: { bloqueado: false } } });
    // The old session stays ended; a new login works.
    expect((await member.get('/api/Orientacion/panel')).statusCode).toBe(401);
    expect((await staffLogin(email, newPassword)).json()).toMatchObject({ status: 0 });
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['crear', 'bloquear', 'desbloquear']);
  });

  it('refuses blocking oneself (141) and an unknown account (143)', async () => {
    expect((await admin.post(`/api/Orientacion/personal/${adminId}/bloquear`)).json()).toEqual({ status: 141 });
    expect((await admin.post('/api/Orientacion/personal/2000000000/desbloquear')).json()).toEqual({ status: 143 });
    expect((await admin.get('/api/Orientacion/personal')).json()).toMatchObject({ status: 0 });
  });
});

describe('staff passwords', () => {
  it('changes the password: 3 wrong current, 28 weak; the other sessions end, this one stays', async () => {
    const email = 'cambio@orientacion.test';
    await newMember(email, 'office');
    const here = caller(app, await staffToken(email, newPassword));
    const elsewhere = caller(app, await staffToken(email, newPassword));
    const change = (body: object) => here.post('/api/Orientacion/cambiaPassword', body);

    const wrong = (await change({ actual: 'no-es-esta-1', nueva: 'Otra-clave-2026' })).json<Answer>();
    expect(wrong).toMatchObject({ status: 3, mensaje: 'La contraseña actual no es correcta.' });
    expect((await change({ actual: newPassword, nueva: 'debil' })).json()).toEqual({ status: 28 });
    expect((await change({ actual: newPassword, nueva: 'Otra-clave-2026' })).json()).toEqual({ status: 0, datos: { aviso: 521 } });

    expect((await here.get('/api/Orientacion/panel')).json()).toMatchObject({ status: 0 });
    expect((await elsewhere.get('/api/Orientacion/panel')).json()).toEqual({ status: 2 });
    expect((await staffLogin(email, newPassword)).json()).toEqual({ status: 3 });
    expect((await staffLogin(email, 'Otra-clave-2026')).json()).toMatchObject({ status: 0 });
    // Only a staff session may call it.
    const student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    expect((await post('/api/Orientacion/cambiaPassword', { actual: 'a', nueva: 'b' }, bearer(student))).json()).toEqual({ status: 2 });
  });

  it('recovers it through a mailed link, single use and expiring, without telling whether the account exists', async () => {
    const email = 'olvido@orientacion.test';
    await newMember(email, 'office');
    const elsewhere = caller(app, await staffToken(email, newPassword));

    expect((await post('/api/Orientacion/recuperaPassword', { email: 'nadie.aqui@orientacion.test' })).json()).toEqual({ status: 0, datos: { aviso: 505 } });
    // A student's e-mail is no staff account.
    expect((await post('/api/Orientacion/recuperaPassword', { email: accounts.student })).json()).toEqual({ status: 0, datos: { aviso: 505 } });
    await expect(catcher.takeMailTo(accounts.student, 500)).rejects.toThrow();
    expect((await post('/api/Orientacion/recuperaPassword', { email: 'no-es-un-correo' })).statusCode).toBe(400);

    const asked = await app.inject({ method: 'POST', url: '/api/Orientacion/recuperaPassword', payload: { email: email.toUpperCase() }, headers: { 'accept-language': 'ca' } });
    expect(asked.json()).toEqual({ status: 0, datos: { aviso: 505 } });
    const mail = await catcher.takeMailTo(email);
    expect(mail.subject).toBe("Restableix la teva contrasenya del portal d'ocupació");
    const token = linkIn(mail.text);

    // An expired link is refused (42) and stays unused.
    await pool.query(`UPDATE account_links SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1 AND user_type = 'Orientacion') AND used_at IS NULL`, [email]);
    expect((await post('/api/Orientacion/establecePassword', { token, password: 'Recuperada-2026' })).json()).toEqual({ status: 42 });
    await pool.query(`UPDATE account_links SET expires_at = now() + interval '1 hour' WHERE user_id = (SELECT id FROM users WHERE email = $1 AND user_type = 'Orientacion') AND used_at IS NULL`, [email]);

    expect((await post('/api/Orientacion/establecePassword', { token, password: 'Recuperada-2026' })).json()).toEqual({ status: 0, datos: { aviso: 514 } });
    expect((await post('/api/Orientacion/establecePassword', { token, password: 'Otra-vez-2026' })).json()).toEqual({ status: 42 });
    expect((await elsewhere.get('/api/Orientacion/panel')).json()).toEqual({ status: 2 });
    expect((await staffLogin(email, 'Recuperada-2026')).json()).toMatchObject({ status: 0, datos: { rol: 'office' } });
    expect((await post('/api/Orientacion/establecePassword', { token: 'x'.repeat(43), password: 'Recuperada-2026' })).json()).toEqual({ status: 42 });
  });

  it('limits recovery requests per account named (429), like the students’ and companies’', async () => {
    const limited = await testApp({ SMTP_URL: catcher.url, LOGIN_RATE_LIMIT: '2' });
    const remoteAddress = '198.51.100.77';
    try {
      const ask = () => limited.inject({ method: 'POST', url: '/api/Orientacion/recuperaPassword', remoteAddress, payload: { email: 'limite.staff@orientacion.test' } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status: 429 });
    } finally {
      await limited.close();
    }
  });
});

describe('institutional login of staff (SAML, the local test identity provider)', () => {
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

  /** The whole browser round trip from the staff login page; the code the portal hands back to it. */
  const institutionalCode = async (usuario: string) => {
    const start = await app.inject({ method: 'GET', url: '/api/saml/login?para=orientacion' });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location as string);
    expect(location.searchParams.get('RelayState')).toBe('orientacion');
    const loginPage = await app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    const requestId = hidden(loginPage.body, 'requestId');
    const relayState = hidden(loginPage.body, 'relayState');
    const signed = await app.inject({ method: 'POST', url: '/test-idp/sso', ...form({ requestId, relayState, usuario, password: 'uni-1234' }) });
    const acs = await app.inject({
      method: 'POST',
      url: '/api/saml/acs',
      ...form({ SAMLResponse: hidden(signed.body, 'SAMLResponse'), RelayState: hidden(signed.body, 'RelayState') }),
    });
    expect(acs.statusCode).toBe(303);
    const back = acs.headers.location as string;
    expect(back).toMatch(/^https:\/\/portal\.test\/orientacion\/acceso#respuesta=[\w-]+$/);
    return back.split('#respuesta=')[1]!;
  };
  const validate = (respuesta: string) => post('/api/Orientacion/validaRespuestaLoginIntegrado', { respuesta });

  it('logs in the staff account of the assertion’s e-mail, with its role, once per response', async () => {
    const code = await institutionalCode('orientacion');
    const answer = (await validate(code)).json<Answer<{ token: string; nombre: string; rol: string }>>();
    expect(answer).toMatchObject({ status: 0, datos: { nombre: 'Servicio de Orientación', rol: 'office' } });
    expect((await app.inject({ method: 'GET', url: '/api/Orientacion/panel', headers: bearer(answer.datos.token) })).json()).toMatchObject({ status: 0 });
    expect((await validate(code)).json()).toMatchObject({ status: 3, mensaje: expect.any(String) });
  });

  it('refuses an identity without a staff account, and a staff response on the students’ call', async () => {
    const refused = (await validate(await institutionalCode('lucia'))).json<Answer>();
    expect(refused).toMatchObject({ status: 3, mensaje: expect.stringContaining('personal del servicio de orientación') });
    // The student call does not turn a staff member into a student session of the staff account.
    const asStudent = (await post('/api/Alumno/validaRespuestaLoginIntegrado', { respuesta: await institutionalCode('lucia') })).json<Answer<{ token: string }>>();
    expect(asStudent.status).toBe(0);
    const staffOnly = await app.inject({ method: 'GET', url: '/api/Orientacion/panel', headers: bearer(asStudent.datos.token) });
    expect(staffOnly.json()).toEqual({ status: 2 });
    expect((await validate('x'.repeat(43))).json()).toMatchObject({ status: 3 });
  });

  it('refuses a blocked staff member (90)', async () => {
    const id = (await pool.query<{ id: number }>(`SELECT id FROM users WHERE email = $1 AND user_type = 'Orientacion'`, [officeEmail])).rows[0]!.id;
    const code = await institutionalCode('orientacion');
    expect((await admin.post(`/api/Orientacion/personal/${id}/bloquear`)).json()).toMatchObject({ status: 0 });
    try {
      expect((await validate(code)).json()).toEqual({ status: 90 });
    } finally {
      expect((await admin.post(`/api/Orientacion/personal/${id}/desbloquear`)).json()).toMatchObject({ status: 0 });
    }
  });
});
