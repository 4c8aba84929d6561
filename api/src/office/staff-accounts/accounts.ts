import type pg from 'pg';
import {
  Status,
  Success,
  languageIds,
  staffAccountsQueue,
  type StaffAccount,
  type StaffAccountCreate,
  type StaffRole,
} from '@portal/contracts';
import type { AccountDeps } from '../../accounts/context';
import { issueLinkToken } from '../../accounts/links';
import { linkTo, staffPasswordPage } from '../../accounts/passwords';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { HttpFailure, fail, ok } from '../../platform/http/envelope';
import { mailTexts } from '../../platform/mail/templates';

/**
 * Staff accounts as the `admin` role manages them (issue 21): the list, a new member (who sets
 * their password through a mailed link), a role change, block and unblock. The rules:
 * - an admin cannot block or demote their own account (141);
 * - no change may leave the office without an unblocked admin (142);
 * - every change is one transaction with its audit row (staff_decisions, queue `personal`,
 *   record = the staff user's id, the account before and after); a block ends the member's
 *   sessions at once (migration 049's trigger).
 * Changes are serialised by one advisory lock, so two admins demoting each other at the same time
 * cannot both succeed: the second one sees the first's change.
 */

type Db = pg.PoolClient | Pool;

const accountSelect = `
  SELECT id, display_name AS nombre, email, staff_role AS rol, blocked AS bloqueado,
         last_login_at AS "ultimoAcceso", password_hash IS NULL AS "pendienteContrasena", id = $1 AS "esPropia"
    FROM users WHERE user_type = 'Orientacion'`;

type AccountRow = Omit<StaffAccount, 'ultimoAcceso'> & { ultimoAcceso: Date | null };

const toAccount = (row: AccountRow): StaffAccount => ({ ...row, ultimoAcceso: row.ultimoAcceso?.toISOString() ?? null });

/** GET /api/Orientacion/personal: every staff account, admins first, then by name. */
export const staffAccounts = async (pool: Pool, callerId: number) => {
  const { rows } = await pool.query<AccountRow>(
    `${accountSelect} ORDER BY staff_role = 'admin' DESC, lower(display_name), id`,
    [callerId],
  );
  return ok(rows.map(toAccount));
};

const accountOf = async (db: Db, callerId: number, id: number, lock = false): Promise<StaffAccount | undefined> => {
  const { rows } = await db.query<AccountRow>(`${accountSelect} AND id = $2${lock ? ' FOR UPDATE' : ''}`, [callerId, id]);
  return rows[0] ? toAccount(rows[0]) : undefined;
};

/** What the audit keeps of an account, before and after a change. */
const snapshotOf = ({ nombre, email, rol, bloqueado }: StaffAccount) => ({ nombre, email, rol, bloqueado });

const record = async (
  client: pg.PoolClient,
  callerId: number,
  id: number,
  action: 'crear' | 'cambiarRol' | 'bloquear' | 'desbloquear',
  before: object,
  after: object,
) =>
  client.query(
    `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
     VALUES ($1, $2, $3, $4, NULL, $5, $6)`,
    [callerId, staffAccountsQueue, id, action, before, after],
  );

const serialised = (client: pg.PoolClient) =>
  client.query(`SELECT pg_advisory_xact_lock(hashtext('careers-portal.staff-accounts'))`);

/**
 * The caller is still an unblocked admin inside the change's transaction: the guard read the role
 * before the lock, and another admin may have demoted or blocked them since.
 */
const requireAdminCaller = async (client: pg.PoolClient, callerId: number) => {
  const { rows } = await client.query<{ admin: boolean }>(
    `SELECT staff_role = 'admin' AND NOT blocked AS admin FROM users WHERE id = $1 AND user_type = 'Orientacion'`,
    [callerId],
  );
  if (!rows[0]?.admin) throw new HttpFailure(403, Status.accessDeniedRole);
};

/** A refusal inside the transaction: thrown so that nothing of the change stays written. */
class Refused extends Error {
  constructor(readonly status: number) {
    super(`staff account change refused with ${status}`);
  }
}

