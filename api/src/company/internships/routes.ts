import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  companyInternshipsResponse,
  internshipChangeRequest,
  internshipChangeResponse,
} from '@portal/contracts';
import { HttpFailure, bearer, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import { companyCaller, companySettings } from '../common/caller';
import { companyInternships, requestInternshipChange } from './internships';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa', 'Prácticas de la empresa'];

/** The internships students do at the company and its change requests (spec 001 §2 /solicitar-cambio-practicas, §7). */
export const companyInternshipRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  const onRequest = guards.company;

  app.get(
    '/api/Empresa/damePracticas',
    {
      schema: {
        tags,
        summary: "The internships students do at the caller's company, current first, each with the changes the company asked for",
        security: bearer,
        response: { 200: companyInternshipsResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await companyInternships(pool, (await companyCaller(pool, request)).companyId)),
  );

  app.post(
    '/api/Empresa/solictitarAccionSobrePractica',
    {
      schema: {
        tags,
        summary: 'Asks the careers office for a change on one of the company\'s internships, with a reason (529; path spelled as the spec does)',
        description:
          "Kinds: fechas (fechaInicio, fechaFin), horario, tutor (tutorNombre, tutorEmail), finalizacionAnticipada (fechaFin), otro. Refusals: 3 another company's internship; 49 finished or given up; 27 an early end not within the internship; 8 the same kind still pending. 403/3 when the brand does not allow it (solicitarCambioPracticas).",
        security: bearer,
        body: internshipChangeRequest,
        response: { 200: orRefusal(internshipChangeResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      if (!(await companySettings(pool)).solicitarCambioPracticas) throw new HttpFailure(403, Status.accessDenied);
      const outcome = await requestInternshipChange(pool, caller, request.body);
      return outcome.ok ? ok(outcome.value) : fail(outcome.refusal.status);
    },
  );
};
