import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  outcomeExportQuery,
  outcomePanelParams,
  outcomeQuery,
  outcomeTableResponse,
} from '@portal/contracts';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import { languageOf } from '../../platform/http/messages';
import type { RouteContext } from '../../platform/http/route-context';
import type { StaffSessions } from '../staff-sessions';
import { outcomeCsv, outcomeFileName, outcomeXlsx } from './export';
import { outcomeTable } from './outcomes';

const tags = ['Orientación'];
const filters =
  'desde and hasta: the period, both days included (YYYY-MM-DD; the last twelve months when absent; 210 when it ends before it starts or passes ten years); titulacion: a degree code (211 when unknown).';

/**
 * The outcome dashboards of the careers office (issue 26), for both staff roles; students,
 * companies and anonymous callers are refused by the staff guard. Counts only: a figure of
 * fewer than five people reads "< 5", on the page and in the files.
 */
export const staffOutcomeRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (app, { pool, staff }) => {
  app.get(
    '/api/Orientacion/resultados/:panel',
    {
      schema: {
        tags,
        summary: 'One outcome dashboard as a table: offers per month or sector, candidacy funnel, time to fill, internships, companies, survey response',
        description: `${filters} Counts of fewer than five people read "< 5"; totals add the shown cells only.`,
        security: bearer,
        params: outcomePanelParams,
        querystring: outcomeQuery,
        response: { 200: orRefusal(outcomeTableResponse), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const answer = await outcomeTable(pool, request.params.panel, request.query);
      return answer.ok ? ok(answer.table) : fail(answer.status);
    },
  );

  app.get(
    '/api/Orientacion/resultados/:panel/exportar',
    {
      schema: {
        tags,
        summary: 'The same dashboard as a CSV or XLSX file (formato), with "< 5" where the page shows it and text cells guarded against formulas',
        description: filters,
        security: bearer,
        params: outcomePanelParams,
        querystring: outcomeExportQuery,
        response: { 200: z.any(), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const answer = await outcomeTable(pool, request.params.panel, query);
      if (!answer.ok) return fail(answer.status);
      const language = languageOf(request.headers['accept-language']);
      reply.header('content-disposition', `attachment; filename="${outcomeFileName(answer.table, formato, language)}"`);
      if (formato === 'csv') return reply.type('text/csv; charset=utf-8').send(outcomeCsv(answer.table, language));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await outcomeXlsx(answer.table, language));
    },
  );
};
