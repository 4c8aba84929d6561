import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainContext } from '../platform/http/route-context';
import type { PrivacyDeps } from './carry-out';
import { privacyRoutes } from './routes';
import { scheduleRetention } from './scheduler';

/**
 * Personal data's life cycle (issue 22): leaving the service (erasure after a grace period), the
 * archive of all of a student's data, and the retention pass the server runs on a timer.
 */
export const privacyDomain: FastifyPluginAsyncZod<DomainContext> = async (app, context) => {
  const privacy: PrivacyDeps = {
    pool: context.pool,
    mailer: context.mailer,
    log: app.log,
    retention: context.config.retention,
    publicUrl: context.config.publicUrl,
  };
  await app.register(privacyRoutes, { ...context, privacy });
  scheduleRetention(app, privacy);
};
