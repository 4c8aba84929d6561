import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../../src/app';
import { createPool, type Pool } from '../../../src/platform/db/pool';
import { createStudent, type TestStudent } from '../../cv/fixtures';
import { overlapsStall, watchEventLoop } from './fuzz/event-loop';
import { changedTables, openFingerprints } from './fuzz/fingerprint';
import { operationsOf, requestsOf, type FuzzRequest, type Operation } from './fuzz/requests';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../../support';

/**
 * Issue 15, fuzz: every operation of the OpenAPI document the server publishes, called with
 * requests generated from its own schema (ids in path, query and body), many of them hostile
 * (issue 22: ids in every notation, numeric text for numbers and numbers for text, days that do
 * not exist, deep nesting, huge lists, keys twice, prototype keys, other content types, long or
 * odd text: fuzz/hostile-values.ts), a third with anything anywhere, two thirds with one hostile
 * value among allowed ones (fuzz/requests.ts), with a token of the role the operation's path
 * names. No answer may be 500 or more; no request may hold the event loop longer than 200 ms (a
 * delay the process computed through, while the request was in flight, that the request causes
 * again when sent alone: fuzz/event-loop.ts); a batch of requests that were all refused must leave
 * every row as it was.
 * FUZZ_RUNS (default 20,000 in all) and FUZZ_SEED make larger or other runs: `npm run fuzz -w api`.
 */
const totalRuns = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
/** Requests in flight at once: the database's round trips overlap, as a server's requests do. */
const inFlight = 8;
/** The longest a request may hold the event loop (issue 22). */
const holdLimitMs = 200;

/**
 * Calls that end the caller's own session or account: fuzzing them would only log us out. And the
 * office's informative notes, which every company reads: a generated id withdraws a demo note other
 * tests read (api/test/office/internships.test.ts covers their bad input).
 */
const leftOut = /cerrarSesion|solicitarBajaServicio|publicaNotaInformativa|retiraNotaInformativa/;

let app: PortalApp;
let pool: Pool;
let student: TestStudent;
let tokens: Record<'student' | 'company' | 'staff', string>;

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  // A student of the suite's own, so that an accepted request changes no demo data.
  student = await createStudent(app, pool, 'fuzz');
  const staffLogin = await app.inject({
    method: 'POST',
    url: '/api/Orientacion/logaUsuario',
    payload: { usuario: 'orientacion@demo.test', password: demoPassword },
  });
  tokens = {
    student: student.token,
    company: await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }),
    staff: staffLogin.json<{ datos: { token: string } }>().datos.token,
  };
});

afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = $1', [student.id]);
  await pool.end();
  await app.close();
});

/** The token the operation's path asks for: the route's own role, a student's elsewhere. */
const tokenFor = (operation: Operation): string | undefined => {
  if (/^\/api\/Empresa\//i.test(operation.path)) return tokens.company;
  if (/^\/api\/Orientacion\//i.test(operation.path)) return tokens.staff;
  if (/^\/api\/Alumno\//i.test(operation.path) || operation.guarded) return tokens.student;
  return undefined;
};

const send = async (request: FuzzRequest, token: string | undefined) => {
  const payload = request.body && ('json' in request.body ? JSON.stringify(request.body.json) : request.body.raw);
  const contentType = request.contentType === undefined && payload !== undefined ? 'application/json' : request.contentType;
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...(token ? bearer(token) : {}), ...(typeof contentType === 'string' ? { 'content-type': contentType } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
  // Refused: an HTTP error, or an envelope whose status is not 0. A redirect or a file is an answer.
  let status: unknown = 0;
  if (/json/.test(String(response.headers['content-type']))) status = response.json<{ status?: unknown }>().status;
  return { httpStatus: response.statusCode, accepted: response.statusCode < 400 && status === 0 };
};

/** A request as a failure message names it. */
const described = (request: FuzzRequest, answer?: { httpStatus: number }) => {
  const body = request.body && ('json' in request.body ? JSON.stringify(request.body.json) : String(request.body.raw));
  return `${answer ? `${answer.httpStatus} ` : ''}${request.method} ${request.url.slice(0, 200)} ${request.contentType ?? ''} ${body?.slice(0, 200) ?? ''}`;
};

describe('fuzz from the OpenAPI document', () => {
  it(`answers ${totalRuns} generated requests below 500, none holding the event loop, and changes no row with a refused one`, { timeout: 900_000 }, async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = operationsOf(document).filter((operation) => !leftOut.test(operation.path));
    expect(operations.length).toBeGreaterThan(150);
    const runsEach = Math.ceil(totalRuns / operations.length);
    const fingerprints = await openFingerprints(inject('databaseUrl'));
    const eventLoop = watchEventLoop(holdLimitMs);
    const serverErrors: string[] = [];
    const rowsChanged: string[] = [];
    /** Requests in flight while the event loop was held: each is sent again alone to tell whether it held it. */
    const suspects: { request: FuzzRequest; token: string | undefined }[] = [];
    const covered = new Set<string>();
    let sent = 0;
    let refused = 0;
    const started = performance.now();
    try {
      for (const [index, operation] of operations.entries()) {
        const token = tokenFor(operation);
        const before = await fingerprints.take();
        let everyOneRefused = true;
        const samples = fc.sample(requestsOf(operation), { numRuns: runsEach, seed: seed + index });
        const windows: { request: FuzzRequest; from: number; to: number }[] = [];
        const sendOne = async (request: FuzzRequest) => {
          const from = performance.now();
          const answer = await send(request, token);
          windows.push({ request, from, to: performance.now() });
          sent += 1;
          covered.add(`${operation.method} ${operation.path}`);
          if (answer.accepted) everyOneRefused = false;
          else refused += 1;
          if (answer.httpStatus >= 500) serverErrors.push(described(request, answer));
        };
        await eventLoop.running(async () => {
          for (let first = 0; first < samples.length; first += inFlight) {
            await Promise.all(samples.slice(first, first + inFlight).map(sendOne));
          }
        });
        for (const { request, from, to } of windows) {
          if (overlapsStall(eventLoop.stalls, from, to)) suspects.push({ request, token });
        }
        if (everyOneRefused) {
          const changed = changedTables(before, await fingerprints.take());
          if (changed.length) rowsChanged.push(`${operation.method} ${operation.path}: ${changed.join(', ')}`);
        }
      }
    } finally {
      await fingerprints.close();
    }
    const heldBy: string[] = [];
    for (const { request, token } of suspects) {
      const stallsBefore = eventLoop.stalls.length;
      await eventLoop.running(() => send(request, token));
      if (eventLoop.stalls.length > stallsBefore) heldBy.push(described(request));
    }
    console.info(
      `fuzz: ${covered.size} of ${operations.length} operations, ${sent} requests (${refused} refused), ` +
        `${serverErrors.length} answers ≥ 500, worst event-loop delay ${eventLoop.worstMs().toFixed(0)} ms, ` +
        `${eventLoop.worstHeldMs().toFixed(0)} ms of it computing (${suspects.length} requests in flight while the loop ` +
        `was held past ${holdLimitMs} ms, ${heldBy.length} held it again alone), ` +
        `${fingerprints.tables} tables fingerprinted, ${((performance.now() - started) / 1000).toFixed(0)} s, seed ${seed}`,
    );
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(heldBy.slice(0, 20)).toEqual([]);
    expect(rowsChanged).toEqual([]);
    expect(covered.size).toBe(operations.length);
    expect(sent).toBeGreaterThanOrEqual(totalRuns);
  });
});
