import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, envelope, idNumber } from '@portal/contracts';
import { HttpFailure, bearer, guardedFailures, ok } from '../platform/http/envelope';
import { languageOf } from '../platform/http/messages';
import { readCompanyVerification } from '../company/data/company-data';
import { decideOnCurrent } from './decisions';
import { companyDataQueue } from './queues/company-data';
import type { StaffSessions } from './staff-sessions';
import type { DomainContext } from '../platform/http/route-context';

/**
 * The careers office verifies a company's CIF and legal name (after checking them against the
 * company's deeds): from then on the company sees them locked (dameDatosEmpresaVerificacion).
 * It is the datosEmpresa queue's decision `verificar` (audited, the company notified); a company
 * already verified answers its date again.
 */
export const staffCompanyDataRoutes: FastifyPluginAsyncZod<DomainContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff, mailer, config },
) => {
  app.post(
    '/api/Orientacion/verificaDatosEmpresa',
    {
      schema: {
        tags: ['Orientación'],
        summary: "Marks a company's CIF and legal name as verified by the careers office (1 for an unknown company)",
        security: bearer,
        body: z.object({ idEmpresa: idNumber }),
        response: { 200: envelope(z.object({ fechaVerificacion: z.string() })), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const { idEmpresa } = request.body;
      const outcome = await decideOnCurrent(
        { pool, mailer, publicUrl: config.publicUrl, log: request.log },
        companyDataQueue,
        idEmpresa,
        { accion: 'verificar' },
        request.staffId!,
        languageOf(request.headers['accept-language']),
      );
      if (!outcome.ok && outcome.refusal.status === Status.recordNotFound) throw new HttpFailure(404, Status.generalError);
      const verification = await readCompanyVerification(pool, idEmpresa);
      if (!verification?.fechaVerificacion) throw new HttpFailure(404, Status.generalError);
      return ok({ fechaVerificacion: verification.fechaVerificacion });
    },
  );
};
