import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandResponse } from '@portal/contracts';
import { commonFailures, ok } from '../platform/http/envelope';
import { readBrand } from './brand';
import type { RouteContext } from '../platform/http/route-context';

/** The institution's brand: public, read by the shell before anyone logs in. */
export const brandRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool }) => {
  app.get(
    '/api/Publico/dameConfiguracionMarca',
    {
      schema: {
        tags: ['Marca'],
        summary: 'Brand settings of the institution (colours, logos, fonts, footer links, flags)',
        response: { 200: brandResponse, ...commonFailures },
      },
    },
    async (_request, reply) => {
      const settings = await readBrand(pool);
      // Small and read on every page load; the shell must see a change (maintenance) at once.
      reply.header('Cache-Control', 'no-cache');
      return ok(settings);
    },
  );
};
