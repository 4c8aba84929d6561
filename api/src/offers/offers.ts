import type pg from 'pg';
import {
  offerListing,
  type Language,
  type OfferDetail,
  type OfferListing,
  type OfferRequirement,
  type OfferType,
} from '@portal/contracts';
import type { SeenAtLookup } from '../platform/auth/sessions';
import type { Pool } from '../platform/db/pool';
import { loadStanding } from './candidacies';
import { mandatoryRequirements, meetsRequirement } from './student-standing';
import { degreeNames, offerFacts, offerFactsColumns, type OfferFactsRow, type OfferReader } from './offer-facts';
import {
  currentAsSeen,
  keptPagesPerOrder,
  listKey,
  listOrder,
  stillCurrent,
  visibleOffers,
  visibleOrdersOf,
  type VisibleOrder,
} from './visible-order';

/** textoPerfilOferta: the spec marks an internship with the value "Prácticas". */
const profileText: Record<OfferType, string> = { empleo: 'Empleo', practicas: 'Prácticas' };

/*
 * The hot queries are named: each connection parses and plans them once, then only executes them.
 */

/**
 * The count of the list's offers: the length of the order this server holds, when it is current
 * as the request's session lookup saw the list's version (`seen`), or read again.
 */
export const countOffers = async (pool: Pool, type: OfferType, seen: SeenAtLookup): Promise<number> => {
  const orders = visibleOrdersOf(pool);
  const held = orders.of(type);
  const order = await held;
  // A renewed order is read in one statement: it is the database's at that moment.
  return currentAsSeen(order, seen) ? order.ids.length : (await orders.renew(type, held)).ids.length;
};

/** The open offers of both types flagged estudiaYtrabaja: the menu offers the programme page only when there are some. */
export const countStudyAndWorkOffers = async (pool: Pool): Promise<number> => {
  const counts = await Promise.all(
    (['empleo', 'practicas'] as const).map((type) =>
      pool.query<{ total: number }>({
        name: 'student-study-and-work-count',
        text: `SELECT count(*)::integer AS total ${visibleOffers} AND o.study_and_work`,
        values: [type],
      }),
    ),
  );
  return counts.reduce((sum, { rows }) => sum + (rows[0]?.total ?? 0), 0);
};

interface OfferRow {
  idOferta: number;
  urlAcceso: string;
  titulo: string;
  empresa: string;
  fecha: Date;
  fechaDestacada: Date | null;
  provincia: string | null;
  tipo: OfferType;
  estudiaYtrabaja: boolean;
  idIsla: number | null;
  nombreIsla: string | null;
  sector: string | null;
  tipoModalidadAsistencia: 1 | 2 | 3 | null;
  contrato: string | null;
  salario: string | null;
  tiempoDedicacionJornada: number | null;
  meses: number | null;
}

/** The columns of a listed offer, under the contract's names. */
const listingColumns = `
  o.id AS "idOferta", o.access_slug AS "urlAcceso", o.title AS titulo, c.trade_name AS empresa,
  o.published_at AS fecha, o.highlighted_at AS "fechaDestacada", o.province AS provincia,
  o.offer_type AS tipo, o.study_and_work AS "estudiaYtrabaja", o.island_id AS "idIsla",
  o.island_name AS "nombreIsla", o.sector, o.modality_id AS "tipoModalidadAsistencia", o.contract AS contrato,
  o.salary AS salario, o.dedication_percent::float8 AS "tiempoDedicacionJornada", o.duration_months AS meses`;

const toListing = (row: OfferRow): OfferListing => ({
  ...row,
  fecha: row.fecha.toISOString(),
  fechaDestacada: row.fechaDestacada?.toISOString() ?? null,
  textoPerfilOferta: profileText[row.tipo],
  // numeric arrives as text from pg: a number for the client's numeric salary sorting.
  salario: row.salario === null ? null : Number(row.salario),
});

/**
 * A listing as the answer carries it: checked against the contract, serialised and encoded once
 * (a kept listing is sent as it is, page after page, see `listAnswer`). Bytes, not text: encoding
 * a 50-offer page of text to UTF-8 on every request was the list's largest cost after the socket.
 */
