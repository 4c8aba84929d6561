import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { issueLinkToken } from '../../src/accounts/links';
import { bearer, testApp, tokenOf } from '../support';
import { surveyIdOf } from '../fixtures/surveys-events';

/**
 * Issue 15, sessions: a token works only while the server keeps its session open and its account
 * as it was. Every test uses accounts of its own, so no other test loses its session.
 */
let app: PortalApp;
let db: pg.Pool;
let passwordHash: string;
const password = 'Clave-segura-1';

beforeAll(async () => {
  app = await testApp();
  db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4 });
  passwordHash = await hashPassword(password);
});
afterAll(async () => {
  await app.close();
  await db.end();
});

const newStudent = async () => {
  const email = `sesion-${randomUUID()}@demo.test`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Alumno', $1, $2, 'Sesión Prueba') RETURNING id`,
    [email, passwordHash],
  );
  const id = rows[0]!.id;
  await db.query(`INSERT INTO students (user_id, first_name, last_names) VALUES ($1, 'Sesión', 'Prueba')`, [id]);
  await db.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [id]);
  await db.query(
    'INSERT INTO data_protection_acceptances (user_id, version) SELECT $1, max(version) FROM data_protection_texts',
    [id],
  );
  return { id, email, login: () => tokenOf(app, 'Alumno', { usuario: email, password }) };
};

