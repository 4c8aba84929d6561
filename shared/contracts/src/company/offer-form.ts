import { z } from 'zod';
import { checkPhone } from '../platform/phone';
import { isCalendarDay } from '../platform/days';
import { idNumber } from '../platform/ids';
import { Status } from '../platform/status';
import { isValidNationalId, isWellFormedEmail } from '../accounts/account';
import { provinceIdSchema } from '../reference-data/domains';
import { modalityIds } from '../offers/offers';
import { internshipHoursProblem } from './internship-hours';

/**
 * The offer wizard of a company (spec 001 §2, §3, §5): `addOferta` and the edit call take this
 * body, and the wizard validates each step with the same schemas. Every field rule of §5 is
 * here; the rules that compare a field with the world (dates against today, the company's IBAN,
 * a programme's dedication) are business rules the server answers with their codes (27, 58, 72,
 * 108, 109): `offerDateProblem` lets the form check the date ones before sending.
 *
 * Issue messages are keys of `offerFieldMessages` (company/offer-messages.ts): the form words
 * them in its language; the server answers 400 with status 15 and each failing field.
 */
export const OfferFieldRule = {
  required: 'required',
  minimumOne: 'minimumOne',
  numeric: 'numeric',
  months: 'months',
  dedication: 'dedication',
  daysPerWeek: 'daysPerWeek',
  atLeastOneDegree: 'atLeastOneDegree',
  email: 'email',
  phone: 'phone',
  phoneTooLong: 'phoneTooLong',
  url: 'url',
  costCentre: 'costCentre',
  internalOrder: 'internalOrder',
  grade: 'grade',
  nationalId: 'nationalId',
  date: 'date',
  tooLong: 'tooLong',
  hoursPerDay: 'hoursPerDay',
  hoursPerWeek: 'hoursPerWeek',
  levelNotTaught: 'levelNotTaught',
  closeInstead: 'closeInstead',
  invalid: 'invalid',
} as const;
export type OfferFieldRuleKey = keyof typeof OfferFieldRule;

const requiredText = (max: number) =>
  z
    .string(OfferFieldRule.required)
    .trim()
    .min(1, OfferFieldRule.required)
    .max(max, OfferFieldRule.tooLong);

/** An optional text: empty or missing is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, OfferFieldRule.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** A number typed in a form: a number, or its text with a decimal point or comma ("3,5" is 3.5). */
export const parseDecimal = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
};

const decimal = (rule: string = OfferFieldRule.numeric) =>
  z
    .union([z.number(), z.string()], OfferFieldRule.required)
    .transform((value, context) => {
      const parsed = parseDecimal(value);
      if (parsed === undefined) {
        context.addIssue({
          code: 'custom',
          message: typeof value === 'string' && value.trim() === '' ? OfferFieldRule.required : rule,
        });
        return z.NEVER;
      }
      return parsed;
    });

const integerIn = (min: number, max: number, rule: string) =>
  decimal(rule).pipe(z.number().int(rule).min(min, rule).max(max, rule));

/** A calendar day as the form's date inputs give it. */
const isoDay = z
  .string(OfferFieldRule.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, OfferFieldRule.date)
  .refine(isCalendarDay, OfferFieldRule.date);

