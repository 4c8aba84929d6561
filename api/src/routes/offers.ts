import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerCountResponse, offerListQuery, offerListResponse, offerTypeParam } from '@portal/contracts';
import { bearer, guardedFailures, ok } from '../http/envelope';
import { countOffers, listOffers } from '../services/offers';
import type { RouteContext } from './context';

const tags = ['Ofertas'];

/** The student's offers: counts per type, and the list in pages (the client fetches until the count). */
export const offerRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  const countRoute = (path: string, type: 'empleo' | 'practicas') =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Number of ${type} offers the student can see`,
          security: bearer,
          response: { 200: offerCountResponse, ...guardedFailures },
        },
        onRequest: guards.student,
      },
      async () => ok(await countOffers(pool, type)),
    );
  countRoute('/api/Alumno/dameNumOfertasEmpleoUsuario', 'empleo');
  countRoute('/api/Alumno/dameNumOfertasPracticasUsuario', 'practicas');

  app.get(
    '/api/Alumno/dameOfertasUsuario/:tipo',
    {
      schema: {
        tags,
        summary: 'A page of the offers of a type (empleo or 1, practicas or 2)',
        description:
          'Highlighted first (fechaDestacada descending), then by fecha descending. `desde` skips, `cantidad` is the page size (1-100).',
        security: bearer,
        params: z.object({ tipo: offerTypeParam }),
        querystring: offerListQuery,
        response: { 200: offerListResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await listOffers(pool, request.params.tipo, request.query)),
  );
};
