import {
  InternshipChangeConfirmation,
  Status,
  internshipChangeFields,
  type CompanyInternship,
  type InternshipChange,
  type InternshipChangeRequest,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../../platform/db/pool';
import type { CompanyCaller } from '../common/caller';
import { refuse, type Outcome } from '../../platform/http/outcome';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const changeable = new Set<CompanyInternship['estado']>(['pendiente', 'enCurso']);

type ChangeRow = Omit<InternshipChange, 'fecha'> & { idPractica: number; fecha: Date };

/**
 * `damePracticas`: the internships students do at the caller's company, current ones first, each
 * with the changes the company asked for (newest first) and their status.
 */
export const companyInternships = async (pool: Pool, companyId: number): Promise<CompanyInternship[]> => {
  const internships = await pool.query<Omit<CompanyInternship, 'admiteCambios' | 'solicitudesCambio'>>(
    `SELECT i.id AS "idPractica", i.title AS titulo, s.first_name || ' ' || s.last_names AS alumno,
            ${day('i.starts_on')} AS "fechaInicio", ${day('i.ends_on')} AS "fechaFin", i.state AS estado,
            i.tutor_name AS tutor
       FROM student_internships i JOIN students s ON s.user_id = i.student_id
      WHERE i.company_id = $1
      ORDER BY (i.state IN ('pendiente', 'enCurso')) DESC, i.starts_on DESC, i.id DESC`,
    [companyId],
  );
  const changes = await pool.query<ChangeRow>(
    `SELECT c.internship_id AS "idPractica", c.id, c.action AS accion, ${day('c.new_starts_on')} AS "fechaInicio",
            ${day('c.new_ends_on')} AS "fechaFin", c.new_schedule AS horario, c.new_tutor_name AS "tutorNombre",
            c.new_tutor_email AS "tutorEmail", c.reason AS motivo, c.status AS estado, c.requested_at AS fecha,
            c.answer_reason AS "motivoRechazo"
       FROM internship_change_requests c
      WHERE c.company_id = $1 ORDER BY c.requested_at DESC, c.id DESC`,
    [companyId],
  );
  return internships.rows.map((internship) => ({
    ...internship,
    admiteCambios: changeable.has(internship.estado),
    solicitudesCambio: changes.rows
      .filter((change) => change.idPractica === internship.idPractica)
      .map(({ idPractica: _internship, fecha, ...change }) => ({ ...change, fecha: fecha.toISOString() })),
  }));
};

/**
 * `solictitarAccionSobrePractica` (529): records the change for the careers office. Another
 * company's internship answers 3; a finished or given-up one 49; an early end that is not before
 * the current end (or before the start) 27; the same kind of change still pending 8. Only the
 * fields of the chosen kind are kept.
 */
export const requestInternshipChange = async (
  pool: Pool,
  caller: CompanyCaller,
  request: InternshipChangeRequest,
): Promise<Outcome<{ codigo: number; id: number }>> =>
  inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ estado: CompanyInternship['estado']; inicio: string; fin: string }>(
      `SELECT state AS estado, ${day('starts_on')} AS inicio, ${day('ends_on')} AS fin
         FROM student_internships WHERE id = $1 AND company_id = $2 FOR UPDATE`,
      [request.idPractica, caller.companyId],
    );
    const internship = rows[0];
    if (!internship) return refuse(Status.accessDenied);
    if (!changeable.has(internship.estado)) return refuse(Status.cannotChangeState);
    if (
      request.accion === 'finalizacionAnticipada' &&
      request.fechaFin !== null &&
      (request.fechaFin >= internship.fin || request.fechaFin < internship.inicio)
    )
      return refuse(Status.startBeforeEnd);
    const kept = new Set<string>(internshipChangeFields[request.accion]);
    const value = <K extends 'fechaInicio' | 'fechaFin' | 'horario' | 'tutorNombre' | 'tutorEmail'>(field: K) =>
      kept.has(field) ? request[field] : null;
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO internship_change_requests (internship_id, company_id, requested_by, action, new_starts_on,
                                               new_ends_on, new_schedule, new_tutor_name, new_tutor_email, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (internship_id, action) WHERE status = 'pendiente' DO NOTHING RETURNING id`,
      [
        request.idPractica,
        caller.companyId,
        caller.userId,
        request.accion,
        value('fechaInicio'),
        value('fechaFin'),
        value('horario'),
        value('tutorNombre'),
        value('tutorEmail'),
        request.motivo,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) return refuse(Status.alreadyExisted);
    return { ok: true as const, value: { codigo: InternshipChangeConfirmation.requested, id } };
  });

/** The careers office's queue: every company's change requests, pending first, oldest first. */
export const changeRequestsForStaff = async (pool: Pool) => {
  const { rows } = await pool.query<ChangeRow & { empresa: string; alumno: string; titulo: string }>(
    `SELECT c.internship_id AS "idPractica", c.id, c.action AS accion, ${day('c.new_starts_on')} AS "fechaInicio",
            ${day('c.new_ends_on')} AS "fechaFin", c.new_schedule AS horario, c.new_tutor_name AS "tutorNombre",
            c.new_tutor_email AS "tutorEmail", c.reason AS motivo, c.status AS estado, c.requested_at AS fecha,
            c.answer_reason AS "motivoRechazo",
            co.trade_name AS empresa, s.first_name || ' ' || s.last_names AS alumno, i.title AS titulo
       FROM internship_change_requests c
       JOIN companies co ON co.id = c.company_id
       JOIN student_internships i ON i.id = c.internship_id
       JOIN students s ON s.user_id = i.student_id
      ORDER BY (c.status = 'pendiente') DESC, c.requested_at, c.id`,
  );
  return rows.map(({ fecha, ...row }) => ({ ...row, fecha: fecha.toISOString() }));
};
