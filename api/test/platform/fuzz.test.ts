import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { createStudent, type TestStudent } from '../cv/fixtures';
import { changedTables, openFingerprints } from './fuzz/fingerprint';
import { operationsOf, requestsOf, type FuzzRequest, type Operation } from './fuzz/requests';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

/**
 * Issue 15, fuzz: every operation of the OpenAPI document the server publishes, called with
 * requests generated from its own schema, many of them hostile (see fuzz/requests.ts), with a
 * token of the role the operation's path names. No answer may be 500 or more, and a batch of
 * requests that were all refused must leave every row as it was.
 * FUZZ_RUNS (default 10,000 in all) and FUZZ_SEED make larger or other runs: `npm run fuzz -w api`.
 */
const totalRuns = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

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
  const withBody = request.body !== undefined && request.method !== 'GET';
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...(token ? bearer(token) : {}), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: JSON.stringify(request.body) } : {}),
  });
  // Refused: an HTTP error, or an envelope whose status is not 0. A redirect or a file is an answer.
  let status: unknown = 0;
  if (/json/.test(String(response.headers['content-type']))) status = response.json<{ status?: unknown }>().status;
  return { httpStatus: response.statusCode, accepted: response.statusCode < 400 && status === 0 };
};

describe('fuzz from the OpenAPI document', () => {
  it(`answers ${totalRuns} generated requests below 500 and changes no row with a refused one`, { timeout: 900_000 }, async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = operationsOf(document).filter((operation) => !leftOut.test(operation.path));
    expect(operations.length).toBeGreaterThan(150);
    const runsEach = Math.ceil(totalRuns / operations.length);
    const fingerprints = await openFingerprints(inject('databaseUrl'));
    const serverErrors: string[] = [];
    const rowsChanged: string[] = [];
    let sent = 0;
    let refused = 0;
    try {
      for (const [index, operation] of operations.entries()) {
        const token = tokenFor(operation);
        const before = await fingerprints.take();
        let everyOneRefused = true;
        const samples = fc.sample(requestsOf(operation), { numRuns: runsEach, seed: seed + index });
        for (const request of samples) {
          const answer = await send(request, token);
          sent += 1;
          if (answer.accepted) everyOneRefused = false;
          else refused += 1;
          if (answer.httpStatus >= 500) {
            serverErrors.push(`${answer.httpStatus} ${request.method} ${request.url} ${JSON.stringify(request.body)?.slice(0, 300)}`);
          }
        }
        if (everyOneRefused) {
          const changed = changedTables(before, await fingerprints.take());
          if (changed.length) rowsChanged.push(`${operation.method} ${operation.path}: ${changed.join(', ')}`);
        }
      }
    } finally {
      await fingerprints.close();
    }
    console.info(
      `fuzz: ${operations.length} operations, ${sent} requests (${refused} refused), ${serverErrors.length} answers ≥ 500, ` +
        `${fingerprints.tables} tables fingerprinted, seed ${seed}`,
    );
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(rowsChanged).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(totalRuns);
  });
});