const listingJson = (row: OfferRow): Buffer => Buffer.from(JSON.stringify(offerListing.encode(toListing(row))));

const listStart = Buffer.from('{"status":0,"datos":[');
const listComma = Buffer.from(',');
const listEnd = Buffer.from(']}');

/**
 * The list's answer, `ok(listings)` as the route's serializer would write it, from listings
 * already serialised, checked against the contract and encoded (`listingJson`): a page of 50 kept
 * offers is then copied, not checked, serialised and encoded again on every request.
 */
export const listAnswer = (listings: Buffer[]): Buffer =>
  Buffer.concat([listStart, ...listings.flatMap((listing, index) => (index === 0 ? [listing] : [listComma, listing])), listEnd]);

/**
 * The answer of the page of the offers at `first` and after in an order this server holds
 * (undefined when it is no longer current): a page answered before at the same version is sent as
 * it was; otherwise the listings it lacks are read by id in a statement that checks the order
 * again. When nothing is read, what the request's session lookup saw (`seen`) is the check.
 */
const pageOf = async (
  pool: Pool,
  order: VisibleOrder,
  { first, cantidad, seen }: { first: number; cantidad: number; seen: SeenAtLookup },
): Promise<Buffer | undefined> => {
  const key = `${first}:${cantidad}`;
  const kept = order.pages.get(key);
  if (kept) return currentAsSeen(order, seen) ? kept : undefined;
  const ids = order.ids.slice(first, first + cantidad);
  const missing = ids.filter((id) => !order.listings.has(id));
  if (missing.length === 0) {
    if (!currentAsSeen(order, seen)) return undefined;
  } else {
    const { rows } = await pool.query<Partial<OfferRow> & { current: boolean }>({
      name: 'student-offers-by-id',
      // The left join answers one row even when no listing is read, to carry the check.
      text: `SELECT ${stillCurrent('$2', '$3')} AS current, page.*
               FROM (VALUES (1)) one
               LEFT JOIN (SELECT ${listingColumns} FROM offers o JOIN companies c ON c.id = o.company_id
                           WHERE o.id = ANY($1::integer[])) page ON true`,
      values: [missing, order.version, order.firstExpiryMicros],
    });
    if (!rows[0]?.current) return undefined;
    for (const { current: _current, ...row } of rows) {
      if (row.idOferta !== undefined && row.idOferta !== null) order.listings.set(row.idOferta, listingJson(row as OfferRow));
    }
  }
  const answer = listAnswer(ids.flatMap((id) => order.listings.get(id) ?? []));
  if (order.pages.size >= keptPagesPerOrder) order.pages.delete(order.pages.keys().next().value!);
  order.pages.set(key, answer);
  return answer;
};

/**
 * The answer of one page of offers in the lists' order. `desde` skips that many offers; `despuesDe` (the
 * idOferta of the last offer of the previous page), when given, starts right after that offer
 * instead (keyset): offers published or closed meanwhile never shift a page. An offer that no
 * longer exists as a cursor falls back to `desde`. Pages come from the order this server holds
 * (visible-order.ts), so any page costs the same however deep; a cursor that is not in it (an offer
 * closed since) and an order that changes again while it is read again are answered by the database.
 */
export const listOffers = async (
  pool: Pool,
  type: OfferType,
  query: { desde: number; cantidad: number; despuesDe?: number | undefined },
  seen: SeenAtLookup,
): Promise<Buffer> => {
  const orders = visibleOrdersOf(pool);
  let held = orders.of(type);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const order = await held;
    const after = query.despuesDe === undefined ? undefined : order.places.get(query.despuesDe);
    if (query.despuesDe !== undefined && after === undefined) break;
    const first = after === undefined ? query.desde : after + 1;
    const page = await pageOf(pool, order, { first, cantidad: query.cantidad, seen });
    if (page) return page;
    held = orders.renew(type, held);
  }
  return listAnswer(await listFromIndex(pool, type, query));
};

