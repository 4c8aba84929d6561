import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, envelope } from '@portal/contracts';
import { HttpFailure, bearer, guardedFailures, ok } from '../platform/http/envelope';
import { markCompanyVerified } from '../company/data/company-data';
import type { StaffSessions } from './staff-sessions';
import type { RouteContext } from '../platform/http/route-context';

/**
 * The careers office verifies a company's CIF and legal name (after checking them against the
 * company's deeds): from then on the company sees them locked (dameDatosEmpresaVerificacion).
 * The office's screens come later; the call is what they will use.
 */
export const staffCompanyDataRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff },
) => {
  app.post(
    '/api/Orientacion/verificaDatosEmpresa',
    {
      schema: {
        tags: ['Orientación'],
        summary: "Marks a company's CIF and legal name as verified by the careers office (1 for an unknown company)",
        security: bearer,
        body: z.object({ idEmpresa: z.number().int().positive() }),
        response: { 200: envelope(z.object({ fechaVerificacion: z.string() })), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const verifiedAt = await markCompanyVerified(pool, request.body.idEmpresa);
      if (!verifiedAt) throw new HttpFailure(404, Status.generalError);
      return ok({ fechaVerificacion: verifiedAt });
    },
  );
};