const refusalsAnswered = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    if (error instanceof Refused) return fail(error.status);
    throw error;
  });

type Change = { rol: StaffRole } | { bloqueado: boolean };

/**
 * A role change or a block/unblock of account `id` by admin `callerId`. An account already as
 * asked answers the same confirmation and records nothing.
 */
export const changeStaffAccount = (pool: Pool, callerId: number, id: number, change: Change) =>
  refusalsAnswered(
    inTransaction(pool, async (client) => {
      await serialised(client);
      const before = await accountOf(client, callerId, id, true);
      if (!before) throw new Refused(Status.staffAccountNotFound);
      const after: StaffAccount = { ...before, ...change };
      const aviso =
        'rol' in change ? Success.staffRoleChanged : change.bloqueado ? Success.staffBlocked : Success.staffUnblocked;
      if (after.rol === before.rol && after.bloqueado === before.bloqueado) return ok({ aviso, cuenta: before });
      const losesAdmin = before.rol === 'admin' && !before.bloqueado && (after.rol !== 'admin' || after.bloqueado);
      if (id === callerId && (losesAdmin || after.bloqueado)) throw new Refused(Status.staffOwnAccount);
      if (losesAdmin) {
        const { rows } = await client.query<{ others: number }>(
          `SELECT count(*)::int AS others FROM users
            WHERE user_type = 'Orientacion' AND staff_role = 'admin' AND NOT blocked AND id <> $1`,
          [id],
        );
        if (!rows[0]?.others) throw new Refused(Status.staffLastAdmin);
      }
      await requireAdminCaller(client, callerId);
      // The block ends every session of the account in the same statement (migration 049's trigger).
      await client.query('UPDATE users SET staff_role = $2, blocked = $3 WHERE id = $1', [id, after.rol, after.bloqueado]);
      const action = 'rol' in change ? 'cambiarRol' : change.bloqueado ? 'bloquear' : 'desbloquear';
      await record(client, callerId, id, action, snapshotOf(before), snapshotOf(after));
      return ok({ aviso, cuenta: (await accountOf(client, callerId, id))! });
    }),
  );

class MailNotSent extends Error {}

/**
 * POST /api/Orientacion/personal: a new staff member without a password, mailed a one-time link
 * to set it (valid SET_PASSWORD_LINK_TTL_HOURS) in the admin's language. The mail is sent inside
 * the transaction: without it the member could never log in, so a failed delivery creates
 * nothing (status 1, as the company account request).
 */
export const createStaffAccount = (deps: AccountDeps, callerId: number, form: StaffAccountCreate) =>
  refusalsAnswered(
    inTransaction(deps.pool, async (client) => {
      await serialised(client);
      await requireAdminCaller(client, callerId);
      const taken = await client.query(`SELECT 1 FROM users WHERE user_type = 'Orientacion' AND lower(email) = lower($1)`, [
        form.email,
      ]);
      if (taken.rowCount) throw new Refused(Status.staffEmailInUse);
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id, staff_role)
         VALUES ('Orientacion', $1, NULL, $2, $3, $4) RETURNING id`,
        [form.email, form.nombre, languageIds[deps.language], form.rol],
      );
      const id = rows[0]!.id;
      const cuenta = (await accountOf(client, callerId, id))!;
      await record(client, callerId, id, 'crear', {}, snapshotOf(cuenta));
      const hours = deps.settings.setPasswordLinkTtlHours;
      const token = await issueLinkToken(client, id, 'set', hours * 3600);
      const texts = mailTexts(deps.language);
      try {
        await deps.mailer.send(
          texts.staffInvite({
            to: form.email,
            name: form.nombre,
            link: linkTo(deps, staffPasswordPage, token),
            validFor: texts.hours(hours),
          }),
        );
      } catch (error) {
        deps.log.error({ err: error }, 'staff account mail not sent');
        throw new MailNotSent();
      }
      return ok({ aviso: Success.staffAccountCreated, cuenta });
    }),
  ).catch((error: unknown) => {
    if (error instanceof MailNotSent) return fail(Status.emailSendingError);
    throw error;
  });
