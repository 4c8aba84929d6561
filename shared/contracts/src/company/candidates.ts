import { z } from 'zod';
import { checkPhone, phoneRuleTexts } from '../platform/phone';
import { isCalendarDay } from '../platform/days';
import { idNumber, idOrSlug, idParams, integerText, largestInteger } from '../platform/ids';
import { isWellFormedEmail } from '../accounts/account';
import { parseDecimal } from './offer-form';
import { internshipHoursProblem } from './internship-hours';
import { candidacyDetail, stateChange } from '../offers/candidacies';
import { envelope } from '../platform/envelope';
import { offerTypeSchema } from '../offers/offers';
import { documentReviewState } from './documentation';

/**
 * The candidacy states (the candidacy-state domain, api/data/lists.json), numbered as the spec
 * numbers them: 6 is selected (001 §4), 17 rejected with a reason of state 17 (000 §4, 001 §4),
 * 16 a pre-enrolment offered to the student, who answers 17 or 18.
 */
export const CandidacyStates = {
  applied: 1,
  cvSeen: 2,
  shortlisted: 3,
  interviewing: 4,
  finalist: 5,
  selected: 6,
  withdrawn: 7,
  preEnrolmentOffered: 16,
  rejected: 17,
  preEnrolmentAccepted: 18,
} as const;

/** The states a company may move a candidate to (cambiaEstadoCandidatura). */
export const companyTargetStates = [
  CandidacyStates.cvSeen,
  CandidacyStates.shortlisted,
  CandidacyStates.interviewing,
  CandidacyStates.finalist,
  CandidacyStates.selected,
  CandidacyStates.preEnrolmentOffered,
  CandidacyStates.rejected,
] as const;

/** The candidates of the company's offers (spec 001 §3 Candidaturas filters: estado, text, type). */
export const candidatesQuery = z.object({
  /** One offer (numeric id or access URL); all the company's offers when absent. */
  oferta: idOrSlug(200).optional(),
  estado: integerText(1, largestInteger).optional(),
  /** Part of the candidate's name, surnames, e-mail or degree. */
  texto: z.string().trim().max(200).optional(),
  tipo: offerTypeSchema.optional(),
});
export type CandidatesQuery = z.infer<typeof candidatesQuery>;

export const exportFormats = ['csv', 'xlsx'] as const;
export const candidatesExportQuery = candidatesQuery.extend({ formato: z.enum(exportFormats) });

