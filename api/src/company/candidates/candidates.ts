import {
  CandidacyStates,
  CandidateConfirmation,
  Status,
  profileIdOf,
  type Candidate,
  type CandidatesQuery,
  type Language,
  type OfferType,
  type ProcessData,
} from '@portal/contracts';
import type pg from 'pg';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { findCandidacy } from '../../offers/candidacies';
import { findOwnOffer } from '../offers/offers';
import { candidacyStateName, reasonText, rejectionReasonsFor } from '../common/references';
import type { CompanyCaller } from '../common/caller';
import { lockCompanyCandidacy, notifyCandidacyChange, recordCandidacyChange } from './candidacy-changes';
import { nextStates, stateChangeRefusal } from './candidacy-states';
import { refuse, type Outcome } from '../../platform/http/outcome';
import { shownToCompanies } from '../../privacy/visibility';

interface CandidateRow {
  idCandidatura: number;
  urlAcceso: string;
  nombre: string;
  apellidos: string;
  email: string;
  telefono: string | null;
  titulacion: string | null;
  tipo: OfferType;
  idEstado: number;
  idMotivo: number | null;
  fecha: Date;
  fechaActualizacion: Date;
  cvVisto: boolean;
  formularioIncorporacion: boolean;
  idOferta: number;
  ofertaUrl: string;
  titulo: string;
  studentId: number;
}

/**
 * The candidacies of the company's offers (deleted offers are gone for the company too), but
 * those of a student who asked to leave (privacy/visibility.ts).
 */
const candidateFrom = `
  SELECT ca.id AS "idCandidatura", ca.access_slug AS "urlAcceso", s.first_name AS nombre,
         s.last_names AS apellidos, u.email, s.phone AS telefono, st.degree_name AS titulacion,
         o.offer_type AS tipo, ca.state_id AS "idEstado", ca.reason_id AS "idMotivo", ca.applied_at AS fecha,
         ca.updated_at AS "fechaActualizacion", ca.seen_by_company_at IS NOT NULL AS "cvVisto",
         EXISTS (SELECT 1 FROM incorporation_forms f WHERE f.candidacy_id = ca.id) AS "formularioIncorporacion",
         o.id AS "idOferta", o.access_slug AS "ofertaUrl", o.title AS titulo, ca.student_id AS "studentId"
    FROM candidacies ca
    JOIN offers o ON o.id = ca.offer_id
    JOIN students s ON s.user_id = ca.student_id
    JOIN users u ON u.id = ca.student_id
    LEFT JOIN student_standing st ON st.user_id = ca.student_id
   WHERE o.company_id = $1 AND o.state_id <> 6 AND ${shownToCompanies('ca.student_id')}`;

export const toCandidate = (row: CandidateRow, language: Language): Candidate => ({
  idCandidatura: row.idCandidatura,
  urlAcceso: row.urlAcceso,
  nombre: row.nombre,
  apellidos: row.apellidos,
  email: row.email,
  telefono: row.telefono,
  titulacion: row.titulacion,
  idPerfil: profileIdOf[row.tipo],
  idEstado: row.idEstado,
  Estado: candidacyStateName(row.idEstado, language),
  idMotivo: row.idMotivo,
  motivo: reasonText(row.idMotivo, language),
  fecha: row.fecha.toISOString(),
  fechaActualizacion: row.fechaActualizacion.toISOString(),
  cvVisto: row.cvVisto,
  formularioIncorporacion: row.formularioIncorporacion,
  oferta: { idOferta: row.idOferta, urlAcceso: row.ofertaUrl, titulo: row.titulo, tipo: row.tipo },
});

/**
 * The candidates of the company's offers, or of one of them, with the Candidaturas filters
 * (estado, text in name, surnames, e-mail or degree, type). 4 for an offer that is not the company's.
 */