/** URL pattern of spec 001 §5: http(s), a host with a dot, no spaces. */
export const urlPattern = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:\d+)?([/?#]\S*)?$/i;
const url = z.string().trim().max(500, OfferFieldRule.tooLong).regex(urlPattern, OfferFieldRule.url);

/** Cost centre (spec 001 §5, §9): 10 characters starting ESB00. */
export const isCostCentre = (value: string): boolean => /^ESB00[A-Z0-9]{5}$/i.test(value);
/** Internal order (spec 001 §5, §9): 12 digits starting 30000. */
export const isInternalOrder = (value: string): boolean => /^30000\d{7}$/.test(value);

const email = z
  .string(OfferFieldRule.required)
  .trim()
  .min(1, OfferFieldRule.required)
  .max(254, OfferFieldRule.tooLong)
  .refine(isWellFormedEmail, OfferFieldRule.email);

/** Requirement kinds the students' offer detail shows (offers.ts offerRequirement). */
export const offerRequirementKinds = [
  'idioma',
  'carnetConducir',
  'vehiculoPropio',
  'disponibilidadTraslado',
  'edadMaxima',
  'otro',
] as const;

export const offerRequirementInput = z.object({
  tipo: z.enum(offerRequirementKinds, OfferFieldRule.invalid),
  /** The language code and level ("en:B2"), the maximum age...; null where nothing is measured. */
  valor: optionalText(50),
  descripcion: requiredText(300),
  obligatorio: z.boolean(),
});

const idList = z.array(idNumber).max(100).default([]);

/** Requirements no filter of the students' side reads: kept with the offer and shown on it. */
export const offerExtraRequirements = z.object({
  competencias: idList,
  programasInformaticos: idList,
  intereses: idList,
  nacionalidades: idList,
  paisesResidencia: idList,
  provinciasResidencia: z.array(provinceIdSchema).max(53).default([]),
  trabajandoActualmente: z.boolean().nullable().default(null),
  salarioMaximo: decimal().pipe(z.number().min(0, OfferFieldRule.numeric)).nullable().default(null),
  idiomasConCertificacion: z.boolean().default(false),
});
export type OfferExtraRequirements = z.infer<typeof offerExtraRequirements>;

/** Step 1: what the offer is and where. */
export const offerStepGeneral = z.object({
  titulo: requiredText(200),
  descripcion: requiredText(8000),
  tareas: requiredText(4000),
  puesto: requiredText(200),
  departamento: requiredText(200),
  plazas: integerIn(1, 9999, OfferFieldRule.minimumOne),
  provincia: requiredText(100),
  poblacion: requiredText(150),
  idIsla: idNumber.nullable().default(null),
  sector: optionalText(200),
  tipoModalidadAsistencia: z.union(
    modalityIds.map((id) => z.literal(id)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>],
    OfferFieldRule.required,
  ),
  /** Publication type (spec 001 §3): 1 Convencional, 2 Web Empresa (candidates enrol at urlInscripcionExterna). */
  tipoPublicacion: z.union([z.literal(1), z.literal(2)]).default(1),
  urlInscripcionExterna: url.nullish().transform((value) => value ?? null),
  fechaCaducidad: isoDay.nullish().transform((value) => value ?? null),
  estudiaYtrabaja: z.boolean().default(false),
  /** A programme the offer belongs to (detallePrograma): its dedication and months apply (58). */
  idPrograma: idNumber.nullable().default(null),
  nombreForo: optionalText(200),
  candidatoPreferente: optionalText(300),
  empresaDestino: optionalText(200),
  etiquetas: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  /**
   * The spec's active flag. Whether an offer receives candidates is its state (published, not
   * expired: companyOfferView.activa); the company ends it by closing it (cerrarOferta), which
   * also asks whom it hired. A second switch would contradict the state, so only true is taken.
   */
  activa: z.literal(true, OfferFieldRule.closeInstead).default(true),
});

/** Step 2: conditions. */
export const offerStepConditions = z.object({
  horario: requiredText(300),
  horasAldia: decimal().pipe(z.number().gt(0, OfferFieldRule.numeric).max(24, OfferFieldRule.numeric)),
  numeroDiasSemana: integerIn(1, 7, OfferFieldRule.daysPerWeek),
  /** Percent of a full day, decimals allowed ("62,5"): two are kept. */
  tiempoDedicacionJornada: decimal(OfferFieldRule.dedication).pipe(
    z.number().min(0, OfferFieldRule.dedication).max(100, OfferFieldRule.dedication).transform((value) => Math.round(value * 100) / 100),
  ),
  meses: integerIn(0, 12, OfferFieldRule.months),
  fechaInicio: isoDay.nullish().transform((value) => value ?? null),
  fechaFin: isoDay.nullish().transform((value) => value ?? null),
  /** An internship outside teaching periods (summer): up to 7 hours a day instead of 5 (spec 001 §9). */
  fueraPeriodoLectivo: z.boolean().default(false),
});

type ConditionsCheck = Pick<z.output<typeof offerStepConditions>, 'fechaInicio' | 'fechaFin' | 'horasAldia' | 'numeroDiasSemana' | 'fueraPeriodoLectivo'>;

/**
 * An internship's own conditions: its dates (the unpaid-notice and overlap rules read them) and
 * the aid rule's hours (company/internship-hours.ts), the same rule the incorporation form applies.
 */
const internshipConditionIssues = (step: ConditionsCheck, context: z.RefinementCtx) => {
  for (const field of ['fechaInicio', 'fechaFin'] as const) {
    if (!step[field]) context.addIssue({ code: 'custom', path: [field], message: OfferFieldRule.required });
  }
  const problem = internshipHoursProblem(step.horasAldia, step.numeroDiasSemana, step.fueraPeriodoLectivo);
  if (problem) context.addIssue({ code: 'custom', path: [problem === 'hoursPerDay' ? 'horasAldia' : 'numeroDiasSemana'], message: problem });
};

/** The aid rule's refusal of an internship offer's hours, as the field it names and its rule. */
export const offerHoursProblem = (
  form: Pick<ConditionsCheck, 'horasAldia' | 'numeroDiasSemana' | 'fueraPeriodoLectivo'> & { tipo: 'empleo' | 'practicas' },
): { campo: 'horasAldia' | 'numeroDiasSemana'; regla: 'hoursPerDay' | 'hoursPerWeek' } | null => {
  if (form.tipo !== 'practicas') return null;
  const problem = internshipHoursProblem(form.horasAldia, form.numeroDiasSemana, form.fueraPeriodoLectivo);
  return problem ? { campo: problem === 'hoursPerDay' ? 'horasAldia' : 'numeroDiasSemana', regla: problem } : null;
};

/** Step 2 as the wizard checks it for an offer of this type. */
export const offerStepConditionsOf = (type: 'empleo' | 'practicas') =>
  type === 'practicas' ? offerStepConditions.superRefine(internshipConditionIssues) : offerStepConditions;

/** Step 3: who may apply. */
export const offerStepRequirements = z.object({
  titulaciones: z
    .array(z.string().trim().min(1).max(30), OfferFieldRule.atLeastOneDegree)
    .min(1, OfferFieldRule.atLeastOneDegree)
    .max(100),
  niveles: z.array(z.enum(['cicloFormativo', 'grado', 'postgrado', 'doctorado'])).max(4).default([]),
  areas: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
  /** The degree areas of the offer (spec 001 §3 areasTitulaciones): ids of the study scopes (ambitosEstudio). */
  areasTitulaciones: idList,
  tiposFormacion: idList,
  experienciaRequerida: optionalText(2000),
  experienciaDeseable: optionalText(2000),
  creditosMinimos: integerIn(0, 100, OfferFieldRule.numeric).nullable().default(null),
  anioMaximoTitulacion: integerIn(1950, 2100, OfferFieldRule.numeric).nullable().default(null),
  documentosRequeridos: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  requisitos: z.array(offerRequirementInput).max(50).default([]),
  requisitosAdicionales: offerExtraRequirements.default(offerExtraRequirements.parse({})),
  motivosExclusion: optionalText(2000),
});

/** The company's tutor of an internship (spec 001 §3 tutor data; §5: name, surname, e-mail, degree required). */
export const companyTutor = z.object({
  nombre: requiredText(100),
  apellidos: requiredText(150),
  email,
  telefono: z
    .string()
    .trim()
    .superRefine(checkPhone((problem) => ({ message: OfferFieldRule[problem] })))
    .nullish()
    .transform((value) => value ?? null),
  puesto: optionalText(150),
  titulacion: requiredText(200),
  departamento: optionalText(150),
  nif: z
    .string()
    .trim()
    .toUpperCase()
    // An ID document refused answers the spec's 66 (its field still says why).
    .refine(isValidNationalId, { message: OfferFieldRule.nationalId, params: { status: Status.idDocument } })
    .nullish()
    .transform((value) => value ?? null),
});
export type CompanyTutor = z.infer<typeof companyTutor>;

/** Step 4 of 4 (spec 001 §2): the internship data. */
export const offerStepInternship = z.object({
  /** Monthly study aid in euros; 0 is an unpaid internship (10 days' notice: 108, 109). */
  ayudaEstudio: decimal().pipe(z.number().min(0, OfferFieldRule.numeric).max(100000, OfferFieldRule.numeric)),
  curso: requiredText(100),
  /** Internship contract type (tiposContratoPracticas): curricular, extracurricular, dual. */
  idTipoPracticas: idNumber.nullable().default(null),
  tutorEmpresa: companyTutor,
  tutorUniversidad: z.object({ nombre: requiredText(200) }),
  centroCoste: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCostCentre, OfferFieldRule.costCentre)
    .nullish()
    .transform((value) => value ?? null),
  ordenInterna: z
    .string()
    .trim()
    .refine(isInternalOrder, OfferFieldRule.internalOrder)
    .nullish()
    .transform((value) => value ?? null),
  /** Minimum average grade, 1 to 4 (a comma is read as a decimal point). */
  nota: decimal(OfferFieldRule.grade)
    .pipe(z.number().min(1, OfferFieldRule.grade).max(4, OfferFieldRule.grade))
    .nullish()
    .transform((value) => value ?? null),
  tfg: z
    .object({ enlace: url.nullish().transform((value) => value ?? null), titulo: optionalText(300), tutor: optionalText(200) })
    .nullable()
    .default(null),
});

/** The employment data: contract type and salary (spec 001 §5: contract type and remuneration required). */
export const offerStepEmployment = z.object({
  idTipoContrato: z.number(OfferFieldRule.required).int().positive(OfferFieldRule.required),
  salario: decimal().pipe(z.number().min(0, OfferFieldRule.numeric).max(1000000, OfferFieldRule.numeric)),
});

const common = offerStepGeneral.extend(offerStepConditions.shape).extend(offerStepRequirements.shape);

/**
 * The whole wizard: the common steps, plus step 4 for an internship or the employment data for a
 * job. An internship needs its dates (the unpaid-notice and overlap rules read them); its hours
 * are checked by the wizard's step 2 (offerStepConditionsOf) and by the server with its field
 * named and worded (offerHoursProblem).
 */
export const offerForm = z
  .discriminatedUnion('tipo', [
    common.extend({ tipo: z.literal('practicas') }).extend(offerStepInternship.shape),
    common.extend({ tipo: z.literal('empleo') }).extend(offerStepEmployment.shape),
  ])
  .superRefine((form, context) => {
    if (form.tipo !== 'practicas') return;
    for (const field of ['fechaInicio', 'fechaFin'] as const) {
      if (!form[field]) context.addIssue({ code: 'custom', path: [field], message: OfferFieldRule.required });
    }
  });
export type OfferFormInput = z.input<typeof offerForm>;
export type OfferForm = z.output<typeof offerForm>;
export type InternshipOfferForm = Extract<OfferForm, { tipo: 'practicas' }>;

/** Unpaid internships: at least this many days between the creation of the offer and its start (spec 001 §9). */
export const unpaidInternshipNoticeDays = 10;

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/**
 * The date rules of spec 001 §5 the form can check before sending (the server checks them too):
 * 27 when the start is not before the end; for an unpaid internship, 109 when it is being created
 * less than 10 days before its start and 108 when an edit or copy moves the start too close.
 * `today` is the local calendar day (YYYY-MM-DD).
 */
export const offerDateProblem = (
  form: Pick<OfferForm, 'tipo' | 'fechaInicio' | 'fechaFin'> & { ayudaEstudio?: number },
  today: string,
  creating: boolean,
): 27 | 108 | 109 | null => {
  if (form.fechaInicio && form.fechaFin && dayNumber(form.fechaInicio) >= dayNumber(form.fechaFin)) return 27;
  const unpaid = form.tipo === 'practicas' && form.ayudaEstudio === 0;
  if (unpaid && form.fechaInicio && dayNumber(form.fechaInicio) - dayNumber(today) < unpaidInternshipNoticeDays) {
    return creating ? 109 : 108;
  }
  return null;
};
