import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorReportPath, type ErrorReport } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { createChatWebhook } from '../../src/platform/error-reports/webhook';
import { testApp } from '../support';

/**
 * Error reports (issue 15; spec 000 §8): the client's reports of statuses 1, 12, 24 and 500 are
 * stored without personal data, posted to the team chat's webhook (here a local HTTP server),
 * limited per address, and bad input is refused field by field without storing anything.
 */

/** A stand-in for the chat's incoming webhook: records the bodies it gets, answers `answer`. */
const chatServer = async (answer = 200) => {
  const received: { text: string }[] = [];
  let waiting: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body) as { text: string });
      response.writeHead(answer).end();
      waiting.forEach((resolve) => resolve());
      waiting = [];
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/secret-path`,
    received,
    nextPost: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const report = (overrides: Partial<ErrorReport> = {}): ErrorReport => ({
  id: randomUUID(),
  status: 500,
  metodo: 'POST',
  ruta: '/api/Alumno/addEstudio',
  app: 'mf-cv',
  version: '0.1.0-396bbee915',
  pagina: '/mi-perfil-cv',
  idioma: 'es',
  momento: new Date().toISOString(),
  ...overrides,
});

/** Each test sends from an address of its own, so limits never leak between tests or files. */
let lastOctet = 10;
const freshAddress = () => `198.51.100.${(lastOctet += 1)}`;

describe('error reports', () => {
  let app: PortalApp;
  let pool: Pool;
  let chat: Awaited<ReturnType<typeof chatServer>>;

  beforeAll(async () => {
    chat = await chatServer();
    app = await testApp({ ERROR_REPORT_WEBHOOK_URL: chat.url, ERROR_REPORT_RATE_LIMIT: '3' });
    pool = createPool(inject('databaseUrl'), pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
    await chat.close();
  });

  const send = (body: unknown, remoteAddress = freshAddress(), headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: errorReportPath, payload: body as object, remoteAddress, headers });
  const stored = async (id: string) =>
    (await pool.query('SELECT * FROM error_reports WHERE id = $1', [id])).rows[0] as Record<string, unknown> | undefined;
  const forwardingOf = async (id: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const row = await stored(id);
      if (row?.forwarding !== 'pending') return row?.forwarding;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return 'pending';
  };

  it('stores a report and posts it to the chat, once per id', async () => {
    const sent = report({ status: 12 });
    const posted = chat.nextPost();
    const response = await send(sent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 0, datos: { id: sent.id } });
    await posted;
    expect(await stored(sent.id)).toMatchObject({
      status: 12,
      method: 'POST',
      api_path: '/api/Alumno/addEstudio',
      app: 'mf-cv',
      release: '0.1.0-396bbee915',
      page: '/mi-perfil-cv',
      language: 'es',
    });
    expect(await forwardingOf(sent.id)).toBe('sent');
    const text = chat.received.at(-1)?.text ?? '';
    expect(text).toContain('status 12 on POST /api/Alumno/addEstudio');
    expect(text).toContain('mf-cv 0.1.0-396bbee915');
    expect(text).toContain(sent.id);

    // The same report again (a client retrying) is answered and neither stored nor posted twice.
    const postsBefore = chat.received.length;
    expect((await send(sent)).statusCode).toBe(200);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM error_reports WHERE id = $1', [sent.id]);
    expect(rows[0].n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chat.received.length).toBe(postsBefore);
  });

  it('removes e-mails, national ids, phone numbers, tokens and query strings before storing and posting', async () => {
    const sent = report({
      ruta: '/api/Empresa/usuario/ana.garcia@uni.example/12345678Z?token=zqxw&clave=def',
      pagina: '/restablecer-login/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl/+34 600 123 456#x',
    });
    const posted = chat.nextPost();
    expect((await send(sent)).statusCode).toBe(200);
    await posted;
    const row = await stored(sent.id);
    expect(row?.api_path).toBe('/api/Empresa/usuario/[redacted]/[redacted]');
    expect(row?.page).toBe('/restablecer-login/[redacted]/[redacted]');
    const text = chat.received.at(-1)?.text ?? '';
    for (const secret of ['ana.garcia', 'uni.example', '12345678Z', 'token=', 'zqxw', 'eyJ', '600 123 456']) {
      expect(text).not.toContain(secret);
      expect(JSON.stringify(row)).not.toContain(secret);
    }
  });

  it('limits each address, answering 429 with when to try again, and counts other addresses apart', async () => {
    const address = freshAddress();
    for (let index = 0; index < 3; index += 1) expect((await send(report(), address)).statusCode).toBe(200);
    const refused = report();
    const response = await send(refused, address);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ status: 429 });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await stored(refused.id)).toBeUndefined();
    expect((await send(report(), freshAddress())).statusCode).toBe(200);
    // The counter lives in PostgreSQL (the shared limits), keyed by a hash: no address is kept.
    const { rows } = await pool.query<{ key_hash: Buffer }>(
      `SELECT key_hash FROM rate_limit_hits WHERE policy = 'error-report.address'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.key_hash.toString('latin1')).join()).not.toContain('198.51.100');
  });

  it('counts one limit across replicas sharing the database', async () => {
    const replica = await testApp({ ERROR_REPORT_RATE_LIMIT: '3' });
    try {
      const address = freshAddress();
      expect((await send(report(), address)).statusCode).toBe(200);
      expect((await send(report(), address)).statusCode).toBe(200);
      const other = await replica.inject({ method: 'POST', url: errorReportPath, payload: report(), remoteAddress: address });
      expect(other.statusCode).toBe(200);
      const fourth = await replica.inject({ method: 'POST', url: errorReportPath, payload: report(), remoteAddress: address });
      expect(fourth.statusCode).toBe(429);
    } finally {
      await replica.close();
    }
  });

  it('refuses bad input with 400 and status 15, naming each field in the caller’s language, and stores nothing', async () => {
    const bad = {
      ...report(),
      id: 'not-a-uuid',
      status: 3,
      metodo: 'FETCH',
      ruta: 'api/sin-barra',
      momento: 'ayer',
    };
    // Each field names the rule it broke, in the caller's language.
    const statuses = '1, 12, 24, 500';
    const methods = 'GET, POST, PUT, DELETE, PATCH, HEAD';
    const texts = {
      es: {
        id: 'El identificador no es válido',
        status: `Debe ser uno de estos valores: ${statuses}`,
        metodo: `Debe ser uno de estos valores: ${methods}`,
        ruta: 'El formato no es válido',
        momento: 'La fecha y hora no son válidas',
      },
      ca: {
        id: 'L’identificador no és vàlid',
        status: `Ha de ser un d’aquests valors: ${statuses}`,
        metodo: `Ha de ser un d’aquests valors: ${methods}`,
        ruta: 'El format no és vàlid',
        momento: 'La data i l’hora no són vàlides',
      },
      en: {
        id: 'The identifier is not valid',
        status: `Must be one of: ${statuses}`,
        metodo: `Must be one of: ${methods}`,
        ruta: 'The format is not valid',
        momento: 'The date and time are not valid',
      },
    };
    for (const [language, expected] of Object.entries(texts)) {
      const response = await send(bad, freshAddress(), { 'accept-language': language });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ status: number; errores: { campo: string; mensaje: string }[] }>();
      expect(body.status).toBe(15);
      expect(Object.fromEntries(body.errores.map((error) => [error.campo, error.mensaje]))).toEqual(expected);
    }
    const missing = await send({ id: randomUUID() }, freshAddress(), { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(400);
    const missingFields = missing.json<{ errores: { campo: string; mensaje: string }[] }>().errores;
    expect(missingFields.map((error) => error.campo).sort()).toEqual(
      ['status', 'metodo', 'ruta', 'app', 'version', 'pagina', 'idioma', 'momento'].sort(),
    );
    expect(missingFields).toContainEqual({ campo: 'ruta', mensaje: 'This field is required' });
    // Too long a field, a huge body, or not JSON at all: refused, never a 500.
    expect((await send(report({ ruta: `/${'a'.repeat(600)}` }))).statusCode).toBe(400);
    expect((await send({ ...report(), relleno: 'x'.repeat(10_000) })).statusCode).toBe(413);
    const notJson = await app.inject({
      method: 'POST',
      url: errorReportPath,
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
      remoteAddress: freshAddress(),
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 15 });
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM error_reports WHERE id::text = 'not-a-uuid' OR status = 3");
    expect(rows[0].n).toBe(0);
  });

  it('takes reports from other sites (the surveys embed): a public path open to CORS', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: errorReportPath,
      headers: { origin: 'https://other-university.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    const response = await send(report({ app: 'mf-surveys-events' }), freshAddress(), { origin: 'https://other-university.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('stores reports as not posted when no webhook is configured', async () => {
    const quiet = await testApp();
    try {
      const sent = report();
      const response = await quiet.inject({ method: 'POST', url: errorReportPath, payload: sent, remoteAddress: freshAddress() });
      expect(response.statusCode).toBe(200);
      expect((await stored(sent.id))?.forwarding).toBe('skipped');
    } finally {
      await quiet.close();
    }
  });
});

