import { CompanyContactType, Status, isCalendarDay } from '@portal/contracts';
import type pg from 'pg';
import { hasActiveAgreement } from '../agreements/agreements';
import { draftAnnex } from '../documentation/annex-drafts';
import { refuse, type Outcome } from '../../platform/http/outcome';

/**
 * The careers office's answer to a company's internship proposal (solicitudPractica, 510):
 * accepted, it becomes the student's internship at the company, with its training project drafted
 * from the proposal for the office to issue as an annex; rejected, the company and the student
 * read the reason. Runs inside the decision's transaction.
 */
export interface ProposalRow {
  id: number;
  studentId: number;
  companyId: number;
  companyName: string;
  tutorEmail: string;
  description: string;
  status: string;
}

export const findCompanyProposal = async (db: pg.PoolClient, id: number): Promise<ProposalRow | undefined> => {
  const { rows } = await db.query<ProposalRow>(
    `SELECT p.id, p.student_id AS "studentId", p.company_id AS "companyId", c.trade_name AS "companyName",
            p.tutor_email AS "tutorEmail", p.description, p.status
       FROM internship_proposals p JOIN companies c ON c.id = p.company_id
      WHERE p.id = $1 AND p.proposed_by = 'empresa' FOR UPDATE OF p`,
    [id],
  );
  return rows[0];
};

/** What the office sets when it accepts: the internship's dates, and a title unless the default. */
export interface AcceptedProposal {
  titulo: string | null;
  fechaInicio: string;
  fechaFin: string;
}

/** The decision's `datos` as an acceptance: 15 when a date is missing or not a date, or the title is not a short text. */
export const acceptedProposalOf = (datos: Record<string, unknown>): Outcome<AcceptedProposal> => {
  const { fechaInicio, fechaFin, titulo } = datos;
  if (!isCalendarDay(fechaInicio) || !isCalendarDay(fechaFin)) return refuse(Status.missingMandatoryData);
  if (titulo !== undefined && (typeof titulo !== 'string' || titulo.trim().length > 200)) return refuse(Status.missingMandatoryData);
  return { ok: true, value: { titulo: typeof titulo === 'string' ? titulo.trim() || null : null, fechaInicio, fechaFin } };
};

/**
 * Creates the internship. Refused when the end comes before the start (27), when the company no
 * longer has an active agreement (544), when the dates overlap another of the student's
 * internships (17) or the student already has an internship of that title from that day (8).
 */
export const acceptCompanyProposal = async (
  db: pg.PoolClient,
  proposal: ProposalRow,
  accepted: AcceptedProposal,
  staffId: number,
): Promise<Outcome<{ internshipId: number; title: string; state: string }>> => {
  if (accepted.fechaFin < accepted.fechaInicio) return refuse(Status.startBeforeEnd);
  if (!(await hasActiveAgreement(db, proposal.companyId))) return refuse(Status.noActiveAgreement);
  const overlap = await db.query(
    `SELECT 1 FROM student_internships WHERE student_id = $1 AND state <> 'renunciada' AND starts_on <= $3::date AND ends_on >= $2::date`,
    [proposal.studentId, accepted.fechaInicio, accepted.fechaFin],
  );
  if (overlap.rowCount) return refuse(Status.overlapsInternship);
  const title = accepted.titulo ?? `Prácticas en ${proposal.companyName}`;
  // The tutor is the company's contact the proposal named (checked when it was made).
  const { rows } = await db.query<{ id: number; state: string }>(
    `INSERT INTO student_internships (student_id, company_id, company_name, title, starts_on, ends_on, state, tutor_name, tutor_email)
     SELECT $1, $2, $3, $4, $5::date, $6::date, CASE WHEN $5::date > current_date THEN 'pendiente' ELSE 'enCurso' END,
            (SELECT cc.first_name || ' ' || cc.last_names FROM company_contacts cc
              WHERE cc.company_id = $2 AND lower(cc.email) = lower($7) AND cc.contact_type_id = $8 LIMIT 1), $7
     ON CONFLICT (student_id, title, starts_on) DO NOTHING RETURNING id, state`,
    [proposal.studentId, proposal.companyId, proposal.companyName, title, accepted.fechaInicio, accepted.fechaFin, proposal.tutorEmail, CompanyContactType.TutorPracticas],
  );
  const internship = rows[0];
  if (!internship) return refuse(Status.alreadyExisted);
  await db.query(
    `UPDATE internship_proposals SET status = 'aceptada', answered_at = now(), answered_by = $2, internship_id = $3 WHERE id = $1`,
    [proposal.id, staffId, internship.id],
  );
  await draftAnnex(db, internship.id, 'proyectoFormativo', proposal.description);
  return { ok: true, value: { internshipId: internship.id, title, state: internship.state } };
};

export const rejectCompanyProposal = async (db: pg.PoolClient, id: number, staffId: number, reason: string) => {
  await db.query(
    `UPDATE internship_proposals SET status = 'rechazada', answered_at = now(), answered_by = $2, answer_reason = $3 WHERE id = $1`,
    [id, staffId, reason],
  );
};