export const candidate = z.object({
  /** The candidacy's id (dameCandidato/{id}, dameDatosProceso/{id}). */
  idCandidatura: z.number().int(),
  urlAcceso: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  titulacion: z.string().nullable(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  idEstado: z.number().int(),
  Estado: z.string(),
  idMotivo: z.number().int().nullable(),
  motivo: z.string().nullable(),
  fecha: z.string(),
  fechaActualizacion: z.string(),
  /** The company has looked at this candidacy's CV. */
  cvVisto: z.boolean(),
  formularioIncorporacion: z.boolean(),
  oferta: z.object({
    idOferta: z.number().int(),
    urlAcceso: z.string(),
    titulo: z.string(),
    tipo: offerTypeSchema,
  }),
});
export type Candidate = z.infer<typeof candidate>;
export const candidatesResponse = envelope(z.array(candidate));

export const candidacyIdParam = idParams;

/** `dameDatosProceso/{id}`: the process with its history and the states the company may choose now. */
export const processData = candidate.extend({
  historial: z.array(stateChange.extend({ Estado: z.string(), motivo: z.string().nullable() })),
  siguientesEstados: z.array(z.object({ idEstado: z.number().int(), Estado: z.string() })),
  /** Reasons offered when rejecting: state 17, the offer's profile or none. */
  motivosRechazo: z.array(z.object({ idMotivo: z.number().int(), descripcion: z.string() })),
});
export type ProcessData = z.infer<typeof processData>;
export const processDataResponse = envelope(processData);

/** `dameDatosProcesoComoAlumno/{id}`: the candidacy exactly as its student sees it. */
export const processAsStudentResponse = envelope(candidacyDetail);

/** `dameCandidato/{id}`: the candidate with the CV the company may read (viewing it is recorded). */
export const candidateCv = z.object({
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  fechaNacimiento: z.string().nullable(),
  presentacion: z.string().nullable(),
  enlacePortfolio: z.string().nullable(),
  titulacion: z.string().nullable(),
  nivel: z.string().nullable(),
  creditosSuperados: z.number().int().nullable(),
  idiomas: z.record(z.string(), z.string()),
  carnetConducir: z.boolean(),
  vehiculoPropio: z.boolean(),
  disponibilidadTraslado: z.boolean(),
});
export const candidateDetail = candidate.extend({ cv: candidateCv });
export const candidateDetailResponse = envelope(candidateDetail);

/**
 * `cambiaEstadoCandidatura`: the new state, and the reason when rejecting (required, spec 001 §5).
 * Refusals: 14 (cannot go to selected: the offer's places are filled), 49 (not from this state),
 * 543 (expired offer), 98 (selecting needs the incorporation form first; datos.idSolicitud names it).
 */
export const changeCandidacyStateRequest = z
  .object({
    idCandidatura: idNumber,
    idEstado: idNumber,
    idMotivo: idNumber.nullish(),
  })
  .superRefine((request, context) => {
    if (request.idEstado === CandidacyStates.rejected && !request.idMotivo) {
      context.addIssue({ code: 'custom', path: ['idMotivo'], message: 'required' });
    }
  });
export type ChangeCandidacyStateRequest = z.infer<typeof changeCandidacyStateRequest>;
export const changedStateResponse = envelope(
  z.object({ codigo: z.number().int(), idEstado: z.number().int() }),
);
/** Confirmation of a state change (532 updated) and of the incorporation form (540). */
export const CandidateConfirmation = { stateChanged: 532, incorporationSaved: 540, cvSent: 502 } as const;

/**
 * `enviaCvCandidato`: the candidate's CV in PDF to the company by e-mail (502), to the account
 * of the user who asks (the one who may download it anyway), never to an address typed in.
 */
export const sendCandidateCvRequest = z.object({ idCandidatura: idNumber });
export const sentCandidateCvResponse = envelope(
  z.object({ codigo: z.literal(CandidateConfirmation.cvSent), email: z.string() }),
);

export { internshipHoursLimits } from './internship-hours';

const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => (value ? value : null));
const isoDay = z.string('required').regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine(isCalendarDay, 'date');
const hours = z
  .union([z.number(), z.string()], 'required')
  .transform((value, context) => {
    const parsed = parseDecimal(value);
    if (parsed === undefined || parsed <= 0) {
      context.addIssue({ code: 'custom', message: 'numeric' });
      return z.NEVER;
    }
    return parsed;
  });

/** A required text with a format: "required" when empty, the format's rule only when something was typed. */
const requiredMatching = (test: (value: string) => boolean, rule: string) =>
  z
    .string('required')
    .trim()
    .superRefine((value, context) => {
      if (value === '') context.addIssue({ code: 'custom', message: 'required' });
      else if (!test(value)) context.addIssue({ code: 'custom', message: rule });
    });

/** Weekdays of spec 001 §3: 0 Sunday to 6 Saturday. */
export const weekday = z.number().int().min(0).max(6);

const workCentre = z.object({
  nombre: requiredText(200),
  direccion: requiredText(300),
  poblacion: requiredText(150),
  provincia: requiredText(100),
  cp: z.string('required').trim().regex(/^\d{5}$/, 'postalCode'),
});

/** The incorporation of an intern: dates, schedule under the aid rule, tutor, work centre, training project. */
export const internshipIncorporation = z
  .object({
    tipo: z.literal('practicas'),
    fechaIncorporacion: isoDay,
    fechaFin: isoDay,
    diasSemana: z.array(weekday).min(1, 'required').max(7),
    horasDia: hours,
    horario: requiredText(300),
    fueraPeriodoLectivo: z.boolean().default(false),
    tutor: z.object({
      nombre: requiredText(100),
      apellidos: requiredText(150),
      email: requiredMatching(isWellFormedEmail, 'email'),
      telefono: z
        .string('required')
        .trim()
        .superRefine((value, context) => {
          if (value === '') context.addIssue({ code: 'custom', message: 'required' });
          else checkPhone((problem) => ({ message: problem }))(value, context);
        }),
      puesto: optionalText(150),
    }),
    centroTrabajo: workCentre,
    proyectoFormativo: z.object({
      objetivos: requiredText(4000),
      tareas: requiredText(4000),
      competencias: optionalText(4000),
    }),
  })
  .superRefine((form, context) => {
    const problem = internshipHoursProblem(form.horasDia, new Set(form.diasSemana).size, form.fueraPeriodoLectivo);
    if (problem) context.addIssue({ code: 'custom', path: [problem === 'hoursPerDay' ? 'horasDia' : 'diasSemana'], message: problem });
  });

