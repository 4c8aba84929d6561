import { z } from 'zod';
import { envelope } from '../envelope';

/**
 * The work queues of the careers office (issue 21): every hand-off from a company or a student
 * that waits for a staff decision.
 */
export const queueIds = [
  'empresas',
  'ofertas',
  'convenios',
  'cambiosPracticas',
  'propuestasPracticas',
  'adhesionesProgramas',
  'anexos',
  'documentos',
  'facturas',
  'centrosEducativos',
  'datosEmpresa',
  'estudios',
] as const;
export const queueIdSchema = z.enum(queueIds);
export type QueueId = z.infer<typeof queueIdSchema>;

/** One queue on the dashboard: how many items wait, and since when the oldest does. */
export const queueSummary = z.object({
  cola: queueIdSchema,
  total: z.number().int().nonnegative(),
  /** ISO date-time of the oldest waiting item; null when none waits. */
  masAntigua: z.string().nullable(),
});
export type QueueSummary = z.infer<typeof queueSummary>;

/** GET /api/Orientacion/panel */
export const officeDashboard = z.object({ colas: z.array(queueSummary) });
export type OfficeDashboard = z.infer<typeof officeDashboard>;
export const officeDashboardResponse = envelope(officeDashboard);

/**
 * GET /api/Orientacion/cola/{cola}: the items of one queue. Their shape is fixed with the queue
 * lists (still to be written); until then a page only learns whether the call succeeded.
 */
export const queueItemsResponse = envelope(z.unknown());
