import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  candidacyIdParam,
  candidateDetailResponse,
  candidatesExportQuery,
  candidatesQuery,
  candidatesResponse,
  changeCandidacyStateRequest,
  changedStateResponse,
  cvViewsResponse,
  incorporationFormDataResponse,
  incorporationFormIdRequest,
  incorporationFormRequest,
  processAsStudentResponse,
  processDataResponse,
} from '@portal/contracts';
import { authOf } from '../../platform/auth/guards';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import {
  changeCandidacyState,
  listCandidates,
  processAsStudent,
  processData,
} from './candidates';
import { candidateCvDownload, candidateWithCv, cvViewsOf } from './cv-access';
import { candidatesCsv, candidatesXlsx, exportFileName } from './export';
import { incorporationFormData, saveIncorporationForm } from './incorporation';
import { companyCaller } from '../common/caller';
import { companyAnswer, languageOfRequest } from '../common/answers';
import { sendPrivateFile } from '../../platform/http/attachment';
import { studentCvPdf } from '../../cv/pdf-file';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa'];

/**
 * Candidates of the company's offers (spec 001 §2, §4): lists with filters and exports, the
 * process and the candidate with the CV (each look recorded), state changes and the incorporation
 * form. A company reaches only candidacies of its own offers (31 for any other); a student token
 * is refused by the guard (79). The student's own call lists the companies that looked at their CV.
 */
