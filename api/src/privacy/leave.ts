import { Status, Success, type Language, type LeaveStatus } from '@portal/contracts';
import { brandFlag } from '../accounts/context';
import type { Sessions } from '../platform/auth/sessions';
import { inTransaction } from '../platform/db/pool';
import { fail, ok } from '../platform/http/envelope';
import { addNotification } from '../notifications/notifications';
import { carryOutErasure, internshipUnderWay, type PrivacyDeps } from './carry-out';
import { leaveCancelledMail, leavePagePath, leaveRequestedMail, longDate, type Addressee } from './mails';

const pendingRequest = `SELECT requested_at AS "requestedAt", erase_after AS "eraseAfter"
                          FROM leave_requests WHERE user_id = $1 AND handled_at IS NULL`;

/** GET /api/Alumno/estadoBajaServicio */
export const leaveStatusOf = async ({ pool, retention }: PrivacyDeps, userId: number): Promise<LeaveStatus> => {
  const { rows } = await pool.query<{ requestedAt: Date; eraseAfter: Date }>(pendingRequest, [userId]);
  const pending = rows[0];
  return {
    pendiente: Boolean(pending),
    fechaSolicitud: pending?.requestedAt.toISOString() ?? null,
    fechaSupresion: pending?.eraseAfter.toISOString() ?? null,
    diasGracia: retention.graceDays,
  };
};

const addresseeOf = async ({ pool }: PrivacyDeps, userId: number, language: Language): Promise<Addressee | undefined> => {
  const { rows } = await pool.query<{ to: string; name: string }>(
    `SELECT u.email AS to, s.first_name AS name FROM users u JOIN students s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return rows[0] && { ...rows[0], language };
};

/** Mails that accompany a step the student already sees on the page: a failure is logged, not an error. */
const tell = async (deps: PrivacyDeps, mail: Parameters<PrivacyDeps['mailer']['send']>[0]) =>
  deps.mailer.send(mail).catch((error: unknown) => deps.log.warn({ err: error }, 'mail about a request to leave not sent'));

const scheduledTexts: Record<Language, (date: string) => { title: string; body: string }> = {
  es: (date) => ({ title: 'Baja solicitada', body: `Suprimiremos tu cuenta y tus datos el ${date}. Hasta entonces puedes cancelar la baja.` }),
  ca: (date) => ({ title: 'Baixa sol·licitada', body: `Suprimirem el teu compte i les teves dades el ${date}. Fins aleshores pots cancel·lar la baixa.` }),
  en: (date) => ({ title: 'Request to leave', body: `We will erase your account and your data on ${date}. Until then you can cancel your request.` }),
};

/**
 * POST /api/Alumno/solicitarBajaServicio (brand flag canBorrarCuenta, else 79). The erasure is
 * scheduled `graceDays` ahead (517 with its date): companies stop seeing the student now, every
 * other session of the account ends, a mail and a notification say when and how to cancel. Asking
 * again while a request is pending keeps the first one and its date. Without a grace period the
 * account is erased at once (162). 163 while an internship is under way or to come.
 */
export const requestLeave = async (
  deps: PrivacyDeps & { sessions: Pick<Sessions, 'endOthersOf'> },
  userId: number,
  { keptSessionId, reason, language }: { keptSessionId: string | undefined; reason: string | undefined; language: Language },
) => {
  if (!(await brandFlag(deps.pool, 'canBorrarCuenta'))) return fail(Status.accessDeniedRole);
  const graceDays = deps.retention.graceDays;
  const scheduled = await inTransaction(deps.pool, async (db) => {
    // The student's row, locked: a request and an internship being created cannot cross.
    await db.query('SELECT 1 FROM students WHERE user_id = $1 FOR UPDATE', [userId]);
    const busy = await db.query<{ busy: boolean }>(`SELECT ${internshipUnderWay('$1::integer')} AS busy`, [userId]);
    if (busy.rows[0]?.busy) return undefined;
    const created = await db.query<{ eraseAfter: Date }>(
      `INSERT INTO leave_requests (user_id, reason, erase_after) VALUES ($1, $2, now() + make_interval(days => $3))
       ON CONFLICT (user_id) WHERE handled_at IS NULL DO NOTHING
       RETURNING erase_after AS "eraseAfter"`,
      [userId, reason ?? null, graceDays],
    );
    const fresh = created.rows[0];
    if (fresh && graceDays > 0) {
      await addNotification(db, userId, { ...scheduledTexts[language](longDate(fresh.eraseAfter, language)), accessUrl: leavePagePath });
    }
    const existing = fresh ?? (await db.query<{ eraseAfter: Date }>(pendingRequest, [userId])).rows[0]!;
    return { eraseAfter: existing.eraseAfter, fresh: Boolean(fresh) };
  });
  if (!scheduled) return fail(Status.leaveBlockedByInternship);
  // Every other session of the account ends; this one stays to read the answer, cancel or log out.
  await deps.sessions.endOthersOf(userId, keptSessionId, 'left');
  if (graceDays === 0) {
    const done = await carryOutErasure(deps, async (db) => {
      const { rows } = await db.query<{ requestedAt: Date; eraseAfter: Date }>(`${pendingRequest} FOR UPDATE`, [userId]);
      const request = rows[0];
      return request && { userId, cause: 'solicitud', requestedAt: request.requestedAt, dueAt: request.eraseAfter };
    });
    // A mail that could not leave keeps the request pending, due now: the next pass retries it.
    if (done.outcome === 'erased') return ok({ aviso: Success.accountErased, fechaSupresion: null });
  } else if (scheduled.fresh) {
    const addressee = await addresseeOf(deps, userId, language);
    if (addressee) await tell(deps, leaveRequestedMail(addressee, scheduled.eraseAfter, deps.publicUrl));
  }
  return ok({ aviso: Success.deregistrationReceived, fechaSupresion: scheduled.eraseAfter.toISOString() });
};

/** POST /api/Alumno/cancelarBajaServicio: 160, or 161 without a pending request. */
export const cancelLeave = async (deps: PrivacyDeps, userId: number, language: Language) => {
  const { rowCount } = await deps.pool.query(
    'UPDATE leave_requests SET handled_at = now(), cancelled_at = now() WHERE user_id = $1 AND handled_at IS NULL',
    [userId],
  );
  if (!rowCount) return fail(Status.noPendingLeave);
  const addressee = await addresseeOf(deps, userId, language);
  if (addressee) await tell(deps, leaveCancelledMail(addressee));
  return ok({ aviso: Success.leaveCancelled });
};
