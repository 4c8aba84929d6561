import {
  CandidacyStates,
  CandidateConfirmation,
  Status,
  type DocumentReviewState,
  type IncorporationForm,
  type OfferType,
} from '@portal/contracts';
import type pg from 'pg';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { lockCompanyCandidacy, notifyCandidacyChange, recordCandidacyChange } from './candidacy-changes';
import { stateChangeRefusal } from './candidacy-states';
import { isContractType } from '../common/references';
import type { CompanyCaller } from '../common/caller';
import { refuse, type Outcome } from '../../platform/http/outcome';
import { shownToCompanies } from '../../privacy/visibility';

/** `dameFormularioIncorporacion`: the candidate, the offer and the form saved so far (31 for another company's candidacy). */
export const incorporationFormData = async (pool: Pool | pg.PoolClient, companyId: number, candidacyId: number) => {
  const { rows } = await pool.query<{
    tipo: OfferType;
    nombre: string;
    apellidos: string;
    email: string;
    idOferta: number;
    titulo: string;
    fechaInicio: string | null;
    fechaFin: string | null;
    horario: string | null;
    formulario: ({ tipo: OfferType } & Record<string, unknown>) | null;
    fechaGuardado: Date | null;
    revision: DocumentReviewState | null;
    motivoDevolucion: string | null;
  }>(
    `SELECT o.offer_type AS tipo, s.first_name AS nombre, s.last_names AS apellidos, u.email,
            o.id AS "idOferta", o.title AS titulo, to_char(o.starts_on, 'YYYY-MM-DD') AS "fechaInicio",
            to_char(o.ends_on, 'YYYY-MM-DD') AS "fechaFin", o.schedule AS horario,
            f.form AS formulario, f.saved_at AS "fechaGuardado",
            CASE WHEN f.candidacy_id IS NOT NULL THEN coalesce(f.review_state, 'pendiente') END AS revision,
            f.review_reason AS "motivoDevolucion"
       FROM candidacies ca JOIN offers o ON o.id = ca.offer_id
       JOIN students s ON s.user_id = ca.student_id JOIN users u ON u.id = ca.student_id
       LEFT JOIN incorporation_forms f ON f.candidacy_id = ca.id
      WHERE ca.id = $1 AND o.company_id = $2 AND o.state_id <> 6 AND ${shownToCompanies('ca.student_id')}`,
    [candidacyId, companyId],
  );
  const row = rows[0];
  if (!row) return refuse(Status.applicationNotFound);
  return {
    ok: true as const,
    value: {
      idSolicitud: candidacyId,
      tipo: row.tipo,
      candidato: { nombre: row.nombre, apellidos: row.apellidos, email: row.email },
      oferta: {
        idOferta: row.idOferta,
        titulo: row.titulo,
        fechaInicio: row.fechaInicio,
        fechaFin: row.fechaFin,
        horario: row.horario,
      },
      formulario: row.formulario,
      fechaGuardado: row.fechaGuardado?.toISOString() ?? null,
      revision: row.revision,
      motivoDevolucion: row.motivoDevolucion,
    },
  };
};

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * `guardarFormularioIncorporacion` (540): saves the form and selects the candidate, in one
 * transaction (or corrects a form the careers office returned, the candidate already selected). The form's kind must be the offer's (15), its dates in order (27), a job's contract
 * type one of the reference data (15); the selection follows the rules of any state change (14, 49, 543).
 */
export const saveIncorporationForm = (
  pool: Pool,
  caller: CompanyCaller,
  candidacyId: number,
  form: IncorporationForm,
): Promise<Outcome<{ codigo: number; idEstado: number }>> =>
  inTransaction(pool, async (db) => {
    const candidacy = await lockCompanyCandidacy(db, candidacyId, caller.companyId);
    if (!candidacy) return refuse(Status.applicationNotFound);
    if (form.tipo !== candidacy.type) return refuse(Status.missingMandatoryData);
    if (form.tipo === 'empleo' && !isContractType(form.idTipoContrato)) return refuse(Status.missingMandatoryData);
    if (form.fechaFin && dayOf(form.fechaIncorporacion) >= dayOf(form.fechaFin)) return refuse(Status.startBeforeEnd);
    const saved = { codigo: CandidateConfirmation.incorporationSaved, idEstado: CandidacyStates.selected };
    // A form the careers office returned is corrected on the candidate already selected: the form
    // changes and waits for the office again; the candidacy stays as it is.
    if (candidacy.stateId === CandidacyStates.selected) {
      const corrected = await db.query(
        `UPDATE incorporation_forms SET form = $2, starts_on = $3, ends_on = $4, saved_by = $5, saved_at = now(),
                review_state = NULL, review_reason = NULL, reviewed_at = NULL, reviewed_by = NULL
          WHERE candidacy_id = $1 AND review_state = 'devuelto'`,
        [candidacyId, JSON.stringify(form), form.fechaIncorporacion, form.fechaFin, caller.userId],
      );
      if (corrected.rowCount) return { ok: true, value: saved };
    }
    // Saving the form is the selection: it follows every rule of a change to selected but the form's.
    const refusal = stateChangeRefusal({
      ...candidacy,
      from: candidacy.stateId,
      to: CandidacyStates.selected,
      reasonId: null,
      hasIncorporationForm: true,
    });
    if (refusal !== null) return refuse(refusal);
    await db.query(
      `INSERT INTO incorporation_forms (candidacy_id, form, starts_on, ends_on, saved_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (candidacy_id) DO UPDATE SET form = EXCLUDED.form, starts_on = EXCLUDED.starts_on,
         ends_on = EXCLUDED.ends_on, saved_by = EXCLUDED.saved_by, saved_at = now(),
         review_state = NULL, review_reason = NULL, reviewed_at = NULL, reviewed_by = NULL`,
      [candidacyId, JSON.stringify(form), form.fechaIncorporacion, form.fechaFin, caller.userId],
    );
    await recordCandidacyChange(db, candidacyId, CandidacyStates.selected, null);
    await notifyCandidacyChange(db, candidacyId, CandidacyStates.selected);
    return { ok: true, value: saved };
  });
