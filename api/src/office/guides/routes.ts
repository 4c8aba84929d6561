import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  failureEnvelope,
  guideEditRequest,
  guideFields,
  guideMoveRequest,
  guideStepRequest,
  idParams,
  staffGuideChangeResponse,
  staffGuideResponse,
  staffGuidesResponse,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearer, commonFailures, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import type { RouteContext } from '../../platform/http/route-context';
import { uploadChecksBusy } from '../../platform/storage/uploaded-files';
import type { StaffSessions } from '../staff-sessions';
import { createGuide, editGuide, guideFile, moveGuide, publishGuide, staffGuide, staffGuides, withdrawGuide, type Change } from './guides';

const tags = ['Orientación'];
const notFound = { 404: failureEnvelope.describe('No such guide: status 212') };
/** An image of 1 MB and a PDF of 2 MB in base64 are about 4 MB of JSON: room for them, not much more. */
const guideBodyLimit = 5 * 1024 * 1024;
const uploadsText =
  'The image (png, jpg, gif; at most 1 MB) and the attached PDF (at most 2 MB) are checked by extension, size and content ' +
  'as every upload (a .png that is a zip is refused); a refused file is a field error (imagen, adjunto).';
const rulesText =
  'es needs its title and description; ca and en are whole or empty (their readers see the Spanish guide then). ' +
  'A description may use h2-h4, p, br, ul, ol, li, a (http, https, mailto), strong, em, b, i: anything else is refused naming it; ' +
  'an image needs its alternative text in each language written. 400/15 with the fields otherwise; nothing is written.';

/**
 * The orientation guides as the careers office manages them (issue 26), for both staff roles
 * (office and admin); students, companies and anonymous callers are refused by the staff guard.
 * The guides' images and files are read without a session, by their generated names.
 */
export const staffGuideRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (app, { pool, staff }) => {
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  /** A change's answer: 200 with the guide; 400/15 with the fields; 404/212; 200 with 131, 213, 214 or 215. */
  const answer = (request: FastifyRequest, reply: FastifyReply, change: Change) => {
    if (change.ok) return ok({ aviso: change.aviso, guia: change.guia });
    if ('problems' in change)
      return reply.code(400).send({ ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm), errores: change.problems });
    if (change.status === Status.officeGuideNotFound) return reply.code(404).send(fail(change.status));
    return fail(change.status);
  };

  app.get(
    '/api/Orientacion/guias',
    {
      schema: {
        tags,
        summary: 'Every orientation guide in the students\' order, with its state (borrador, publicada, retirada) and who did what',
        security: bearer,
        response: { 200: staffGuidesResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async () => ok(await staffGuides(pool)),
  );

  app.get(
    '/api/Orientacion/guias/:id',
    {
      schema: {
        tags,
        summary: 'One guide as the office edits it (404/212 when unknown)',
        security: bearer,
        params: idParams,
        response: { 200: staffGuideResponse, ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const found = await staffGuide(pool, request.params.id);
      return found ? ok(found) : reply.code(404).send(fail(Status.officeGuideNotFound));
    },
  );

  app.post(
    '/api/Orientacion/guias',
    {
      bodyLimit: guideBodyLimit,
      schema: {
        tags,
        summary: 'A new guide, a draft last in the order (aviso 653)',
        description: `${rulesText} ${uploadsText}`,
        security: bearer,
        body: guideFields,
        response: { 200: staffGuideChangeResponse, ...guardedFailures, ...uploadChecksBusy },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await createGuide(pool, request.staffId!, request.body, language(request))),
  );

  app.post(
    '/api/Orientacion/guias/:id',
    {
      bodyLimit: guideBodyLimit,
      schema: {
        tags,
        summary: 'Edits a guide (aviso 653): 131 when it changed since `version`, 404/212 unknown',
        description: `${rulesText} ${uploadsText}`,
        security: bearer,
        params: idParams,
        body: guideEditRequest,
        response: { 200: orRefusal(staffGuideChangeResponse), ...guardedFailures, ...notFound, ...uploadChecksBusy },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await editGuide(pool, request.staffId!, request.params.id, request.body, language(request))),
  );

  app.post(
    '/api/Orientacion/guias/:id/publicar',
    {
      schema: {
        tags,
        summary: 'Publishes a guide: students see it in its place (aviso 654); 213 already published, 131 changed, 404/212 unknown',
        security: bearer,
        params: idParams,
        body: guideStepRequest,
        response: { 200: orRefusal(staffGuideChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await publishGuide(pool, request.staffId!, request.params.id, request.body.version)),
  );

  app.post(
    '/api/Orientacion/guias/:id/retirar',
    {
      schema: {
        tags,
        summary: 'Withdraws a published guide: students no longer see it (aviso 655); 214 not published, 131 changed, 404/212 unknown',
        security: bearer,
        params: idParams,
        body: guideStepRequest,
        response: { 200: orRefusal(staffGuideChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => answer(request, reply, await withdrawGuide(pool, request.staffId!, request.params.id, request.body.version)),
  );

  app.post(
    '/api/Orientacion/guias/:id/mover',
    {
      schema: {
        tags,
        summary: 'Moves a guide one place up or down in the students\' order (aviso 656); 215 already first or last, 131 changed, 404/212',
        security: bearer,
        params: idParams,
        body: guideMoveRequest,
        response: { 200: orRefusal(staffGuideChangeResponse), ...guardedFailures, ...notFound },
      },
      onRequest: staff.guard,
    },
    async (request, reply) =>
      answer(request, reply, await moveGuide(pool, request.staffId!, request.params.id, request.body.version, request.body.direccion)),
  );

  app.get(
    '/api/guias-orientacion/ficheros/:key',
    {
      schema: {
        tags,
        summary: 'A guide\'s uploaded image or PDF, by its generated name (no session: an image tag sends none); 404/1 when unknown',
        params: z.object({ key: z.string().max(60) }),
        response: { 200: z.any().describe('The image or PDF'), ...commonFailures, 404: failureEnvelope.describe('No such file: status 1') },
      },
    },
    async (request, reply) => {
      const file = await guideFile(pool, request.params.key);
      if (!file) return reply.code(404).send(fail(Status.generalError));
      // The name changes with the content: the file never changes under it.
      return reply
        .type(file.contentType)
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );
};
