import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registerEducationRequest,
  registeredEducationRequestResponse,
  staffInternshipChangesResponse,
} from '@portal/contracts';
import { bearer, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { registerEducationRequest as register } from '../company/education/education';
import { changeRequestsForStaff } from '../company/internships/internships';
import type { StaffSessions } from './staff-sessions';
import { educationAnswer } from '../company/education/routes';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Orientación'];

/**
 * The careers office's side of the education centres' requests and the internship changes: it
 * registers the requests centres send it (outside the portal) and reads the companies' change
 * requests. No screens yet.
 */
export const staffEducationRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff },
) => {
  app.post(
    '/api/Orientacion/registraSolicitudPracticaEducacion',
    {
      schema: {
        tags,
        summary: "Registers an education centre's request for a company (by CIF; the centre from centrosEducativosDeProvincia): 528",
        description: '400/15 for an unknown CIF or centre, or any field that breaks its rule.',
        security: bearer,
        body: registerEducationRequest,
        response: { 200: orRefusal(registeredEducationRequestResponse), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => educationAnswer(request, reply, await register(pool, request.staffId!, request.body)),
  );

  app.get(
    '/api/Orientacion/dameSolicitudesCambioPracticas',
    {
      schema: {
        tags,
        summary: "The companies' internship change requests, pending first, oldest first",
        security: bearer,
        response: { 200: staffInternshipChangesResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async () => ok(await changeRequestsForStaff(pool)),
  );
};
