import { z } from 'zod';
import { checkPhone, phoneRuleTexts } from '../platform/phone';
import { isCalendarDay } from '../platform/days';
import { idNumber, idParams } from '../platform/ids';
import { isWellFormedEmail } from '../accounts/account';
import { envelope } from '../platform/envelope';
import type { Language } from '../platform/languages';

/**
 * Education centres' requests to a company (spec 001 §2 "/solicitudes-practicas-educacion", §4,
 * §7): a vocational school asks the company to host pupils of a training cycle for their
 * practice placement. The careers office registers them (they arrive from outside the portal); the
 * company completes its side (tutor, places, dates, schedule: "editar") and accepts (531) or
 * rejects with a reason (530). Accepting is limited (81): see `maxSolicitudesEducacionAceptadas`.
 */
export const educationRequestStatus = z.enum(['pendiente', 'aceptada', 'rechazada']);
export type EducationRequestStatus = z.infer<typeof educationRequestStatus>;

/** Confirmations (spec 001 §8): 528 request created (careers office), 530 rejected, 531 accepted, 532 updated. */
export const EducationConfirmation = { registered: 528, rejected: 530, accepted: 531, updated: 532 } as const;

/** Places a centre asks for and the hours of a placement, as the table bounds them. */
export const educationRequestLimits = { places: 50, hours: 2000, reasonMin: 10 } as const;

const isoDay = z.string('required').regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine(isCalendarDay, 'date');
const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => (value ? value : null));
const email = z.string('required').trim().min(1, 'required').refine(isWellFormedEmail, 'email');
const optionalPhone = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value !== '') checkPhone((problem) => ({ message: problem }))(value, context);
  })
  .nullish()
  .transform((value) => (value ? value : null));
const places = z.coerce
  .number('required')
  .int('places')
  .min(1, 'places')
  .max(educationRequestLimits.places, 'places');

