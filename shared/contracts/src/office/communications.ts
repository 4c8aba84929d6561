import { z } from 'zod';
import { isCalendarDay } from '../platform/days';
import { envelope } from '../platform/envelope';
import type { Language } from '../platform/languages';

/**
 * The home's communications as the careers office writes them (issue 26): one text in es, ca and
 * en (ca and en may stay empty: the home shows the Spanish one then), for one audience, shown
 * from one day to another (or until withdrawn). The home reads them through dameComunicaciones.
 */

/** The audience: every student and alumnus, the students still studying, the alumni, or the companies. */
export const communicationAudiences = ['alumnado', 'estudiantes', 'egresados', 'empresas'] as const;
export const communicationAudience = z.enum(communicationAudiences);
export type CommunicationAudience = z.infer<typeof communicationAudience>;

/** Where a communication stands today: waiting for its first day, shown, past its last day, withdrawn. */
export const communicationStates = ['programada', 'vigente', 'caducada', 'retirada'] as const;
export type CommunicationState = (typeof communicationStates)[number];

/** The longest text the home shows in one line of its communications card. */
export const communicationTextMax = 500;
export const communicationLinkMax = 500;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine(isCalendarDay, 'date');
const optionalText = z.string().max(communicationTextMax).nullable().default(null);

/**
 * A link the home can follow: a page of the portal (`/eventos`, not `//elsewhere`) or a web
 * page (http, https). Anything else (javascript:, data:) is refused.
 */
export const isCommunicationLink = (link: string): boolean =>
  /^\/(?!\/)[^\s\\]*$/.test(link) || /^https?:\/\/[^\s/\\]+[^\s\\]*$/i.test(link);

/** What the office writes (POST /api/Orientacion/comunicaciones, and each edit). */
export const communicationFields = z.object({
  publico: communicationAudience,
  /** A degree code (titulaciones): that degree's students only. Not for companies. */
  titulacion: z.string().trim().max(40).nullable().default(null),
  textos: z.object({
    es: z.string().max(communicationTextMax),
    ca: optionalText,
    en: optionalText,
  }),
  enlace: z.string().trim().max(communicationLinkMax).nullable().default(null),
  /** The first day the home shows it (YYYY-MM-DD). */
  desde: day,
  /** The last day the home shows it; null until withdrawn. */
  hasta: day.nullable().default(null),
});
export type CommunicationFields = z.input<typeof communicationFields>;

export const communicationCreateRequest = communicationFields.extend({
  /** Also one in-app notification to each user of the audience, in one transaction with it. */
  notificar: z.boolean().default(false),
});
export type CommunicationCreateRequest = z.input<typeof communicationCreateRequest>;

/** An edit or a withdrawal names the version the staff member saw: a newer one refuses it (131). */
export const communicationVersion = z.string().min(1).max(40);
export const communicationEditRequest = communicationFields.extend({ version: communicationVersion });
export type CommunicationEditRequest = z.input<typeof communicationEditRequest>;
export const communicationWithdrawRequest = z.object({ version: communicationVersion });

/** Who did something to a communication, and when (ISO timestamp). */
const staffStep = z.object({ por: z.string(), el: z.string() }).nullable();

/** A communication as the office lists and edits it. */
export const staffCommunication = z.object({
  id: z.number().int(),
  publico: communicationAudience,
  titulacion: z.string().nullable(),
  textos: z.object({ es: z.string(), ca: z.string().nullable(), en: z.string().nullable() }),
  enlace: z.string().nullable(),
  desde: z.string(),
  hasta: z.string().nullable(),
  estado: z.enum(communicationStates),
  /** Notifications sent with it when it was created. */
  notificados: z.number().int(),
  creada: staffStep,
  modificada: staffStep,
  retirada: staffStep,
  version: z.string(),
});
export type StaffCommunication = z.infer<typeof staffCommunication>;

export const staffCommunicationsResponse = envelope(z.array(staffCommunication));
export const staffCommunicationResponse = envelope(staffCommunication);
/** Every change answers the communication as it is now, with its confirmation code (aviso). */
export const staffCommunicationChangeResponse = envelope(z.object({ aviso: z.number().int(), comunicacion: staffCommunication }));

/** The text a reader of `language` sees: theirs, or the Spanish one when theirs is empty (as the home shows it). */
export const communicationTextIn = (textos: StaffCommunication['textos'], language: Language): string =>
  (language === 'es' ? null : textos[language]) || textos.es;

/** The audit queue of the office's steps on communications (staff_decisions.queue). */
export const communicationsQueue = 'comunicaciones' as const;

/**
 * The sanitiser's settings for a communication's text: DOMPurify (the sanitiser the portal uses
 * on the office's HTML) keeping no tag at all, as the home shows the text as plain text. Scripts
 * and styles go with their content; other markup leaves its words.
 */
export const communicationSanitiserSettings = { ALLOWED_TAGS: [] as string[], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true } as const;

// eslint-disable-next-line no-control-regex -- these are the characters removed
const invisibleCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A communication's text as stored and shown: `toFragment` is DOMPurify's sanitize with
 * `communicationSanitiserSettings` (the server's, on its own DOM, when saving; the page's when
 * previewing), then control and bidirectional-override characters, which could make a text read
 * differently than it was checked, go too, and white space is folded.
 */
export const plainCommunicationTextWith = (toFragment: (text: string) => { textContent: string | null }, text: string): string =>
  (toFragment(text).textContent ?? '').replace(invisibleCharacters, '').replace(/\s+/g, ' ').trim();
