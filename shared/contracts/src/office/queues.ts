import { z } from 'zod';
import { idText, integerText } from '../platform/ids';
import { envelope } from '../platform/envelope';

/**
 * The careers office's work queues (issue 21): one per hand-off from a company or a student to the
 * office. The dashboard counts each; each is a paged, filterable, sortable list whose items open
 * the record's page, where the staff member decides.
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

/** GET /api/Orientacion/panel: each queue's count and the moment its oldest item started waiting. */
export const queueSummary = z.object({
  cola: queueIdSchema,
  total: z.number().int().nonnegative(),
  /** ISO date-time; null when the queue is empty. */
  masAntigua: z.string().nullable(),
});
export type QueueSummary = z.infer<typeof queueSummary>;
export const officePanelResponse = envelope(z.object({ colas: z.array(queueSummary) }));
export type OfficePanel = z.infer<typeof officePanelResponse>['datos'];

export const queueSortKeys = ['antiguedad', 'nombre'] as const;

/** GET /api/Orientacion/cola/{cola}: the query of one queue's list. */
export const queueListQuery = z.object({
  pagina: integerText(1, 100_000).default(1),
  porPagina: integerText(5, 100).default(20),
  /** Words of the name, title, CIF or e-mail the item shows. */
  texto: z.string().trim().max(100).optional(),
  /** A queue's own state filter (its item `estado` values); none: what waits for the office. */
  estado: z.string().trim().max(40).optional(),
  orden: z.enum(queueSortKeys).default('antiguedad'),
  direccion: z.enum(['asc', 'desc']).default('asc'),
});
export type QueueListQuery = z.infer<typeof queueListQuery>;

export const queueItem = z.object({
  id: z.number().int(),
  /** What the item is about: a company's name, an offer's title, a student's name. */
  titulo: z.string(),
  /** A second line: the company, the CIF, the degree... */
  detalle: z.string().nullable(),
  /** The record's state in its own words (a key the office remote translates). */
  estado: z.string(),
  /** ISO date-time since which it waits. */
  desde: z.string(),
  /** Something the staff member should notice (a duplicated CIF...): keys the remote translates. */
  avisos: z.array(z.string()),
});
export type QueueItem = z.infer<typeof queueItem>;
export const queueListResponse = envelope(
  z.object({
    total: z.number().int().nonnegative(),
    pagina: z.number().int(),
    porPagina: z.number().int(),
    elementos: z.array(queueItem),
  }),
);
export type QueueList = z.infer<typeof queueListResponse>['datos'];

/** One staff decision as the record's page shows it (who, when, what, why, before and after). */
export const staffDecision = z.object({
  fecha: z.string(),
  autor: z.string(),
  accion: z.string(),
  motivo: z.string().nullable(),
  antes: z.record(z.string(), z.unknown()),
  despues: z.record(z.string(), z.unknown()),
});
export type StaffDecision = z.infer<typeof staffDecision>;

/**
 * GET /api/Orientacion/cola/{cola}/{id}: the record as its queue shows it (`registro`, a shape of
 * each queue's own), the decisions the staff member may take now, the record's version (sent back
 * with a decision, so a decision on a record that changed meanwhile is refused) and its history.
 */
export const queueRecordResponse = envelope(
  z.object({
    cola: queueIdSchema,
    id: z.number().int(),
    estado: z.string(),
    version: z.string(),
    acciones: z.array(z.object({ accion: z.string(), requiereMotivo: z.boolean() })),
    registro: z.record(z.string(), z.unknown()),
    decisiones: z.array(staffDecision),
  }),
);
export type QueueRecord = z.infer<typeof queueRecordResponse>['datos'];

export const queueRecordParams = z.object({ cola: queueIdSchema, id: idText });
export const queueListParams = z.object({ cola: queueIdSchema });

/** POST /api/Orientacion/cola/{cola}/{id}/decision. */
export const queueDecisionRequest = z.object({
  accion: z.string().trim().min(1).max(40),
  motivo: z.string().trim().max(2000).optional(),
  /** The version the staff member saw (queueRecordResponse.version). */
  version: z.string().min(1).max(200),
  /** What some decisions carry (a formalised agreement's expiry date, a payment's date...). */
  datos: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
});
export type QueueDecisionRequest = z.infer<typeof queueDecisionRequest>;
export const queueDecisionResponse = envelope(z.object({ estado: z.string(), version: z.string() }));

/**
 * What a company or a student waits for from the careers office (GET /api/Empresa/dameEsperasServicio,
 * GET /api/Alumno/dameEsperasServicio): each item of theirs in a queue, since when, and where they see it.
 */
export const officeWait = z.object({
  cola: queueIdSchema,
  titulo: z.string(),
  estado: z.string(),
  desde: z.string(),
  /** A path of the portal where the owner sees the item. */
  enlace: z.string().nullable(),
});
export type OfficeWait = z.infer<typeof officeWait>;
export const officeWaitsResponse = envelope(z.object({ esperas: z.array(officeWait) }));