/** One line of the company's list. */
export const educationRequestSummary = z.object({
  id: z.number().int(),
  centro: z.string(),
  cicloFormativo: z.string(),
  plazas: z.number().int(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  horas: z.number().int(),
  estado: educationRequestStatus,
  fechaRecepcion: z.string(),
});
export type EducationRequestSummary = z.infer<typeof educationRequestSummary>;

/** `dameSolicitudPractica/{id}`: everything the centre asked and the company's side. */
export const educationRequestDetail = educationRequestSummary.extend({
  idCentro: z.number().int(),
  idProvincia: z.string(),
  alumnos: z.array(z.string()),
  tutorCentro: z.object({ nombre: z.string(), email: z.string(), telefono: z.string().nullable() }),
  observacionesCentro: z.string().nullable(),
  /** The company's side: null until it completes it. */
  empresa: z.object({
    tutorNombre: z.string().nullable(),
    tutorEmail: z.string().nullable(),
    tutorTelefono: z.string().nullable(),
    plazasAceptadas: z.number().int().nullable(),
    fechaInicio: z.string().nullable(),
    fechaFin: z.string().nullable(),
    horario: z.string().nullable(),
  }),
  motivoRespuesta: z.string().nullable(),
  fechaRespuesta: z.string().nullable(),
  /** What the company may do now: edit and answer while pending; accept once its tutor is given. */
  acciones: z.object({ editar: z.boolean(), aceptar: z.boolean(), rechazar: z.boolean() }),
  /** The acceptance limit (81): accepted requests still running, and the brand's maximum. */
  limite: z.object({ aceptadasEnCurso: z.number().int(), maximo: z.number().int() }),
});
export type EducationRequestDetail = z.infer<typeof educationRequestDetail>;

export const educationRequestsResponse = envelope(z.array(educationRequestSummary));
export const educationRequestResponse = envelope(educationRequestDetail);
export const educationRequestIdParam = idParams;
export const educationAnswerResponse = envelope(
  z.object({ codigo: z.number().int(), estado: educationRequestStatus }),
);

const companySide = z.object({
  tutorNombre: requiredText(200),
  tutorEmail: email,
  tutorTelefono: optionalPhone,
  plazasAceptadas: places,
  fechaInicio: isoDay,
  fechaFin: isoDay,
  horario: optionalText(300),
});
const datesInOrder = (form: { fechaInicio: string; fechaFin: string }, context: z.RefinementCtx) => {
  if (form.fechaFin < form.fechaInicio) context.addIssue({ code: 'custom', path: ['fechaFin'], message: 'datesOrder' });
};

/** The company's side of a request, as the edit form (`/{id}/editar`) fills it. */
export const educationRequestForm = companySide.superRefine(datesInOrder);
export type EducationRequestForm = z.infer<typeof educationRequestForm>;
/** `editaSolicitudPractica` (ours: the spec shows the edit page, not its call): saved before answering (532). */
export const editEducationRequest = companySide
  .extend({ idSolicitud: idNumber })
  .superRefine(datesInOrder);
export type EditEducationRequest = z.infer<typeof editEducationRequest>;

export const acceptEducationRequest = z.object({ idSolicitud: idNumber });
export const rejectEducationRequest = z.object({
  idSolicitud: idNumber,
  motivo: z
    .string('required')
    .trim()
    .min(1, 'required')
    .min(educationRequestLimits.reasonMin, 'reasonShort')
    .max(2000, 'tooLong'),
});
export type RejectEducationRequest = z.infer<typeof rejectEducationRequest>;

/** The careers office registers a centre's request for a company (by CIF): 528 with its id. */
export const registerEducationRequest = z
  .object({
    cif: requiredText(20),
    idCentro: idNumber,
    cicloFormativo: requiredText(200),
    alumnos: z.array(requiredText(200)).max(educationRequestLimits.places).default([]),
    plazas: places,
    fechaInicio: isoDay,
    fechaFin: isoDay,
    horas: z.number().int().min(1, 'hours').max(educationRequestLimits.hours, 'hours'),
    tutorCentro: z.object({ nombre: requiredText(200), email, telefono: optionalPhone }),
    observaciones: optionalText(2000),
  })
  .superRefine((form, context) => {
    datesInOrder(form, context);
    if (form.alumnos.length > form.plazas) context.addIssue({ code: 'custom', path: ['alumnos'], message: 'places' });
  });
export type RegisterEducationRequest = z.infer<typeof registerEducationRequest>;
export const registeredEducationRequestResponse = envelope(
  z.object({ codigo: z.number().int(), idSolicitud: z.number().int() }),
);

/** The words of the rules above, for the forms (the server answers 400/15 per field). */
export const educationFieldMessages: Record<Language, Record<string, string>> = {
  es: {
    required: 'Este campo es requerido',
    date: 'La fecha no es válida',
    datesOrder: 'La fecha de fin no puede ser anterior a la de inicio',
    email: 'El email está mal formado',
    phone: phoneRuleTexts.es.phone,
    phoneTooLong: phoneRuleTexts.es.phoneTooLong,
    places: `Indica entre 1 y ${educationRequestLimits.places} plazas, no más de las solicitadas`,
    hours: `Indica entre 1 y ${educationRequestLimits.hours} horas`,
    reasonShort: `Explica el motivo con al menos ${educationRequestLimits.reasonMin} caracteres`,
    tooLong: 'El texto es demasiado largo',
    invalid: 'El valor no es válido',
  },
  ca: {
    required: 'Aquest camp és requerit',
    date: 'La data no és vàlida',
    datesOrder: "La data de fi no pot ser anterior a la d'inici",
    email: "L'email està mal format",
    phone: phoneRuleTexts.ca.phone,
    phoneTooLong: phoneRuleTexts.ca.phoneTooLong,
    places: `Indica entre 1 i ${educationRequestLimits.places} places, no més de les sol·licitades`,
    hours: `Indica entre 1 i ${educationRequestLimits.hours} hores`,
    reasonShort: `Explica el motiu amb almenys ${educationRequestLimits.reasonMin} caràcters`,
    tooLong: 'El text és massa llarg',
    invalid: 'El valor no és vàlid',
  },
  en: {
    required: 'This field is required',
    date: 'The date is not valid',
    datesOrder: 'The end date cannot be before the start date',
    email: 'The e-mail address is not well formed',
    phone: phoneRuleTexts.en.phone,
    phoneTooLong: phoneRuleTexts.en.phoneTooLong,
    places: `Enter 1 to ${educationRequestLimits.places} places, no more than requested`,
    hours: `Enter 1 to ${educationRequestLimits.hours} hours`,
    reasonShort: `Explain the reason in at least ${educationRequestLimits.reasonMin} characters`,
    tooLong: 'The text is too long',
    invalid: 'The value is not valid',
  },
};
