import { z } from 'zod';
import { envelope } from '../platform/envelope';
import { idText } from '../platform/ids';
import { isCommunicationLink } from './communications';

/**
 * Events as the careers office manages them (issue 26): texts in es, ca and en (ca and en may stay
 * empty: readers of those languages see the Spanish ones), start and end, a place or an online
 * link, the places, the audience, the registration window; drafts until published (students and
 * companies see an event only once published), then the registration list, its export (CSV,
 * XLSX), the attendance, and the cancellation with a notice to everyone registered.
 */

export const eventTitleMax = 200;
export const eventDescriptionMax = 5000;
export const eventPlaceMax = 200;
export const eventLinkMax = 500;
export const eventCancelReasonMax = 1000;

/** Which students an event is for: all of them, those still studying, the alumni; null: none. */
export const eventStudentGroups = ['todos', 'estudiantes', 'egresados'] as const;
export type EventStudentGroup = (typeof eventStudentGroups)[number];

/** A moment with its offset (what `Date.prototype.toISOString` writes), as the form sends it. */
const moment = z.string().datetime({ offset: true });
const optionalText = (max: number) => z.string().max(max).nullable().default(null);

/** An online event's link: a web page (http, https), never javascript: or data:. */
export const isEventLink = (link: string): boolean => /^https?:\/\//i.test(link) && isCommunicationLink(link);

/** What the office writes (POST /api/Orientacion/eventos, and each edit). */
export const officeEventFields = z.object({
  titulo: z.object({ es: z.string().max(eventTitleMax), ca: optionalText(eventTitleMax), en: optionalText(eventTitleMax) }),
  descripcion: z.object({
    es: z.string().max(eventDescriptionMax),
    ca: optionalText(eventDescriptionMax),
    en: optionalText(eventDescriptionMax),
  }),
  /** The slug of one of the event categories (`categorias` of the list). */
  categoria: z.string().trim().min(1).max(80),
  inicio: moment,
  fin: moment,
  lugar: z.string().trim().max(eventPlaceMax).nullable().default(null),
  enlace: z.string().trim().max(eventLinkMax).nullable().default(null),
  /** Null: no limit. */
  plazas: z.number().int().min(1).max(100000).nullable().default(null),
  /** Which students; null: not for students. */
  estudiantes: z.enum(eventStudentGroups).nullable(),
  /** A degree code (titulaciones): that degree's students only. */
  titulacion: z.string().trim().max(40).nullable().default(null),
  empresas: z.boolean(),
  /** Null: from publication. */
  inscripcionDesde: moment.nullable().default(null),
  /** Null: until the event starts. */
  inscripcionHasta: moment.nullable().default(null),
});
export type OfficeEventFields = z.input<typeof officeEventFields>;

/** An edit, a publication or a cancellation names the version the staff member saw: a newer one refuses it (131). */
export const officeEventVersion = z.string().min(1).max(40);
export const officeEventEditRequest = officeEventFields.extend({ version: officeEventVersion });
export type OfficeEventEditRequest = z.input<typeof officeEventEditRequest>;
export const officeEventPublishRequest = z.object({ version: officeEventVersion });
export const officeEventCancelRequest = z.object({
  version: officeEventVersion,
  /** Why, said in the notice every registered person receives. */
  motivo: z.string().trim().max(eventCancelReasonMax),
});
export type OfficeEventCancelRequest = z.input<typeof officeEventCancelRequest>;

/** Who did something to an event, and when (ISO timestamp). */
const staffStep = z.object({ por: z.string(), el: z.string() }).nullable();

/** Where an event stands: a draft, published (to come or past), cancelled. */
export const officeEventStates = ['borrador', 'proximo', 'pasado', 'cancelado'] as const;
export type OfficeEventState = (typeof officeEventStates)[number];

export const officeEvent = z.object({
  id: z.number().int(),
  titulo: z.object({ es: z.string(), ca: z.string().nullable(), en: z.string().nullable() }),
  descripcion: z.object({ es: z.string(), ca: z.string().nullable(), en: z.string().nullable() }),
  categoria: z.string(),
  inicio: z.string(),
  /** Null for the seed's events, which only say when they start. */
  fin: z.string().nullable(),
  lugar: z.string().nullable(),
  enlace: z.string().nullable(),
  plazas: z.number().int().nullable(),
  estudiantes: z.enum(eventStudentGroups).nullable(),
  titulacion: z.string().nullable(),
  empresas: z.boolean(),
  inscripcionDesde: z.string().nullable(),
  inscripcionHasta: z.string().nullable(),
  estado: z.enum(officeEventStates),
  inscritos: z.number().int(),
  asistentes: z.number().int(),
  creado: staffStep,
  modificado: staffStep,
  publicado: staffStep,
  /** Who cancelled it, when, and why (the notice's words). */
  cancelado: z.object({ por: z.string(), el: z.string(), motivo: z.string() }).nullable(),
  /** Notices sent when it was cancelled. */
  notificados: z.number().int(),
  version: z.string(),
});
export type OfficeEvent = z.infer<typeof officeEvent>;

export const eventCategory = z.object({ slug: z.string(), nombre: z.string() });
export type EventCategory = z.infer<typeof eventCategory>;

export const officeEventsResponse = envelope(z.object({ eventos: z.array(officeEvent), categorias: z.array(eventCategory) }));
export const officeEventResponse = envelope(officeEvent);
/** Every change answers the event as it is now, with its confirmation code (aviso). */
export const officeEventChangeResponse = envelope(z.object({ aviso: z.number().int(), evento: officeEvent }));

/** One registration as the office sees it: who (a student, or a company by one of its users), when, and whether they came. */
export const eventRegistration = z.object({
  id: z.number().int(),
  tipo: z.enum(['Alumno', 'Empresa']),
  nombre: z.string(),
  email: z.string(),
  /** The company, for a company's registration. */
  empresa: z.string().nullable(),
  inscritoEl: z.string(),
  /** Null: not marked yet. */
  asistio: z.boolean().nullable(),
});
export type EventRegistration = z.infer<typeof eventRegistration>;
export const eventRegistrationsResponse = envelope(z.object({ evento: officeEvent, inscripciones: z.array(eventRegistration) }));

export const eventAttendanceRequest = z.object({ asistio: z.boolean() });
export const eventAttendanceResponse = envelope(z.object({ aviso: z.number().int(), inscripcion: eventRegistration }));
export const eventRegistrationParams = z.object({ id: idText, inscripcion: idText });
export const eventExportQuery = z.object({ formato: z.enum(['csv', 'xlsx']) });

/** The text a reader of `language` sees: theirs, or the Spanish one when theirs is empty. */
export const eventTextIn = (texts: OfficeEvent['titulo'], language: 'es' | 'ca' | 'en'): string =>
  (language === 'es' ? null : texts[language]) || texts.es;

/** The audit queue of the office's steps on events (staff_decisions.queue). */
export const officeEventsQueue = 'eventos' as const;