export const listCandidates = async (
  pool: Pool,
  companyId: number,
  query: CandidatesQuery,
  language: Language,
): Promise<Outcome<Candidate[]>> => {
  const params: unknown[] = [companyId];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (query.oferta) {
    const offer = await findOwnOffer(pool, query.oferta, companyId);
    if (!offer) return refuse(Status.offerNotFound);
    conditions.push(`o.id = ${add(offer.id)}`);
  }
  if (query.estado !== undefined) conditions.push(`ca.state_id = ${add(query.estado)}`);
  if (query.tipo) conditions.push(`o.offer_type = ${add(query.tipo)}`);
  if (query.texto) {
    const pattern = add(`%${query.texto.replace(/[\\%_]/g, '\\$&')}%`);
    conditions.push(
      `(s.first_name ILIKE ${pattern} OR s.last_names ILIKE ${pattern} OR u.email ILIKE ${pattern}
        OR st.degree_name ILIKE ${pattern} OR (s.first_name || ' ' || s.last_names) ILIKE ${pattern})`,
    );
  }
  const { rows } = await pool.query<CandidateRow>(
    `${candidateFrom} ${conditions.map((condition) => `AND ${condition}`).join(' ')}
      ORDER BY ca.applied_at DESC, ca.id DESC`,
    params,
  );
  return { ok: true, value: rows.map((row) => toCandidate(row, language)) };
};

/** One candidacy of the company's offers (31 for any other: the answer tells nothing of other companies). */
export const findCompanyCandidacy = async (db: Pool | pg.PoolClient, companyId: number, candidacyId: number) => {
  const { rows } = await db.query<CandidateRow>(`${candidateFrom} AND ca.id = $2`, [companyId, candidacyId]);
  return rows[0];
};

/** `dameDatosProceso/{id}`: the process, its history, the states the company may choose and the rejection reasons. */
export const processData = async (
  pool: Pool,
  companyId: number,
  candidacyId: number,
  language: Language,
): Promise<Outcome<ProcessData>> => {
  const row = await findCompanyCandidacy(pool, companyId, candidacyId);
  if (!row) return refuse(Status.applicationNotFound);
  const history = await pool.query<{ idEstado: number; fecha: Date; idMotivo: number | null }>(
    `SELECT state_id AS "idEstado", changed_at AS fecha, reason_id AS "idMotivo"
       FROM candidacy_state_changes WHERE candidacy_id = $1 ORDER BY changed_at, id`,
    [candidacyId],
  );
  return {
    ok: true,
    value: {
      ...toCandidate(row, language),
      historial: history.rows.map((change) => ({
        ...change,
        fecha: change.fecha.toISOString(),
        Estado: candidacyStateName(change.idEstado, language),
        motivo: reasonText(change.idMotivo, language),
      })),
      siguientesEstados: nextStates(row.idEstado, row.tipo).map((idEstado) => ({
        idEstado,
        Estado: candidacyStateName(idEstado, language),
      })),
      motivosRechazo: rejectionReasonsFor(row.tipo, language),
    },
  };
};

/** `dameDatosProcesoComoAlumno/{id}`: the candidacy as its student sees it (the student side's own read). */
export const processAsStudent = async (pool: Pool, companyId: number, candidacyId: number) => {
  const row = await findCompanyCandidacy(pool, companyId, candidacyId);
  if (!row) return refuse(Status.applicationNotFound);
  const detail = await findCandidacy(pool, row.studentId, row.urlAcceso);
  return detail ? { ok: true as const, value: detail } : refuse(Status.applicationNotFound);
};

/**
 * `cambiaEstadoCandidatura`: the company moves a candidate (company/candidates/candidacy-states.ts says which
 * moves exist): 543 for an expired offer, 49 from a state the company cannot move, 14 to selected
 * when the offer's places are filled, 98 to selected before the incorporation form (datos names
 * it), 15 for a rejection without an offered reason. The student sees it in their history and
 * gets a notification.
 */
export const changeCandidacyState = (
  pool: Pool,
  caller: CompanyCaller,
  request: { idCandidatura: number; idEstado: number; idMotivo?: number | null | undefined },
): Promise<Outcome<{ codigo: number; idEstado: number }> | { ok: false; incorporationFor: number }> =>
  inTransaction(pool, async (db) => {
    const candidacy = await lockCompanyCandidacy(db, request.idCandidatura, caller.companyId);
    if (!candidacy) return refuse(Status.applicationNotFound);
    const refusal = stateChangeRefusal({ ...candidacy, from: candidacy.stateId, to: request.idEstado, reasonId: request.idMotivo ?? null });
    if (refusal === Status.incorporationFormRequired) return { ok: false, incorporationFor: request.idCandidatura };
    if (refusal !== null) return refuse(refusal);
    const reasonId = request.idEstado === CandidacyStates.rejected ? (request.idMotivo ?? null) : null;
    await recordCandidacyChange(db, request.idCandidatura, request.idEstado, reasonId);
    await notifyCandidacyChange(db, request.idCandidatura, request.idEstado);
    return { ok: true, value: { codigo: CandidateConfirmation.stateChanged, idEstado: request.idEstado } };
  });
