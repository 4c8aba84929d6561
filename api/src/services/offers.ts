import type { OfferDetail, OfferListing, OfferRequirement, OfferType } from '@portal/contracts';
import type { Pool } from '../db/pool';
import { loadStanding } from './candidacies';
import { mandatoryRequirements, meetsRequirement } from './student-standing';

/**
 * Which offers a student sees: open (not closed, not expired) offers of validated, unblocked
 * companies. The count and the list use the same condition, so that a client fetching in
 * batches until it reaches the count gets every offer exactly once.
 */
const visibleOffers = `
  FROM offers o JOIN companies c ON c.id = o.company_id
 WHERE o.offer_type = $1
   AND o.closed_at IS NULL
   AND (o.expires_at IS NULL OR o.expires_at > now())
   AND c.validated AND NOT c.blocked`;

/** textoPerfilOferta: the spec marks an internship with the value "Prácticas". */
const profileText: Record<OfferType, string> = { empleo: 'Empleo', practicas: 'Prácticas' };

export const countOffers = async (pool: Pool, type: OfferType): Promise<number> => {
  const { rows } = await pool.query<{ total: number }>(`SELECT count(*)::integer AS total ${visibleOffers}`, [
    type,
  ]);
  return rows[0]?.total ?? 0;
};

/** The open offers of both types flagged estudiaYtrabaja: the menu offers the programme page only when there are some. */
export const countStudyAndWorkOffers = async (pool: Pool): Promise<number> => {
  const counts = await Promise.all(
    (['empleo', 'practicas'] as const).map((type) =>
      pool.query<{ total: number }>(`SELECT count(*)::integer AS total ${visibleOffers} AND o.study_and_work`, [type]),
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
  o.salary AS salario, o.dedication_percent AS "tiempoDedicacionJornada", o.duration_months AS meses`;

const toListing = (row: OfferRow): OfferListing => ({
  ...row,
  fecha: row.fecha.toISOString(),
  fechaDestacada: row.fechaDestacada?.toISOString() ?? null,
  textoPerfilOferta: profileText[row.tipo],
  // numeric arrives as text from pg: a number for the client's numeric salary sorting.
  salario: row.salario === null ? null : Number(row.salario),
});

/**
 * One page of offers: highlighted ones first (most recently highlighted first), then newest
 * first (spec 000 §9); the id breaks ties so that pages never overlap or skip.
 */
export const listOffers = async (
  pool: Pool,
  type: OfferType,
  { desde, cantidad }: { desde: number; cantidad: number },
): Promise<OfferListing[]> => {
  const { rows } = await pool.query<OfferRow>(
    `SELECT ${listingColumns}
       ${visibleOffers}
      ORDER BY o.highlighted_at DESC NULLS LAST, o.published_at DESC, o.id DESC
      OFFSET $2 LIMIT $3`,
    [type, desde, cantidad],
  );
  return rows.map(toListing);
};

interface DetailRow extends OfferRow {
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
}

const dateOnly = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/**
 * The detail page of an open offer by its access URL, with the company, the requirements and the
 * caller's candidacy to it (undefined: not found, closed, expired or of a hidden company).
 */
export const findOffer = async (
  pool: Pool,
  slug: string,
  studentId: number,
): Promise<OfferDetail | undefined> => {
  const { rows } = await pool.query<DetailRow>(
    `SELECT ${listingColumns}, o.description AS descripcion, o.places AS plazas, o.schedule AS horario,
            o.hours_per_day AS "horasAldia", o.days_per_week AS "numeroDiasSemana", o.starts_on AS "fechaInicio",
            o.ends_on AS "fechaFin", o.expires_at AS "fechaCaducidad", o.degree_codes AS titulaciones,
            o.levels AS niveles, o.min_credits_percent AS "creditosMinimos", o.scholarship_only AS "soloBecarios",
            o.without_pending_internships AS "sinPracticasPendientes", o.requires_own_cv AS "requiereCvPropio",
            o.required_documents AS "documentosRequeridos", o.external_enrolment_url AS "urlInscripcionExterna",
            c.description AS "empresaDescripcion", ca.access_slug AS "candidaturaUrl", ca.state_id AS "candidaturaEstado"
       FROM offers o JOIN companies c ON c.id = o.company_id
       LEFT JOIN candidacies ca ON ca.offer_id = o.id AND ca.student_id = $2
      WHERE o.access_slug = $1 AND o.closed_at IS NULL
        AND (o.expires_at IS NULL OR o.expires_at > now())
        AND c.validated AND NOT c.blocked`,
    [slug, studentId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const requirements = await pool.query<OfferRequirement & { obligatorio: boolean }>(
    `SELECT kind AS tipo, value AS valor, label AS descripcion, mandatory AS obligatorio
       FROM offer_requirements WHERE offer_id = $1 ORDER BY id`,
    [row.idOferta],
  );
  const {
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
    requisitosObligatorios: requirements.rows.filter((item) => item.obligatorio).map(requirement),
    requisitosDeseables: requirements.rows.filter((item) => !item.obligatorio).map(requirement),
    empresaDatos: { nombreComercial: row.empresa, descripcion: empresaDescripcion },
    candidatura:
      candidaturaUrl !== null && candidaturaEstado !== null
        ? { urlAcceso: candidaturaUrl, idEstado: candidaturaEstado }
        : null,
  };
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
      WHERE o.closed_at IS NULL AND (o.expires_at IS NULL OR o.expires_at > now())
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