/** One page of offers read from the list's index, by cursor or by skipping. */
const listFromIndex = async (
  pool: Pool,
  type: OfferType,
  { desde, cantidad, despuesDe }: { desde: number; cantidad: number; despuesDe?: number | undefined },
): Promise<Buffer[]> => {
  if (despuesDe !== undefined) {
    const { rows } = await pool.query<OfferRow>({
      name: 'student-offers-after',
      text: `SELECT ${listingColumns}
               FROM (SELECT o.id ${visibleOffers}
                        AND (${listKey('o')}) < (SELECT ${listKey('a')} FROM offers a WHERE a.id = $2)
                      ORDER BY ${listOrder} LIMIT $3) page
               JOIN offers o ON o.id = page.id JOIN companies c ON c.id = o.company_id
              ORDER BY ${listOrder}`,
      values: [type, despuesDe, cantidad],
    });
    if (rows.length > 0 || (await offerExists(pool, despuesDe))) return rows.map(listingJson);
  }
  // Only the ids of the skipped rows are read, from the index; the page's columns are read after.
  const { rows } = await pool.query<OfferRow>({
    name: 'student-offers-page',
    text: `SELECT ${listingColumns}
             FROM (SELECT o.id ${visibleOffers} ORDER BY ${listOrder} OFFSET $2 LIMIT $3) page
             JOIN offers o ON o.id = page.id JOIN companies c ON c.id = o.company_id
            ORDER BY ${listOrder}`,
    values: [type, desde, cantidad],
  });
  return rows.map(listingJson);
};

const offerExists = async (pool: Pool, id: number) =>
  ((await pool.query({ name: 'offer-exists', text: 'SELECT 1 FROM offers WHERE id = $1', values: [id] }))
    .rowCount ?? 0) > 0;

export interface DetailRow extends OfferRow, OfferFactsRow {
  descripcion: string | null;
  plazas: number | null;
  horario: string | null;
  horasAldia: string | null;
  numeroDiasSemana: number | null;
  fechaInicio: Date | null;
  fechaFin: Date | null;
  fechaCaducidad: Date | null;
  titulaciones: string[];
  niveles: string[];
  creditosMinimos: number | null;
  soloBecarios: boolean;
  sinPracticasPendientes: boolean;
  requiereCvPropio: boolean;
  documentosRequeridos: string[];
  urlInscripcionExterna: string | null;
  empresaDescripcion: string | null;
  candidaturaUrl: string | null;
  candidaturaEstado: number | null;
  /** The offer's requirements in one round trip with the offer, in the order they were written. */
  requisitos: (OfferRequirement & { obligatorio: boolean })[];
}

const dateOnly = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/** The detail's columns, with the candidacy of the student $2 (none when $2 is null). */
const detailColumns = `
  ${listingColumns}, o.description AS descripcion, o.places AS plazas, o.schedule AS horario,
  o.hours_per_day AS "horasAldia", o.days_per_week AS "numeroDiasSemana", o.starts_on AS "fechaInicio",
  o.ends_on AS "fechaFin", o.expires_at AS "fechaCaducidad", o.degree_codes AS titulaciones,
  o.levels AS niveles, o.min_credits_percent AS "creditosMinimos", o.scholarship_only AS "soloBecarios",
  o.without_pending_internships AS "sinPracticasPendientes", o.requires_own_cv AS "requiereCvPropio",
  o.required_documents AS "documentosRequeridos", o.external_enrolment_url AS "urlInscripcionExterna",
  c.description AS "empresaDescripcion", ${offerFactsColumns}, ca.access_slug AS "candidaturaUrl", ca.state_id AS "candidaturaEstado",
  (SELECT coalesce(json_agg(json_build_object('tipo', r.kind, 'valor', r.value, 'descripcion', r.label,
                                              'obligatorio', r.mandatory) ORDER BY r.id), '[]')
     FROM offer_requirements r WHERE r.offer_id = o.id) AS requisitos`;
const detailFrom = `
    FROM offers o JOIN companies c ON c.id = o.company_id
    LEFT JOIN candidacies ca ON ca.offer_id = o.id AND ca.student_id = $2`;
const detailSelect = `SELECT ${detailColumns} ${detailFrom}`;

