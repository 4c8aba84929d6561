import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  addCompanyDocumentRequest,
  agreementRequest,
  contactRequest,
  internshipFileRequest,
  processDocumentRequest,
  profilePhotoRequest,
  studentLoginRequest,
} from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { takesUpload } from '../../src/platform/limits/limits';
import { hashPassword } from '../../src/platform/auth/passwords';
import { bearer, testApp } from '../support';

/**
 * Issue 15, limits. The counters live in the database every app shares, so each test uses an
 * address of its own (inject's remoteAddress) and fresh account names: no other test is locked out.
 */
const password = 'Clave-segura-1';
let db: pg.Pool;
let passwordHash: string;
const opened: PortalApp[] = [];

beforeAll(async () => {
  db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4 });
  passwordHash = await hashPassword(password);
});
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
  await db.end();
});

/** An app with LOGIN_RATE_LIMIT=3 (and the given overrides): 3 password checks a minute per account. */
const limitedApp = async (env: Record<string, string> = {}) => {
  const app = await testApp({ LOGIN_RATE_LIMIT: '3', ...env });
  opened.push(app);
  return app;
};

let addresses = 0;
/** A documentation address (RFC 5737) no other test uses. */
const newAddress = () => `192.0.2.${(addresses += 1)}`;

const newStudent = async (email = `limite-${randomUUID()}@demo.test`) => {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Alumno', $1, $2, 'Límite Prueba') RETURNING id`,
    [email, passwordHash],
  );
  const id = rows[0]!.id;
  await db.query(`INSERT INTO students (user_id, first_name, last_names) VALUES ($1, 'Límite', 'Prueba')`, [id]);
  await db.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [id]);
  return { id, email };
};

const send = (app: PortalApp, url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers });

const login = (app: PortalApp, usuario: string, remoteAddress: string, guess = 'adivina-1234') =>
  send(app, '/api/Alumno/logaUsuario', { usuario, password: guess }, remoteAddress);

/**
 * A session of a fresh student, logged in from an address of its own: counters are shared by every
 * app on the run's database, so logins other test files made from the default address in the same
 * minute must not count against this file's low limits.
 */
const tokenFor = async (app: PortalApp, email: string): Promise<string> => {
  const answer = (await login(app, email, newAddress(), password)).json<{ status: number; datos?: { token?: string } }>();
  if (answer.status !== 0 || !answer.datos?.token) throw new Error(`Login failed: ${JSON.stringify(answer)}`);
  return answer.datos.token;
};

