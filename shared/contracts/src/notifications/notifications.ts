import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { envelope } from '../platform/envelope';

/** A notification of the logged user (spec 000 §3). */
export const notification = z.object({
  idNotificacion: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
  leida: z.boolean(),
  Importante: z.boolean(),
  urlAcceso: z.string().nullable(),
  urlExterna: z.string().nullable(),
  fecha: z.string(),
});
export type Notification = z.infer<typeof notification>;
export const notificationListResponse = envelope(z.array(notification));

/** `{id}` of marcarNotificacionLeida and eliminaNotificacion. */
export const notificationIdRequest = z.object({ id: idNumber });

/** A communication of the institution shown on the home (spec 000 §3). */
export const communication = z.object({
  fechaDesde: z.string(),
  descripcion: z.string(),
  enlace: z.string().nullable(),
});
export type Communication = z.infer<typeof communication>;
export const communicationListResponse = envelope(z.array(communication));

/** POST editarIdiomaPreferido {idIdioma}: 1 es, 2 ca, 3 en. */
export const preferredLanguageRequest = z.object({ idIdioma: z.number().int().min(1).max(3) });
/** The answer of a call that only changes something. */
export const noDataResponse = envelope(z.null());
