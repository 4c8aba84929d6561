import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  Status,
  idParams,
  internshipDocumentRequest,
  internshipDocumentSavedResponse,
  internshipFileRequest,
  requestedDocumentsQuery,
  requestedProcessDocumentsResponse,
  studentInternshipsResponse,
  type InternshipDocument,
  type InternshipFileRequest,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../platform/http/envelope';
import { languageOf, messagesFor } from '../platform/http/messages';
import { sendPrivateFile } from '../platform/http/attachment';
import { annexPdf } from '../company/documentation/annexes';
import {
  addInternshipFile,
  findInternshipDocument,
  listInternships,
  requestedProcessDocuments,
  type InternshipUpload,
} from './internships';
import { contentTypeOf, uploadChecksBusy, uploadRefusalsText } from '../platform/storage/uploaded-files';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Prácticas'];

/** A base64 file of 10000 KB is about 13.7 MB of JSON: room for it, not for more (Fastify's default is 1 MiB). */
const uploadBodyLimit = 15 * 1024 * 1024;


/** The student's internships and their documents (spec 000 §2.2 /mis-practicas, §5 uploads). */
export const internshipRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { pool, guards, files },
) => {
  const studentIdOf = (request: Parameters<typeof authOf>[0]) => Number(authOf(request).sub);

  app.get(
    '/api/Alumno/damePracticasAlumno',
    {
      schema: {
        tags,
        summary: 'The caller’s internships with their documents',
        security: bearer,
        response: { 200: studentInternshipsResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await listInternships(pool, studentIdOf(request))),
  );

  const uploadRoute = (
    url: string,
    summary: string,
    body: z.ZodType<InternshipFileRequest & { idTipoDocumento?: number }>,
    kind: InternshipDocument['tipo'],
  ) =>
    app.post(
      url,
      {
        bodyLimit: uploadBodyLimit,
        schema: {
          tags,
          summary,
          description:
            'Confirmation 618. Refusals: 3 not one of the caller’s internships; 46 extension not allowed or content not of that type; 413 the student files would pass their quota; 400 with status 15 for a file over 10000 KB or not base64 (ficheroB64ParaAltas), or a document type outside the domain or with a call of its own (idTipoDocumento); ' +
            uploadRefusalsText,
          security: bearer,
          body,
          response: { 200: orRefusal(internshipDocumentSavedResponse), ...guardedFailures, ...uploadChecksBusy },
        },
        onRequest: guards.student,
      },
      async (request, reply) => {
        const upload: InternshipUpload = { ...request.body, kind };
        const outcome = await addInternshipFile(pool, files, studentIdOf(request), upload);
        if (outcome.ok) return ok(outcome.value);
        if ('invalidField' in outcome) {
          const messages = messagesFor(request);
          return reply.code(400).send(
            validationFailure.parse({
              ...fail(Status.missingMandatoryData, messages.reviewForm),
              errores: [{ campo: outcome.invalidField, mensaje: messages.invalid }],
            }),
          );
        }
        return fail(outcome.refusal.status);
      },
    );
  uploadRoute(
    '/api/Alumno/addFicheroPractica',
    'Adds a file to one of the caller’s internships',
    internshipFileRequest,
    'documento',
  );
  uploadRoute(
    '/api/Alumno/addDocumentoPractica',
    'Adds a document of a type of the internship-document domain',
    internshipDocumentRequest,
    'documento',
  );
  uploadRoute(
    '/api/Alumno/addFicheroRenunciaSet',
    'Adds the signed resignation of an internship',
    internshipFileRequest,
    'renuncia',
  );
  uploadRoute(
    '/api/Alumno/editDocumentoSeguimientoCF',
    'Sets the follow-up document of an internship (replaces the previous one)',
    internshipFileRequest,
    'seguimiento',
  );

  app.get(
    '/api/Alumno/documentoPractica/:id',
    {
      schema: {
        tags,
        summary: 'Downloads one of the caller’s internship documents (403 with status 3 otherwise)',
        security: bearer,
        params: idParams,
      },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const document = await findInternshipDocument(pool, studentIdOf(request), request.params.id);
      const content = document && (await files.get(pool, document.stored));
      if (!document || !content) return reply.code(403).send(fail(Status.accessDenied));
      const fileName = `${document.nombre.replace(/["\\\r\n]/g, '')}.${document.extension}`;
      return reply
        .type(contentTypeOf(document.extension))
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(content.bytes);
    },
  );

  app.get(
    '/api/Alumno/dameAnexoPractica/:id',
    {
      schema: {
        tags,
        summary: 'An annex the careers office issued for one of the caller’s internships, as a PDF in the caller’s language',
        description: '403 with status 3 for a draft or for anyone else’s annex.',
        security: bearer,
        params: idParams,
      },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const reader = { studentId: studentIdOf(request) };
      const file = await annexPdf(pool, reader, request.params.id, languageOf(request.headers['accept-language']));
      if (!file) return reply.code(403).send(fail(Status.accessDenied));
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.pdf);
    },
  );

  app.get(
    '/api/Alumno/documentacionDeProcesosSolicitada',
    {
      schema: {
        tags,
        summary: 'Documents the caller’s applications ask for and the caller has not provided',
        description: 'With urlOferta, also those of that open offer, before applying to it (after a refusal 11).',
        security: bearer,
        querystring: requestedDocumentsQuery,
        response: { 200: requestedProcessDocumentsResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await requestedProcessDocuments(pool, studentIdOf(request), request.query.urlOferta)),
  );
};
