import {
  EducationConfirmation,
  Status,
  type CompanyBrandSettings,
  type EditEducationRequest,
  type EducationRequestDetail,
  type EducationRequestStatus,
  type EducationRequestSummary,
  type RegisterEducationRequest,
  type RejectEducationRequest,
} from '@portal/contracts';
import { createDomainCatalogue, type DomainCatalogue } from '../../reference-data/catalogue';
import { inTransaction, type Pool } from '../../platform/db/pool';
import type { FieldError } from '../offers/offer-form';
import type { CompanyCaller } from '../common/caller';
import { refuse, type Outcome } from '../../platform/http/outcome';

/**
 * Education centres' requests to companies (spec 001 §4 "a request can be accepted or rejected by
 * the company"). Every read and write is scoped to the caller's company: another company's
 * request answers 3, as one that does not exist (its existence is not the caller's business).
 */

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const summaryColumns = `r.id, r.centre_name AS centro, r.training_cycle AS "cicloFormativo", r.places AS plazas,
  ${day('r.starts_on')} AS "fechaInicio", ${day('r.ends_on')} AS "fechaFin", r.hours AS horas,
  r.status AS estado, r.received_at AS "fechaRecepcion"`;

type SummaryRow = Omit<EducationRequestSummary, 'fechaRecepcion'> & { fechaRecepcion: Date };
const summaryOf = (row: SummaryRow): EducationRequestSummary => ({ ...row, fechaRecepcion: row.fechaRecepcion.toISOString() });

/** How many requests the company has: the menu entry shows only when it has any. */
export const educationRequestCount = async (pool: Pool, companyId: number): Promise<number> => {
  const { rows } = await pool.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM education_requests WHERE company_id = $1',
    [companyId],
  );
  return rows[0]?.count ?? 0;
};

/** `dameSolicitudesPracticasEducacion`: pending first, then the newest. */
export const listEducationRequests = async (pool: Pool, companyId: number): Promise<EducationRequestSummary[]> => {
  const { rows } = await pool.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM education_requests r WHERE r.company_id = $1
      ORDER BY (r.status = 'pendiente') DESC, r.received_at DESC, r.id DESC`,
    [companyId],
  );
  return rows.map(summaryOf);
};

/** Accepted requests whose placement has not ended: what limit 81 counts. */
const acceptedRunning = async (db: Pick<Pool, 'query'>, companyId: number): Promise<number> => {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM education_requests
      WHERE company_id = $1 AND status = 'aceptada' AND coalesce(company_ends_on, ends_on) >= current_date`,
    [companyId],
  );
  return rows[0]?.count ?? 0;
};

interface DetailRow extends SummaryRow {
  idCentro: number;
  idProvincia: string;
  alumnos: string[];
  tutorCentroNombre: string;
  tutorCentroEmail: string;
  tutorCentroTelefono: string | null;
  observacionesCentro: string | null;
  tutorNombre: string | null;
  tutorEmail: string | null;
  tutorTelefono: string | null;
  plazasAceptadas: number | null;
  empresaInicio: string | null;
  empresaFin: string | null;
  horario: string | null;
  motivoRespuesta: string | null;
  fechaRespuesta: Date | null;
}

const findRequest = async (pool: Pool, companyId: number, id: number): Promise<DetailRow | undefined> => {
  const { rows } = await pool.query<DetailRow>(
    `SELECT ${summaryColumns}, r.centre_id AS "idCentro", r.province_id AS "idProvincia", r.pupils AS alumnos,
            r.centre_tutor_name AS "tutorCentroNombre", r.centre_tutor_email AS "tutorCentroEmail",
            r.centre_tutor_phone AS "tutorCentroTelefono", r.centre_notes AS "observacionesCentro",
            r.company_tutor_name AS "tutorNombre", r.company_tutor_email AS "tutorEmail",
            r.company_tutor_phone AS "tutorTelefono", r.accepted_places AS "plazasAceptadas",
            ${day('r.company_starts_on')} AS "empresaInicio", ${day('r.company_ends_on')} AS "empresaFin",
            r.company_schedule AS horario, r.answer_reason AS "motivoRespuesta", r.answered_at AS "fechaRespuesta"
       FROM education_requests r WHERE r.id = $1 AND r.company_id = $2`,
    [id, companyId],
  );
  return rows[0];
};

