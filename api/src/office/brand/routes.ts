import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  Success,
  brandAdminResponse,
  brandLogoParams,
  brandLogoUploadRequest,
  brandLogoUploadResponse,
  brandSaveRequest,
  brandSaveResponse,
  failureEnvelope,
} from '@portal/contracts';
import { bearer, commonFailures, fail, guardedFailures, ok, orRefusal } from '../../platform/http/envelope';
import { languageOf } from '../../platform/http/messages';
import type { RouteContext } from '../../platform/http/route-context';
import { uploadChecksBusy, uploadRefusalsText } from '../../platform/storage/uploaded-files';
import { staffAdminTag } from '../staff-accounts/routes';
import type { StaffSessions } from '../staff-sessions';
import { brandAdminView, institutionLogo, saveBrand, uploadLogo } from './settings';

const adminTags = [staffAdminTag];
const adminFailures = {
  ...guardedFailures,
  403: guardedFailures[403].describe(
    'Not a staff admin (an office member): status 79; a blocked account: 90',
  ),
};
/** A base64 logo of up to 1 MB, and the rest of the request. */
const logoBodyLimit = 2 * 1024 * 1024;

/**
 * The brand and settings (issue 26): the admin reads and saves them, uploads logos; everyone's
 * pages show the uploaded logos. Maintenance mode is a setting like the others: the API keeps
 * answering while it is on (the shell alone sends visitors to the maintenance screen), so the
 * admin can always turn it off.
 */
export const staffBrandRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (
  app,
  { pool, files, staff },
) => {
  app.get(
    '/api/Orientacion/marca',
    {
      schema: {
        tags: adminTags,
        summary: 'The brand and settings (admin only), their version and the history of their changes',
        security: bearer,
        response: { 200: brandAdminResponse, ...adminFailures },
      },
      onRequest: staff.adminGuard,
    },
    async () => ok(await brandAdminView(pool)),
  );

  app.post(
    '/api/Orientacion/marca',
    {
      schema: {
        tags: adminTags,
        summary: 'Saves the brand and settings (admin only): aviso 657; the next page load shows them',
        description:
          '400/15 with the fields for a value out of bounds (links: a portal path or https only); 400/218 with the failing colour pairs ' +
          '(WCAG AA: text on background, white on primary, primary on background 4.5:1; secondary on background 3:1), the message ' +
          'naming the pair and its ratio; 400/219 a logo not uploaded here; 200/131 the settings changed since they were read. ' +
          'A refusal writes nothing; a save records who, when, and only the changed keys before and after.',
        security: bearer,
        body: brandSaveRequest,
        response: { 200: orRefusal(brandSaveResponse), ...adminFailures },
      },
      onRequest: staff.adminGuard,
    },
    async (request, reply) => {
      const saved = await saveBrand(
        pool,
        request.staffId!,
        request.body.ajustes,
        request.body.version,
        languageOf(request.headers['accept-language']),
      );
      if (saved.ok) return ok({ aviso: Success.brandSaved, ...saved.view });
      if (saved.problems) {
        const mensaje =
          saved.problems
            .map((problem) => problem.mensaje)
            .filter(Boolean)
            .join(' ') || undefined;
        return reply.code(400).send({ ...fail(saved.status, mensaje), errores: saved.problems });
      }
      return fail(saved.status);
    },
  );

  app.post(
    '/api/Orientacion/marca/logo',
    {
      schema: {
        tags: adminTags,
        summary:
          'Uploads a logo (admin only): png, jpg or gif of up to 1 MB; aviso 658 and the address to put in the settings',
        description: `46 not an image of that type (whatever its name says); 220 over 1 MB; ${uploadRefusalsText}`,
        security: bearer,
        body: brandLogoUploadRequest,
        response: { 200: orRefusal(brandLogoUploadResponse), ...adminFailures, ...uploadChecksBusy },
      },
      bodyLimit: logoBodyLimit,
      onRequest: staff.adminGuard,
    },
    async (request, reply) => {
      const uploaded = await uploadLogo(pool, files, request.body.ficheroB64, request.body.extension);
      if (uploaded.ok) return ok({ aviso: Success.brandLogoUploaded, url: uploaded.url });
      if (uploaded.campo)
        return reply
          .code(400)
          .send({ ...fail(uploaded.status), errores: [{ campo: uploaded.campo, mensaje: '' }] });
      return fail(uploaded.status);
    },
  );

  app.get(
    '/api/Publico/logoMarca/:clave',
    {
      schema: {
        tags: ['Marca'],
        summary: "One of the institution's uploaded logos (public: every page's header and footer show them)",
        params: brandLogoParams,
        response: {
          200: z.any().describe('The image (png, jpeg or gif)'),
          ...commonFailures,
          404: failureEnvelope.describe('No such logo: status 130'),
        },
      },
    },
    async (request, reply) => {
      const logo = await institutionLogo(pool, files, request.params.clave);
      if (!logo) return reply.code(404).send(fail(Status.recordNotFound));
      // The key is new for every upload: the bytes behind an address never change.
      return reply
        .type(logo.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(logo.bytes);
    },
  );
};
