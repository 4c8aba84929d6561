import {
  OfferFieldRule,
  companyTutor,
  configurableOfferFields,
  offerDateProblem,
  offerExtraRequirements,
  offerFieldUseOf,
  offerForm,
  offerHoursProblem,
  type CompanyBrandSettings,
  type ConfigurableOfferField,
  type OfferForm,
  type OfferFormInput,
} from '@portal/contracts';
import type pg from 'pg';
import { z } from 'zod';
import {
  contractTypeName,
  isContractType,
  isInternshipType,
  islandName,
  unknownDegrees,
  unknownStudyScopes,
} from '../common/references';

/**
 * The wizard's form and the offer's columns: the brand's field configuration, the rules that
 * read the reference data or the world (degrees, contract types, dates, programmes, IBAN), and
 * the write and read of the offer's row and requirements.
 */

export interface FieldError {
  campo: string;
  regla: string;
}

const present = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

const internshipOnly: ReadonlySet<ConfigurableOfferField> = new Set(['centroCoste', 'ordenInterna', 'nota', 'tfg']);

/**
 * The brand's offer field configuration (contracts company/brand.ts camposOferta): a hidden field is
 * dropped, a required one must be filled (an error for its field otherwise).
 */
export const applyFieldConfiguration = (
  form: OfferForm,
  settings: CompanyBrandSettings,
): { form: OfferForm; errors: FieldError[] } => {
  const result: Record<string, unknown> = { ...form };
  const errors: FieldError[] = [];
  for (const field of configurableOfferFields) {
    if (internshipOnly.has(field) && form.tipo !== 'practicas') continue;
    const use = offerFieldUseOf(settings, field);
    if (use === 'oculto') result[field] = field === 'etiquetas' ? [] : null;
    else if (use === 'obligatorio' && !present(result[field])) errors.push({ campo: field, regla: OfferFieldRule.required });
  }
  return { form: result as OfferForm, errors };
};

/**
 * What a stored offer's values still miss or break against today's wizard (a copy of an offer
 * written before a field became required, a copy to the other profile): every field named, the
 * form's rules first, then the brand's configuration and the reference data.
 */
export const pendingFields = (values: unknown, settings: CompanyBrandSettings): FieldError[] => {
  const parsed = offerForm.safeParse(values);
  if (!parsed.success) {
    const seen = new Set<string>();
    return parsed.error.issues
      .map((issue) => ({
        campo: issue.path.join('.') || 'tipo',
        regla: issue.message in OfferFieldRule ? issue.message : OfferFieldRule.invalid,
      }))
      .filter((error) => !seen.has(error.campo) && Boolean(seen.add(error.campo)));
  }
  const { form, errors } = applyFieldConfiguration(parsed.data, settings);
  return [...errors, ...referenceErrors(form)];
};

/**
 * A stored form's values as the columns of a draft: what the form has not got yet is null
 * (an empty text, an unset number), so that an incomplete copy can be kept to finish later.
 */
export const draftForm = (values: OfferFormInput): OfferForm =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]),
  ) as unknown as OfferForm;

/**
 * Rules against the reference data and the internship aid rule's hours (the incorporation form's
 * own rule): each broken one names its field (400, status 15).
 */
export const referenceErrors = (form: OfferForm): FieldError[] => {
  const errors: FieldError[] = [];
  const hours = offerHoursProblem(form);
  if (hours) errors.push(hours);
  if (unknownDegrees(form.titulaciones).length > 0) errors.push({ campo: 'titulaciones', regla: OfferFieldRule.invalid });
  if (unknownStudyScopes(form.areasTitulaciones).length > 0)
    errors.push({ campo: 'areasTitulaciones', regla: OfferFieldRule.invalid });
  if (form.tipo === 'empleo' && !isContractType(form.idTipoContrato))
    errors.push({ campo: 'idTipoContrato', regla: OfferFieldRule.invalid });
  if (form.tipo === 'practicas' && form.idTipoPracticas !== null && !isInternshipType(form.idTipoPracticas))
    errors.push({ campo: 'idTipoPracticas', regla: OfferFieldRule.invalid });
  if (form.idIsla !== null && islandName(form.idIsla) === null) errors.push({ campo: 'idIsla', regla: OfferFieldRule.invalid });
  return errors;
};

const today = () => new Date().toISOString().slice(0, 10);

