import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  agreementFileParams,
  formaliseAgreementRequest,
  staffAgreementRequest,
  staffAgreementResponse,
  staffAgreementsQuery,
  staffAgreementsResponse,
  wrongAgreementRequest,
  type AgreementStatus,
  type QueueDecisionRequest,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { sendPrivateFile } from '../platform/http/attachment';
import { HttpFailure, bearer, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { languageOf } from '../platform/http/messages';
import type { DomainContext } from '../platform/http/route-context';
import { listAgreementsForStaff, readAgreementFile } from '../company/agreements/agreements';
import { decideOnCurrent } from './decisions';
import { agreementsQueue } from './queues/agreements';
import type { StaffSessions } from './staff-sessions';

const tags = ['Orientación'];

/** The older calls' codes: 3 for an unknown agreement, 49 for a step its status does not allow. */
const olderCode = (status: number) =>
  status === Status.recordNotFound ? Status.accessDenied : status === Status.decisionNotOpen || status === Status.recordChanged ? Status.cannotChangeState : status;

/**
 * The careers office's side of the agreements: every company's agreements, the files of any of
 * them, and the steps after the company signs (wrong with a reason, sent to the secretariat,
 * formalised with its expiry date). Each step is the agreements queue's decision (queues/agreements.ts):
 * audited and notified to the company whichever way the office takes it.
 */
export const staffAgreementRoutes: FastifyPluginAsyncZod<DomainContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff, files, mailer, config },
) => {
  const onRequest = staff.guard;

  app.get(
    '/api/Orientacion/dameConvenios',
    {
      schema: {
        tags,
        summary: 'Every company agreement, oldest first, optionally of one status',
        security: bearer,
        querystring: staffAgreementsQuery,
        response: { 200: staffAgreementsResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await listAgreementsForStaff(pool, request.query.estado)),
  );

  app.get(
    '/api/Orientacion/ficheroConvenio/:id/:fichero',
    {
      schema: {
        tags,
        summary: "A file of any company's agreement: the generated document, the deed or the signed copy (PDF)",
        description: '403 with status 3 for an unknown agreement, or a signed copy not uploaded yet.',
        security: bearer,
        params: agreementFileParams,
        response: { 200: z.any(), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const file = await readAgreementFile(pool, files, null, request.params.id, request.params.fichero);
      if (!file) throw new HttpFailure(403, Status.accessDenied);
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.bytes);
    },
  );

  const step = async (request: FastifyRequest, idConvenio: number, decision: Omit<QueueDecisionRequest, 'version'>) => {
    const outcome = await decideOnCurrent(
      { pool, mailer, publicUrl: config.publicUrl, log: request.log },
      agreementsQueue,
      idConvenio,
      decision,
      request.staffId!,
      languageOf(request.headers['accept-language']),
    );
    return outcome.ok ? ok({ idConvenio, estado: outcome.value.estado as AgreementStatus }) : fail(olderCode(outcome.refusal.status));
  };

  app.post(
    '/api/Orientacion/marcaConvenioErroneo',
    {
      schema: {
        tags,
        summary: 'Marks a signed (or sent) agreement wrong, with the reason the company reads',
        security: bearer,
        body: wrongAgreementRequest,
        response: { 200: orRefusal(staffAgreementResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => step(request, request.body.idConvenio, { accion: 'marcarErroneo', motivo: request.body.motivo }),
  );

  app.post(
    '/api/Orientacion/enviaConvenioSecretaria',
    {
      schema: {
        tags,
        summary: 'Sends an agreement signed by the company to the secretariat',
        security: bearer,
        body: staffAgreementRequest,
        response: { 200: orRefusal(staffAgreementResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => step(request, request.body.idConvenio, { accion: 'enviarSecretaria' }),
  );

  app.post(
    '/api/Orientacion/formalizaConvenio',
    {
      schema: {
        tags,
        summary: 'Formalises an agreement sent to the secretariat; it is active until fechaCaducidad',
        description: 'Without fechaCaducidad it lasts the years of agreement_settings.validity_years from today.',
        security: bearer,
        body: formaliseAgreementRequest,
        response: { 200: orRefusal(staffAgreementResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) =>
      step(request, request.body.idConvenio, {
        accion: 'formalizar',
        datos: request.body.fechaCaducidad ? { fechaCaducidad: request.body.fechaCaducidad } : {},
      }),
  );
};