describe('the chat webhook', () => {
  const silent = pino({ level: 'silent' });

  it('posts each report once, records a failure, then rests instead of retrying', async () => {
    const failing = await chatServer(500);
    let time = 0;
    const post = createChatWebhook({ url: failing.url, log: silent, now: () => time, pauseAfterFailureMs: 60_000 });
    try {
      expect(await post(report())).toBe('failed');
      expect(failing.received).toHaveLength(1);
      time = 30_000;
      expect(await post(report())).toBe('skipped');
      expect(failing.received).toHaveLength(1);
      time = 61_000;
      expect(await post(report())).toBe('failed');
      expect(failing.received).toHaveLength(2);
    } finally {
      await failing.close();
    }
  });

  it('posts at most so many a minute and says how many it held back', async () => {
    const chat = await chatServer();
    let time = 0;
    const post = createChatWebhook({ url: chat.url, log: silent, now: () => time, perMinute: 2 });
    try {
      expect(await post(report())).toBe('sent');
      expect(await post(report())).toBe('sent');
      expect(await post(report())).toBe('skipped');
      expect(await post(report())).toBe('skipped');
      time = 60_000;
      expect(await post(report())).toBe('sent');
      expect(chat.received).toHaveLength(3);
      expect(chat.received[2]?.text).toContain('+2 earlier reports not posted');
    } finally {
      await chat.close();
    }
  });

  it('gives up on a webhook that does not answer within its timeout', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
    const post = createChatWebhook({ url, log: silent, timeoutMs: 200 });
    try {
      const started = Date.now();
      expect(await post(report())).toBe('failed');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