/** The incorporation of a hire: the contract's data. */
export const jobIncorporation = z.object({
  tipo: z.literal('empleo'),
  fechaIncorporacion: isoDay,
  fechaFin: isoDay.nullish().transform((value) => value ?? null),
  idTipoContrato: z.number('required').int().positive('required'),
  jornada: z.enum(['completa', 'parcial'], 'required'),
  horasSemana: hours.pipe(z.number().max(40, 'hoursPerWeek')),
  salarioBrutoAnual: hours,
  puesto: requiredText(200),
  centroTrabajo: workCentre,
});

/** `guardarFormularioIncorporacion`: saving it makes the candidate selected (540). 27 when the dates are out of order. */
export const incorporationFormRequest = z.object({
  idSolicitud: idNumber,
  formulario: z.discriminatedUnion('tipo', [internshipIncorporation, jobIncorporation]),
});
export type IncorporationFormRequest = z.infer<typeof incorporationFormRequest>;
export type IncorporationForm = IncorporationFormRequest['formulario'];

/** `dameFormularioIncorporacion/{idSolicitud}` (or POST {idSolicitud}): the candidate and offer, and the saved form if any. */
export const incorporationFormData = z.object({
  idSolicitud: z.number().int(),
  tipo: offerTypeSchema,
  candidato: z.object({ nombre: z.string(), apellidos: z.string(), email: z.string() }),
  oferta: z.object({
    idOferta: z.number().int(),
    titulo: z.string(),
    fechaInicio: z.string().nullable(),
    fechaFin: z.string().nullable(),
    horario: z.string().nullable(),
  }),
  /** The saved form (as saved), or null before it is filled. */
  formulario: z.object({ tipo: offerTypeSchema }).catchall(z.unknown()).nullable(),
  fechaGuardado: z.string().nullable(),
  /**
   * The careers office's review of the saved form (null before it is saved): devuelto with
   * motivoDevolucion says what to fix; saving it again sends it back to the office.
   */
  revision: documentReviewState.nullable(),
  motivoDevolucion: z.string().nullable(),
});
export const incorporationFormDataResponse = envelope(incorporationFormData);
export const incorporationFormIdRequest = z.object({ idSolicitud: idNumber });

/** Messages of the incorporation form's rules, for the form (the server answers 400/15 per field). */
export const incorporationFieldMessages = {
  es: {
    required: 'Este campo es requerido',
    date: 'La fecha no es válida',
    email: 'El email está mal formado',
    phone: phoneRuleTexts.es.phone,
    phoneTooLong: phoneRuleTexts.es.phoneTooLong,
    postalCode: 'El código postal tiene 5 dígitos',
    numeric: 'Introduce un número mayor que 0',
    hoursPerDay: 'Las prácticas admiten como máximo 5 horas al día (7 fuera del periodo lectivo)',
    hoursPerWeek: 'Se supera el máximo de horas semanales (25 en periodo lectivo)',
    tooLong: 'El texto es demasiado largo',
  },
  ca: {
    required: 'Aquest camp és requerit',
    date: 'La data no és vàlida',
    email: "L'email està mal format",
    phone: phoneRuleTexts.ca.phone,
    phoneTooLong: phoneRuleTexts.ca.phoneTooLong,
    postalCode: 'El codi postal té 5 dígits',
    numeric: 'Introdueix un número més gran que 0',
    hoursPerDay: 'Les pràctiques admeten com a màxim 5 hores al dia (7 fora del període lectiu)',
    hoursPerWeek: "Se supera el màxim d'hores setmanals (25 en període lectiu)",
    tooLong: 'El text és massa llarg',
  },
  en: {
    required: 'This field is required',
    date: 'The date is not valid',
    email: 'The e-mail address is not well formed',
    phone: phoneRuleTexts.en.phone,
    phoneTooLong: phoneRuleTexts.en.phoneTooLong,
    postalCode: 'The postal code has 5 digits',
    numeric: 'Enter a number greater than 0',
    hoursPerDay: 'An internship allows at most 5 hours a day (7 outside teaching periods)',
    hoursPerWeek: 'The weekly maximum is exceeded (25 hours during teaching periods)',
    tooLong: 'The text is too long',
  },
} as const;

/** A look at a student's CV by a company (`dameVisitasCv`, the student's own call). */
export const cvView = z.object({
  empresa: z.string(),
  /** Viewed, downloaded, or sent to the company by e-mail (enviaCvCandidato). */
  tipo: z.enum(['ver', 'descargar', 'enviar']),
  fecha: z.string(),
  oferta: z.string().nullable(),
});
export const cvViewsResponse = envelope(z.array(cvView));
