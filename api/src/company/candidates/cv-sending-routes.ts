import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCandidateCvRequest, sentCandidateCvResponse } from '@portal/contracts';
import { bearer, guardedFailures, orRefusal } from '../../platform/http/envelope';
import type { DomainContext } from '../../platform/http/route-context';
import { cvMail } from '../../platform/limits/countings';
import { tooManyAttempts } from '../../platform/limits/limits';
import { companyCaller } from '../common/caller';
import { companyAnswer, languageOfRequest } from '../common/answers';
import { sendCandidateCv } from './cv-sending';

/** The candidate's CV sent to the company by e-mail (spec 001 §8, 502): it needs the mailer. */
export const companyCvSendingRoutes: FastifyPluginAsyncZod<DomainContext> = async (app, { pool, guards, files, mailer, config, limits }) => {
  app.post(
    '/api/Empresa/enviaCvCandidato',
    {
      schema: {
        tags: ['Empresa'],
        summary: "Sends a candidate's CV (PDF) by e-mail to the asking company user's own account (502)",
        description:
          'Answers 502 with the address it went to; the sending is listed to the student (dameVisitasCv, tipo enviar). ' +
          '31 for a candidacy of another company; 12 when the mail cannot be sent (nothing recorded); 429 past ' +
          'the limit per user and per company (RATE_LIMITS cv-mail.user, cv-mail.company).',
        security: bearer,
        body: sendCandidateCvRequest,
        response: { 200: orRefusal(sentCandidateCvResponse), ...guardedFailures, 429: tooManyAttempts },
      },
      onRequest: guards.company,
      preHandler: limits.on(cvMail),
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await sendCandidateCv(
        { pool, files, mailer, publicUrl: config.publicUrl },
        caller,
        request.body.idCandidatura,
        languageOfRequest(request),
      );
      return companyAnswer(request, reply, outcome, (value) => value);
    },
  );
};
