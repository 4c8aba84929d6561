import { randomBytes } from 'node:crypto';
import {
  OfferConfirmation,
  OfferFieldRule,
  OfferState,
  Status,
  brandLevels,
  expiringSoonDays,
  type CloseOfferRequest,
  type CompanyBrandSettings,
  type Language,
  type MyOffer,
  type MyOffersFilters,
  type OfferForm,
  type OfferFormInput,
  type OfferStateId,
  type OfferType,
  type SavedOffer,
} from '@portal/contracts';
import type pg from 'pg';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { readBrand } from '../../brand/brand';
import {
  applyFieldConfiguration,
  dateRefusal,
  draftForm,
  insertOffer,
  pendingFields,
  readOfferForm,
  referenceErrors,
  updateOffer,
  type FieldError,
} from './offer-form';
import {
  applyTransition,
  companyActions,
  editRefusal,
  effectiveState,
  effectiveStateSql,
  initialState,
  recordOfferState,
  transitionRefusal,
} from './offer-states';
import { contractTypeName } from '../common/references';
import type { CompanyCaller } from '../common/caller';
import { draftStateName, offerStateName } from '../common/texts';
import { refuse, type Outcome } from '../../platform/http/outcome';

/** A refusal that names fields (400, status 15), or a business refusal (200 with its status). */
export type OfferOutcome<T> = Outcome<T> | { ok: false; fieldErrors: FieldError[] };

interface OwnOffer {
  id: number;
  slug: string;
  type: OfferType;
  stateId: OfferStateId;
  expiresAt: Date | null;
  managerName: string | null;
  draft: boolean;
}

/**
 * One of the caller's company's offers, by numeric id or access URL (deleted ones are gone).
 * Another company's offer is not found either: the answer tells nothing about other companies.
 */
export const findOwnOffer = async (
  db: Pool | pg.PoolClient,
  ref: string,
  companyId: number,
  lock = false,
): Promise<(OwnOffer & { state: OfferStateId }) | undefined> => {
  const byId = /^\d+$/.test(ref);
  const { rows } = await db.query<OwnOffer>(
    `SELECT id, access_slug AS slug, offer_type AS type, state_id AS "stateId", expires_at AS "expiresAt",
            manager_name AS "managerName", draft
       FROM offers WHERE ${byId ? 'id = $1::integer' : 'access_slug = $1'} AND company_id = $2 AND state_id <> 6
       ${lock ? 'FOR UPDATE' : ''}`,
    [ref, companyId],
  );
  const offer = rows[0];
  return offer ? { ...offer, state: effectiveState(offer.stateId, offer.expiresAt) } : undefined;
};

