import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../platform/http/route-context';
import { cvRoutes } from './routes/routes';
import { cvSectionRoutes } from './routes/section-routes';

/** The student's CV: its sections, personal data, documents, guides and PDF. */
export const cvDomain: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(cvRoutes, context);
  await app.register(cvSectionRoutes, context);
};