/** `dameSolicitudPractica/{id}`: the request, the company's side, what it may do, and the limit. */
export const educationRequestDetail = async (
  pool: Pool,
  companyId: number,
  id: number,
  settings: CompanyBrandSettings,
): Promise<Outcome<EducationRequestDetail>> => {
  const row = await findRequest(pool, companyId, id);
  if (!row) return refuse(Status.accessDenied);
  const pending = row.estado === 'pendiente';
  const running = await acceptedRunning(pool, companyId);
  return {
    ok: true,
    value: {
      ...summaryOf(row),
      idCentro: row.idCentro,
      idProvincia: row.idProvincia,
      alumnos: row.alumnos,
      tutorCentro: { nombre: row.tutorCentroNombre, email: row.tutorCentroEmail, telefono: row.tutorCentroTelefono },
      observacionesCentro: row.observacionesCentro,
      empresa: {
        tutorNombre: row.tutorNombre,
        tutorEmail: row.tutorEmail,
        tutorTelefono: row.tutorTelefono,
        plazasAceptadas: row.plazasAceptadas,
        fechaInicio: row.empresaInicio,
        fechaFin: row.empresaFin,
        horario: row.horario,
      },
      motivoRespuesta: row.motivoRespuesta,
      fechaRespuesta: row.fechaRespuesta?.toISOString() ?? null,
      acciones: { editar: pending, aceptar: pending && row.tutorNombre !== null, rechazar: pending },
      limite: { aceptadasEnCurso: running, maximo: settings.maxSolicitudesEducacionAceptadas },
    },
  };
};

/**
 * The pending request of the caller's company, locked for the rest of the transaction: two
 * answers at once are taken one after the other (the second finds it answered: 49).
 */
const lockPending = async (
  db: Pick<Pool, 'query'>,
  companyId: number,
  id: number,
): Promise<Outcome<{ places: number; tutor: string | null }>> => {
  const { rows } = await db.query<{ status: EducationRequestStatus; places: number; tutor: string | null }>(
    `SELECT status, places, company_tutor_name AS tutor FROM education_requests
      WHERE id = $1 AND company_id = $2 FOR UPDATE`,
    [id, companyId],
  );
  const row = rows[0];
  if (!row) return refuse(Status.accessDenied);
  if (row.status !== 'pendiente') return refuse(Status.cannotChangeState);
  return { ok: true, value: { places: row.places, tutor: row.tutor } };
};

/** Saving the company's side (532): only while pending; no more places than the centre asked for. */
export const editEducationRequest = async (
  pool: Pool,
  companyId: number,
  form: EditEducationRequest,
): Promise<Outcome<number> | { ok: false; fieldErrors: FieldError[] }> =>
  inTransaction(pool, async (db) => {
    const pending = await lockPending(db, companyId, form.idSolicitud);
    if (!pending.ok) return pending;
    if (form.plazasAceptadas > pending.value.places)
      return { ok: false as const, fieldErrors: [{ campo: 'plazasAceptadas', regla: 'places' }] };
    await db.query(
      `UPDATE education_requests SET company_tutor_name = $3, company_tutor_email = $4, company_tutor_phone = $5,
              accepted_places = $6, company_starts_on = $7, company_ends_on = $8, company_schedule = $9, updated_at = now()
        WHERE id = $1 AND company_id = $2`,
      [
        form.idSolicitud,
        companyId,
        form.tutorNombre,
        form.tutorEmail,
        form.tutorTelefono,
        form.plazasAceptadas,
        form.fechaInicio,
        form.fechaFin,
        form.horario,
      ],
    );
    return { ok: true as const, value: EducationConfirmation.updated };
  });

/**
 * `aceptarSolicitudPractica` (531). The company must have named its tutor first (15: complete the
 * request); limit 81 when it already has the brand's maximum of accepted requests running. The
 * company row is locked so two acceptances at once cannot both pass the limit.
 */
