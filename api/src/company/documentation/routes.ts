import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  Status,
  addCompanyDocumentRequest,
  companyDocumentMaxBytes,
  companyDocumentsResponse,
  deleteCompanyDocumentRequest,
  deletedCompanyDocumentResponse,
  documentationRuleTexts,
  idParams,
  informativeNotesResponse,
  internshipAnnexesResponse,
  programmeDocumentsResponse,
  providedDocumentsResponse,
  savedCompanyDocumentResponse,
} from '@portal/contracts';
import { sendPrivateFile } from '../../platform/http/attachment';
import { bearer, fail, guardedFailures, HttpFailure, ok, orRefusal, validationFailure } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import { annexPdf, informativeNotePdf, listInformativeNotes, listInternshipAnnexes } from './annexes';
import {
  addCompanyDocument,
  deleteCompanyDocument,
  findCompanyDocumentFile,
  listCompanyDocuments,
  programmeDocuments,
  providedDocumentTypes,
} from './documents';
import { companyCaller, companySettings } from '../common/caller';
import { contentTypeOf, uploadChecksBusy, uploadRefusalsText } from '../../platform/storage/uploaded-files';
import { ruleErrorHandler } from '../common/rule-errors';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa'];
/** A base64 file of 2 MB is about 2.7 MB of JSON: room for it, not for much more (Fastify's default is 1 MiB). */
const uploadBodyLimit = 4 * 1024 * 1024;
const byId = idParams;

/**
 * The spec writes some of these paths with `/api/empresa` (documentosAportados, adddoc...) and
 * others with `/api/Empresa`; Fastify's paths are case-sensitive, so each call answers on both.
 * The lower-case one is left out of the OpenAPI document (the same call twice).
 */
const bothSpellings = (name: string) => [`/api/Empresa/${name}`, `/api/empresa/${name}`] as const;

const languageOfRequest = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/**
 * The company's internship documentation (spec 001 §2 /documentacion, §3, §5, §7): its documents
 * (list, provided per type, by programme, upload, delete, download), the annexes of its
 * internships and the institution's informative notes, downloaded as PDFs. Every call acts for the
 * token's company, checked on each call (3, 9, 90); another company's records are refused (403/3).
 * Upload and delete follow the brand's `empresas.subidaDocumentacion` (403/3 when it is off).
 */
