import { languageById } from '@portal/contracts';
import { carryOutErasure, internshipUnderWay, type PrivacyDeps } from './carry-out';
import { inactivityWarningMail } from './mails';

/** How many students one pass erases or warns at most: a pass stays short; the next goes on. */
const batch = 200;

/** A student's last sign of life: the last login, or the account's creation. */
const lastActivity = 'greatest(u.last_login_at, u.created_at)';

/** Requests to leave whose grace period is over (not those of a student with an internship under way). */
export const eraseDueRequests = async (deps: PrivacyDeps): Promise<number> => {
  const postponed: number[] = [];
  let erased = 0;
  for (let round = 0; round < batch; round += 1) {
    const done = await carryOutErasure(deps, async (db) => {
      const { rows } = await db.query<{ userId: number; requestedAt: Date; eraseAfter: Date }>(
        `SELECT lr.user_id AS "userId", lr.requested_at AS "requestedAt", lr.erase_after AS "eraseAfter"
           FROM leave_requests lr
          WHERE lr.handled_at IS NULL AND lr.erase_after <= now() AND lr.user_id <> ALL($1::integer[])
            AND NOT ${internshipUnderWay('lr.user_id')}
          ORDER BY lr.erase_after LIMIT 1
            FOR UPDATE SKIP LOCKED`,
        [postponed],
      );
      const due = rows[0];
      return due && { userId: due.userId, cause: 'solicitud', requestedAt: due.requestedAt, dueAt: due.eraseAfter };
    });
    if (done.outcome === 'none') break;
    if (done.outcome === 'postponed') postponed.push(done.userId);
    else erased += 1;
  }
  return erased;
};

/**
 * Students inactive for `inactiveMonths` get a mail: their account goes in `warningDays` unless
 * they log in. A failed mail is retried at the next pass (the warning counts only once sent).
 */
export const warnInactive = async ({ pool, mailer, log, retention, publicUrl }: PrivacyDeps): Promise<number> => {
  const { rows } = await pool.query<{ id: number; to: string; name: string; languageId: number | null; since: Date }>(
    `SELECT u.id, u.email AS to, s.first_name AS name, u.preferred_language_id AS "languageId", ${lastActivity} AS since
       FROM users u JOIN students s ON s.user_id = u.id
      WHERE u.user_type = 'Alumno' AND ${lastActivity} < now() - make_interval(months => $1)
        AND (u.inactivity_warned_at IS NULL OR u.inactivity_warned_at < ${lastActivity})
        AND NOT EXISTS (SELECT 1 FROM leave_requests lr WHERE lr.user_id = u.id AND lr.handled_at IS NULL)
        AND NOT ${internshipUnderWay('u.id')}
      ORDER BY since, u.id LIMIT $2`,
    [retention.inactiveMonths, batch],
  );
  let warned = 0;
  for (const student of rows) {
    const eraseOn = new Date(Date.now() + retention.warningDays * 24 * 3600 * 1000);
    const language = languageById(student.languageId) ?? 'es';
    try {
      await mailer.send(inactivityWarningMail({ to: student.to, name: student.name, language }, { lastActivity: student.since, eraseOn, portalUrl: publicUrl }));
    } catch (error) {
      log.warn({ err: error, userId: student.id }, 'inactivity warning not sent: retried at the next pass');
      continue;
    }
    // Only if still inactive: a login between the query and now keeps the account unwarned.
    await pool.query(
      `UPDATE users u SET inactivity_warned_at = now() WHERE u.id = $1 AND ${lastActivity} < now() - make_interval(months => $2)`,
      [student.id, retention.inactiveMonths],
    );
    warned += 1;
  }
  return warned;
};