const newSlug = (title: string) => {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${base || 'oferta'}-${randomBytes(3).toString('hex')}`;
};

/**
 * The rules of an offer's content beyond its fields (spec 001 §5, §6): the brand's field
 * configuration and the reference data (400/15 with the fields), then 27, 108/109, 58 for a
 * programme offer off its dedication or months (63 for a programme that is not open), and 72 for an
 * internship offer of a company without an IBAN when the brand checks it.
 */
const checkOffer = async (
  db: pg.PoolClient,
  input: OfferForm,
  caller: CompanyCaller,
  settings: CompanyBrandSettings,
  creating: boolean,
): Promise<OfferOutcome<OfferForm>> => {
  const { form, errors } = applyFieldConfiguration(input, settings);
  const taught = brandLevels(await readBrand(db));
  const levelErrors = form.niveles.some((level) => !taught.includes(level))
    ? [{ campo: 'niveles', regla: OfferFieldRule.levelNotTaught }]
    : [];
  const fieldErrors = [...errors, ...levelErrors, ...referenceErrors(form)];
  if (fieldErrors.length > 0) return { ok: false, fieldErrors };
  const date = dateRefusal(form, creating);
  if (date !== null) return refuse(date);
  if (form.idPrograma !== null) {
    // Spec 001 §5 fixes 80 % and 12 months: those are a programme's defaults (migration 005), and an
    // offer must match its own programme's terms, or a programme of other terms (a summer one of
    // 100 % and 3 months) could never take an offer.
    const { rows } = await db.query<{ dedication: number; months: number }>(
      `SELECT dedication_percent AS dedication, duration_months AS months FROM internship_programmes
        WHERE id = $1 AND active`,
      [form.idPrograma],
    );
    const programme = rows[0];
    if (!programme) return refuse(Status.programNotFound);
    if (form.tiempoDedicacionJornada !== programme.dedication || form.meses !== programme.months)
      return refuse(Status.programDedicationMismatch);
  }
  if (form.tipo === 'practicas' && settings.compruebaIban && !caller.iban) return refuse(Status.ibanMissing);
  return { ok: true, value: form };
};

/**
 * 120 beside the confirmation when the saved offer names an employment forum it did not name
 * before: the careers office creates the offer's place in the forum afterwards, so the company
 * reads that it is pending instead of looking for it there at once.
 */
const forumNotices = (form: OfferForm, previousForum: string | null): { avisos?: number[] } =>
  form.nombreForo && form.nombreForo !== previousForum ? { avisos: [OfferConfirmation.pendingInForum] } : {};

/** `addOferta` (506): a new offer, pending validation or published at once (brand setting). */
export const createOffer = (
  pool: Pool,
  caller: CompanyCaller,
  settings: CompanyBrandSettings,
  input: OfferForm,
): Promise<OfferOutcome<SavedOffer>> =>
  inTransaction(pool, async (db) => {
    const checked = await checkOffer(db, input, caller, settings, true);
    if (!checked.ok) return checked;
    const state = initialState(settings);
    const offer = await insertOffer(db, checked.value, {
      companyId: caller.companyId,
      userId: caller.userId,
      stateId: state,
      slug: newSlug(checked.value.titulo),
    });
    await recordOfferState(db, offer.id, state, caller.userId);
    return {
      ok: true,
      value: {
        codigo: OfferConfirmation.created,
        idOferta: offer.id,
        urlAcceso: offer.urlAcceso,
        estado: state,
        borrador: false,
        camposPendientes: [],
        ...forumNotices(checked.value, null),
      },
    };
  });

/**
 * `dameOfertaEditable/{id}`: the form's values, only while the company may edit it (68, 25, 543),
 * with what a draft still needs before it can be saved.
 */
export const editableOffer = async (pool: Pool, caller: CompanyCaller, settings: CompanyBrandSettings, ref: string) => {
  const offer = await findOwnOffer(pool, ref, caller.companyId);
  if (!offer) return refuse(Status.offerNotFound);
  const refusal = editRefusal(offer.state, offer.managerName !== null);
  if (refusal !== null) return refuse(refusal);
  const values = await readOfferForm(pool, offer.id);
  return {
    ok: true as const,
    value: {
      idOferta: offer.id,
      urlAcceso: offer.slug,
      estado: offer.state,
      borrador: offer.draft,
      camposPendientes: pendingFields(values, settings),
      oferta: values,
    },
  };
};

/** The edit call (512): the same rules as creating, on an offer the company may still edit. */
export const editOffer = (
  pool: Pool,
  caller: CompanyCaller,
  settings: CompanyBrandSettings,
  ref: string,
  input: OfferForm,
): Promise<OfferOutcome<SavedOffer>> =>
  inTransaction(pool, async (db) => {
    const offer = await findOwnOffer(db, ref, caller.companyId, true);
    if (!offer) return refuse(Status.offerNotFound);
    const refusal = editRefusal(offer.state, offer.managerName !== null);
    if (refusal !== null) return refuse(refusal);
    // The profile stays: the opposite profile is a copy (copiarOfertaPerfilContrario).
    if (input.tipo !== offer.type) return { ok: false, fieldErrors: [{ campo: 'tipo', regla: 'invalid' }] };
    const checked = await checkOffer(db, input, caller, settings, false);
    if (!checked.ok) return checked;
    const before = await db.query<{ forum: string | null }>(`SELECT extra->>'nombreForo' AS forum FROM offers WHERE id = $1`, [offer.id]);
    const notices = forumNotices(checked.value, offer.draft ? null : (before.rows[0]?.forum ?? null));
    await updateOffer(db, offer.id, checked.value);
    if (!offer.draft) {
      return {
        ok: true,
        value: {
          codigo: OfferConfirmation.modified,
          idOferta: offer.id,
          urlAcceso: offer.slug,
          estado: offer.state,
          borrador: false,
          camposPendientes: [],
          ...notices,
        },
      };
    }
    // A saved draft goes on as a new offer does: published at once, or to the office.
    const state = initialState(settings);
    await db.query('UPDATE offers SET state_id = $2, published_at = now() WHERE id = $1', [offer.id, state]);
    await recordOfferState(db, offer.id, state, caller.userId);
    return {
      ok: true,
      value: {
        codigo: OfferConfirmation.created,
        idOferta: offer.id,
        urlAcceso: offer.slug,
        estado: state,
        borrador: false,
        camposPendientes: [],
        ...notices,
      },
    };
  });

/** `cerrarOferta` (511): closed offers leave the students' lists and take no new candidates. */
export const closeOffer = (pool: Pool, caller: CompanyCaller, request: CloseOfferRequest): Promise<Outcome<number>> =>
  inTransaction(pool, async (db) => {
    const offer = await findOwnOffer(db, request.urlOferta, caller.companyId, true);
    if (!offer) return refuse(Status.offerNotFound);
    const refusal = transitionRefusal('cerrar', offer.state, 'empresa');
    if (refusal !== null) return refuse(refusal);
    const selected = request.candidatoPropuestoSeleccionado;
    if (selected && contractTypeName(request.idTipoContrato) === null) return refuse(Status.missingMandatoryData);
    await db.query(
      `UPDATE offers SET closing_candidate_selected = $2, closing_candidate_name = $3,
              closing_contract_start = $4, closing_contract_type_id = $5 WHERE id = $1`,
      [
        offer.id,
        selected,
        selected ? request.nombreCandidato : null,
        selected ? request.fechaInicioContrato : null,
        selected ? request.idTipoContrato : null,
      ],
    );
    await applyTransition(db, offer.id, 'cerrar', { userId: caller.userId });
    return { ok: true, value: OfferConfirmation.closed };
  });

/**
 * `deleteOferta` (516): the offer disappears for everyone; its row stays so that students keep
 * their candidacies' history.
 */
export const deleteOffer = (pool: Pool, caller: CompanyCaller, ref: string): Promise<Outcome<number>> =>
  inTransaction(pool, async (db) => {
    const offer = await findOwnOffer(db, ref, caller.companyId, true);
    if (!offer) return refuse(Status.offerNotFound);
    const refusal = transitionRefusal('eliminar', offer.state, 'empresa');
    if (refusal !== null) return refuse(refusal);
    await applyTransition(db, offer.id, 'eliminar', { userId: caller.userId });
    return { ok: true, value: OfferConfirmation.deleted };
  });

/** The fields of one profile only: a copy to the other profile starts without them. */
const profileFields = new Set([
  'ayudaEstudio',
  'curso',
  'idTipoPracticas',
  'tutorEmpresa',
  'tutorUniversidad',
  'centroCoste',
  'ordenInterna',
  'nota',
  'tfg',
  'idTipoContrato',
  'salario',
]);

const toOppositeProfile = (values: OfferFormInput): OfferFormInput => {
  const common = Object.fromEntries(Object.entries(values).filter(([key]) => !profileFields.has(key)));
  const blank =
    values.tipo === 'empleo'
      ? {
          tipo: 'practicas',
          ayudaEstudio: null,
          curso: null,
          idTipoPracticas: null,
          tutorEmpresa: null,
          tutorUniversidad: { nombre: null },
          centroCoste: null,
          ordenInterna: null,
          nota: null,
          tfg: null,
        }
      : { tipo: 'empleo', estudiaYtrabaja: false, idTipoContrato: null, salario: null };
  // Not a complete form yet: the company fills the other profile's step in the wizard.
  return { ...common, idPrograma: null, ...blank } as unknown as OfferFormInput;
};

/** A copy starts with no expiry date that has already passed: it would be expired (543) before it is edited. */
const withoutPastExpiry = (values: OfferFormInput): OfferFormInput => {
  const expiry = values.fechaCaducidad;
  return typeof expiry === 'string' && expiry < new Date().toISOString().slice(0, 10) ? { ...values, fechaCaducidad: null } : values;
};

/**
 * `copiarOferta` / `copiarOfertaPerfilContrario`: a new offer with the same content, as a draft the
 * company completes and saves in the wizard (the client then offers to edit it). A draft is pending
 * (1) so that it can be edited, whatever the brand's publication, but waits for nobody and is seen
 * by no student; saving it follows the rules of a new offer. The answer names the fields the copy
 * still needs: an offer written before a field became required, or the other profile's step.
 */
export const copyOffer = (
  pool: Pool,
  caller: CompanyCaller,
  settings: CompanyBrandSettings,
  ref: string,
  opposite: boolean,
): Promise<Outcome<{ codigo: number; idOferta: number; urlAcceso: string; estado: OfferStateId; pendientes: FieldError[] }>> =>
  inTransaction(pool, async (db) => {
    const offer = await findOwnOffer(db, ref, caller.companyId);
    if (!offer) return refuse(Status.offerNotFound);
    const stored = withoutPastExpiry(await readOfferForm(db, offer.id));
    const values = opposite ? toOppositeProfile(stored) : stored;
    if (values.tipo === 'practicas' && settings.compruebaIban && !caller.iban) return refuse(Status.ibanMissing);
    const state = OfferState.pendingValidation;
    const form = draftForm(values);
    const copy = await insertOffer(db, form, {
      companyId: caller.companyId,
      userId: caller.userId,
      stateId: state,
      slug: newSlug(form.titulo),
      copiedFrom: offer.id,
      draft: true,
    });
    await recordOfferState(db, copy.id, state, caller.userId);
    return {
      ok: true,
      value: {
        codigo: OfferConfirmation.created,
        idOferta: copy.id,
        urlAcceso: copy.urlAcceso,
        estado: state,
        pendientes: pendingFields(values, settings),
      },
    };
  });

interface ListRow {
  idOferta: number;
  urlAcceso: string;
  titulo: string;
  tipo: OfferType;
  estado: OfferStateId;
  borrador: boolean;
  motivo: string | null;
  fecha: Date;
  fechaDestacada: Date | null;
  fechaCaducidad: Date | null;
  provincia: string | null;
  estudiaYtrabaja: boolean;
  plazas: number | null;
  managed: boolean;
  numCandidatos: number;
  numCandidatosNuevos: number;
  numSeleccionados: number;
}

/** The WHERE of the company's lists: the count and the batches read the same offers. */
const listCondition = (companyId: number, filters: MyOffersFilters) => {
  const params: unknown[] = [companyId];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const state = `(${effectiveStateSql})`;
  const conditions = ['o.company_id = $1', 'o.state_id <> 6'];
  conditions.push(
    filters.ambito === 'historico' ? `${state} IN (3, 4, 5)` : `${state} IN (1, 2)`,
  );
  if (filters.estado !== undefined) conditions.push(`${state} = ${add(filters.estado)}`);
  if (filters.titulo) conditions.push(`o.title ILIKE ${add(`%${filters.titulo.replace(/[\\%_]/g, '\\$&')}%`)}`);
  if (filters.tipo) conditions.push(`o.offer_type = ${add(filters.tipo)}`);
  if (filters.provincia) conditions.push(`o.province ILIKE ${add(filters.provincia)}`);
  if (filters.titulacion) conditions.push(`${add(filters.titulacion)} = ANY(o.degree_codes)`);
  if (filters.publicadaDesde) conditions.push(`o.published_at >= ${add(filters.publicadaDesde)}::date`);
  if (filters.publicadaHasta) conditions.push(`o.published_at < ${add(filters.publicadaHasta)}::date + 1`);
  if (filters.caducanPronto)
    conditions.push(`o.expires_at > now() AND o.expires_at <= now() + make_interval(days => ${add(expiringSoonDays)})`);
  if (filters.soloConCandidatos) conditions.push('EXISTS (SELECT 1 FROM candidacies ca WHERE ca.offer_id = o.id)');
  if (filters.omitirLeidos)
    conditions.push('EXISTS (SELECT 1 FROM candidacies ca WHERE ca.offer_id = o.id AND ca.seen_by_company_at IS NULL)');
  return { where: `FROM offers o WHERE ${conditions.join(' AND ')}`, params };
};

export const countMyOffers = async (pool: Pool, companyId: number, filters: MyOffersFilters) => {
  const { where, params } = listCondition(companyId, filters);
  const { rows } = await pool.query<{ total: number }>(`SELECT count(*)::integer AS total ${where}`, params);
  return rows[0]?.total ?? 0;
};

/** A batch of the company's offers: highlighted first, then newest (spec 001 §4), the id breaking ties. */
export const listMyOffers = async (
  pool: Pool,
  companyId: number,
  filters: MyOffersFilters & { desde: number; cantidad: number },
  settings: CompanyBrandSettings,
  language: Language,
): Promise<MyOffer[]> => {
  const { where, params } = listCondition(companyId, filters);
  const { rows } = await pool.query<ListRow>(
    `SELECT o.id AS "idOferta", o.access_slug AS "urlAcceso", o.title AS titulo, o.offer_type AS tipo,
            ${effectiveStateSql} AS estado, o.draft AS borrador, o.state_reason AS motivo, o.published_at AS fecha,
            o.highlighted_at AS "fechaDestacada", o.expires_at AS "fechaCaducidad", o.province AS provincia,
            o.study_and_work AS "estudiaYtrabaja", o.places AS plazas, o.manager_name IS NOT NULL AS managed,
            (SELECT count(*)::integer FROM candidacies ca WHERE ca.offer_id = o.id) AS "numCandidatos",
            (SELECT count(*)::integer FROM candidacies ca WHERE ca.offer_id = o.id AND ca.seen_by_company_at IS NULL)
              AS "numCandidatosNuevos",
            (SELECT count(*)::integer FROM candidacies ca WHERE ca.offer_id = o.id AND ca.state_id = 6) AS "numSeleccionados"
       ${where}
      ORDER BY o.highlighted_at DESC NULLS LAST, o.published_at DESC, o.id DESC
      OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, filters.desde, filters.cantidad],
  );
  return rows.map(({ managed, motivo, fecha, fechaDestacada, fechaCaducidad, ...row }) => ({
    ...row,
    textoPerfilOferta: row.tipo === 'practicas' ? 'Prácticas' : 'Empleo',
    descripcionEstado: row.borrador && row.estado === OfferState.pendingValidation ? draftStateName(language) : offerStateName(row.estado, language),
    descripcionEstadoMotivo: motivo,
    fecha: fecha.toISOString(),
    fechaDestacada: fechaDestacada?.toISOString() ?? null,
    fechaCaducidad: fechaCaducidad?.toISOString() ?? null,
    acciones: companyActions(row.estado, managed, settings),
  }));
};