export const acceptEducationRequest = async (
  pool: Pool,
  caller: CompanyCaller,
  id: number,
  settings: CompanyBrandSettings,
): Promise<Outcome<number>> =>
  inTransaction(pool, async (db) => {
    await db.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [caller.companyId]);
    const pending = await lockPending(db, caller.companyId, id);
    if (!pending.ok) return pending;
    if (pending.value.tutor === null) return refuse(Status.missingMandatoryData);
    if ((await acceptedRunning(db, caller.companyId)) >= settings.maxSolicitudesEducacionAceptadas)
      return refuse(Status.centreRequestLimit);
    await db.query(
      `UPDATE education_requests SET status = 'aceptada', accepted_places = coalesce(accepted_places, places),
              answer_reason = NULL, answered_at = now(), answered_by = $3, updated_at = now()
        WHERE id = $1 AND company_id = $2`,
      [id, caller.companyId, caller.userId],
    );
    return { ok: true as const, value: EducationConfirmation.accepted };
  });

/** `rechazarSolicitudPractica` (530) with the reason the centre will read. */
export const rejectEducationRequest = async (
  pool: Pool,
  caller: CompanyCaller,
  answer: RejectEducationRequest,
): Promise<Outcome<number>> =>
  inTransaction(pool, async (db) => {
    const pending = await lockPending(db, caller.companyId, answer.idSolicitud);
    if (!pending.ok) return pending;
    await db.query(
      `UPDATE education_requests SET status = 'rechazada', answer_reason = $3, answered_at = now(), answered_by = $4,
              updated_at = now()
        WHERE id = $1 AND company_id = $2`,
      [answer.idSolicitud, caller.companyId, answer.motivo, caller.userId],
    );
    return { ok: true as const, value: EducationConfirmation.rejected };
  });

let catalogue: DomainCatalogue | undefined;
/** The education centre of the reference list (centrosEducativosDeProvincia), by id. */
const centreById = (id: number) => {
  catalogue ??= createDomainCatalogue();
  for (let province = 1; province <= 53; province += 1)
    for (const centre of catalogue.educationCentres(String(province).padStart(2, '0')))
      if (centre.id === id) return centre;
  return undefined;
};

/**
 * The careers office registers a centre's request for a company (528). The company is found by its
 * CIF and the centre in the reference list; either unknown answers a field error.
 */
export const registerEducationRequest = async (
  pool: Pick<Pool, 'query'>,
  staffId: number,
  request: RegisterEducationRequest,
): Promise<Outcome<{ codigo: number; idSolicitud: number }> | { ok: false; fieldErrors: FieldError[] }> => {
  const centre = centreById(request.idCentro);
  const company = await pool.query<{ id: number }>('SELECT id FROM companies WHERE upper(tax_id) = upper($1)', [
    request.cif.trim(),
  ]);
  const companyId = company.rows[0]?.id;
  const fieldErrors = [
    ...(companyId === undefined ? [{ campo: 'cif', regla: 'invalid' }] : []),
    ...(centre ? [] : [{ campo: 'idCentro', regla: 'invalid' }]),
  ];
  if (fieldErrors.length > 0 || !centre || companyId === undefined) return { ok: false, fieldErrors };
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO education_requests (company_id, centre_id, centre_name, province_id, training_cycle, pupils, places,
                                     starts_on, ends_on, hours, centre_tutor_name, centre_tutor_email,
                                     centre_tutor_phone, centre_notes, registered_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      companyId,
      centre.id,
      centre.descripcion,
      centre.idProvincia,
      request.cicloFormativo,
      request.alumnos,
      request.plazas,
      request.fechaInicio,
      request.fechaFin,
      request.horas,
      request.tutorCentro.nombre,
      request.tutorCentro.email,
      request.tutorCentro.telefono,
      request.observaciones,
      staffId,
    ],
  );
  return { ok: true, value: { codigo: EducationConfirmation.registered, idSolicitud: rows[0]!.id } };
};
