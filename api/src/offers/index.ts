import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../platform/http/route-context';
import { candidacyRoutes } from './candidacy-routes';
import { offerRoutes } from './routes';

/** Offers as students find them, and their candidacies. */
export const offersDomain: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(offerRoutes, context);
  await app.register(candidacyRoutes, context);
};