const newCompanyUser = async () => {
  const cif = `B${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, 'Sesiones SL', 'Sesiones S.L.', true) RETURNING id`,
    [cif],
  );
  const companyId = rows[0]!.id;
  const email = `empresa-${randomUUID()}@demo.test`;
  const user = await db.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, $2, 'Empresa Prueba') RETURNING id`,
    [email, passwordHash],
  );
  const id = user.rows[0]!.id;
  await db.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [id, companyId]);
  await db.query(
    'INSERT INTO data_protection_acceptances (user_id, version) SELECT $1, max(version) FROM data_protection_texts',
    [id],
  );
  return { id, companyId, email, login: () => tokenOf(app, 'Empresa', { usuario: email, password }) };
};

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });
const cvOf = (token: string) => get('/api/Alumno/dameCvUsuario', token);
const lost = { status: 2 };

describe('a password change', () => {
  it('ends every other session of the account; the one that changed it goes on', async () => {
    const student = await newStudent();
    const here = await student.login();
    const elsewhere = await student.login();
    const changed = await post('/api/Alumno/editaUsuario', here, { passwordActual: password, passwordNueva: 'Otra-clave-22' });
    expect(changed.json()).toEqual({ status: 0, datos: { aviso: 521 } });
    expect((await cvOf(here)).statusCode).toBe(200);
    const refused = await cvOf(elsewhere);
    expect([refused.statusCode, refused.json()]).toEqual([401, lost]);
    // The new password opens new sessions; the old one opens none.
    expect(await tokenOf(app, 'Alumno', { usuario: student.email, password: 'Otra-clave-22' })).toEqual(expect.any(String));
  });

  it('made by anyone else (an operator, another replica) ends every session of the account', async () => {
    const student = await newStudent();
    const token = await student.login();
    await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [student.id, await hashPassword('Tercera-33')]);
    expect((await cvOf(token)).json()).toEqual(lost);
  });
});

describe('a password reset', () => {
  it('through the link of a recovery mail ends every session of the account', async () => {
    const student = await newStudent();
    const tokens = [await student.login(), await student.login()];
    const link = await issueLinkToken(db, student.id, 'reset', 600);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/Alumno/restablecerPassword',
      payload: { token: link, password: 'Nueva-clave-44' },
    });
    expect(reset.json()).toEqual({ status: 0, datos: { aviso: 508 } });
    for (const token of tokens) expect((await cvOf(token)).json()).toEqual(lost);
  });
});

describe('a block', () => {
  it("of a student ends the student's sessions, saying 90; unblocked, the old token stays ended", async () => {
    const student = await newStudent();
    const token = await student.login();
    await db.query('UPDATE users SET blocked = true WHERE id = $1', [student.id]);
    const refused = await cvOf(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 90 });
    await db.query('UPDATE users SET blocked = false WHERE id = $1', [student.id]);
    expect((await cvOf(token)).json()).toEqual(lost);
  });

  it("of a company ends its users' sessions on every route, account routes included", async () => {
    const company = await newCompanyUser();
    const token = await company.login();
    expect((await get('/api/Empresa/editaUsuario', token)).json()).toMatchObject({ status: 0 });
    await db.query('UPDATE companies SET blocked = true WHERE id = $1', [company.companyId]);
    for (const url of ['/api/Empresa/editaUsuario', '/api/Empresa/dameDatosEmpresa']) {
      const refused = await get(url, token);
      expect([url, refused.statusCode, refused.json().status]).toEqual([url, 403, 90]);
    }
    await db.query('UPDATE companies SET blocked = false WHERE id = $1', [company.companyId]);
    expect((await get('/api/Empresa/editaUsuario', token)).json()).toEqual(lost);
  });
});

describe('a request to leave the service', () => {
  it('ends every other session of the student (the one that asked reads the answer)', async () => {
    const student = await newStudent();
    const asking = await student.login();
    const elsewhere = await student.login();
    expect((await post('/api/Alumno/solicitarBajaServicio', asking, { motivo: 'Ya trabajo' })).json()).toMatchObject({
      status: 0,
      datos: { aviso: 517 },
    });
    expect((await cvOf(elsewhere)).json()).toEqual(lost);
    expect((await cvOf(asking)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the token on the surveys, whether their route needs a session or only reads one', async () => {
    const surveyId = await surveyIdOf(db, 'opinion-foro-empleo');
    const token = await (await newStudent()).login();
    const survey = () => get(`/api/Encuestas/${surveyId}`, token);
    expect((await survey()).statusCode).toBe(200);
    expect((await post('/api/Alumno/cerrarSesion', token)).json()).toEqual({ status: 0, datos: null });
    const calls = [
      await survey(),
      await post(`/api/Encuestas/accesoEncuesta/${surveyId}`, token, {}),
      await get('/api/Encuestas/guardaAceptacionRGPD', token),
      await post(`/api/Encuestas/guardaContestacionEncuesta/${surveyId}`, token, { lContestaciones: [] }),
      await get('/api/Alumno/dameEncuestasUsuario', token),
    ];
    for (const call of calls) expect([call.statusCode, call.json()]).toEqual([401, lost]);
  });

  it('ends the token on the contact form: refused, not sent as an anonymous visitor', async () => {
    const student = await newStudent();
    const token = await student.login();
    await post('/api/Alumno/cerrarSesion', token);
    const before = await db.query('SELECT count(*)::int AS n FROM contact_messages');
    const sent = await post('/api/Publico/enviarContacto', token, {
      nombre: 'Marta Soler',
      email: 'marta@example.org',
      titulo: 'Duda',
      mensaje: 'Una duda sobre prácticas',
      empresa: 'Levante Tech',
      consultaPracticas: true,
      aceptaPoliticaPrivacidad: true,
      aceptaTratamientoDatos: true,
      aceptaComunicaciones: true,
    });
    expect([sent.statusCode, sent.json()]).toEqual([401, lost]);
    const after = await db.query('SELECT count(*)::int AS n FROM contact_messages');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('ends the token on the student, company and account routes, and on logout itself', async () => {
    const student = await (await newStudent()).login();
    await post('/api/Alumno/cerrarSesion', student);
    for (const call of [
      await cvOf(student),
      await get('/api/Alumno/editaUsuario', student),
      await post('/api/Alumno/cerrarSesion', student),
    ])
      expect(call.json()).toEqual(lost);
    const company = await (await newCompanyUser()).login();
    await post('/api/Empresa/cerrarSesion', company);
    for (const url of ['/api/Empresa/dameDatosEmpresa', '/api/Empresa/editaUsuario'])
      expect((await get(url, company)).json()).toEqual(lost);
  });

  it('ends a careers-office token', async () => {
    const email = `orientacion-${randomUUID()}@demo.test`;
    await db.query(
      `INSERT INTO users (user_type, email, password_hash, display_name, staff_role) VALUES ('Orientacion', $1, $2, 'Personal', 'office')`,
      [email, passwordHash],
    );
    const login = await app.inject({ method: 'POST', url: '/api/Orientacion/logaUsuario', payload: { usuario: email, password } });
    const { token } = login.json<{ datos: { token: string } }>().datos;
    expect((await get('/api/Orientacion/dameOfertasPendientes', token)).statusCode).toBe(200);
    expect((await post('/api/Orientacion/cerrarSesion', token)).json()).toEqual({ status: 0, datos: null });
    expect((await get('/api/Orientacion/dameOfertasPendientes', token)).json()).toEqual(lost);
  });
});

describe('tokens bound to the account', () => {
  it('refuses the token of a deleted account', async () => {
    const student = await newStudent();
    const token = await student.login();
    await db.query('DELETE FROM users WHERE id = $1', [student.id]);
    expect((await cvOf(token)).json()).toEqual(lost);
  });

  it('refuses the token of a session the server never opened, even signed with its secret', async () => {
    const student = await newStudent();
    const token = await student.login();
    await db.query('DELETE FROM user_sessions WHERE user_id = $1', [student.id]);
    expect((await cvOf(token)).json()).toEqual(lost);
  });
});
