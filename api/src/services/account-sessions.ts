import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Status } from '@portal/contracts';
import type { Guards } from '../auth/guards';
import type { Pool } from '../db/pool';
import { HttpFailure, ok } from '../http/envelope';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/** POST /api/{Alumno|Empresa}/cerrarSesion: the caller's token stops working now, not at its expiry. */
export const endSession = async (pool: Pool, token: string, expiresAtSeconds: number) => {
  await pool.query(`DELETE FROM ended_sessions WHERE expires_at < now()`);
  await pool.query(
    `INSERT INTO ended_sessions (token_hash, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING`,
    [hashOf(token), expiresAtSeconds],
  );
  return ok(null);
};

/**
 * The route guards, refusing also a token whose session was ended by logout (401, status 2).
 * The signature and expiry checks stay the guards' own; this adds one primary-key lookup.
 */
export const refusingEndedSessions = (guards: Guards, pool: Pool): Guards => {
  const wrap = (guard: onRequestAsyncHookHandler): onRequestAsyncHookHandler =>
    async function (this: FastifyInstance, request, reply) {
      await guard.call(this, request, reply);
      const token = bearerTokenOf(request);
      if (!token) return;
      const { rowCount } = await pool.query('SELECT 1 FROM ended_sessions WHERE token_hash = $1', [
        hashOf(token),
      ]);
      if (rowCount) throw new HttpFailure(401, Status.sessionLost);
    };
  return Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => [name, wrap(guard)]),
  ) as unknown as Guards;
};
