import type { onRequestAsyncHookHandler } from 'fastify';
import { Status } from '@portal/contracts';
import type { Guards } from '../platform/auth/guards';
import { burnVerificationTime, verifyPassword } from '../platform/auth/passwords';
import type { Sessions } from '../platform/auth/sessions';
import type { Pool } from '../platform/db/pool';
import { fail, ok } from '../platform/http/envelope';

/**
 * Accounts of the careers office (users of type Orientacion), who validate company offers. Their
 * tokens carry their own issuer (tokens.ts, staffIssuer) and their sessions are checked like any
 * other (sessions.ts): a student or company route refuses them (2) exactly as a staff route
 * refuses any student or company token, so no route can mistake one kind for the other.
 */
export { staffIssuer } from '../platform/auth/tokens';

export interface StaffSessions {
  login(pool: Pool, usuario: string, password: string): Promise<ReturnType<typeof ok<{ token: string; nombre: string }>> | ReturnType<typeof fail>>;
  guard: onRequestAsyncHookHandler;
}

export const createStaffSessions = ({
  sessions,
  guards,
}: {
  sessions: Pick<Sessions, 'openStaff'>;
  guards: Pick<Guards, 'staff'>;
}): StaffSessions => ({
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
    return ok({ token: await sessions.openStaff(account.id), nombre: account.name });
  },
  /** 401/2 without an open staff session (a student or company token included). */
  guard: guards.staff,
});
