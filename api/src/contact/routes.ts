import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, Success, contactRequest, contactRuleFailures, noticeResponse, type ContactSender } from '@portal/contracts';
import { commonFailures, fail, ok, orRefusal, validationFailure } from '../platform/http/envelope';
import { addressKey, userKey } from '../platform/limits/keys';
import { tooManyAttempts } from '../platform/limits/limits';
import { messagesFor } from '../platform/http/messages';
import type { Mailer } from '../platform/mail/mailer';
import { readBrand } from '../brand/brand';
import { submitContact } from './contact';
import type { RouteContext } from '../platform/http/route-context';

/**
 * The contact form for everyone (spec 000 §2.5, §5). The sender's kind comes from the session
 * when the call carries a token, never from the form, and decides which rules apply; a token
 * that is not valid now (ended by logout...) is refused (2), not taken for an anonymous visitor.
 */
export const contactRoutes: FastifyPluginAsyncZod<RouteContext & { mailer: Mailer }> = async (
  app,
  { pool, sessions, limits, mailer },
) => {
  const senderOf = async (request: FastifyRequest) => {
    const caller = await sessions.callerOf(request);
    return caller?.kind === 'user' ? caller.claims : undefined;
  };
  // enviarContacto is ours; solicitudContacto is the spec's name for the contact form (001 §7, W71).
  for (const url of ['/api/Publico/enviarContacto', '/api/Empresa/solicitudContacto', '/api/Alumno/solicitudContacto'])
  app.post(
    url,
    {
      // Anonymous visitors may write too: limits per sender and per address keep the office's inbox usable.
      preHandler: limits.on(async (request) => {
        const sender = await senderOf(request);
        return [
          ['contact.sender', sender ? userKey(sender.sub) : undefined],
          ['contact.address', addressKey(request)],
        ];
      }),
      schema: {
        tags: ['Contacto'],
        summary: 'Sends a message to the careers office (students, companies and anonymous visitors)',
        description:
          'Companies and anonymous visitors must give the company, the kind of query and accept the privacy policy; ' +
          'candidates must accept data treatment and communications. Status 15 names the failing fields; 12 when the mail could not be sent (the message is kept).',
        body: contactRequest,
        response: { 200: orRefusal(noticeResponse), ...commonFailures, 400: validationFailure, 429: tooManyAttempts },
      },
    },
    async (request, reply) => {
      const claims = await senderOf(request);
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
