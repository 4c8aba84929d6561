import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../platform/http/route-context';
import { programmeRoutes } from './programme-routes';
import { proposalRoutes } from './proposal-routes';
import { internshipRoutes } from './routes';

/** The student's internships, internship programmes and the student's internship proposals. */
export const internshipsDomain: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(programmeRoutes, context);
  await app.register(proposalRoutes, context);
  await app.register(internshipRoutes, context);
};
