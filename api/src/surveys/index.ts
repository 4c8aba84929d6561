import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../platform/http/route-context';
import { surveyResultsRoutes } from './results-routes';
import { surveyRoutes } from './routes';

/** Surveys (also embedded in other sites) and their results. */
export const surveysDomain: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(surveyRoutes, context);
  await app.register(surveyResultsRoutes, context);
};