describe('the login limit', () => {
  it('counts every way of writing one address as that account: case, fullwidth letters, combining marks, invisible characters', async () => {
    const app = await limitedApp();
    const address = newAddress();
    const { email } = await newStudent(`josé-${randomUUID().slice(0, 8)}@demo.test`);
    const [local, domain] = email.split('@') as [string, string];
    const fullwidth = [...local].map((c) => (/[a-z0-9]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');
    const variants = [
      email.toUpperCase(),
      `${fullwidth}@${domain}`,
      email.normalize('NFD'),
      `\u200b${email.slice(0, 3)}\u00ad${email.slice(3)} `,
    ];
    // Variants from different addresses: the per-account counter alone must stop them.
    for (const variant of variants.slice(0, 3)) expect((await login(app, variant, newAddress())).statusCode).toBe(200);
    const refused = await login(app, variants[3]!, address);
    expect(refused.statusCode).toBe(429);
    // Even the right password, written plainly, waits.
    expect((await login(app, email, newAddress(), password)).statusCode).toBe(429);
  });

  it('is not escaped by adding a usuario field to another call that checks a password', async () => {
    const app = await limitedApp();
    const address = newAddress();
    const { email } = await newStudent();
    const token = await tokenFor(app, email);
    const change = (extra: object) =>
      app.inject({
        method: 'POST',
        url: '/api/Alumno/editaUsuario',
        remoteAddress: address,
        headers: bearer(token),
        payload: { passwordActual: 'adivina-1234', passwordNueva: 'Otra-clave-22', ...extra },
      });
    for (let i = 0; i < 3; i++) expect((await change({ usuario: `otro-${i}@demo.test` })).json()).toMatchObject({ status: 3 });
    expect((await change({ usuario: `otro-3@demo.test`, cif: 'B12345678' })).statusCode).toBe(429);
  });

  it('limits one address trying many accounts', async () => {
    const app = await limitedApp({ RATE_LIMITS: 'login.address=4/1m' });
    const address = newAddress();
    for (let i = 0; i < 4; i++) expect((await login(app, `nadie-${randomUUID()}@demo.test`, address)).statusCode).toBe(200);
    expect((await login(app, `nadie-${randomUUID()}@demo.test`, address)).statusCode).toBe(429);
  });
});

describe('password recovery', () => {
  it('is limited per account named, however it is written', async () => {
    const app = await limitedApp();
    const name = `recupera-${randomUUID()}@demo.test`;
    const ask = (usuario: string) => send(app, '/api/Alumno/solicitarReseteoPassword', { usuario }, newAddress());
    for (const usuario of [name, name.toUpperCase(), ` ${name}`]) expect((await ask(usuario)).statusCode).toBe(200);
    expect((await ask(name)).statusCode).toBe(429);
  });

  it('is limited per address', async () => {
    const app = await limitedApp({ RATE_LIMITS: 'recovery.address=3/1h' });
    const address = newAddress();
    const ask = () => send(app, '/api/Alumno/solicitarReseteoPassword', { usuario: `r-${randomUUID()}@demo.test` }, address);
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });

  it('mails one account a limited number of links, whether asked by CIF or by e-mail, and still answers 505', async () => {
    const app = await limitedApp({ RATE_LIMITS: 'recovery.mail=2/1h' });
    const cif = `B${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, 'Correo SL', 'Correo S.L.', true) RETURNING id`,
      [cif],
    );
    const email = `correo-${randomUUID()}@demo.test`;
    const user = await db.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, $2, 'Correo') RETURNING id`,
      [email, passwordHash],
    );
    const userId = user.rows[0]!.id;
    await db.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [userId, rows[0]!.id]);
    for (const asked of [cif, email, cif, email]) {
      const answer = await send(app, '/api/Empresa/recuerdoPassword', { cif: asked }, newAddress());
      expect(answer.json()).toEqual({ status: 0, datos: { aviso: 505 } });
    }
    const links = await db.query(`SELECT 1 FROM account_links WHERE user_id = $1 AND purpose = 'reset'`, [userId]);
    expect(links.rowCount).toBe(2);
  });
});

describe('registration and account requests', () => {
  const registration = (email: string) => ({
    nombre: 'Prueba',
    apellidos: 'Límite',
    email,
    // A national id with a wrong letter: refused (66) without creating anything, but counted.
    dni: '12345678A',
    password,
    aceptaPoliticaPrivacidad: true,
  });

  it('limits student registrations per e-mail, whatever its case', async () => {
    const app = await limitedApp();
    const email = `registro-${randomUUID()}@demo.test`;
    for (const variant of [email, email.toUpperCase(), email])
      expect((await send(app, '/api/Alumno/registrarUsuario', registration(variant), newAddress())).json()).toEqual({ status: 66 });
    expect((await send(app, '/api/Alumno/registrarUsuario', registration(email), newAddress())).statusCode).toBe(429);
  });

  it('limits student registrations per address', async () => {
    const app = await limitedApp({ RATE_LIMITS: 'registration.address=2/1h' });
    const address = newAddress();
    const register = () => send(app, '/api/Alumno/registrarUsuario', registration(`r-${randomUUID()}@demo.test`), address);
    for (let i = 0; i < 2; i++) expect((await register()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(429);
  });

  it('limits company account requests per CIF and per address', async () => {
    const app = await limitedApp({ RATE_LIMITS: 'account-request.address=5/1h' });
    const request = (cif: string) => ({
      // A malformed CIF: refused (33) without creating anything, but counted.
      cif,
      nombreComercial: 'Pruebas',
      nombreFiscal: 'Pruebas S.L.',
      nombreContacto: 'Ana Prueba',
      email: `cuenta-${randomUUID()}@demo.test`,
      telefono: '612345678',
      aceptaPoliticaPrivacidad: true,
    });
    const cif = `X${randomUUID().slice(0, 8)}`;
    for (const variant of [cif, cif.toUpperCase(), cif])
      expect((await send(app, '/api/Empresa/solicitarCuenta', request(variant), newAddress())).json()).toEqual({ status: 33 });
    expect((await send(app, '/api/Empresa/solicitarCuenta', request(cif), newAddress())).statusCode).toBe(429);
    const address = newAddress();
    for (let i = 0; i < 5; i++)
      expect((await send(app, '/api/Empresa/solicitarCuenta', request(`X${i}${randomUUID().slice(0, 6)}`), address)).statusCode).toBe(200);
    expect((await send(app, '/api/Empresa/solicitarCuenta', request(`Y${randomUUID().slice(0, 6)}`), address)).statusCode).toBe(429);
  });
});

describe('uploads', () => {
  it('are limited per user on every route that takes a base64 file', async () => {
    const app = await limitedApp({ RATE_LIMITS: 'upload.user=3/1m' });
    const { email } = await newStudent();
    const token = await tokenFor(app, email);
    const upload = () =>
      send(app, '/api/Alumno/editImagenPerfil', { extension: 'exe', ficheroB64: 'TVqQAAMAAAAEAAAA' }, newAddress(), bearer(token));
    for (let i = 0; i < 3; i++) expect((await upload()).statusCode).not.toBe(429);
    expect((await upload()).statusCode).toBe(429);
    // Another upload route shares the user's counter.
    const other = await send(
      app,
      '/api/Alumno/addDocumento2',
      { ficheroB64ParaAltas: 'JVBERi0xLjQK', extension_adjunto: 'pdf', nombre: 'cv.pdf', idDocumentoNecesarioOfertaNoTipado: 'x' },
      newAddress(),
      bearer(token),
    );
    expect(other.statusCode).toBe(429);
  });

  it('are found from the body schemas: a file anywhere in the body, nested ones included', () => {
    for (const schema of [profilePhotoRequest, processDocumentRequest, addCompanyDocumentRequest, internshipFileRequest, agreementRequest])
      expect(takesUpload(schema)).toBe(true);
    for (const schema of [studentLoginRequest, contactRequest, undefined]) expect(takesUpload(schema)).toBe(false);
  });

  it('are limited per address', async () => {
    const app = await limitedApp({ RATE_LIMITS: 'upload.address=2/1m' });
    const address = newAddress();
    const upload = async () => {
      const token = await tokenFor(app, (await newStudent()).email);
      return send(app, '/api/Alumno/editImagenPerfil', { extension: 'exe', ficheroB64: 'TVqQAAMAAAAEAAAA' }, address, bearer(token));
    };
    for (let i = 0; i < 2; i++) expect((await upload()).statusCode).not.toBe(429);
    expect((await upload()).statusCode).toBe(429);
  });
});

describe('the contact form', () => {
  it('is limited per address', async () => {
    const app = await limitedApp();
    const address = newAddress();
    const contact = () =>
      send(app, '/api/Publico/enviarContacto', { nombre: 'Ana', email: 'ana@example.org', titulo: 'Duda', mensaje: 'Hola' }, address);
    // Refused by its rules (400: no company, no privacy policy) but counted all the same.
    for (let i = 0; i < 3; i++) expect((await contact()).statusCode).toBe(400);
    expect((await contact()).statusCode).toBe(429);
  });
});

describe('replicas', () => {
  it('share one limit: two apps on one database count into the same counter', async () => {
    const [first, second] = [await limitedApp(), await limitedApp()];
    const name = `replicas-${randomUUID()}@demo.test`;
    const address = newAddress();
    expect((await login(first, name, address)).statusCode).toBe(200);
    expect((await login(second, name, address)).statusCode).toBe(200);
    expect((await login(first, name, address)).statusCode).toBe(200);
    expect((await login(second, name, address)).statusCode).toBe(429);
    expect((await login(first, name, address)).statusCode).toBe(429);
  });
});

describe('the address of a request', () => {
  const resetFrom = (app: PortalApp, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Alumno/restablecerPassword',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { token: 'x'.repeat(40), password },
    });

  it('ignores a forged X-Forwarded-For unless the peer is a trusted proxy', async () => {
    const direct = await limitedApp({ RATE_LIMITS: 'login.address=2/1m' });
    const client = newAddress();
    for (let i = 0; i < 2; i++) expect((await resetFrom(direct, client, `203.0.113.${i}`)).json()).toEqual({ status: 42 });
    expect((await resetFrom(direct, client, '203.0.113.99')).statusCode).toBe(429);

    // Behind a trusted proxy, each client forwarded is counted on its own.
    const proxy = newAddress();
    const proxied = await limitedApp({ RATE_LIMITS: 'login.address=2/1m', TRUST_PROXY: proxy });
    for (let i = 0; i < 3; i++) expect((await resetFrom(proxied, proxy, `198.18.0.${addresses + i}`)).json()).toEqual({ status: 42 });
    const forwarded = `198.18.1.${addresses}`;
    for (let i = 0; i < 2; i++) expect((await resetFrom(proxied, proxy, forwarded)).statusCode).toBe(200);
    expect((await resetFrom(proxied, proxy, forwarded)).statusCode).toBe(429);
  });
});

describe('the refusal', () => {
  it('is HTTP 429 with status 429, Retry-After, and when to try again in the caller’s language', async () => {
    const app = await limitedApp();
    const name = `espera-${randomUUID()}@demo.test`;
    for (let i = 0; i < 3; i++) await login(app, name, newAddress());
    const refusedIn = async (language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        remoteAddress: newAddress(),
        headers: { 'accept-language': language },
        payload: { usuario: name, password: 'adivina-1234' },
      });
    const texts: Record<string, RegExp> = {
      es: /^Has hecho demasiados intentos seguidos\. Vuelve a intentarlo dentro de (\d+) segundos?\.$/,
      ca: /^Has fet massa intents seguits\. Torna-ho a provar d'aquí a (\d+) segons?\.$/,
      en: /^Too many attempts in a row\. Please try again in (\d+) seconds?\.$/,
    };
    for (const [language, text] of Object.entries(texts)) {
      const refused = await refusedIn(language);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = refused.json<{ status: number; mensaje: string }>();
      expect(body.status).toBe(429);
      // The text names the same wait as the header (within the second that may pass between them).
      expect(Math.abs(Number(text.exec(body.mensaje)?.[1]) - retryAfter)).toBeLessThanOrEqual(1);
    }
  });
});
