import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  communicationCreateRequest,
  communicationEditRequest,
  communicationWithdrawRequest,
  failureEnvelope,
  idParams,
  staffCommunicationChangeResponse,
  staffCommunicationResponse,
  staffCommunicationsResponse,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import type { RouteContext } from '../../platform/http/route-context';
import type { StaffSessions } from '../staff-sessions';
import {
  createCommunication,
  editCommunication,
  staffCommunication,
  staffCommunications,
  withdrawCommunication,
  type Change,
} from './communications';

const tags = ['Orientación'];
const notFound = { 404: failureEnvelope.describe('No such communication: status 190') };

/**
 * The home's communications as the careers office writes them (issue 26), for both staff roles
 * (office and admin); students, companies and anonymous callers are refused by the staff guard.
 */
export const staffCommunicationRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff },
) => {
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  /** A change's answer: 200 with the communication; 400/15 with the fields; 404/190; 200 with 191 or 131. */
  const answer = (request: FastifyRequest, reply: FastifyReply, change: Change) => {
    if (change.ok) return ok({ aviso: change.aviso, comunicacion: change.comunicacion });
    if ('problems' in change)
      return reply.code(400).send({ ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm), errores: change.problems });
    if (change.status === Status.communicationNotFound) return reply.code(404).send(fail(change.status));
    return fail(change.status);
  };

  app.get(
    '/api/Orientacion/comunicaciones',
    {
      schema: {
        tags,
        summary: 'Every communication of the home, with its state (programada, vigente, caducada, retirada) and who wrote it',
        security: bearer,
        response: { 200: staffCommunicationsResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async () => ok(await staffCommunications(pool)),
  );

  app.get(
    '/api/Orientacion/comunicaciones/:id',
    {
      schema: {
        tags,
        summary: 'One communication as the office edits it (404/190 when unknown)',
        security: bearer,
        params: idParams,
        response: { 200: staffCommunicationResponse, ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const found = await staffCommunication(pool, request.params.id);
      return found ? ok(found) : reply.code(404).send(fail(Status.communicationNotFound));
    },
  );

  app.post(
    '/api/Orientacion/comunicaciones',
    {
      schema: {
        tags,
        summary: 'A new communication (status 0 with aviso 640); `notificar` also notifies each user of its audience',
        description:
          'Texts are sanitised to plain text (no markup survives); es is required, ca and en fall back to es. 400/15 with the fields otherwise.',
        security: bearer,
        body: communicationCreateRequest,
        response: { 200: staffCommunicationChangeResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await createCommunication(pool, request.staffId!, request.body, language(request))),
  );

  app.post(
    '/api/Orientacion/comunicaciones/:id',
    {
      schema: {
        tags,
        summary: 'Edits a communication (aviso 640): 191 when withdrawn, 131 when it changed since `version`, 404/190 unknown',
        security: bearer,
        params: idParams,
        body: communicationEditRequest,
        response: { 200: orRefusal(staffCommunicationChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) =>
      answer(request, reply, await editCommunication(pool, request.staffId!, request.params.id, request.body, language(request))),
  );

  app.post(
    '/api/Orientacion/comunicaciones/:id/retirar',
    {
      schema: {
        tags,
        summary: 'Withdraws a communication from the home at once (aviso 641): 191 already withdrawn, 131 changed, 404/190 unknown',
        security: bearer,
        params: idParams,
        body: communicationWithdrawRequest,
        response: { 200: orRefusal(staffCommunicationChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) =>
      answer(request, reply, await withdrawCommunication(pool, request.staffId!, request.params.id, request.body.version)),
  );
};
