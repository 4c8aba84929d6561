import { z } from 'zod';
import { idParams } from '../platform/ids';
import { accountEmail } from '../accounts/account';
import { envelope } from '../platform/envelope';
import { staffRoleSchema } from './staff-session';

/**
 * Staff accounts, managed by the `admin` role only (issue 21). An `office` member's token is
 * refused with 403, status 79, before the body is read. Every change is recorded in the audit of
 * staff decisions (queue `personal`, the record being the staff user's id).
 */

/** The audit queue of staff account changes (staff_decisions.queue). */
export const staffAccountsQueue = 'personal' as const;

/** One staff account as the admin list shows it. */
export const staffAccount = z.object({
  id: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  rol: staffRoleSchema,
  bloqueado: z.boolean(),
  /** ISO date of the last login (password or institutional), null if never. */
  ultimoAcceso: z.string().nullable(),
  /** The member has not set a password yet (the mailed link is still waiting). */
  pendienteContrasena: z.boolean(),
  /** The account is the caller's own: it cannot be blocked or demoted by its owner. */
  esPropia: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** GET /api/Orientacion/personal: every staff account, admins first, then by name. */
export const staffAccountsResponse = envelope(z.array(staffAccount));

/** POST /api/Orientacion/personal: a new member, who gets a mailed link to set the password. */
export const staffAccountCreateRequest = z.object({
  nombre: z.string().trim().min(3).max(100),
  email: accountEmail,
  rol: staffRoleSchema,
});
export type StaffAccountCreate = z.infer<typeof staffAccountCreateRequest>;

/** POST /api/Orientacion/personal/{id}/rol */
export const staffRoleChangeRequest = z.object({ rol: staffRoleSchema });

/** The path of the calls on one account. */
export const staffAccountParams = idParams;

/** Every admin change answers the account as it is now, with its confirmation code (aviso). */
export const staffAccountChangeResponse = envelope(z.object({ aviso: z.number().int(), cuenta: staffAccount }));
