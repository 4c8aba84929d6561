import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, envelope, errorReport, errorReportPath, failureEnvelope } from '@portal/contracts';
import type { Config } from '../config';
import { commonFailures, fail, ok } from '../http/envelope';
import { createChatWebhook } from '../services/error-report-webhook';
import { fileErrorReport } from '../services/error-reports';
import { createPgRateCounter, type RateCounter } from '../services/rate-counter';
import type { RouteContext } from './context';

export interface ErrorReportOptions extends RouteContext {
  config: Pick<Config, 'errorReportWebhookUrl' | 'errorReportRateLimit'>;
  /** Where reports are counted per address; by default this API's own PostgreSQL counter. */
  rateCounter?: RateCounter;
}

/**
 * The client's error reports (spec 000 §8: statuses 1, 12, 24 and 500). Anyone may send one,
 * the surveys embed on other sites included (a public path, open to CORS), so each address may
 * send `errorReportRateLimit` a minute; a report is stored scrubbed of personal data and posted
 * to the team chat's webhook when one is configured.
 */
export const errorReportRoutes: FastifyPluginAsyncZod<ErrorReportOptions> = async (app, { pool, config, rateCounter }) => {
  const counter = rateCounter ?? createPgRateCounter(pool, { max: config.errorReportRateLimit, windowSeconds: 60 });
  const webhook = config.errorReportWebhookUrl
    ? createChatWebhook({ url: config.errorReportWebhookUrl, log: app.log })
    : undefined;
  app.post(
    errorReportPath,
    {
      // A report is a few hundred bytes.
      bodyLimit: 4096,
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
          429: failureEnvelope.describe('Too many reports from this address: status 429'),
        },
      },
    },
    async (request, reply) => {
      const decision = await counter(request.ip);
      if (!decision.allowed) {
        return reply.code(429).header('Retry-After', String(decision.retryAfterSeconds)).send(fail(Status.tooManyAttempts));
      }
      await fileErrorReport(pool, request.body, { webhook, log: request.log });
      return ok({ id: request.body.id });
    },
  );
};
