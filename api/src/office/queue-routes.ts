import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  officePanelResponse,
  queueDecisionRequest,
  queueDecisionResponse,
  queueIds,
  queueListParams,
  queueListQuery,
  queueListResponse,
  queueRecordParams,
  queueRecordResponse,
  type QueueSummary,
} from '@portal/contracts';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { languageOf } from '../platform/http/messages';
import type { DomainContext } from '../platform/http/route-context';
import { decide, decisionsOf } from './decisions';
import { queueHandlers } from './queues';
import type { StaffSessions } from './staff-sessions';

const tags = ['Orientación'];

const handlerOf = (cola: (typeof queueIds)[number]) => queueHandlers[cola];

/**
 * The careers office's work queues (issue 21): the dashboard, each queue's list, a record's page
 * and the decision on it. Every call is a staff call (staff.guard); what a decision does is each
 * queue's own (office/queues/).
 */
export const officeQueueRoutes: FastifyPluginAsyncZod<DomainContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff, mailer, config },
) => {
  app.get(
    '/api/Orientacion/panel',
    {
      schema: {
        tags,
        summary: 'The dashboard: each work queue with its count and the moment its oldest item started waiting',
        security: bearer,
        response: { 200: officePanelResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async () => {
      const colas: QueueSummary[] = [];
      for (const cola of queueIds) {
        const { total, oldest } = await queueHandlers[cola].summary(pool);
        colas.push({ cola, total, masAntigua: oldest ? oldest.toISOString() : null });
      }
      return ok({ colas });
    },
  );

  app.get(
    '/api/Orientacion/cola/:cola',
    {
      schema: {
        tags,
        summary: 'One work queue: paged, filtered by words and state, sorted by age or name',
        security: bearer,
        params: queueListParams,
        querystring: queueListQuery,
        response: { 200: queueListResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const { total, items } = await handlerOf(request.params.cola).list(pool, request.query);
      return ok({ total, pagina: request.query.pagina, porPagina: request.query.porPagina, elementos: items });
    },
  );

  app.get(
    '/api/Orientacion/cola/:cola/:id',
    {
      schema: {
        tags,
        summary: 'A record of a queue: what it holds, the decisions open now, its version and its history of decisions',
        security: bearer,
        params: queueRecordParams,
        response: { 200: orRefusal(queueRecordResponse), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const { cola, id } = request.params;
      const view = await handlerOf(cola).read(pool, id, { lock: false, language: languageOf(request.headers['accept-language']) });
      if (!view) return fail(Status.recordNotFound);
      return ok({ cola, id, ...view, decisiones: await decisionsOf(pool, cola, id) });
    },
  );

  app.post(
    '/api/Orientacion/cola/:cola/:id/decision',
    {
      schema: {
        tags,
        summary: 'A decision on a record (130 unknown, 131 changed meanwhile, 132 reason missing, 133 not open in its state)',
        security: bearer,
        params: queueRecordParams,
        body: queueDecisionRequest,
        response: { 200: orRefusal(queueDecisionResponse), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const { cola, id } = request.params;
      const outcome = await decide(
        { pool, mailer, publicUrl: config.publicUrl, log: request.log },
        handlerOf(cola),
        id,
        request.body,
        request.staffId!,
        languageOf(request.headers['accept-language']),
      );
      return outcome.ok ? ok(outcome.value) : fail(outcome.refusal.status);
    },
  );
};
