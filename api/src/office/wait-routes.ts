import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeWaitsResponse } from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { bearer, guardedFailures, ok } from '../platform/http/envelope';
import type { RouteContext } from '../platform/http/route-context';
import { officeWaitsOf } from './waits';

const tags = ['Orientación'];

/**
 * What a company or a student waits for from the careers office, and since when (issue 21,
 * "everyone knows what they wait for"): their own items only, read from the token.
 */
export const officeWaitRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.get(
    '/api/Empresa/dameEsperasServicio',
    {
      schema: {
        tags,
        summary: "What the caller's company waits for from the careers office, oldest first",
        security: bearer,
        response: { 200: officeWaitsResponse, ...guardedFailures },
      },
      onRequest: guards.company,
    },
    async (request) => ok({ esperas: await officeWaitsOf(pool, { companyId: authOf(request).idEmpresa! }) }),
  );

  app.get(
    '/api/Alumno/dameEsperasServicio',
    {
      schema: {
        tags,
        summary: 'What the student waits for from the careers office, oldest first',
        security: bearer,
        response: { 200: officeWaitsResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok({ esperas: await officeWaitsOf(pool, { userId: Number(authOf(request).sub) }) }),
  );
};