export const toDetail = (row: DetailRow, language: Language, reader: OfferReader): OfferDetail => {
  const {
    factTasks: _tasks,
    factPost: _post,
    factDepartment: _department,
    factTown: _town,
    factExtra: _extra,
    factStudyAid: _studyAid,
    factCourse: _course,
    factInternshipType: _internshipType,
    factCompanyTutor: _companyTutor,
    factUniversityTutor: _universityTutor,
    requisitos,
    empresaDescripcion,
    candidaturaUrl,
    candidaturaEstado,
    horasAldia,
    fechaInicio,
    fechaFin,
    fechaCaducidad,
    ...rest
  } = row;
  const requirement = ({ tipo, valor, descripcion }: OfferRequirement) => ({ tipo, valor, descripcion });
  return {
    ...rest,
    ...toListing(row),
    horasAldia: horasAldia === null ? null : Number(horasAldia),
    fechaInicio: dateOnly(fechaInicio),
    fechaFin: dateOnly(fechaFin),
    fechaCaducidad: fechaCaducidad?.toISOString() ?? null,
    titulacionesNombres: degreeNames(row.titulaciones, language),
    requisitosObligatorios: requisitos.filter((item) => item.obligatorio).map(requirement),
    requisitosDeseables: requisitos.filter((item) => !item.obligatorio).map(requirement),
    empresaDatos: { nombreComercial: row.empresa, descripcion: empresaDescripcion },
    candidatura:
      candidaturaUrl !== null && candidaturaEstado !== null
        ? { urlAcceso: candidaturaUrl, idEstado: candidaturaEstado }
        : null,
    datosOferta: offerFacts(row, language, reader),
  };
};

/**
 * The detail of an open offer by its access URL as the student $2 reads it (none: not found,
 * closed, expired or of a hidden company), and in the same statement the version of the details
 * it belongs to (migration 075), for kept-details.ts.
 */
export const readStudentOfferDetail = async (
  pool: Pool,
  slug: string,
  studentId: number,
): Promise<(DetailRow & { keptVersion: string }) | undefined> => {
  const { rows } = await pool.query<DetailRow & { keptVersion: string }>({
    name: 'student-offer-detail',
    text: `SELECT ${detailColumns},
                  (SELECT version FROM kept_data_versions WHERE name = 'student_offer_details')::text AS "keptVersion"
            ${detailFrom}
            WHERE o.access_slug = $1 AND o.closed_at IS NULL AND o.state_id = 2
              AND (o.expires_at IS NULL OR o.expires_at > now())
              AND c.validated AND NOT c.blocked`,
    values: [slug, studentId],
  });
  return rows[0];
};

/**
 * A company's own offer in any state, as students see (or will see) its detail page, with the
 * company tutor's contact (read by the company and the careers office).
 */
export const findCompanyOfferDetail = async (
  pool: Pool | pg.PoolClient,
  offerId: number,
  companyId: number,
  language: Language,
): Promise<OfferDetail | undefined> => {
  const { rows } = await pool.query<DetailRow>(`${detailSelect} WHERE o.id = $1 AND o.company_id = $3`, [
    offerId,
    null,
    companyId,
  ]);
  const row = rows[0];
  return row ? toDetail(row, language, 'empresa') : undefined;
};

/**
 * `ofertasEncajanConUsuario`: the open offers whose degree and level restrictions the student
 * meets and whose mandatory requirements the student's profile covers.
 */
export const matchingOfferIds = async (pool: Pool, studentId: number): Promise<number[]> => {
  const student = await loadStanding(pool, studentId);
  if (!student) return [];
  const { rows } = await pool.query<{ id: number }>(
    `SELECT o.id FROM offers o JOIN companies c ON c.id = o.company_id
      WHERE o.closed_at IS NULL AND o.state_id = 2 AND (o.expires_at IS NULL OR o.expires_at > now())
        AND c.validated AND NOT c.blocked
        AND (cardinality(o.degree_codes) = 0 OR $1 = ANY(o.degree_codes))
        AND (cardinality(o.levels) = 0 OR $2 = ANY(o.levels))
      ORDER BY o.id`,
    [student.degreeCode, student.level],
  );
  const ids = rows.map((row) => row.id);
  const unmet = new Set(
    (await mandatoryRequirements(pool, ids))
      .filter((requirement) => !meetsRequirement(requirement, student))
      .map((requirement) => requirement.offerId),
  );
  return ids.filter((id) => !unmet.has(id));
};