/** 27, 108, 109 (company/offers/offer-form.ts offerDateProblem), against the server's calendar day. */
export const dateRefusal = (form: OfferForm, creating: boolean) =>
  offerDateProblem(
    { tipo: form.tipo, fechaInicio: form.fechaInicio, fechaFin: form.fechaFin, ...(form.tipo === 'practicas' ? { ayudaEstudio: form.ayudaEstudio } : {}) },
    today(),
    creating,
  );

/** The fields no query reads, kept in the offer's `extra` document. */
const extraDocument = z.object({
  nombreForo: z.string().nullable().default(null),
  candidatoPreferente: z.string().nullable().default(null),
  empresaDestino: z.string().nullable().default(null),
  etiquetas: z.array(z.string()).default([]),
  // Whether the offer receives candidates is its state (contracts offer-form.ts activa): read back as the form takes it.
  activa: z
    .boolean()
    .default(true)
    .transform((): true => true),
  areas: z.array(z.string()).default([]),
  areasTitulaciones: z.array(z.number().int()).default([]),
  tiposFormacion: z.array(z.number().int()).default([]),
  experienciaRequerida: z.string().nullable().default(null),
  experienciaDeseable: z.string().nullable().default(null),
  anioMaximoTitulacion: z.number().int().nullable().default(null),
  motivosExclusion: z.string().nullable().default(null),
  fueraPeriodoLectivo: z.boolean().default(false),
  requisitosAdicionales: offerExtraRequirements.default(offerExtraRequirements.parse({})),
});

const extraOf = (form: OfferForm): z.infer<typeof extraDocument> => ({
  nombreForo: form.nombreForo,
  candidatoPreferente: form.candidatoPreferente,
  empresaDestino: form.empresaDestino,
  etiquetas: form.etiquetas,
  activa: form.activa,
  areas: form.areas,
  areasTitulaciones: form.areasTitulaciones,
  tiposFormacion: form.tiposFormacion,
  experienciaRequerida: form.experienciaRequerida,
  experienciaDeseable: form.experienciaDeseable,
  anioMaximoTitulacion: form.anioMaximoTitulacion,
  motivosExclusion: form.motivosExclusion,
  fueraPeriodoLectivo: form.fueraPeriodoLectivo,
  requisitosAdicionales: form.requisitosAdicionales,
});

/** The offer's columns from the form, in the order of `offerColumns`. */
const columnValues = (form: OfferForm): unknown[] => {
  const internship = form.tipo === 'practicas' ? form : null;
  const job = form.tipo === 'empleo' ? form : null;
  return [
    form.titulo,
    form.tipo,
    form.descripcion,
    form.tareas,
    form.puesto,
    form.departamento,
    form.plazas,
    form.provincia,
    form.poblacion,
    form.idIsla,
    form.idIsla === null ? null : islandName(form.idIsla),
    form.sector,
    form.tipoModalidadAsistencia,
    form.tipoPublicacion,
    form.urlInscripcionExterna,
    form.fechaCaducidad,
    form.estudiaYtrabaja,
    form.idPrograma,
    form.horario,
    form.horasAldia,
    form.numeroDiasSemana,
    form.tiempoDedicacionJornada,
    form.meses,
    form.fechaInicio,
    form.fechaFin,
    form.titulaciones,
    form.niveles,
    form.creditosMinimos,
    form.documentosRequeridos,
    job?.idTipoContrato ?? null,
    job ? contractTypeName(job.idTipoContrato) : null,
    // salario is what the students' lists show and sort by: the study aid for an internship.
    job ? job.salario : (internship?.ayudaEstudio ?? null),
    internship?.ayudaEstudio ?? null,
    internship?.curso ?? null,
    internship?.idTipoPracticas ?? null,
    internship ? JSON.stringify(internship.tutorEmpresa) : null,
    internship?.tutorUniversidad.nombre ?? null,
    internship?.centroCoste ?? null,
    internship?.ordenInterna ?? null,
    internship?.nota ?? null,
    internship?.tfg ? JSON.stringify(internship.tfg) : null,
    JSON.stringify(extraOf(form)),
  ];
};

const offerColumns = [
  'title',
  'offer_type',
  'description',
  'tasks',
  'job_post',
  'department',
  'places',
  'province',
  'town',
  'island_id',
  'island_name',
  'sector',
  'modality_id',
  'publication_type',
  'external_enrolment_url',
  'expires_at',
  'study_and_work',
  'programme_id',
  'schedule',
  'hours_per_day',
  'days_per_week',
  'dedication_percent',
  'duration_months',
  'starts_on',
  'ends_on',
  'degree_codes',
  'levels',
  'min_credits_percent',
  'required_documents',
  'contract_type_id',
  'contract',
  'salary',
  'study_aid',
  'course',
  'internship_type_id',
  'company_tutor',
  'university_tutor_name',
  'cost_centre',
  'internal_order',
  'min_grade',
  'final_project',
  'extra',
] as const;

