import { randomUUID } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { Status } from '@portal/contracts';
import { burnVerificationTime, verifyPassword } from '../auth/passwords';
import type { Pool } from '../db/pool';
import { HttpFailure, fail, ok } from '../http/envelope';

/**
 * Accounts of the careers office (users of type Orientacion), who validate company offers. Their
 * tokens carry their own issuer: a student or company route refuses them (2) exactly as a staff
 * route refuses any student or company token, so no route can mistake one kind for the other.
 */
export const staffIssuer = 'careers-portal/orientacion';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff user's id, set by the staff guard. */
    staffId?: number;
  }
}

export interface StaffSessions {
  login(pool: Pool, usuario: string, password: string): Promise<ReturnType<typeof ok<{ token: string; nombre: string }>> | ReturnType<typeof fail>>;
  guard: onRequestAsyncHookHandler;
}

export const createStaffSessions = ({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }): StaffSessions => {
  const key = new TextEncoder().encode(secret);
  return {
    /** POST /api/Orientacion/logaUsuario: unknown user and wrong password answer alike (3); blocked 90. */
    login: async (pool, usuario, password) => {
      const { rows } = await pool.query<{ id: number; name: string; hash: string | null; blocked: boolean }>(
        `SELECT id, display_name AS name, password_hash AS hash, blocked FROM users
          WHERE user_type = 'Orientacion' AND lower(email) = lower($1)`,
        [usuario.trim()],
      );
      const account = rows[0];
      if (!account?.hash) {
        await burnVerificationTime(password);
        return fail(Status.accessDenied);
      }
      if (!(await verifyPassword(account.hash, password))) return fail(Status.accessDenied);
      if (account.blocked) return fail(Status.blocked);
      const token = await new SignJWT({ tipo: 'Orientacion' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(account.id))
        .setIssuer(staffIssuer)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
      return ok({ token, nombre: account.name });
    },
    /** 401/2 without a valid staff token (a student or company token included). */
    guard: async (request) => {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new HttpFailure(401, Status.sessionLost);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: staffIssuer });
        request.staffId = Number(payload.sub);
      } catch {
        throw new HttpFailure(401, Status.sessionLost);
      }
    },
  };
};
