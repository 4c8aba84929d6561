import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  anonymousAccessResponse,
  gdprAcceptanceResponse,
  idParams,
  loginResponse,
  saveSurveyRequest,
  saveSurveyResponse,
  surveyAccessRequest,
  surveyAccessResponse,
  surveyListResponse,
  surveyLoginRequest,
  surveyResponse,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import type { SessionSubject } from '../platform/auth/tokens';
import { passwordOfNamedAccount } from '../platform/limits/countings';
import { bearer, commonFailures, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { languageOf, messagesFor } from '../platform/http/messages';
import { companyLogin, studentLogin } from '../accounts/login';
import {
  acceptGdpr,
  callerRefusal,
  listSurveys,
  saveResponse,
  surveyAccess,
  surveyFor,
  surveyLoginRefusal,
  type Outcome,
  type SurveyRefusal,
} from './surveys';
import { loggedSurveyCallerOf, surveyCallerOf } from './caller';
import { surveyEventMessagesFor, type SurveyEventMessages } from './messages';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Encuestas'];
const surveyId = idParams;

const refusalText: Record<SurveyRefusal, keyof SurveyEventMessages> = {
  [Status.surveyNotAccessible]: 'surveyNotAccessible',
  [Status.surveyNotForExistingUsers]: 'surveyNotForExistingUsers',
  [Status.surveyNoAnonymous]: 'surveyNoAnonymous',
  [Status.surveyNotTarget]: 'surveyNotTarget',
  [Status.surveyAlreadyAnswered]: 'surveyAlreadyAnswered',
  [Status.surveyQuestionsMissing]: 'surveyQuestionsMissing',
  [Status.missingMandatoryData]: 'surveyAnswerInvalid',
};

/** A survey's refusal with its text in the caller's language (also the institutional login's, saml/). */
export const surveyRefusal = (request: FastifyRequest, status: SurveyRefusal) =>
  fail(status, surveyEventMessagesFor(request)[refusalText[status]]);

const codes =
  'Refusals: 35 unknown or closed, 36 not for portal users, 37 no anonymous access, 38 not addressed to the caller, 39 already answered.';

/**
 * Surveys (spec 000 §7): the lists of students and companies, and the /api/Encuestas calls a
 * survey page makes, logged, anonymous or embedded in another site (CORS, see http/cors.ts).
 * A Bearer token is optional on the latter: without one the caller is anonymous.
 */
export const surveyRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { pool, sessions, guards, limits },
) => {
  const answer = <T>(outcome: Outcome<T>, messages: SurveyEventMessages) =>
    outcome.ok ? ok(outcome.value) : fail(outcome.status, messages[refusalText[outcome.status]]);

  app.get(
    '/api/Alumno/dameEncuestasUsuario',
    {
      schema: {
        tags,
        summary: 'Surveys addressed to the student, mandatory first',
        security: bearer,
        response: { 200: surveyListResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await listSurveys(pool, Number(authOf(request).sub), 'Alumno')),
  );

  app.get(
    '/api/Empresa/dameEncuestas',
    {
      schema: {
        tags,
        summary: 'Surveys addressed to the company user, mandatory first',
        security: bearer,
        response: { 200: surveyListResponse, ...guardedFailures },
      },
      onRequest: guards.company,
    },
    async (request) => ok(await listSurveys(pool, Number(authOf(request).sub), 'Empresa')),
  );

  app.post(
    '/api/Encuestas/accesoEncuesta/:id',
    {
      schema: {
        tags,
        summary: 'Opens a survey link: how it may be answered',
        description: `Anonymous callers are only refused with 35; logged ones also get 36, 38, 39. ${codes}`,
        params: surveyId,
        body: surveyAccessRequest,
        response: { 200: orRefusal(surveyAccessResponse), ...guardedFailures },
      },
    },
    async (request) =>
      answer(
        await surveyAccess(pool, request.params.id, await surveyCallerOf(request, sessions)),
        surveyEventMessagesFor(request),
      ),
  );

  app.get(
    '/api/Encuestas/guardaAceptacionRGPD',
    {
      schema: {
        tags,
        summary: 'Records that the logged user accepted the survey’s data-protection text',
        security: bearer,
        response: { 200: gdprAcceptanceResponse, ...guardedFailures },
      },
    },
    async (request) => {
      const caller = await loggedSurveyCallerOf(request, sessions);
      await acceptGdpr(pool, caller.id);
      return ok({ aceptado: true as const });
    },
  );

  app.get(
    '/api/Encuestas/:id',
    {
      schema: {
        tags,
        summary: 'The survey with its questions, answers and jumps',
        description: codes,
        params: surveyId,
        response: { 200: orRefusal(surveyResponse), ...guardedFailures },
      },
    },
    async (request) =>
      answer(
        await surveyFor(pool, request.params.id, await surveyCallerOf(request, sessions)),
        surveyEventMessagesFor(request),
      ),
  );

  app.post(
    '/api/Encuestas/logaUsuario/:id',
    {
      schema: {
        tags,
        summary: 'Logs in from inside a survey (student or company user)',
        description: `The portal's login answers (3, 90...) and, before or after it, ${codes}`,
        params: surveyId,
        body: surveyLoginRequest,
        response: { 200: orRefusal(loginResponse), ...guardedFailures },
      },
      preHandler: limits.on(passwordOfNamedAccount('usuario')),
    },
    async (request) => {
      const before = await surveyLoginRefusal(pool, request.params.id);
      if (before !== undefined) return surveyRefusal(request, before);
      const { tipo, ...credentials } = request.body;
      // Who logged in, as the login opened their session.
      let subject: SessionSubject | undefined;
      const deps = {
        pool,
        sessions: {
          open: (opened: SessionSubject) => {
            subject = opened;
            return sessions.open(opened);
          },
        },
        messages: messagesFor(request),
        language: languageOf(request.headers['accept-language']),
      };
      const login =
        tipo === 'Alumno' ? await studentLogin(deps, credentials) : await companyLogin(deps, credentials);
      if (login.status !== 0 || !('datos' in login)) return login;
      const after = subject
        ? await callerRefusal(pool, request.params.id, {
            kind: 'user',
            id: Number(subject.sub),
            type: subject.tipo,
          })
        : Status.surveyNotAccessible;
      return after === undefined ? login : surveyRefusal(request, after);
    },
  );

  app.post(
    '/api/Encuestas/logaAnonimo/:id',
    {
      schema: {
        tags,
        summary: 'Answers a survey without an account, when it allows it',
        description: 'No token is issued: the answers are saved without any link to a user. 35 or 37.',
        params: surveyId,
        response: { 200: orRefusal(anonymousAccessResponse), ...commonFailures },
      },
    },
    async (request) => {
      const refusal = await callerRefusal(pool, request.params.id, { kind: 'anonymous' });
      return refusal === undefined
        ? ok({ anonimo: true as const })
        : surveyRefusal(request, refusal);
    },
  );

  app.post(
    '/api/Encuestas/guardaContestacionEncuesta/:id',
    {
      schema: {
        tags,
        summary: 'Saves the answers of the caller (anonymous without a token)',
        description: `${codes} 40 a mandatory question on the caller's path is unanswered; 15 an answer is not on that path or does not fit its question.`,
        params: surveyId,
        body: saveSurveyRequest,
        response: { 200: orRefusal(saveSurveyResponse), ...guardedFailures },
      },
    },
    async (request) => {
      const outcome = await saveResponse(
        pool,
        request.params.id,
        await surveyCallerOf(request, sessions),
        request.body.lContestaciones,
      );
      return answer(
        outcome.ok ? { ok: true, value: { contestada: true as const } } : outcome,
        surveyEventMessagesFor(request),
      );
    },
  );
};
