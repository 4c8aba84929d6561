import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReport, errorReportPath } from '@portal/contracts';
import type { Config } from '../config';
import { commonFailures, ok } from '../http/envelope';
import { addressKey } from '../limits/keys';
import { tooManyAttempts } from '../limits/limits';
import { createChatWebhook } from './webhook';
import { fileErrorReport } from './reports';
import type { RouteContext } from '../http/route-context';

export interface ErrorReportOptions extends RouteContext {
  config: Pick<Config, 'errorReportWebhookUrl'>;
}

/**
 * The client's error reports (spec 000 §8: statuses 1, 12, 24 and 500). Anyone may send one,
 * the surveys embed on other sites included (a public path, open to CORS), so each address may
 * send ERROR_REPORT_RATE_LIMIT a minute (policy error-report.address of the shared limits); a report is stored scrubbed of personal data and posted
 * to the team chat's webhook when one is configured.
 */
export const errorReportRoutes: FastifyPluginAsyncZod<ErrorReportOptions> = async (app, { pool, config, limits }) => {
  const webhook = config.errorReportWebhookUrl
    ? createChatWebhook({ url: config.errorReportWebhookUrl, log: app.log })
    : undefined;
  app.post(
    errorReportPath,
    {
      // A report is a few hundred bytes.
      bodyLimit: 4096,
      preHandler: limits.on((request) => [['error-report.address', addressKey(request)]]),
      schema: {
        tags: ['Sistema'],
        summary: 'Reports a failure the client met (statuses 1, 12, 24 and 500), without personal data',
        description:
          'Stored once per id, with e-mails, ids, phone numbers, tokens and query strings removed, and posted to the team chat. ' +
          'Status 429 with Retry-After when an address sends too many.',
        body: errorReport,
        response: {
          200: envelope(z.object({ id: z.uuid() })),
          ...commonFailures,
          429: tooManyAttempts,
        },
      },
    },
    async (request) => {
      await fileErrorReport(pool, request.body, { webhook, log: request.log });
      return ok({ id: request.body.id });
    },
  );
};
