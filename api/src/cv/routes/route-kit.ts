import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import { authOf } from '../../platform/auth/guards';
import { bearer, guardedFailures, orRefusal, validationFailure } from '../../platform/http/envelope';
import { uploadChecksBusy, uploadRefusalsText } from '../../platform/storage/uploaded-files';
import { answerOutcome, type CvOutcome } from '../validation';
import type { RouteContext } from '../../platform/http/route-context';

/** What the CV route plugins get: the route context. */
export type CvRouteContext = RouteContext;
export type CvPlugin = FastifyPluginAsyncZod<CvRouteContext>;
type App = Parameters<CvPlugin>[0];

export const cvTags = ['CV'];

/** The token's student: every CV call acts on the caller's own CV, never one named in the request. */
export const studentOf = (request: FastifyRequest) => Number(authOf(request).sub);

/** A base64 file of 2 MB is about 2.7 MB of JSON: room for it, not for much more (Fastify's default is 1 MiB). */
export const cvUploadBodyLimit = 4 * 1024 * 1024;

/** `{aviso}`: a write that answers only its notice (532 updated). */
export const cvNoticeResponse = envelope(z.object({ aviso: z.number().int().nullable() }));

/**
 * A POST of the student CV: the caller's id and the checked body go to `write`, whose outcome is
 * answered as the CV answers (answerOutcome). Documents the refusals of every CV write.
 */
export const cvWrite = <Body extends z.ZodType, Datos extends z.ZodType>(
  app: App,
  guards: RouteContext['guards'],
  url: string,
  options: { summary: string; description?: string; body: Body; response: Datos; upload?: boolean },
  write: (userId: number, body: z.output<Body>, request: FastifyRequest) => Promise<CvOutcome<z.output<Datos>>>,
) =>
  (app as unknown as FastifyInstance).withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      ...(options.upload ? { bodyLimit: cvUploadBodyLimit } : {}),
      schema: {
        tags: cvTags,
        summary: options.summary,
        description:
          `${options.description ?? ''} Refusals: 400 with the refused fields (status 15, or the field's own code: ` +
          '66 national id, 69 e-mail, 70 phone, 73 IBAN, 83 social security number); 403 with status 3 for a record ' +
          `that is not the caller's${options.upload ? `; ${uploadRefusalsText}` : '.'} Nothing is written when refused.`,
        security: bearer,
        body: options.body,
        response: {
          200: orRefusal(envelope(options.response)),
          ...guardedFailures,
          400: validationFailure,
          ...(options.upload ? uploadChecksBusy : {}),
        },
      },
      onRequest: guards.student,
    },
    // The body is the schema's output (checked before the handler runs); the answer is the outcome's envelope.
    (async (request: FastifyRequest, reply: FastifyReply) =>
      answerOutcome(request, reply, await write(studentOf(request), request.body as z.output<Body>, request))) as never,
  );
