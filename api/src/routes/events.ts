import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, eventDetailResponse, eventListResponse } from '@portal/contracts';
import { bearer, commonFailures, fail, guardedFailures, ok, orRefusal } from '../http/envelope';
import { messagesFor } from '../http/messages';
import { findEvent, listEvents } from '../services/events';
import type { RouteContext } from './context';

const tags = ['Eventos'];
const eventId = z.object({ id: z.coerce.number().int().positive() });

/** Events for students, for companies, and the public page of one event. */
export const eventRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.get(
    '/api/Alumno/dameEventos',
    {
      schema: {
        tags,
        summary: 'Events for students',
        security: bearer,
        response: { 200: eventListResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async () => ok(await listEvents(pool, 'Alumno')),
  );

  app.get(
    '/api/Empresa/dameEventos',
    {
      schema: {
        tags,
        summary: 'Events for companies',
        security: bearer,
        response: { 200: eventListResponse, ...guardedFailures },
      },
      onRequest: guards.company,
    },
    async () => ok(await listEvents(pool, 'Empresa')),
  );

  app.get(
    '/api/Alumno/dameFichaEvento/:id',
    {
      schema: {
        tags,
        summary: 'One event, for a student',
        description: 'Status 78 when the event does not exist or is not for students.',
        security: bearer,
        params: eventId,
        response: { 200: orRefusal(eventDetailResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      const event = await findEvent(pool, request.params.id, 'Alumno');
      return event ? ok(event) : fail(Status.eventNotFound, messagesFor(request).eventNotFound);
    },
  );

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
      const event = await findEvent(pool, request.params.id, 'Publico');
      return event ? ok(event) : fail(Status.eventNotFound, messagesFor(request).eventNotFound);
    },
  );
};