/** `dameNumProcesos`: the company's active candidacies (not rejected, withdrawn or selected) per profile. */
export const processCounts = async (pool: Pool, companyId: number) => {
  const { rows } = await pool.query<{ practicas: number; empleo: number }>(
    `SELECT count(*) FILTER (WHERE o.offer_type = 'practicas')::integer AS practicas,
            count(*) FILTER (WHERE o.offer_type = 'empleo')::integer AS empleo
       FROM candidacies ca JOIN offers o ON o.id = ca.offer_id
      WHERE o.company_id = $1 AND o.state_id <> 6 AND ca.state_id NOT IN (6, 7, 17)`,
    [companyId],
  );
  return { numProcesosActivosPracticas: rows[0]?.practicas ?? 0, numProcesosActivosEmpleo: rows[0]?.empleo ?? 0 };
};

/** `dameProcesosEmpleoYpracticas`: the company's offers that have candidates, per profile. */
export const processesByProfile = async (pool: Pool, companyId: number) => {
  const { rows } = await pool.query<{
    idOferta: number;
    urlAcceso: string;
    titulo: string;
    tipo: OfferType;
    estado: OfferStateId;
    numCandidatos: number;
    numActivos: number;
  }>(
    `SELECT o.id AS "idOferta", o.access_slug AS "urlAcceso", o.title AS titulo, o.offer_type AS tipo,
            ${effectiveStateSql} AS estado, count(*)::integer AS "numCandidatos",
            count(*) FILTER (WHERE ca.state_id NOT IN (6, 7, 17))::integer AS "numActivos"
       FROM offers o JOIN candidacies ca ON ca.offer_id = o.id
      WHERE o.company_id = $1 AND o.state_id <> 6
      GROUP BY o.id
      ORDER BY o.published_at DESC, o.id DESC`,
    [companyId],
  );
  const of = (type: OfferType) => rows.filter((row) => row.tipo === type).map(({ tipo: _tipo, ...row }) => row);
  return { practicas: of('practicas'), empleo: of('empleo') };
};
