import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  eventAttendanceRequest,
  eventAttendanceResponse,
  eventExportQuery,
  eventRegistrationParams,
  eventRegistrationsResponse,
  failureEnvelope,
  idParams,
  officeEventCancelRequest,
  officeEventChangeResponse,
  officeEventEditRequest,
  officeEventFields,
  officeEventPublishRequest,
  officeEventResponse,
  officeEventsResponse,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import type { RouteContext } from '../../platform/http/route-context';
import type { StaffSessions } from '../staff-sessions';
import {
  cancelOfficeEvent,
  createOfficeEvent,
  editOfficeEvent,
  findOfficeEvent,
  officeEvents,
  publishOfficeEvent,
  type Change,
} from './events';
import { eventRegistrations, markAttendance, registrationsCsv, registrationsFileName, registrationsXlsx } from './registrations';

const tags = ['Orientación'];
const notFound = { 404: failureEnvelope.describe('No such event (or registration of it): status 192') };

/**
 * Events as the careers office manages them (issue 26), for both staff roles (office and admin);
 * students, companies and anonymous callers are refused by the staff guard.
 */
export const staffEventRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (app, { pool, staff }) => {
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  /**
   * A change's answer: 200 with the event; 400/15 with the fields (400/194 when the places are
   * below the registrations); 404/192; 200 with 193, 196 or 131.
   */
  const answer = (request: FastifyRequest, reply: FastifyReply, change: Change) => {
    if (change.ok) return ok({ aviso: change.aviso, evento: change.evento });
    if ('problems' in change) {
      const mensaje = change.status === Status.missingMandatoryData ? messagesFor(request).reviewForm : change.problems[0]!.mensaje;
      return reply.code(400).send({ ...fail(change.status, mensaje), errores: change.problems });
    }
    if (change.status === Status.officeEventNotFound) return reply.code(404).send(fail(change.status));
    return fail(change.status);
  };

  app.get(
    '/api/Orientacion/eventos',
    {
      schema: {
        tags,
        summary: 'Every event, with its state (borrador, proximo, pasado, cancelado), registrations and attendance; and the categories',
        security: bearer,
        response: { 200: officeEventsResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async () => ok(await officeEvents(pool)),
  );

  app.get(
    '/api/Orientacion/eventos/:id',
    {
      schema: {
        tags,
        summary: 'One event as the office edits it (404/192 when unknown)',
        security: bearer,
        params: idParams,
        response: { 200: officeEventResponse, ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const found = await findOfficeEvent(pool, request.params.id);
      return found ? ok(found) : reply.code(404).send(fail(Status.officeEventNotFound));
    },
  );

  app.post(
    '/api/Orientacion/eventos',
    {
      schema: {
        tags,
        summary: 'A new event, as a draft nobody else sees until it is published (aviso 642)',
        description: 'Texts are sanitised to plain text; es is required, ca and en fall back to es. 400/15 with the fields otherwise.',
        security: bearer,
        body: officeEventFields,
        response: { 200: officeEventChangeResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await createOfficeEvent(pool, request.staffId!, request.body, language(request))),
  );

  app.post(
    '/api/Orientacion/eventos/:id',
    {
      schema: {
        tags,
        summary: 'Edits an event (aviso 642): 400/194 places below its registrations, 193 cancelled, 131 changed, 404/192 unknown',
        security: bearer,
        params: idParams,
        body: officeEventEditRequest,
        response: { 200: orRefusal(officeEventChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) =>
      answer(request, reply, await editOfficeEvent(pool, request.staffId!, request.params.id, request.body, language(request))),
  );

  app.post(
    '/api/Orientacion/eventos/:id/publicar',
    {
      schema: {
        tags,
        summary: 'Publishes a draft: its audience sees it and may register (aviso 643); 196 already published, 193, 131, 404/192',
        security: bearer,
        params: idParams,
        body: officeEventPublishRequest,
        response: { 200: orRefusal(officeEventChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await publishOfficeEvent(pool, request.staffId!, request.params.id, request.body.version)),
  );

  app.post(
    '/api/Orientacion/eventos/:id/cancelar',
    {
      schema: {
        tags,
        summary: 'Cancels an event with an in-app notice to everyone registered (aviso 644); 193 already cancelled, 131, 404/192',
        security: bearer,
        params: idParams,
        body: officeEventCancelRequest,
        response: { 200: orRefusal(officeEventChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) =>
      answer(request, reply, await cancelOfficeEvent(pool, request.staffId!, request.params.id, request.body.version, request.body.motivo)),
  );

  app.get(
    '/api/Orientacion/eventos/:id/inscripciones',
    {
      schema: {
        tags,
        summary: 'The event and who registered for it (name, e-mail, company, when, attendance), earliest first; 404/192',
        security: bearer,
        params: idParams,
        response: { 200: eventRegistrationsResponse, ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const found = await eventRegistrations(pool, request.params.id);
      return found ? ok(found) : reply.code(404).send(fail(Status.officeEventNotFound));
    },
  );

  app.get(
    '/api/Orientacion/eventos/:id/inscripciones/exportar',
    {
      schema: {
        tags,
        summary: 'The registration list as a CSV or XLSX file (formato), text cells guarded against formula injection; 404/192',
        security: bearer,
        params: idParams,
        querystring: eventExportQuery,
        response: { 200: z.any(), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const found = await eventRegistrations(pool, request.params.id);
      if (!found) return reply.code(404).send(fail(Status.officeEventNotFound));
      const { formato } = request.query;
      const words = language(request);
      reply.header('content-disposition', `attachment; filename="${registrationsFileName(request.params.id, formato, words)}"`);
      if (formato === 'csv') return reply.type('text/csv; charset=utf-8').send(registrationsCsv(found.inscripciones, words));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await registrationsXlsx(found.inscripciones, words));
    },
  );

  app.post(
    '/api/Orientacion/eventos/:id/inscripciones/:inscripcion/asistencia',
    {
      schema: {
        tags,
        summary: 'Marks whether one registered person came (aviso 645): 197 on a draft, 193 cancelled, 404/192 unknown event or registration',
        security: bearer,
        params: eventRegistrationParams,
        body: eventAttendanceRequest,
        response: { 200: orRefusal(eventAttendanceResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const change = await markAttendance(pool, request.staffId!, request.params.id, request.params.inscripcion, request.body.asistio);
      if (change.ok) return ok({ aviso: change.aviso, inscripcion: change.inscripcion });
      if (change.status === Status.officeEventNotFound) return reply.code(404).send(fail(change.status));
      return fail(change.status);
    },
  );
};
