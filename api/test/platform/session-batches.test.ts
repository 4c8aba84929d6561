import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createSessions } from '../../src/platform/auth/sessions';
import { createTokenService } from '../../src/platform/auth/tokens';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { bearer, testApp, testTokenSecret } from '../support';

/**
 * The session lookups of the requests that reach a server together are asked in one statement
 * (platform/db/batched.ts), and so is the caller's candidacy that the offer detail reads with it.
 * Each request is still answered for its own session, as the database holds it when the request
 * arrives, whatever another server has just done: these requests are sent all at once, so that
 * they share a batch.
 */
let servers: PortalApp[];
let db: Pool;
let students: number[];
let tokens: string[];
const offerSlug = 'ingeniero-obra-civil-mediterraneo-obras';
let offerId: number;
const createdCandidacies: number[] = [];

beforeAll(async () => {
  servers = await Promise.all([testApp(), testApp()]);
  db = createPool(inject('databaseUrl'), servers[0]!.log);
  const sessions = createSessions({
    pool: db,
    tokens: createTokenService({ secret: testTokenSecret, ttlSeconds: 3600 }),
    ttlSeconds: 3600,
  });
  const { rows } = await db.query<{ id: number }>(
    `SELECT s.user_id AS id FROM students s JOIN users u ON u.id = s.user_id
      WHERE NOT u.blocked AND u.user_type = 'Alumno' ORDER BY s.user_id LIMIT 6`,
  );
  students = rows.map((row) => row.id);
  expect(students).toHaveLength(6);
  // Each student's session, opened as a login would.
  tokens = await Promise.all(students.map((id) => sessions.open({ sub: String(id), tipo: 'Alumno' })));
  offerId = (await db.query<{ id: number }>('SELECT id FROM offers WHERE access_slug = $1', [offerSlug])).rows[0]!.id;
});

afterAll(async () => {
  await db.query('UPDATE users SET blocked = false WHERE id = $1', [students[2]]);
  await db.query('DELETE FROM candidacies WHERE id = ANY($1::integer[])', [createdCandidacies]);
  await db.end();
  await Promise.all(servers.map((app) => app.close()));
});

const count = (app: PortalApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/Alumno/dameNumOfertasEmpleoUsuario', headers: bearer(token) });

describe('requests that arrive together', () => {
  it('are each answered for their own session, ended or blocked an instant before on another server', async () => {
    const [first, other] = servers as [PortalApp, PortalApp];
    // Logout on the other server, a block by an operator: both refused at once on the first server.
    expect((await other.inject({ method: 'POST', url: '/api/Alumno/cerrarSesion', headers: bearer(tokens[1]!) })).json()).toEqual({
      status: 0,
      datos: null,
    });
    await db.query('UPDATE users SET blocked = true WHERE id = $1', [students[2]]);
    const neverOpened = await createTokenService({ secret: testTokenSecret, ttlSeconds: 3600 }).issue(
      { sub: String(students[3]), tipo: 'Alumno' },
      randomUUID(),
    );
    const sent = [tokens[0]!, tokens[1]!, tokens[2]!, neverOpened, tokens[3]!, tokens[1]!, tokens[4]!, tokens[5]!];
    const answers = await Promise.all(sent.map((token) => count(first, token)));
    expect(answers.map((answer) => [answer.statusCode, answer.json<{ status: number }>().status])).toEqual([
      [200, 0],
      [401, 2],
      [403, 90],
      [401, 2],
      [200, 0],
      [401, 2],
      [200, 0],
      [200, 0],
    ]);
  });

  it("read each student's own candidacy with the offer's detail", async () => {
    // Two of the students have a candidacy to the offer (in two states), the others none.
    for (const [student, state] of [
      [students[3]!, 1],
      [students[5]!, 2],
    ] as const) {
      await db.query('DELETE FROM candidacies WHERE offer_id = $1 AND student_id = $2', [offerId, student]);
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO candidacies (offer_id, student_id, state_id) VALUES ($1, $2, $3) RETURNING id',
        [offerId, student, state],
      );
      createdCandidacies.push(rows[0]!.id);
    }
    const readers = [0, 3, 4, 5].map((index) => ({ student: students[index]!, token: tokens[index]! }));
    const expected = async (student: number) =>
      (
        await db.query<{ urlAcceso: string; idEstado: number }>(
          'SELECT access_slug AS "urlAcceso", state_id AS "idEstado" FROM candidacies WHERE offer_id = $1 AND student_id = $2',
          [offerId, student],
        )
      ).rows[0] ?? null;
    const truth = await Promise.all(readers.map(({ student }) => expected(student)));
    expect(truth.filter((candidacy) => candidacy !== null)).toHaveLength(2);
    // Twice: the first read may read the offer itself; the second answers the kept detail.
    for (let round = 0; round < 2; round += 1) {
      const answers = await Promise.all(
        [...readers, ...readers].map(({ token }) =>
          servers[0]!.inject({ method: 'GET', url: `/api/Alumno/dameOferta/${offerSlug}`, headers: bearer(token) }),
        ),
      );
      expect(answers.map((answer) => answer.json<{ datos: { candidatura: unknown } }>().datos.candidatura)).toEqual([
        ...truth,
        ...truth,
      ]);
    }
  });
});
