import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  languageSchema,
  leaveRequest,
  leaveRequestResponse,
  leaveStatusResponse,
  noticeResponse,
  retentionPeriodsResponse,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { sessionIdOf } from '../platform/auth/sessions';
import { attachment } from '../platform/http/attachment';
import { bearer, commonFailures, guardedFailures, HttpFailure, ok, orRefusal } from '../platform/http/envelope';
import { languageOf } from '../platform/http/messages';
import type { DomainContext } from '../platform/http/route-context';
import { personalDataArchive } from './archive';
import type { PrivacyDeps } from './carry-out';
import { cancelLeave, leaveStatusOf, requestLeave } from './leave';

const tags = ['Privacidad'];

/**
 * A person's data leaving the portal: the student's request to leave and its cancellation, the
 * archive of all their data, and the retention periods the privacy policy states.
 */
export const privacyRoutes: FastifyPluginAsyncZod<DomainContext & { privacy: PrivacyDeps }> = async (
  app,
  { pool, sessions, guards, files, privacy },
) => {
  const studentOf = (request: Parameters<typeof authOf>[0]) => Number(authOf(request).sub);
  const languageOfRequest = (request: { headers: { 'accept-language'?: string } }) =>
    languageOf(request.headers['accept-language']);

  app.get(
    '/api/Alumno/estadoBajaServicio',
    {
      schema: {
        tags,
        summary: "Whether the caller's request to leave is pending, and when the account and its data are erased",
        security: bearer,
        response: { 200: leaveStatusResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await leaveStatusOf(privacy, studentOf(request))),
  );

  app.post(
    '/api/Alumno/solicitarBajaServicio',
    {
      schema: {
        tags,
        summary: 'The logged student asks to leave the service (brand flag canBorrarCuenta): their data is erased',
        description:
          'Status 0 with aviso 517 and the erasure date (ERASURE_GRACE_DAYS ahead, while the student may cancel; ' +
          'companies stop seeing them now, their other sessions end, a mail says when and how to cancel), or aviso 162 ' +
          'when the portal erases at once (no grace period). Asking again keeps the first request. 163 while an ' +
          'internship is under way or to come; 79 when the brand does not allow it.',
        security: bearer,
        body: leaveRequest,
        response: { 200: orRefusal(leaveRequestResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    (request) =>
      requestLeave({ ...privacy, sessions }, studentOf(request), {
        keptSessionId: sessionIdOf(request),
        reason: request.body.motivo,
        language: languageOfRequest(request),
      }),
  );

  app.post(
    '/api/Alumno/cancelarBajaServicio',
    {
      schema: {
        tags,
        summary: "Cancels the caller's pending request to leave: nothing is erased, companies see them again",
        description: 'Status 0 with aviso 160; 161 without a pending request.',
        security: bearer,
        response: { 200: orRefusal(noticeResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    (request) => cancelLeave(privacy, studentOf(request), languageOfRequest(request)),
  );

  app.get(
    '/api/Alumno/solicitarTodosMisDatos',
    {
      schema: {
        tags,
        summary: 'Request all data: everything the portal holds about the caller, with their files, as one zip archive',
        description:
          'Every row of every table that refers to the caller, directly or through a candidacy, a survey response or ' +
          'an internship (found from the schema, so new tables are included), one JSON file per table under datos/; ' +
          'every file those rows name under ficheros/, byte for byte; index.html to read it, worded in ?idioma or the ' +
          'Accept-Language. Secrets (password hashes, link tokens) are left out.',
        security: bearer,
        querystring: z.object({ idioma: languageSchema.optional() }),
      },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const language = request.query.idioma ?? languageOfRequest(request);
      const archive = await personalDataArchive({ pool, files }, studentOf(request), language);
      if (!archive) throw new HttpFailure(401, Status.sessionLost);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('Content-Disposition', attachment(`mis-datos-${day}.zip`))
        .header('Cache-Control', 'private, no-store')
        .send(archive);
    },
  );

  app.get(
    '/api/Publico/plazosConservacion',
    {
      schema: {
        tags,
        summary: 'How long the portal keeps personal data, as this server is configured (the privacy policy states it)',
        response: { 200: retentionPeriodsResponse, ...commonFailures },
      },
    },
    async (_request, reply) => {
      const { graceDays, inactiveMonths, warningDays, closedCandidacyMonths, internshipRecordYears } = privacy.retention;
      reply.header('Cache-Control', 'public, max-age=3600');
      return ok({
        diasGraciaBaja: graceDays,
        mesesInactividad: inactiveMonths,
        diasAvisoInactividad: warningDays,
        mesesCandidaturasCerradas: closedCandidacyMonths,
        aniosRegistroPracticas: internshipRecordYears,
      });
    },
  );
};
