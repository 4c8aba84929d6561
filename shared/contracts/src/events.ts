import { z } from 'zod';
import { envelope } from './envelope';

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

export const eventDetail = eventSummary.extend({
  descripcion: z.string(),
  plazas: z.number().int().nullable(),
  inscritos: z.number().int().min(0),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const eventListResponse = envelope(z.array(eventSummary));
export const eventDetailResponse = envelope(eventDetail);
