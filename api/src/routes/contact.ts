import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, Success, contactRequest, contactRuleFailures, noticeResponse, type ContactSender } from '@portal/contracts';
import { commonFailures, fail, ok, orRefusal, validationFailure } from '../http/envelope';
import { messagesFor } from '../http/messages';
import type { Mailer } from '../mail/mailer';
import { readBrand } from '../services/brand';
import { submitContact } from '../services/contact';
import type { RouteContext } from './context';

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

/**
 * The contact form for everyone (spec 000 §2.5, §5). The sender's kind comes from the session
 * token when there is a valid one, never from the form, and decides which rules apply.
 */
export const contactRoutes: FastifyPluginAsyncZod<RouteContext & { mailer: Mailer; messagesPerMinute: number }> = async (
  app,
  { pool, tokens, mailer, messagesPerMinute },
) => {
  app.post(
    '/api/Publico/enviarContacto',
    {
      // Anonymous visitors may write too: a limit per address keeps the office's inbox usable.
      config: { rateLimit: { max: messagesPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['Contacto'],
        summary: 'Sends a message to the careers office (students, companies and anonymous visitors)',
        description:
          'Companies and anonymous visitors must give the company, the kind of query and accept the privacy policy; ' +
          'candidates must accept data treatment and communications. Status 15 names the failing fields; 12 when the mail could not be sent (the message is kept).',
        body: contactRequest,
        response: { 200: orRefusal(noticeResponse), ...commonFailures, 400: validationFailure },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await tokens.verify(token) : undefined;
      const sender: ContactSender = claims?.tipo === 'Alumno' ? 'candidato' : claims?.tipo === 'Empresa' ? 'empresa' : 'anonimo';
      const messages = messagesFor(request);
      const failing = contactRuleFailures(request.body, sender);
      if (failing.length > 0) {
        return reply.code(400).send({
          ...fail(Status.missingMandatoryData, messages.reviewForm),
          errores: failing.map((campo) => ({ campo, mensaje: messages.required })),
        });
      }
      const brand = await readBrand(pool);
      const { delivered } = await submitContact(
        { pool, mailer },
        { form: request.body, sender, userId: claims ? Number(claims.sub) : null, emails: brand.emailsContacto },
      );
      return delivered ? ok({ aviso: Success.contactFormSent }) : fail(Status.emailSendingError);
    },
  );
};
