import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  failureEnvelope,
  idParams,
  publishInformativeNoteRequest,
  publishedInformativeNoteResponse,
  staffInformativeNotesResponse,
  withdrawnInformativeNoteResponse,
} from '@portal/contracts';
import { annexPdf, informativeNotePdf } from '../company/documentation/annexes';
import { publishInformativeNote, staffInformativeNotes, withdrawInformativeNote } from '../company/documentation/informative-notes';
import { sendPrivateFile } from '../platform/http/attachment';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { languageOf } from '../platform/http/messages';
import type { RouteContext } from '../platform/http/route-context';
import type { StaffSessions } from './staff-sessions';
import { uploadChecksBusy, uploadRefusalsText } from '../platform/storage/uploaded-files';

const tags = ['Orientación'];
const byId = idParams;
/** A 2 MB PDF in base64 is about 2.7 MB of JSON (Fastify's default is 1 MiB). */
const noteBodyLimit = 4 * 1024 * 1024;

/**
 * Beside the annexes queue: the annex PDFs the staff member checks before issuing them (drafts
 * included), and the informative notes the office publishes for companies and withdraws.
 */
export const staffAnnexRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (app, { pool, staff }) => {
  app.get(
    '/api/Orientacion/anexo/:id/pdf',
    {
      schema: {
        tags,
        summary: 'An internship annex as the PDF the company gets, drafts included (404/130 for an unknown annex)',
        security: bearer,
        params: byId,
        response: { ...guardedFailures, 404: failureEnvelope.describe('No such record: status 130') },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const file = await annexPdf(pool, 'office', request.params.id, languageOf(request.headers['accept-language']));
      if (!file) return reply.code(404).send(fail(Status.recordNotFound));
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.pdf);
    },
  );

  app.get(
    '/api/Orientacion/notasInformativas',
    {
      schema: {
        tags,
        summary: 'Every informative note, published or withdrawn, newest first, with who published it',
        security: bearer,
        response: { 200: staffInformativeNotesResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async () => ok(await staffInformativeNotes(pool)),
  );

  app.post(
    '/api/Orientacion/publicaNotaInformativa',
    {
      bodyLimit: noteBodyLimit,
      schema: {
        tags,
        summary: 'Publishes an informative note companies see at once: a text, a PDF of its own (pdfB64), or both',
        description: `46 when pdfB64 is not a whole PDF; 400 when a field breaks its rule (a text or a PDF is required); ${uploadRefusalsText}`,
        security: bearer,
        body: publishInformativeNoteRequest,
        response: { 200: orRefusal(publishedInformativeNoteResponse), ...guardedFailures, ...uploadChecksBusy },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const outcome = await publishInformativeNote(pool, request.staffId!, request.body);
      return outcome.ok ? ok(outcome.value) : fail(outcome.refusal.status);
    },
  );

  app.post(
    '/api/Orientacion/retiraNotaInformativa/:id',
    {
      schema: {
        tags,
        summary: 'Withdraws a published informative note: companies no longer see it (130 when none is published with that id)',
        security: bearer,
        params: byId,
        response: { 200: orRefusal(withdrawnInformativeNoteResponse), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) =>
      (await withdrawInformativeNote(pool, request.staffId!, request.params.id)) ? ok({ id: request.params.id }) : fail(Status.recordNotFound),
  );

  app.get(
    '/api/Orientacion/notaInformativa/:id/pdf',
    {
      schema: {
        tags,
        summary: 'An informative note as the PDF companies download, withdrawn ones too (404/130 when unknown)',
        security: bearer,
        params: byId,
        response: { ...guardedFailures, 404: failureEnvelope.describe('No such record: status 130') },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const file = await informativeNotePdf(pool, request.params.id, languageOf(request.headers['accept-language']), 'office');
      if (!file) return reply.code(404).send(fail(Status.recordNotFound));
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.pdf);
    },
  );
};
