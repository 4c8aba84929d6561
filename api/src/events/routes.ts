import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  Success,
  eventDetailResponse,
  eventListResponse,
  eventRegistrationRequest,
  eventRegistrationResponse,
  type UserType,
  idParams,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { bearer, commonFailures, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { languageOf, messagesFor } from '../platform/http/messages';
import { findEvent, listEvents, registerForEvent, type Registrant, type RegistrationOutcome } from './events';
import { companyCaller } from '../company/common/caller';
import { surveyEventMessagesFor, type SurveyEventMessages } from '../surveys/messages';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Eventos'];
const eventId = idParams;

/** The server's text for each refusal of a registration (spec 000 §4: the client shows it). */
const refusalText: Record<Exclude<RegistrationOutcome['status'], 0>, keyof SurveyEventMessages> = {
  [Status.eventFull]: 'eventFull',
  [Status.eventClosed]: 'eventClosed',
  [Status.eventRegistrationNotOpen]: 'eventNotOpen',
  [Status.eventAlreadyRegistered]: 'eventAlreadyRegistered',
  [Status.eventNotForUserType]: 'eventNotForUserType',
  [Status.eventNotFound]: 'eventNotFound',
};

/** Events for students and companies (list, page, registration), and the public page of one event. */
export const eventRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  /** A student registers themselves; a company user, the company of their session (checked: 3, 9, 90). */
  const registrantOf = async (request: FastifyRequest, userType: UserType): Promise<Registrant> => {
    const id = Number(authOf(request).sub);
    return userType === 'Alumno' ? { type: 'Alumno', id } : { type: 'Empresa', id, companyId: (await companyCaller(pool, request)).companyId };
  };

  for (const userType of ['Alumno', 'Empresa'] as const satisfies UserType[]) {
    const onRequest = userType === 'Alumno' ? guards.student : guards.company;
    const who = userType === 'Alumno' ? 'students' : 'companies';

    app.get(
      `/api/${userType}/dameEventos`,
      {
        schema: {
          tags,
          summary: `Events for ${who}`,
          security: bearer,
          response: { 200: eventListResponse, ...guardedFailures },
        },
        onRequest,
      },
      async (request) => ok(await listEvents(pool, userType, Number(authOf(request).sub), languageOf(request.headers['accept-language']))),
    );

    app.get(
      `/api/${userType}/dameFichaEvento/:id`,
      {
        schema: {
          tags,
          summary: `One event, for ${who}, with whether the caller ${userType === 'Alumno' ? 'is' : '(the company of the session) is'} registered`,
          description: `Status 78 when the event does not exist or is not for ${who}.`,
          security: bearer,
          params: eventId,
          response: { 200: orRefusal(eventDetailResponse), ...guardedFailures },
        },
        onRequest,
      },
      async (request) => {
        const event = await findEvent(
          pool,
          request.params.id,
          userType,
          await registrantOf(request, userType),
          languageOf(request.headers['accept-language']),
        );
        return event ? ok(event) : fail(Status.eventNotFound, surveyEventMessagesFor(request).eventNotFound);
      },
    );

    app.post(
      `/api/${userType}/inscribirseEnEvento`,
      {
        schema: {
          tags,
          summary: `Registers the ${userType === 'Alumno' ? 'student' : 'company of the session (one registration per company)'} for an event`,
          description:
            'Success: datos.mensaje 533. Refusals, with the server’s text: 74 full, 75 registration closed, 195 not open yet, ' +
            `76 already registered${userType === 'Empresa' ? ' (the company, by any of its users)' : ''}, 77 not for this user type, ` +
            '78 not found (id and urlEvento must match).',
          security: bearer,
          body: eventRegistrationRequest,
          response: { 200: orRefusal(eventRegistrationResponse), ...guardedFailures },
        },
        onRequest,
      },
      async (request) => {
        const outcome = await registerForEvent(pool, request.body, await registrantOf(request, userType));
        if (outcome.status === Status.ok)
          return ok({ mensaje: Success.eventRegistered, inscritos: outcome.inscritos });
        const text =
          outcome.status === Status.eventAlreadyRegistered && userType === 'Empresa' ? 'eventCompanyAlreadyRegistered' : refusalText[outcome.status];
        return fail(outcome.status, surveyEventMessagesFor(request)[text]);
      },
    );
  }

  app.get(
    '/api/Publico/dameFichaEvento/:id',
    {
      schema: {
        tags,
        summary: 'One public event, for anyone (the /evento-publico page)',
        description: 'Status 78 when the event does not exist or is not public.',
        params: eventId,
        response: { 200: orRefusal(eventDetailResponse), ...commonFailures },
      },
    },
    async (request) => {
      const event = await findEvent(pool, request.params.id, 'Publico', undefined, languageOf(request.headers['accept-language']));
      return event ? ok(event) : fail(Status.eventNotFound, messagesFor(request).eventNotFound);
    },
  );
};
