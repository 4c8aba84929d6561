import type { onRequestAsyncHookHandler } from 'fastify';
import { Status, staffRoleSchema, type StaffLoginData } from '@portal/contracts';
import type { Guards } from '../platform/auth/guards';
import { burnVerificationTime, verifyPassword } from '../platform/auth/passwords';
import type { Sessions } from '../platform/auth/sessions';
import type { Pool } from '../platform/db/pool';
import { HttpFailure, fail, ok } from '../platform/http/envelope';

/**
 * Accounts of the careers office (users of type Orientacion), with two roles: `office` works the
 * queues, `admin` also manages staff accounts. Their tokens carry their own issuer (tokens.ts,
 * staffIssuer) and their sessions are checked like any other (sessions.ts): a student or company
 * route refuses them (2) exactly as a staff route refuses any student or company token, so no
 * route can mistake one kind for the other. The role is never in the token: it is read from the
 * account on every admin call, so a demotion or a block takes effect at once.
 */
export { staffIssuer } from '../platform/auth/tokens';

type LoginAnswer = ReturnType<typeof ok<StaffLoginData>> | ReturnType<typeof fail>;

export interface StaffSessions {
  login(pool: Pool, usuario: string, password: string): Promise<LoginAnswer>;
  /** Opens the session of a staff account already identified (the institutional login): 90 blocked. */
  loginAs(pool: Pool, staffId: number): Promise<LoginAnswer>;
  /** 401/2 without an open staff session (a student or company token included). */
  guard: onRequestAsyncHookHandler;
  /** The staff guard, and then 403/79 unless the staff member's account has the `admin` role now. */
  adminGuard: onRequestAsyncHookHandler;
}

interface StaffAccountRow {
  id: number;
  name: string;
  hash: string | null;
  blocked: boolean;
  role: string;
}

const accountColumns = `id, display_name AS name, password_hash AS hash, blocked, staff_role AS role`;

export const createStaffSessions = ({
  pool: guardPool,
  sessions,
  guards,
}: {
  pool: Pool;
  sessions: Pick<Sessions, 'openStaff'>;
  guards: Pick<Guards, 'staff'>;
}): StaffSessions => {
  const open = async (pool: Pool, account: StaffAccountRow): Promise<LoginAnswer> => {
    if (account.blocked) return fail(Status.blocked);
    const token = await sessions.openStaff(account.id);
    await pool.query('UPDATE users SET last_login_at = now() WHERE id = $1', [account.id]);
    return ok({ token, nombre: account.name, rol: staffRoleSchema.parse(account.role) });
  };
  return {
    /** POST /api/Orientacion/logaUsuario: unknown user and wrong password answer alike (3); blocked 90. */
    login: async (pool, usuario, password) => {
      const { rows } = await pool.query<StaffAccountRow>(
        `SELECT ${accountColumns} FROM users WHERE user_type = 'Orientacion' AND lower(email) = lower($1)`,
        [usuario.trim()],
      );
      const account = rows[0];
      if (!account?.hash) {
        await burnVerificationTime(password);
        return fail(Status.accessDenied);
      }
      if (!(await verifyPassword(account.hash, password))) return fail(Status.accessDenied);
      return open(pool, account);
    },
    loginAs: async (pool, staffId) => {
      const { rows } = await pool.query<StaffAccountRow>(
        `SELECT ${accountColumns} FROM users WHERE user_type = 'Orientacion' AND id = $1`,
        [staffId],
      );
      return rows[0] ? open(pool, rows[0]) : fail(Status.accessDenied);
    },
    guard: guards.staff,
    adminGuard: async (request, reply) => {
      await guards.staff.call(request.server, request, reply);
      const { rows } = await guardPool.query<{ role: string }>(
        `SELECT staff_role AS role FROM users WHERE id = $1 AND user_type = 'Orientacion'`,
        [request.staffId],
      );
      if (rows[0]?.role !== 'admin') throw new HttpFailure(403, Status.accessDeniedRole);
    },
  };
};