export const companyDocumentationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { pool, guards, files },
) => {
  app.setErrorHandler(ruleErrorHandler(documentationRuleTexts));
  const onRequest = guards.company;

  /** Registers a call on both spellings of its path. */
  const route = (
    method: 'GET' | 'POST',
    name: string,
    options: RouteShorthandOptions & { schema: Record<string, unknown> },
    handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  ) => {
    for (const [index, url] of bothSpellings(name).entries()) {
      (app as unknown as FastifyInstance).route({
        ...options,
        method,
        url,
        schema: { ...options.schema, tags, security: bearer, ...(index > 0 ? { hide: true } : {}) },
        onRequest,
        handler: handler as never,
      });
    }
  };

  route(
    'GET',
    'dameDocumentosPracticas',
    { schema: { summary: "The company's documents, newest first (one id per document)", response: { 200: companyDocumentsResponse, ...guardedFailures } } },
    async (request) => {
      const caller = await companyCaller(pool, request);
      return ok(await listCompanyDocuments(pool, caller.companyId, languageOfRequest(request)));
    },
  );

  route(
    'GET',
    'documentosAportados',
    {
      schema: {
        summary: 'Each document type with its rules and how many the company has provided',
        description: 'subidaPermitida follows the brand (empresas.subidaDocumentacion); tamanoMaximo in bytes (2 MB).',
        response: { 200: providedDocumentsResponse, ...guardedFailures },
      },
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      const settings = await companySettings(pool);
      return ok({
        subidaPermitida: settings.subidaDocumentacion,
        tamanoMaximo: companyDocumentMaxBytes,
        tipos: await providedDocumentTypes(pool, caller.companyId, languageOfRequest(request)),
      });
    },
  );

  route(
    'GET',
    'dameDocumentosPracticasPorPrograma',
    {
      schema: {
        summary: "The company's internship programmes (adhered to, or with documents) with its documents of each",
        response: { 200: programmeDocumentsResponse, ...guardedFailures },
      },
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      return ok(await programmeDocuments(pool, caller.companyId, languageOfRequest(request)));
    },
  );

  route(
    'GET',
    'dameAnexosPracticas',
    {
      schema: {
        summary: "The company's internships, each with the annexes the careers office issued and their signed copies",
        response: { 200: internshipAnnexesResponse, ...guardedFailures },
      },
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      return ok(await listInternshipAnnexes(pool, caller.companyId, languageOfRequest(request)));
    },
  );

  route(
    'GET',
    'dameNotasInformativasPracticasCurricularExtraordinaria',
    {
      schema: {
        summary: 'The informative notes the institution publishes for curricular and extraordinary internships',
        response: { 200: informativeNotesResponse, ...guardedFailures },
      },
    },
    async (request) => {
      await companyCaller(pool, request);
      return ok(await listInformativeNotes(pool));
    },
  );

  /** Upload and delete need the brand's flag; the lists stay readable without it. */
  const uploadsAllowed = async () => {
    if (!(await companySettings(pool)).subidaDocumentacion) throw new HttpFailure(403, Status.accessDenied);
  };

  route(
    'POST',
    'adddoc',
    {
      bodyLimit: uploadBodyLimit,
      schema: {
        summary: 'Adds a document of the company: a file (base64) or a link',
        description:
          'idTipoDocumento (documentosAportados lists them): 1 insurance policy, 2 signed annex (idAnexo), 3 accreditation, ' +
          '4 programme documents (idPrograma): PDF only; 5 other documents: the extensions of spec 001 §5 or a link. ' +
          'Every file at most 2 MB, its content what its extension says. Answers 618 (513 for a signed annex attached to ' +
          'its annex). Refusals: 400/15 with the fields (no file nor link, both, a link for a PDF-only type, over 2 MB, ' +
          'missing annex or programme); 46 extension or content not allowed; 413 the company\'s files would pass their quota; 56 the same file or link already provided, ' +
          'a second insurance policy, or an annex already signed; 403/3 an annex of another company or uploads off; ' +
          uploadRefusalsText,
        body: addCompanyDocumentRequest,
        response: { 200: orRefusal(savedCompanyDocumentResponse), ...guardedFailures, 400: validationFailure, ...uploadChecksBusy },
      },
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      await uploadsAllowed();
      const language = languageOfRequest(request);
      const body = request.body as z.output<typeof addCompanyDocumentRequest>;
      const outcome = await addCompanyDocument(pool, files, caller, body, language);
      if (outcome.ok) return ok(outcome.value);
      if ('fields' in outcome) {
        const words = documentationRuleTexts[language];
        return reply.code(400).send({
          ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm),
          errores: outcome.fields.map(({ campo, regla }) => ({ campo, mensaje: words[regla] })),
        });
      }
      return reply.code(outcome.status === Status.accessDenied ? 403 : 200).send(fail(outcome.status));
    },
  );

  route(
    'POST',
    'deldoc',
    {
      schema: {
        summary: 'Deletes one of the company’s documents (403/3 for anyone else’s or when uploads are off)',
        body: deleteCompanyDocumentRequest,
        response: { 200: deletedCompanyDocumentResponse, ...guardedFailures },
      },
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      await uploadsAllowed();
      const { id } = request.body as { id: number };
      if (!(await deleteCompanyDocument(pool, files, caller.companyId, id))) {
        return reply.code(403).send(fail(Status.accessDenied));
      }
      return ok({ id });
    },
  );

  route(
    'GET',
    'dameDocumentoEmpresa/:id',
    { schema: { summary: 'Downloads one of the company’s documents (403/3 for anyone else’s)', params: byId } },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const file = await findCompanyDocumentFile(pool, files, caller.companyId, (request.params as { id: number }).id);
      if (!file) return reply.code(403).send(fail(Status.accessDenied));
      return sendPrivateFile(reply, contentTypeOf(file.extension), file.fileName, file.bytes);
    },
  );

  route(
    'GET',
    'dameAnexoPractica/:id',
    {
      schema: {
        summary: 'An annex of one of the company’s internships as a PDF, in the caller’s language (403/3 for anyone else’s)',
        params: byId,
      },
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const file = await annexPdf(pool, { companyId: caller.companyId }, (request.params as { id: number }).id, languageOfRequest(request));
      if (!file) return reply.code(403).send(fail(Status.accessDenied));
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.pdf);
    },
  );

  route(
    'GET',
    'dameNotaInformativa/:id',
    { schema: { summary: 'A published informative note as a PDF (404/1 when it is not published)', params: byId } },
    async (request, reply) => {
      await companyCaller(pool, request);
      const file = await informativeNotePdf(pool, (request.params as { id: number }).id, languageOfRequest(request));
      if (!file) return reply.code(404).send(fail(Status.generalError));
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.pdf);
    },
  );
};
