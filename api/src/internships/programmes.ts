import {
  AdhesionConfirmation,
  Status,
  type CompanyProgramme,
  type ProgrammeDetail,
} from '@portal/contracts';
import type { Pool } from '../platform/db/pool';
import type { Outcome } from '../platform/http/outcome';

/** A programme by id or access URL; inactive ones are not found. */
const programmeWhere = `(p.slug = $1 OR ($1 ~ '^[0-9]{1,9}$' AND p.id = $1::integer)) AND p.active`;

/**
 * Who asks to join: a student for themselves, or a company user for their company (spec 001 §4:
 * adhesion is requested once, whoever of the company's users asks).
 */
export type Adherent = { kind: 'student'; userId: number } | { kind: 'company'; companyId: number; userId: number };

const adhesionExists = (adherent: Adherent) =>
  adherent.kind === 'student'
    ? 'EXISTS (SELECT 1 FROM programme_adhesions a WHERE a.programme_id = p.id AND a.user_id = $2)'
    : 'EXISTS (SELECT 1 FROM company_programme_adhesions a WHERE a.programme_id = p.id AND a.company_id = $2)';
/** Where the caller's request stands (solicitada, aceptada, rechazada), null when none was made. */
const adhesionStatus = (adherent: Adherent) =>
  adherent.kind === 'student'
    ? `(SELECT a.status FROM programme_adhesions a WHERE a.programme_id = p.id AND a.user_id = $2)`
    : `(SELECT a.status FROM company_programme_adhesions a WHERE a.programme_id = p.id AND a.company_id = $2)`;
const adherentId = (adherent: Adherent) => (adherent.kind === 'student' ? adherent.userId : adherent.companyId);

export const findProgramme = async (pool: Pool, key: string, adherent: Adherent): Promise<ProgrammeDetail | undefined> => {
  const { rows } = await pool.query<ProgrammeDetail>(
    `SELECT p.id, p.slug AS "urlAcceso", p.title AS titulo, p.description AS descripcion,
            p.dedication_percent AS dedicacion, p.duration_months AS meses, p.needs_adhesion AS "requiereAdhesion",
            ${adhesionExists(adherent)} AS "adhesionSolicitada", ${adhesionStatus(adherent)} AS "estadoAdhesion"
       FROM internship_programmes p WHERE ${programmeWhere}`,
    [key, adherentId(adherent)],
  );
  return rows[0];
};

/**
 * `solicitaAdhesionPrograma/{id}` (and the spec's `solicitaAhesionPrograma/{id}`): once per student
 * or per company (64; the primary key makes two requests at once record one), 63 for a programme
 * that is not open, 65 when it needs no adhesion. A student's request is made with the data of
 * their profile (534); a company's is acknowledged with 523.
 */
export const requestAdhesion = async (pool: Pool, key: string, adherent: Adherent): Promise<Outcome<number>> => {
  const programme = await findProgramme(pool, key, adherent);
  if (!programme) return { ok: false, refusal: { status: Status.programNotFound } };
  if (!programme.requiereAdhesion) return { ok: false, refusal: { status: Status.programNoAdhesionNeeded } };
  const { rowCount } =
    adherent.kind === 'student'
      ? await pool.query(
          'INSERT INTO programme_adhesions (programme_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [programme.id, adherent.userId],
        )
      : await pool.query(
          `INSERT INTO company_programme_adhesions (programme_id, company_id, requested_by) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [programme.id, adherent.companyId, adherent.userId],
        );
  if (!rowCount) return { ok: false, refusal: { status: Status.programAlreadyRequested } };
  return {
    ok: true,
    value: adherent.kind === 'student' ? AdhesionConfirmation.student : AdhesionConfirmation.company,
  };
};

/** `programasDeLaEmpresa`: the programmes the company asked to join, newest request first, with their status. */
export const companyProgrammes = async (pool: Pool, companyId: number): Promise<CompanyProgramme[]> => {
  const { rows } = await pool.query<Omit<CompanyProgramme, 'fechaSolicitud'> & { fechaSolicitud: Date }>(
    `SELECT p.id, p.slug AS "urlAcceso", p.title AS titulo, p.active AS activo, a.status AS estado,
            a.requested_at AS "fechaSolicitud", a.answer_reason AS "motivoRechazo"
       FROM company_programme_adhesions a JOIN internship_programmes p ON p.id = a.programme_id
      WHERE a.company_id = $1 ORDER BY a.requested_at DESC, p.id`,
    [companyId],
  );
  return rows.map((row) => ({ ...row, fechaSolicitud: row.fechaSolicitud.toISOString() }));
};

/**
 * The careers office's answer to an adhesion request (queue adhesionesProgramas), a company's or a
 * student's: accepted, or rejected with the reason. Runs inside the decision's transaction.
 */
export const answerAdhesion = async (
  db: Pick<Pool, 'query'>,
  adhesion: { id: number; kind: 'empresa' | 'alumno' },
  answer: { status: 'aceptada' | 'rechazada'; reason: string | null; staffId: number },
) => {
  const table = adhesion.kind === 'empresa' ? 'company_programme_adhesions' : 'programme_adhesions';
  await db.query(
    `UPDATE ${table} SET status = $2, answered_at = now(), answered_by = $3, answer_reason = $4 WHERE id = $1`,
    [adhesion.id, answer.status, answer.staffId, answer.reason],
  );
};
