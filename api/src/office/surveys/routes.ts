import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  failureEnvelope,
  idParams,
  officeSurveyChangeResponse,
  officeSurveyEditRequest,
  officeSurveyFields,
  officeSurveyResponse,
  officeSurveyResultsQuery,
  officeSurveyResultsResponse,
  officeSurveyStepRequest,
  officeSurveysResponse,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import type { RouteContext } from '../../platform/http/route-context';
import { resultsCsv, resultsFileName, resultsXlsx } from '../../surveys/results';
import type { StaffSessions } from '../staff-sessions';
import { officeSurveyResults, type Segment } from './results';
import { segmentProblems } from './rules';
import {
  closeOfficeSurvey,
  createOfficeSurvey,
  editOfficeSurvey,
  officeSurvey,
  officeSurveys,
  publishOfficeSurvey,
  type Change,
} from './surveys';

const tags = ['Orientación'];
const notFound = { 404: failureEnvelope.describe('No such survey: status 200') };

/**
 * The surveys as the careers office builds them (issue 26), for both staff roles (office and
 * admin); students, companies and anonymous callers are refused by the staff guard.
 */
export const staffSurveyRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (app, { pool, staff }) => {
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  /** A change's answer: 200 with the survey; 400/15 or 400/203 with the fields; 404/200; 200 with 201, 202, 204 or 131. */
  const answer = (request: FastifyRequest, reply: FastifyReply, change: Change) => {
    if (change.ok) return ok({ aviso: change.aviso, encuesta: change.encuesta });
    if ('problems' in change)
      return reply
        .code(400)
        .send({ ...fail(change.status, change.mensaje ?? messagesFor(request).reviewForm), errores: change.problems });
    if (change.status === Status.officeSurveyNotFound) return reply.code(404).send(fail(change.status));
    return fail(change.status);
  };

  app.get(
    '/api/Orientacion/encuestas',
    {
      schema: {
        tags,
        summary: 'Every survey with its state (borrador, programada, abierta, cerrada) and its number of responses',
        security: bearer,
        response: { 200: officeSurveysResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async () => ok(await officeSurveys(pool)),
  );

  app.get(
    '/api/Orientacion/encuestas/:id',
    {
      schema: {
        tags,
        summary: 'One survey with its questions and jumps, as the office edits and previews it (404/200 when unknown)',
        security: bearer,
        params: idParams,
        response: { 200: officeSurveyResponse, ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const found = await officeSurvey(pool, request.params.id);
      return found ? ok(found) : reply.code(404).send(fail(Status.officeSurveyNotFound));
    },
  );

  app.post(
    '/api/Orientacion/encuestas',
    {
      schema: {
        tags,
        summary: 'A new survey draft (status 0 with aviso 650); nobody sees it until it is published',
        description:
          'Questions are named by `clave`; an answer jumps to the `clave` of another question. 400/15 with the fields; 400/203 when the questions or jumps cannot make a survey (a cycle, a question nobody reaches...), with a message naming the questions.',
        security: bearer,
        body: officeSurveyFields,
        response: { 200: officeSurveyChangeResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await createOfficeSurvey(pool, request.staffId!, request.body, language(request))),
  );

  app.post(
    '/api/Orientacion/encuestas/:id',
    {
      schema: {
        tags,
        summary: 'Edits a draft (aviso 650): 202 once answered, 201 once published, 131 when it changed since `version`, 404/200 unknown',
        security: bearer,
        params: idParams,
        body: officeSurveyEditRequest,
        response: { 200: orRefusal(officeSurveyChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) =>
      answer(request, reply, await editOfficeSurvey(pool, request.staffId!, request.params.id, request.body, language(request))),
  );

  app.post(
    '/api/Orientacion/encuestas/:id/publicar',
    {
      schema: {
        tags,
        summary: 'Publishes a draft (aviso 651): 201 already published, 400/15 its last day passed, 131 changed, 404/200 unknown',
        security: bearer,
        params: idParams,
        body: officeSurveyStepRequest,
        response: { 200: orRefusal(officeSurveyChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) =>
      answer(request, reply, await publishOfficeSurvey(pool, request.staffId!, request.params.id, request.body.version, language(request))),
  );

  app.post(
    '/api/Orientacion/encuestas/:id/cerrar',
    {
      schema: {
        tags,
        summary: 'Closes a published survey at once (aviso 652): 204 a draft or already closed, 131 changed, 404/200 unknown',
        security: bearer,
        params: idParams,
        body: officeSurveyStepRequest,
        response: { 200: orRefusal(officeSurveyChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await closeOfficeSurvey(pool, request.staffId!, request.params.id, request.body.version)),
  );

  /** The results for a request, or the answer that refuses them (400/15 bad filter, 404/200, 409/205 withheld). */
  const resultsFor = async (request: FastifyRequest, reply: FastifyReply, id: number, segment: Segment) => {
    const problems = segmentProblems(segment, language(request));
    if (problems.length > 0) {
      await reply.code(400).send({ ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm), errores: problems });
      return undefined;
    }
    const results = await officeSurveyResults(pool, id, segment);
    if (!results) {
      await reply.code(404).send(fail(Status.officeSurveyNotFound));
      return undefined;
    }
    return results;
  };

  app.get(
    '/api/Orientacion/encuestas/:id/resultados',
    {
      schema: {
        tags,
        summary: 'Counts per answer, over every response or one segment (estudiantes, egresados, empresas, a degree)',
        description:
          'A segment with fewer than five respondents, or any segment of an anonymous survey, answers `resultados: null` with the reason in `retenidos` (pocos, anonima): no figures of a group that small.',
        security: bearer,
        params: idParams,
        querystring: officeSurveyResultsQuery,
        response: { 200: officeSurveyResultsResponse, ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const results = await resultsFor(request, reply, request.params.id, request.query);
      return results && ok(results);
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/api/Orientacion/encuestas/:id/resultados/${format}`,
      {
        schema: {
          tags,
          summary: `The same results as a ${format.toUpperCase()} file; 409/205 when the segment's figures are withheld`,
          description: 'Texts a spreadsheet would run as a formula are kept as text. `idioma` chooses the headings (default: Accept-Language).',
          security: bearer,
          params: idParams,
          querystring: officeSurveyResultsQuery,
          produces: [format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        },
        onRequest: staff.guard,
      },
      async (request, reply) => {
        const results = await resultsFor(request, reply, request.params.id, request.query);
        if (!results) return reply;
        if (!results.resultados) return reply.code(409).send(fail(Status.surveyResultsWithheld));
        const fileLanguage = request.query.idioma ?? language(request);
        const name = resultsFileName(results.resultados, fileLanguage, format);
        reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('X-Content-Type-Options', 'nosniff');
        return format === 'csv'
          ? reply.type('text/csv; charset=utf-8').send(resultsCsv(results.resultados, fileLanguage))
          : reply
              .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
              .send(await resultsXlsx(results.resultados, fileLanguage));
      },
    );
  }
};