/** Warned students who did not log in within `warningDays` of their warning. */
export const eraseInactive = async (deps: PrivacyDeps): Promise<number> => {
  const postponed: number[] = [];
  let erased = 0;
  for (let round = 0; round < batch; round += 1) {
    const done = await carryOutErasure(deps, async (db) => {
      const { rows } = await db.query<{ userId: number; dueAt: Date }>(
        `SELECT u.id AS "userId", u.inactivity_warned_at + make_interval(days => $1) AS "dueAt"
           FROM users u
          WHERE u.user_type = 'Alumno' AND u.inactivity_warned_at <= now() - make_interval(days => $1)
            AND u.inactivity_warned_at > ${lastActivity} AND u.id <> ALL($2::integer[])
            AND NOT EXISTS (SELECT 1 FROM leave_requests lr WHERE lr.user_id = u.id AND lr.handled_at IS NULL)
            AND NOT ${internshipUnderWay('u.id')}
          ORDER BY u.inactivity_warned_at LIMIT 1
            FOR UPDATE OF u SKIP LOCKED`,
        [deps.retention.warningDays, postponed],
      );
      const due = rows[0];
      return due && { userId: due.userId, cause: 'inactividad', requestedAt: null, dueAt: due.dueAt };
    });
    if (done.outcome === 'none') break;
    if (done.outcome === 'postponed') postponed.push(done.userId);
    else erased += 1;
  }
  return erased;
};

/**
 * Candidacies closed for `closedCandidacyMonths`: rejected ones since their last change; those of
 * an offer closed, rejected or deleted since the later of their last change and the offer's
 * closing; those of an offer expired that long ago. Their history and incorporation forms go with
 * them (cascade); the CV views that named them keep the company and the date only.
 */
export const eraseClosedCandidacies = async ({ pool, retention }: PrivacyDeps): Promise<number> => {
  let erased = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `DELETE FROM candidacies WHERE id IN (
         SELECT ca.id FROM candidacies ca JOIN offers o ON o.id = ca.offer_id,
                LATERAL (SELECT now() - make_interval(months => $1) AS cutoff) limit_of
          WHERE (ca.state_id = 17 AND ca.updated_at < limit_of.cutoff)
             OR (o.state_id IN (3, 5, 6) AND greatest(ca.updated_at, coalesce(o.closed_at, o.updated_at, o.created_at)) < limit_of.cutoff)
             OR (o.expires_at < limit_of.cutoff AND ca.updated_at < limit_of.cutoff)
          LIMIT 1000)`,
      [retention.closedCandidacyMonths],
    );
    erased += rowCount ?? 0;
    if (!rowCount) return erased;
  }
};

/** Anonymised internship records past the years they are kept. */
export const purgeInternshipRecords = async ({ pool }: PrivacyDeps): Promise<number> =>
  (await pool.query('DELETE FROM anonymised_internships WHERE keep_until < current_date')).rowCount ?? 0;

/**
 * Messages of the contact form are kept 3 years (the privacy policy and the form's own data
 * protection text say so), then go.
 */
export const purgeContactMessages = async ({ pool }: PrivacyDeps): Promise<number> =>
  (await pool.query(`DELETE FROM contact_messages WHERE created_at < now() - interval '3 years'`)).rowCount ?? 0;

export interface RetentionResult {
  erasedOnRequest: number;
  warnedInactive: number;
  erasedInactive: number;
  closedCandidacies: number;
  internshipRecords: number;
  contactMessages: number;
}

/**
 * One retention pass: requests to leave that fell due, inactive students warned then erased,
 * closed candidacies, internship records past their years, contact messages past 3 years. A period of 0 months switches its part
 * off. Safe to run from several replicas at once (every erasure claims its row with SKIP LOCKED),
 * though the scheduler lets one replica run each pass (scheduler.ts).
 */
export const runRetentionPass = async (deps: PrivacyDeps): Promise<RetentionResult> => {
  const { inactiveMonths, closedCandidacyMonths } = deps.retention;
  return {
    erasedOnRequest: await eraseDueRequests(deps),
    warnedInactive: inactiveMonths > 0 ? await warnInactive(deps) : 0,
    erasedInactive: inactiveMonths > 0 ? await eraseInactive(deps) : 0,
    closedCandidacies: closedCandidacyMonths > 0 ? await eraseClosedCandidacies(deps) : 0,
    internshipRecords: await purgeInternshipRecords(deps),
    contactMessages: await purgeContactMessages(deps),
  };
};