/** expires_at is a moment: an offer expiring "on" a day is open all that day. */
const placeholder = (column: string, index: number) =>
  column === 'expires_at' ? `($${index}::date + 1)::timestamptz` : `$${index}`;

const writeRequirements = async (db: pg.PoolClient, offerId: number, form: OfferForm) => {
  await db.query('DELETE FROM offer_requirements WHERE offer_id = $1', [offerId]);
  const seen = new Set<string>();
  for (const requirement of form.requisitos) {
    // One row per kind and value (the table's key): a repeated one is the same requirement.
    const key = `${requirement.tipo}|${requirement.valor ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await db.query(
      'INSERT INTO offer_requirements (offer_id, kind, value, label, mandatory) VALUES ($1, $2, $3, $4, $5)',
      [offerId, requirement.tipo, requirement.valor, requirement.descripcion, requirement.obligatorio],
    );
  }
};

/** Inserts a new offer of the company with the form's fields; answers its id and access URL. */
export const insertOffer = async (
  db: pg.PoolClient,
  form: OfferForm,
  { companyId, userId, stateId, slug, copiedFrom = null, draft = false }: {
    companyId: number;
    /** The company user who writes it; null for the demo seed. */
    userId: number | null;
    stateId: number;
    slug: string;
    copiedFrom?: number | null;
    /** A copy to complete in the wizard (offers.draft): its form may still miss fields. */
    draft?: boolean;
  },
) => {
  const values = columnValues(form);
  const columns = [...offerColumns, 'company_id', 'created_by', 'state_id', 'access_slug', 'copied_from', 'draft'];
  const placeholders = columns.map((column, index) => placeholder(column, index + 1));
  const { rows } = await db.query<{ id: number; urlAcceso: string }>(
    `INSERT INTO offers (${columns.join(', ')}, published_at)
     VALUES (${placeholders.join(', ')}, now())
     RETURNING id, access_slug AS "urlAcceso"`,
    [...values, companyId, userId, stateId, slug, copiedFrom, draft],
  );
  const offer = rows[0]!;
  await writeRequirements(db, offer.id, form);
  return offer;
};

/** Overwrites the form's fields of an offer (the edit call); a saved draft is a draft no more. */
export const updateOffer = async (db: pg.PoolClient, offerId: number, form: OfferForm) => {
  const assignments = offerColumns.map((column, index) => `${column} = ${placeholder(column, index + 2)}`);
  await db.query(`UPDATE offers SET ${assignments.join(', ')}, draft = false, updated_at = now() WHERE id = $1`, [
    offerId,
    ...columnValues(form),
  ]);
  await writeRequirements(db, offerId, form);
};

interface FormRow {
  titulo: string;
  tipo: 'empleo' | 'practicas';
  descripcion: string | null;
  tareas: string | null;
  puesto: string | null;
  departamento: string | null;
  plazas: number | null;
  provincia: string | null;
  poblacion: string | null;
  idIsla: number | null;
  sector: string | null;
  tipoModalidadAsistencia: 1 | 2 | 3 | null;
  tipoPublicacion: 1 | 2;
  urlInscripcionExterna: string | null;
  fechaCaducidad: string | null;
  estudiaYtrabaja: boolean;
  idPrograma: number | null;
  horario: string | null;
  horasAldia: string | null;
  numeroDiasSemana: number | null;
  tiempoDedicacionJornada: number | null;
  meses: number | null;
  fechaInicio: string | null;
  fechaFin: string | null;
  titulaciones: string[];
  niveles: ('cicloFormativo' | 'grado' | 'postgrado' | 'doctorado')[];
  creditosMinimos: number | null;
  documentosRequeridos: string[];
  idTipoContrato: number | null;
  salario: string | null;
  ayudaEstudio: string | null;
  curso: string | null;
  idTipoPracticas: number | null;
  tutorEmpresa: unknown;
  tutorUniversidad: string | null;
  centroCoste: string | null;
  ordenInterna: string | null;
  nota: string | null;
  tfg: { enlace: string | null; titulo: string | null; tutor: string | null } | null;
  extra: unknown;
}

/** Reads an offer's row as the form's values (dameOfertaEditable, copies). */
export const readOfferForm = async (db: pg.PoolClient | pg.Pool, offerId: number): Promise<OfferFormInput> => {
  const { rows } = await db.query<FormRow>(
    `SELECT title AS titulo, offer_type AS tipo, description AS descripcion, tasks AS tareas, job_post AS puesto,
            department AS departamento, places AS plazas, province AS provincia, town AS poblacion,
            island_id AS "idIsla", sector, modality_id AS "tipoModalidadAsistencia", publication_type AS "tipoPublicacion",
            external_enrolment_url AS "urlInscripcionExterna",
            to_char((expires_at - interval '1 day')::date, 'YYYY-MM-DD') AS "fechaCaducidad",
            study_and_work AS "estudiaYtrabaja", programme_id AS "idPrograma", schedule AS horario,
            hours_per_day AS "horasAldia", days_per_week AS "numeroDiasSemana",
            dedication_percent::float8 AS "tiempoDedicacionJornada", duration_months AS meses,
            to_char(starts_on, 'YYYY-MM-DD') AS "fechaInicio", to_char(ends_on, 'YYYY-MM-DD') AS "fechaFin",
            degree_codes AS titulaciones, levels AS niveles, min_credits_percent AS "creditosMinimos",
            required_documents AS "documentosRequeridos", contract_type_id AS "idTipoContrato", salary AS salario,
            study_aid AS "ayudaEstudio", course AS curso, internship_type_id AS "idTipoPracticas",
            company_tutor AS "tutorEmpresa", university_tutor_name AS "tutorUniversidad",
            cost_centre AS "centroCoste", internal_order AS "ordenInterna", min_grade AS nota,
            final_project AS tfg, extra
       FROM offers WHERE id = $1`,
    [offerId],
  );
  const row = rows[0]!;
  const requirements = await db.query<{ tipo: OfferForm['requisitos'][number]['tipo']; valor: string | null; descripcion: string; obligatorio: boolean }>(
    `SELECT kind AS tipo, value AS valor, label AS descripcion, mandatory AS obligatorio
       FROM offer_requirements WHERE offer_id = $1 ORDER BY id`,
    [offerId],
  );
  const extra = extraDocument.parse(row.extra ?? {});
  const number = (value: string | null) => (value === null ? null : Number(value));
  const common = {
    titulo: row.titulo,
    descripcion: row.descripcion ?? '',
    tareas: row.tareas ?? '',
    puesto: row.puesto ?? '',
    departamento: row.departamento ?? '',
    plazas: row.plazas ?? 1,
    provincia: row.provincia ?? '',
    poblacion: row.poblacion ?? '',
    idIsla: row.idIsla,
    sector: row.sector,
    tipoModalidadAsistencia: row.tipoModalidadAsistencia ?? 1,
    tipoPublicacion: row.tipoPublicacion,
    urlInscripcionExterna: row.urlInscripcionExterna,
    fechaCaducidad: row.fechaCaducidad,
    estudiaYtrabaja: row.estudiaYtrabaja,
    idPrograma: row.idPrograma,
    horario: row.horario ?? '',
    horasAldia: number(row.horasAldia) ?? '',
    numeroDiasSemana: row.numeroDiasSemana ?? 5,
    tiempoDedicacionJornada: row.tiempoDedicacionJornada ?? 100,
    meses: row.meses ?? 0,
    fechaInicio: row.fechaInicio,
    fechaFin: row.fechaFin,
    titulaciones: row.titulaciones,
    niveles: row.niveles,
    creditosMinimos: row.creditosMinimos,
    documentosRequeridos: row.documentosRequeridos,
    requisitos: requirements.rows,
    ...extra,
  };
  if (row.tipo === 'empleo') {
    return { ...common, tipo: 'empleo', idTipoContrato: row.idTipoContrato ?? 0, salario: number(row.salario) ?? '' };
  }
  // An older offer may hold part of the tutor: kept, so that the wizard asks only for what is missing.
  const storedTutor = { nombre: '', apellidos: '', email: '', titulacion: '', ...((row.tutorEmpresa as object | null) ?? {}) };
  const tutor = companyTutor.safeParse(storedTutor);
  return {
    ...common,
    tipo: 'practicas',
    ayudaEstudio: number(row.ayudaEstudio) ?? '',
    curso: row.curso ?? '',
    idTipoPracticas: row.idTipoPracticas,
    tutorEmpresa: tutor.success ? tutor.data : storedTutor,
    tutorUniversidad: { nombre: row.tutorUniversidad ?? '' },
    centroCoste: row.centroCoste,
    ordenInterna: row.ordenInterna,
    nota: number(row.nota),
    tfg: row.tfg,
  };
};
