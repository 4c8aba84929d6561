import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReport } from '@portal/contracts';
import type { Pool } from '../db/pool';
import { scrubPersonalData } from '../http/personal-data';
import { countError } from '../releases/counts';
import type { ChatWebhook, Forwarding } from './webhook';

/**
 * The report as it is kept and posted: every free-text field scrubbed of personal data and query
 * strings, whatever the client sent (the schema already bounds the fields' shape and length).
 */
export const scrubbedReport = (report: ErrorReport): ErrorReport => ({
  ...report,
  ruta: scrubPersonalData(report.ruta),
  pagina: scrubPersonalData(report.pagina),
  app: scrubPersonalData(report.app),
  version: scrubPersonalData(report.version),
});

/**
 * Stores a report (once per id: a report sent twice is one report) and, when it is new and a
 * webhook is configured, posts it to the chat after the answer, recording how that went.
 * Returns whether the report was new.
 */
export const fileErrorReport = async (
  pool: Pool,
  received: ErrorReport,
  { webhook, log }: { webhook: ChatWebhook | undefined; log: FastifyBaseLogger },
): Promise<boolean> => {
  const report = scrubbedReport(received);
  const { rowCount } = await pool.query(
    `INSERT INTO error_reports (id, status, method, api_path, app, release, page, language, occurred_at, forwarding)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO NOTHING`,
    [
      report.id,
      report.status,
      report.metodo,
      report.ruta,
      report.app,
      report.version,
      report.pagina,
      report.idioma,
      report.momento,
      webhook ? 'pending' : 'skipped',
    ],
  );
  const isNew = rowCount === 1;
  if (!isNew) return false;
  // Issue 25: each report counts against the release it came from (a canary's error rate), as
  // the client named it: the scrubbing above can take a release id's digits for a phone number.
  await countError(pool, { app: received.app.trim(), version: received.version.trim() });
  log.warn({ errorReport: report }, 'client error report');
  if (webhook) void forward(pool, report, webhook, log);
  return true;
};

const forward = async (pool: Pool, report: ErrorReport, webhook: ChatWebhook, log: FastifyBaseLogger) => {
  const outcome: Forwarding = await webhook(report);
  await pool
    .query('UPDATE error_reports SET forwarding = $2 WHERE id = $1', [report.id, outcome])
    .catch((error: unknown) => log.warn({ err: error }, 'could not record how an error report was posted'));
};
