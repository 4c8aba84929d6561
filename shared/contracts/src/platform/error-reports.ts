import { z } from 'zod';

/**
 * Error reports (spec 000 §7 and §8, 001 §8): statuses 1, 12, 24 and 500 (500 also stands for a
 * network or unexpected failure) are reported by the client to the API, which stores them and
 * posts them to the team's chat. A report says what happened and where, never who: no name,
 * e-mail, token, query string or body.
 */
export const reportableStatuses = [1, 12, 24, 500] as const;

export const errorReportPath = '/api/Publico/informeError';

/** A path of the portal or the API: no query string or fragment is kept (the server strips them too). */
const portalPath = z.string().trim().min(1).max(500).regex(/^\//, 'must be a path starting with /');
/** An app name or release id as published (`mf-offers`, `0.1.0-7d756aa507`). */
const publishedName = z.string().trim().min(1).max(80).regex(/^[A-Za-z0-9._-]+$/);

export const errorReport = z.object({
  /** Made by the client, so a report sent twice is stored once. */
  id: z.uuid(),
  status: z.literal(reportableStatuses),
  metodo: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']),
  /** The API path called. */
  ruta: portalPath,
  /** The app (shell or remote) that made the call, and its release. */
  app: publishedName,
  version: publishedName,
  /** The page's route when it happened. */
  pagina: portalPath,
  idioma: z.string().trim().min(2).max(16).regex(/^[A-Za-z-]+$/),
  /** When it happened, by the client's clock. */
  momento: z.iso.datetime({ offset: true }),
});
export type ErrorReport = z.infer<typeof errorReport>;
