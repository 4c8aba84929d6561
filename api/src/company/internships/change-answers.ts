import { Status, type InternshipChangeAction } from '@portal/contracts';
import type pg from 'pg';
import { draftAnnex } from '../documentation/annex-drafts';
import { refuse, type Outcome } from '../../platform/http/outcome';

/**
 * The careers office's answer to a company's internship change request (solictitarAccionSobrePractica):
 * accepted, the change is applied to the internship and drafted as a modification annex for the
 * office to issue; rejected, the company reads the reason. Runs inside the decision's transaction.
 */
export interface ChangeRequestRow {
  id: number;
  internshipId: number;
  companyId: number;
  studentId: number;
  action: InternshipChangeAction;
  startsOn: string | null;
  endsOn: string | null;
  schedule: string | null;
  tutorName: string | null;
  tutorEmail: string | null;
  reason: string;
  title: string;
  internshipState: string;
  internshipStartsOn: string;
  internshipEndsOn: string;
}

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

export const findChangeRequest = async (db: pg.PoolClient, id: number): Promise<ChangeRequestRow | undefined> => {
  const { rows } = await db.query<ChangeRequestRow>(
    `SELECT c.id, c.internship_id AS "internshipId", c.company_id AS "companyId", i.student_id AS "studentId", c.action,
            ${day('c.new_starts_on')} AS "startsOn", ${day('c.new_ends_on')} AS "endsOn", c.new_schedule AS schedule,
            c.new_tutor_name AS "tutorName", c.new_tutor_email AS "tutorEmail", c.reason, i.title,
            i.state AS "internshipState", ${day('i.starts_on')} AS "internshipStartsOn", ${day('i.ends_on')} AS "internshipEndsOn"
       FROM internship_change_requests c JOIN student_internships i ON i.id = c.internship_id
      WHERE c.id = $1 FOR UPDATE OF c, i`,
    [id],
  );
  return rows[0];
};

/** What the change sets, as the modification annex says it (in Spanish, the annexes' language of record). */
const annexText = (change: ChangeRequestRow): string => {
  const what = {
    fechas: `Nuevas fechas de las prácticas: del ${change.startsOn} al ${change.endsOn}.`,
    horario: `Nuevo horario de las prácticas: ${change.schedule}.`,
    tutor: `Nuevo tutor/a de la entidad: ${change.tutorName} <${change.tutorEmail}>.`,
    finalizacionAnticipada: `Finalización anticipada de las prácticas el ${change.endsOn}.`,
    otro: 'Modificación de las prácticas.',
  }[change.action];
  return `${what} Motivo: ${change.reason}`;
};

/**
 * Applies an accepted change. Refused when the internship is finished or given up (49), when an
 * early end no longer falls within it (27), or when new dates overlap another of the student's
 * internships (17).
 */
export const acceptChangeRequest = async (
  db: pg.PoolClient,
  change: ChangeRequestRow,
  staffId: number,
): Promise<Outcome<{ startsOn: string; endsOn: string; state: string }>> => {
  if (!['pendiente', 'enCurso'].includes(change.internshipState)) return refuse(Status.cannotChangeState);
  let startsOn = change.internshipStartsOn;
  let endsOn = change.internshipEndsOn;
  if (change.action === 'fechas') [startsOn, endsOn] = [change.startsOn!, change.endsOn!];
  if (change.action === 'finalizacionAnticipada') {
    if (change.endsOn! >= endsOn || change.endsOn! < startsOn) return refuse(Status.startBeforeEnd);
    endsOn = change.endsOn!;
  }
  if (endsOn < startsOn) return refuse(Status.startBeforeEnd);
  const overlap = await db.query(
    `SELECT 1 FROM student_internships WHERE student_id = $1 AND id <> $2 AND state <> 'renunciada'
        AND starts_on <= $4::date AND ends_on >= $3::date LIMIT 1`,
    [change.studentId, change.internshipId, startsOn, endsOn],
  );
  if (change.action === 'fechas' && overlap.rowCount) return refuse(Status.overlapsInternship);
  // An early end already past finishes the internship; new dates still to come make it pending.
  const { rows } = await db.query<{ state: string }>(
    `UPDATE student_internships
        SET starts_on = $2::date, ends_on = $3::date,
            schedule = CASE WHEN $4 = 'horario' THEN $5 ELSE schedule END,
            tutor_name = CASE WHEN $4 = 'tutor' THEN $6 ELSE tutor_name END,
            tutor_email = CASE WHEN $4 = 'tutor' THEN $7 ELSE tutor_email END,
            state = CASE WHEN $4 = 'finalizacionAnticipada' AND $3::date < current_date THEN 'finalizada'
                         WHEN $4 = 'fechas' AND $2::date > current_date THEN 'pendiente'
                         WHEN $4 = 'fechas' THEN 'enCurso' ELSE state END
      WHERE id = $1 RETURNING state`,
    [change.internshipId, startsOn, endsOn, change.action, change.schedule, change.tutorName, change.tutorEmail],
  );
  await db.query(
    `UPDATE internship_change_requests SET status = 'aceptada', answered_at = now(), answered_by = $2 WHERE id = $1`,
    [change.id, staffId],
  );
  await draftAnnex(db, change.internshipId, 'modificacion', annexText(change));
  return { ok: true, value: { startsOn, endsOn, state: rows[0]!.state } };
};

export const rejectChangeRequest = async (db: pg.PoolClient, id: number, staffId: number, reason: string) => {
  await db.query(
    `UPDATE internship_change_requests SET status = 'rechazada', answered_at = now(), answered_by = $2, answer_reason = $3
      WHERE id = $1`,
    [id, staffId, reason],
  );
};
