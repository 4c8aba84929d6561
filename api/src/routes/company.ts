import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, companyDataResponse, type CompanyData } from '@portal/contracts';
import { authOf } from '../auth/guards';
import { HttpFailure, bearer, guardedFailures, ok } from '../http/envelope';
import { messagesFor } from '../http/messages';
import type { RouteContext } from './context';

/** The company the session acts for (the token's idEmpresa), checked against the user's memberships. */
export const companyRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.get(
    '/api/Empresa/dameDatosEmpresa',
    {
      schema: {
        tags: ['Empresa'],
        summary: 'Data of the company of the session',
        security: bearer,
        response: { 200: companyDataResponse, ...guardedFailures },
      },
      onRequest: guards.company,
    },
    async (request) => {
      const { sub, idEmpresa } = authOf(request);
      // The membership is checked again: a user removed from the company loses it at once.
      const { rows } = await pool.query<CompanyData>(
        `SELECT c.id AS "idEmpresa", c.trade_name AS "nombreComercial", c.legal_name AS "nombreFiscal",
                c.tax_id AS cif, c.description AS descripcion, c.validated AS validada,
                (SELECT count(*)::integer FROM offers o
                  WHERE o.company_id = c.id AND o.closed_at IS NULL
                    AND (o.expires_at IS NULL OR o.expires_at > now())) AS "numOfertasActivas"
           FROM companies c JOIN company_users cu ON cu.company_id = c.id AND cu.user_id = $1
          WHERE c.id = $2`,
        [Number(sub), idEmpresa],
      );
      const company = rows[0];
      if (!company) throw new HttpFailure(403, Status.accessDenied, messagesFor(request).companyNotFound);
      return ok(company);
    },
  );
};
