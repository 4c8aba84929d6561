import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandResponse, brandSettings } from '@portal/contracts';
import { commonFailures, ok } from '../http/envelope';
import type { RouteContext } from './context';

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
      const { rows } = await pool.query<{ settings: unknown }>(
        'SELECT settings FROM institution_brand WHERE id = 1',
      );
      if (!rows[0]) throw new Error('No brand settings in the database: has the seed run?');
      // Stored as a document: checked against the contract on the way out as on the way in.
      const settings = brandSettings.parse(rows[0].settings);
      // Small and read on every page load; the shell must see a change (maintenance) at once.
      reply.header('Cache-Control', 'no-cache');
      return ok(settings);
    },
  );
};
