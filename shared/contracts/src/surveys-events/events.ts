import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { envelope } from '../platform/envelope';

/** Event (spec 000 §3); `ulrImagenPrincipal` keeps the spec's spelling. */
export const eventSummary = z.object({
  idEvento: z.number().int(),
  titulo: z.string(),
  entradilla: z.string(),
  fecha: z.string(),
  categoria: z.object({ nombre: z.string(), slug: z.string() }),
  lugar: z.string(),
  destacado: z.boolean(),
  ulrImagenPrincipal: z.string().nullable(),
  urlAcceso: z.string(),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** A picture of the gallery or a recorded video of an event. */
export const eventMedia = z.object({ url: z.string(), titulo: z.string() });
export type EventMedia = z.infer<typeof eventMedia>;

export const eventDetail = eventSummary.extend({
  descripcion: z.string(),
  plazas: z.number().int().nullable(),
  inscritos: z.number().int().min(0),
  /** When registration closes (the start of the event unless the event says otherwise). */
  cierreInscripcion: z.string(),
  /** When registration opens, while that is still to come (issue 26: the office may set it); null otherwise. */
  aperturaInscripcion: z.string().nullable(),
  galeria: z.array(eventMedia),
  videos: z.array(eventMedia),
  /** Whether the caller is registered; false for anonymous visitors. */
  inscrito: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const eventListResponse = envelope(z.array(eventSummary));
export const eventDetailResponse = envelope(eventDetail);

/** POST /api/{Alumno|Empresa}/inscribirseEnEvento */
export const eventRegistrationRequest = z.object({
  idEvento: idNumber,
  urlEvento: z.string().trim().min(1).max(200),
});
export type EventRegistrationRequest = z.infer<typeof eventRegistrationRequest>;
/** Success carries 533 (spec 000 §4, events) and the registrations after this one. */
export const eventRegistrationResponse = envelope(
  z.object({ mensaje: z.literal(533), inscritos: z.number().int().min(0) }),
);
