import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, companyDataResponse } from '@portal/contracts';
import { authOf } from '../../platform/auth/guards';
import { HttpFailure, bearer, guardedFailures, ok } from '../../platform/http/envelope';
import { messagesFor } from '../../platform/http/messages';
import { readCompanyData } from '../data/company-data';
import { companySettings } from './caller';
import type { RouteContext } from '../../platform/http/route-context';

/** The company the session acts for (the token's idEmpresa), checked against the user's memberships. */
export const companyRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.get(
    '/api/Empresa/dameDatosEmpresa',
    {
      schema: {
        tags: ['Empresa'],
        summary: 'Data of the company of the session: every field of the company, its address and work centres',
        security: bearer,
        response: { 200: companyDataResponse, ...guardedFailures },
      },
      onRequest: guards.company,
    },
    async (request) => {
      const { sub, idEmpresa } = authOf(request);
      // The membership is checked again: a user removed from the company loses it at once.
      const member = await pool.query('SELECT 1 FROM company_users WHERE user_id = $1 AND company_id = $2', [
        Number(sub),
        idEmpresa,
      ]);
      // 71 as in companyCaller: the user no longer belongs to the token's company.
      if (!member.rowCount) throw new HttpFailure(403, Status.accessDeniedCompany);
      const company = await readCompanyData(pool, idEmpresa!, await companySettings(pool));
      if (!company) throw new HttpFailure(403, Status.accessDenied, messagesFor(request).companyNotFound);
      return ok(company);
    },
  );
};
