import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, envelope, failureEnvelope } from '@portal/contracts';
import { readMigrations } from '../db/migrate';
import { fail, ok } from '../http/envelope';
import { pollingLogLevel } from '../http/quiet-log';
import type { RouteContext } from '../http/route-context';

/**
 * Probes for an orchestrator or balancer, beside /api/health (which stays as it is):
 * - liveness, /api/health/live: the process answers; no database, so a database outage does not
 *   get every replica restarted;
 * - readiness, /api/health/ready: the database answers and every migration this build ships is
 *   applied, so traffic goes only to replicas that can serve it.
 */
export const healthProbeRoutes: FastifyPluginAsyncZod<RouteContext & { migrationsDir?: string }> = async (
  app,
  { pool, migrationsDir },
) => {
  // The migrations this build ships never change while it runs: read once.
  const shipped = (await readMigrations(migrationsDir)).map((migration) => migration.version);
  const probe = { tags: ['Sistema'], logLevel: pollingLogLevel(app) };

  app.get(
    '/api/health/live',
    {
      logLevel: probe.logLevel,
      schema: {
        tags: probe.tags,
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: envelope(z.object({ proceso: z.literal('ok') })) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok({ proceso: 'ok' as const });
    },
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: probe.logLevel,
      schema: {
        tags: probe.tags,
        summary: 'Readiness: the database answers and every migration of this build is applied',
        response: {
          200: envelope(z.object({ db: z.literal('ok'), migraciones: z.number().int() })),
          503: failureEnvelope.describe('Database unreachable or migrations pending: status 500, mensaje says which'),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      let applied: Set<number>;
      try {
        const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations');
        applied = new Set(rows.map((row) => row.version));
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable or not migrated');
        return reply.code(503).send(fail(Status.serviceUnavailable, 'database unreachable or not migrated'));
      }
      const pending = shipped.filter((version) => !applied.has(version));
      if (pending.length > 0) {
        return reply.code(503).send(fail(Status.serviceUnavailable, `migrations pending: ${pending.join(', ')}`));
      }
      return ok({ db: 'ok' as const, migraciones: shipped.length });
    },
  );
};
