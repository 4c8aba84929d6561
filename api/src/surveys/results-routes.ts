import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, failureEnvelope, idParams, surveyResultsQuery, surveyResultsResponse } from '@portal/contracts';
import { commonFailures, fail, ok } from '../platform/http/envelope';
import { languageOf } from '../platform/http/messages';
import { resultsCsv, resultsFileName, surveyResultsWithKey } from './results';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Encuestas'];
const params = idParams;
const refused = {
  403: failureEnvelope.describe('A missing or wrong key, or an unknown survey alike: status 3'),
};
const keyNote =
  '`clave` is the survey’s secret results key (a private link of the careers office). A missing or wrong key answers 403 with status 3 and nothing else, whether or not the survey exists.';

/**
 * Results of a survey for the careers office (issue 6): counts per answer and the response rate,
 * as JSON for the results page and as a CSV download. Reached with the survey's results key, as
 * the portal has no careers-office role; anonymous responses stay without any user.
 */
export const surveyResultsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool }) => {
  app.get(
    '/api/Encuestas/resultados/:id',
    {
      schema: {
        tags,
        summary: 'Counts per answer and the response rate of a survey',
        description: keyNote,
        params,
        querystring: surveyResultsQuery,
        response: { 200: surveyResultsResponse, ...refused, ...commonFailures },
      },
    },
    async (request, reply) => {
      const results = await surveyResultsWithKey(pool, request.params.id, request.query.clave);
      // A secret link's answer: neither the browser nor a proxy keeps a copy.
      reply.header('Cache-Control', 'no-store');
      return results ? ok(results) : reply.code(403).send(fail(Status.accessDenied));
    },
  );

  app.get(
    '/api/Encuestas/resultados/:id/csv',
    {
      schema: {
        tags,
        summary: 'The same results as a CSV file (UTF-8 with a byte-order mark)',
        description: `${keyNote} \`idioma\` chooses the language of the headings (default: Accept-Language).`,
        params,
        querystring: surveyResultsQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const results = await surveyResultsWithKey(pool, request.params.id, request.query.clave);
      reply.header('Cache-Control', 'no-store');
      if (!results) return reply.code(403).send(fail(Status.accessDenied));
      const language = request.query.idioma ?? languageOf(request.headers['accept-language']);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${resultsFileName(results, language)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(resultsCsv(results, language));
    },
  );
};
