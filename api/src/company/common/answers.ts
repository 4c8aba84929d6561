import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status, offerFieldMessages, type OfferFieldRuleKey } from '@portal/contracts';
import { fail, ok } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import type { FieldError } from '../offers/offer-form';
import type { Outcome } from '../../platform/http/outcome';

/** The caller's language (Accept-Language), for the texts the server words. */
export const languageOfRequest = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/** Field errors worded in the caller's language ({campo, mensaje}), as a 400/15 answer lists them. */
export const wordedFieldErrors = (request: FastifyRequest, errors: FieldError[]) => {
  const words = offerFieldMessages[languageOfRequest(request)];
  return errors.map(({ campo, regla }) => ({ campo, mensaje: words[regla as OfferFieldRuleKey] ?? words.invalid }));
};

/**
 * A company call's answer: the value in the success envelope; a business refusal as `{status}`
 * (HTTP 200, as the spec's clients expect); field errors as 400 with status 15 and each field's
 * message in the caller's language, as the schema validation answers.
 */
export const companyAnswer = <T, R>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Outcome<T> | { ok: false; fieldErrors: FieldError[] },
  shape: (value: T) => R,
) => {
  if (outcome.ok) return ok(shape(outcome.value));
  if ('fieldErrors' in outcome) {
    return reply.code(400).send({
      ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm),
      errores: wordedFieldErrors(request, outcome.fieldErrors),
    });
  }
  return fail(outcome.refusal.status);
};
