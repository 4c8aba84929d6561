import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  acceptEducationRequest,
  confirmationResponse,
  editEducationRequest,
  educationAnswerResponse,
  educationFieldMessages,
  educationRequestIdParam,
  educationRequestResponse,
  educationRequestsResponse,
  rejectEducationRequest,
} from '@portal/contracts';
import { HttpFailure, bearer, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import { messagesFor } from '../../platform/http/messages';
import type { Pool } from '../../platform/db/pool';
import type { FieldError } from '../offers/offer-form';
import {
  acceptEducationRequest as accept,
  editEducationRequest as edit,
  educationRequestDetail,
  listEducationRequests,
  rejectEducationRequest as reject,
} from './education';
import { companyCaller, companySettings } from '../common/caller';
import type { Outcome } from '../../platform/http/outcome';
import { languageOfRequest } from '../common/answers';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa', 'Solicitudes de centros educativos'];

/**
 * An answer whose refusal may name fields: 400 with status 15 and each field's rule in the
 * caller's language (education-request words), as the schema validation answers.
 */
export const educationAnswer = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Outcome<T> | { ok: false; fieldErrors: FieldError[] },
) => {
  if (outcome.ok) return ok(outcome.value);
  if ('fieldErrors' in outcome) {
    const words = educationFieldMessages[languageOfRequest(request)];
    return reply.code(400).send({
      ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm),
      errores: outcome.fieldErrors.map(({ campo, regla }) => ({ campo, mensaje: words[regla] ?? words.invalid! })),
    });
  }
  return fail(outcome.refusal.status);
};

/**
 * The company caller of an education-request call, when the brand has the education-practice
 * requests (menuSolicitudesPracticasEducacion): 403/3 otherwise.
 */
const educationCaller = async (pool: Pool, request: FastifyRequest) => {
  const caller = await companyCaller(pool, request);
  const settings = await companySettings(pool);
  if (!settings.menuSolicitudesPracticasEducacion) throw new HttpFailure(403, Status.accessDenied);
  return { caller, settings };
};

const refusals =
  'Refusals: 3 another company\'s request or none; 49 already answered. 403/3 when the brand has no education-practice requests (menuSolicitudesPracticasEducacion).';

/** Education centres' requests to the company (spec 001 §2, §4, §7): list, detail, the company's side, answers. */
export const companyEducationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  const onRequest = guards.company;

  app.get(
    '/api/Empresa/dameSolicitudesPracticasEducacion',
    {
      schema: {
        tags,
        summary: "The education centres' requests to the caller's company: pending first, then the newest",
        security: bearer,
        response: { 200: educationRequestsResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const { caller } = await educationCaller(pool, request);
      return ok(await listEducationRequests(pool, caller.companyId));
    },
  );

  app.get(
    '/api/Empresa/dameSolicitudPractica/:id',
    {
      schema: {
        tags,
        summary: "One request: the centre's data, the company's side, what the company may do and the acceptance limit",
        description: refusals,
        security: bearer,
        params: educationRequestIdParam,
        response: { 200: orRefusal(educationRequestResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const { caller, settings } = await educationCaller(pool, request);
      return educationAnswer(request, reply, await educationRequestDetail(pool, caller.companyId, request.params.id, settings));
    },
  );

  app.post(
    '/api/Empresa/editaSolicitudPractica',
    {
      schema: {
        tags,
        summary:
          "The company's side of a pending request (ours: the spec shows /{id}/editar but not its call): tutor, places, dates, schedule (532)",
        description: `${refusals} 400/15 for a field, places above the centre's included.`,
        security: bearer,
        body: editEducationRequest,
        response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const { caller } = await educationCaller(pool, request);
      const outcome = await edit(pool, caller.companyId, request.body);
      return educationAnswer(request, reply, outcome.ok ? { ok: true, value: { codigo: outcome.value } } : outcome);
    },
  );

  app.post(
    '/api/Empresa/aceptarSolicitudPractica',
    {
      schema: {
        tags,
        summary: 'Accepts a pending request (531)',
        description: `${refusals} 15 until the company tutor is given (editaSolicitudPractica); 81 when the company already has the brand's maximum of accepted requests running (maxSolicitudesEducacionAceptadas).`,
        security: bearer,
        body: acceptEducationRequest,
        response: { 200: orRefusal(educationAnswerResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const { caller, settings } = await educationCaller(pool, request);
      const outcome = await accept(pool, caller, request.body.idSolicitud, settings);
      return educationAnswer(
        request,
        reply,
        outcome.ok ? { ok: true, value: { codigo: outcome.value, estado: 'aceptada' as const } } : outcome,
      );
    },
  );

  app.post(
    '/api/Empresa/rechazarSolicitudPractica',
    {
      schema: {
        tags,
        summary: 'Rejects a pending request with the reason the centre reads (530)',
        description: `${refusals} 400/15 without a reason of at least 10 characters.`,
        security: bearer,
        body: rejectEducationRequest,
        response: { 200: orRefusal(educationAnswerResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const { caller } = await educationCaller(pool, request);
      const outcome = await reject(pool, caller, request.body);
      return educationAnswer(
        request,
        reply,
        outcome.ok ? { ok: true, value: { codigo: outcome.value, estado: 'rechazada' as const } } : outcome,
      );
    },
  );
};
