import { z } from 'zod';
import { isCalendarDay } from '../platform/days';
import { idNumber } from '../platform/ids';
import { isWellFormedEmail } from '../accounts/account';
import { envelope } from '../platform/envelope';
import type { Language } from '../platform/languages';
import { internshipStates } from '../internships/internships';

/**
 * The internships students do at a company (`damePracticas`) and the company's requests for a
 * change on one of them (`solictitarAccionSobrePractica`, spelled as the spec does; 529), which
 * the careers office processes (spec 001 §2 "/solicitar-cambio-practicas", §7).
 */
export const internshipChangeActions = ['fechas', 'horario', 'tutor', 'finalizacionAnticipada', 'otro'] as const;
export type InternshipChangeAction = (typeof internshipChangeActions)[number];
export const internshipChangeStatus = z.enum(['pendiente', 'aceptada', 'rechazada']);

/** 529 change requested (spec 001 §8). */
export const InternshipChangeConfirmation = { requested: 529 } as const;
export const internshipChangeReasonMin = 10;

export const internshipChange = z.object({
  id: z.number().int(),
  accion: z.enum(internshipChangeActions),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  horario: z.string().nullable(),
  tutorNombre: z.string().nullable(),
  tutorEmail: z.string().nullable(),
  motivo: z.string(),
  estado: internshipChangeStatus,
  fecha: z.string(),
  /** The careers office's reason when it rejected the change. */
  motivoRechazo: z.string().nullish(),
});
export type InternshipChange = z.infer<typeof internshipChange>;

/** One internship at the caller's company, with the changes it asked for, newest first. */
export const companyInternship = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  alumno: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  estado: z.enum(internshipStates),
  tutor: z.string().nullable(),
  /** Only internships not yet finished or given up can change. */
  admiteCambios: z.boolean(),
  solicitudesCambio: z.array(internshipChange),
});
export type CompanyInternship = z.infer<typeof companyInternship>;
export const companyInternshipsResponse = envelope(z.array(companyInternship));

const isoDay = z.string('required').regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine(isCalendarDay, 'date');
const optionalDay = z
  .union([isoDay, z.literal('')])
  .nullish()
  .transform((value) => (value ? value : null));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => (value ? value : null));

/** Which fields each kind of change needs besides the reason. */
export const internshipChangeFields: Record<InternshipChangeAction, readonly ('fechaInicio' | 'fechaFin' | 'horario' | 'tutorNombre' | 'tutorEmail')[]> = {
  fechas: ['fechaInicio', 'fechaFin'],
  horario: ['horario'],
  tutor: ['tutorNombre', 'tutorEmail'],
  finalizacionAnticipada: ['fechaFin'],
  otro: [],
};

const changeFields = z.object({
  accion: z.enum(internshipChangeActions, 'required'),
  fechaInicio: optionalDay,
  fechaFin: optionalDay,
  horario: optionalText(300),
  tutorNombre: optionalText(200),
  tutorEmail: optionalText(200),
  motivo: z
    .string('required')
    .trim()
    .min(1, 'required')
    .min(internshipChangeReasonMin, 'reasonShort')
    .max(2000, 'tooLong'),
});

const fieldsOfTheAction = (form: z.infer<typeof changeFields>, context: z.RefinementCtx) => {
  for (const field of internshipChangeFields[form.accion])
    if (!form[field]) context.addIssue({ code: 'custom', path: [field], message: 'required' });
  if (form.tutorEmail && !isWellFormedEmail(form.tutorEmail))
    context.addIssue({ code: 'custom', path: ['tutorEmail'], message: 'email' });
  if (form.accion === 'fechas' && form.fechaInicio && form.fechaFin && form.fechaFin < form.fechaInicio)
    context.addIssue({ code: 'custom', path: ['fechaFin'], message: 'datesOrder' });
};

/** The change form's own shape (the internship is chosen on the page). */
export const internshipChangeForm = changeFields.superRefine(fieldsOfTheAction);
export type InternshipChangeForm = z.infer<typeof internshipChangeForm>;

/**
 * `solictitarAccionSobrePractica`: the fields of the chosen change and a reason. Fields another
 * kind of change uses are not kept. 27 when the dates do not fit the internship (an early end
 * after its end), 49 when it is finished or given up, 8 when the same kind is already pending.
 */
export const internshipChangeRequest = changeFields
  .extend({ idPractica: idNumber })
  .superRefine(fieldsOfTheAction);
export type InternshipChangeRequest = z.infer<typeof internshipChangeRequest>;
export const internshipChangeResponse = envelope(z.object({ codigo: z.number().int(), id: z.number().int() }));

export const internshipChangeFieldMessages: Record<Language, Record<string, string>> = {
  es: {
    required: 'Este campo es requerido',
    date: 'La fecha no es válida',
    datesOrder: 'La fecha de fin no puede ser anterior a la de inicio',
    email: 'El email está mal formado',
    reasonShort: `Explica el motivo con al menos ${internshipChangeReasonMin} caracteres`,
    tooLong: 'El texto es demasiado largo',
    invalid: 'El valor no es válido',
  },
  ca: {
    required: 'Aquest camp és requerit',
    date: 'La data no és vàlida',
    datesOrder: "La data de fi no pot ser anterior a la d'inici",
    email: "L'email està mal format",
    reasonShort: `Explica el motiu amb almenys ${internshipChangeReasonMin} caràcters`,
    tooLong: 'El text és massa llarg',
    invalid: 'El valor no és vàlid',
  },
  en: {
    required: 'This field is required',
    date: 'The date is not valid',
    datesOrder: 'The end date cannot be before the start date',
    email: 'The e-mail address is not well formed',
    reasonShort: `Explain the reason in at least ${internshipChangeReasonMin} characters`,
    tooLong: 'The text is too long',
    invalid: 'The value is not valid',
  },
};

/** The careers office's list of change requests (ours: `dameSolicitudesCambioPracticas`). */
export const staffInternshipChange = internshipChange.extend({
  idPractica: z.number().int(),
  empresa: z.string(),
  alumno: z.string(),
  titulo: z.string(),
});
export const staffInternshipChangesResponse = envelope(z.array(staffInternshipChange));
