import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  registerEducationRequest,
  registeredEducationRequestResponse,
  staffInternshipChangesResponse,
} from '@portal/contracts';
import { bearer, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { registerEducationRequest as register } from '../company/education/education';
import { changeRequestsForStaff } from '../company/internships/internships';
import type { StaffSessions } from './staff-sessions';
import { educationAnswer } from '../company/education/routes';
import type { DomainContext } from '../platform/http/route-context';
import { refuse } from '../platform/http/outcome';
import type { FieldError } from '../company/offers/offer-form';
import { actAsStaff } from './decisions';
import { educationQueue, educationRequestNotice } from './queues/education';

const tags = ['Orientación'];

/**
 * The careers office's side of the education centres' requests and the internship changes: it
 * registers the requests centres send it (outside the portal; a staff call, since it creates the
 * record the centrosEducativos queue then follows) and reads the companies' change requests.
 */
export const staffEducationRoutes: FastifyPluginAsyncZod<DomainContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff, mailer, config },
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
    async (request, reply) => {
      // Registering creates a record: audited in the queue's history, and the company is told it has a request to answer.
      let fieldErrors: FieldError[] = [];
      const outcome = await actAsStaff({ pool, mailer, publicUrl: config.publicUrl, log: request.log }, request.staffId!, async (db) => {
        const registered = await register(db, request.staffId!, request.body);
        if (!registered.ok) {
          if ('fieldErrors' in registered) fieldErrors = registered.fieldErrors;
          return 'fieldErrors' in registered ? refuse(Status.missingMandatoryData) : registered;
        }
        const { idSolicitud } = registered.value;
        const { rows } = await db.query<{ companyId: number; centre: string }>(
          'SELECT company_id AS "companyId", centre_name AS centre FROM education_requests WHERE id = $1',
          [idSolicitud],
        );
        const { companyId, centre } = rows[0]!;
        return {
          ok: true,
          value: {
            value: registered.value,
            record: { queue: educationQueue.id, id: idSolicitud, action: 'registrar', reason: null, before: {}, after: { estado: 'pendienteEmpresa' } },
            notices: [educationRequestNotice(idSolicitud, companyId, centre, request.body.cicloFormativo)],
          },
        };
      });
      return educationAnswer(request, reply, fieldErrors.length > 0 ? { ok: false, fieldErrors } : outcome);
    },
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
