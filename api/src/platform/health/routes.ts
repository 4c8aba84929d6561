import type { LogLevel } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, envelope, failureEnvelope } from '@portal/contracts';
import { fail, ok } from '../http/envelope';
import type { RouteContext } from '../http/route-context';

/** For load balancers and the e2e runner: the process answers and its database too. */
export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool }) => {
  // Polled every few seconds by balancers: log it only from warn up, or quieter if the app is.
  const quieter: LogLevel[] = ['error', 'fatal', 'silent'];
  const quiet = quieter.find((level) => level === app.log.level) ?? 'warn';
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Health of the server and its database',
        response: {
          200: envelope(z.object({ db: z.literal('ok') })),
          503: failureEnvelope.describe('The database does not answer: status 500'),
        },
      },
      logLevel: quiet,
    },
    async (request, reply) => {
      try {
        await pool.query('SELECT 1');
        reply.header('Cache-Control', 'no-store');
        return ok({ db: 'ok' as const });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(fail(Status.serviceUnavailable));
      }
    },
  );
};