export const companyCandidateRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards, files }) => {
  const onRequest = guards.company;

  app.get(
    '/api/Empresa/dameCandidaturas',
    {
      schema: {
        tags,
        summary: "Candidates of the company's offers, or of one (oferta), with the filters estado, texto, tipo",
        description: '4 when the offer is not one of the company offers.',
        security: bearer,
        querystring: candidatesQuery,
        response: { 200: orRefusal(candidatesResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await listCandidates(pool, caller.companyId, request.query, languageOfRequest(request));
      return companyAnswer(request, reply, outcome, (value) => value);
    },
  );

  app.get(
    '/api/Empresa/exportaCandidaturas',
    {
      schema: {
        tags,
        summary: 'The same list as a CSV or XLSX file (formato), text cells guarded against formula injection',
        security: bearer,
        querystring: candidatesExportQuery,
        response: { 200: z.any(), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const language = languageOfRequest(request);
      const { formato, ...query } = request.query;
      const outcome = await listCandidates(pool, caller.companyId, query, language);
      if (!outcome.ok) return fail(outcome.refusal.status);
      const file = exportFileName(formato, language);
      reply.header('content-disposition', `attachment; filename="${file}"`);
      if (formato === 'csv') return reply.type('text/csv; charset=utf-8').send(candidatesCsv(outcome.value, language));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await candidatesXlsx(outcome.value, language));
    },
  );

  app.get(
    '/api/Empresa/dameDatosProceso/:id',
    {
      schema: {
        tags,
        summary: 'A candidacy (process): state, history, the states the company may choose and the rejection reasons',
        security: bearer,
        params: candidacyIdParam,
        response: { 200: orRefusal(processDataResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await processData(pool, caller.companyId, request.params.id, languageOfRequest(request));
      return companyAnswer(request, reply, outcome, (value) => value);
    },
  );

  app.get(
    '/api/Empresa/dameDatosProcesoComoAlumno/:id',
    {
      schema: {
        tags,
        summary: 'A candidacy exactly as its student sees it (history included)',
        security: bearer,
        params: candidacyIdParam,
        response: { 200: orRefusal(processAsStudentResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      return companyAnswer(request, reply, await processAsStudent(pool, caller.companyId, request.params.id), (value) => value);
    },
  );

  app.get(
    '/api/Empresa/dameCandidato/:id',
    {
      schema: {
        tags,
        summary: 'A candidate with the CV (/ver-cv/{id}); the view is recorded for the student to see',
        security: bearer,
        params: candidacyIdParam,
        response: { 200: orRefusal(candidateDetailResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await candidateWithCv(pool, caller, request.params.id, languageOfRequest(request));
      return companyAnswer(request, reply, outcome, (value) => value);
    },
  );

  app.get(
    '/api/Empresa/descargaCvCandidato/:id',
    {
      schema: {
        tags,
        summary: "Downloads a candidate's CV; the download is recorded for the student to see",
        security: bearer,
        params: candidacyIdParam,
        response: { 200: z.any(), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await candidateCvDownload(pool, caller, request.params.id);
      if (!outcome.ok) return fail(outcome.refusal.status);
      // The student's own CV PDF, the same one the student downloads.
      const file = await studentCvPdf(pool, files, outcome.value.studentId, languageOfRequest(request));
      if (!file) return fail(Status.applicationNotFound);
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.pdf);
    },
  );

  app.post(
    '/api/Empresa/cambiaEstadoCandidatura',
    {
      schema: {
        tags,
        summary: "Moves a candidate to another state (532); the student sees it and gets a notification",
        description:
          'idMotivo is required when rejecting (17): a reason of state 17 for the offer profile or none (15 otherwise). ' +
          'Refusals: 31 not a candidacy of the company, 543 expired offer, 49 not a move from this state, 14 the offer places ' +
          'are filled, 98 selecting (6) needs the incorporation form first: datos.idSolicitud names it.',
        security: bearer,
        body: changeCandidacyStateRequest,
        response: { 200: orRefusal(changedStateResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await changeCandidacyState(pool, caller, request.body);
      if (!outcome.ok && 'incorporationFor' in outcome)
        return { status: Status.incorporationFormRequired, datos: { idSolicitud: outcome.incorporationFor } };
      return companyAnswer(request, reply, outcome, (value) => value);
    },
  );

  const formData = async (request: Parameters<typeof companyCaller>[1], id: number) => {
    const caller = await companyCaller(pool, request);
    const outcome = await incorporationFormData(pool, caller.companyId, id);
    return outcome.ok ? ok(outcome.value) : fail(outcome.refusal.status);
  };

  app.get(
    '/api/Empresa/dameFormularioIncorporacion/:id',
    {
      schema: {
        tags,
        summary: 'The incorporation form of a candidacy (idSolicitud): candidate, offer and the saved form if any',
        security: bearer,
        params: candidacyIdParam,
        response: { 200: orRefusal(incorporationFormDataResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => formData(request, request.params.id),
  );

  app.post(
    '/api/Empresa/dameFormularioIncorporacion',
    {
      schema: {
        tags,
        summary: 'The same, with the candidacy in the body ({idSolicitud})',
        security: bearer,
        body: incorporationFormIdRequest,
        response: { 200: orRefusal(incorporationFormDataResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => formData(request, request.body.idSolicitud),
  );

  app.post(
    '/api/Empresa/guardarFormularioIncorporacion',
    {
      schema: {
        tags,
        summary: 'Saves the incorporation form and selects the candidate (540)',
        description:
          'Internships: dates, weekdays (0 Sunday to 6 Saturday), hours a day within the aid rule (at most 5 a day and 25 a week; ' +
          '7 a day outside teaching periods), tutor, work centre, training project. Jobs: contract type, working time, weekly hours, ' +
          'gross yearly salary, post, work centre. 400/15 per field; 27 dates out of order; 15 a form of the other profile; ' +
          'and the refusals of a change to selected (31, 543, 49, 14).',
        security: bearer,
        body: incorporationFormRequest,
        response: { 200: orRefusal(changedStateResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await saveIncorporationForm(pool, caller, request.body.idSolicitud, request.body.formulario);
      return companyAnswer(request, reply, outcome, (value) => value);
    },
  );

  app.get(
    '/api/Alumno/dameVisitasCv',
    {
      schema: {
        tags: ['CV'],
        summary: "Which companies viewed or downloaded the logged student's CV, newest first",
        security: bearer,
        response: { 200: cvViewsResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await cvViewsOf(pool, Number(authOf(request).sub))),
  );
};
