import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { Status, offerFieldMessages } from '@portal/contracts';
import { HttpFailure, fail } from './envelope';
import { boundsAt, codedStatusOf, fieldRuleMessage, type ValidationIssue } from './field-rules';
import { languageOf, messagesFor } from './messages';

/** `/empresa/cif` → `empresa.cif`; an empty path means the whole body (or query, or params). */
const fieldOf = (issue: ValidationIssue, context: string | undefined) =>
  issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';

/**
 * The rule keys whose domain words say more than the rule itself (the offer's "La dedicación debe
 * estar entre 0 y 100 %"); the general ones (invalid, tooLong, numeric, required) are worded from
 * the issue and its bounds instead ("Máximo 300 caracteres", "Entre 0 y 24").
 */
const generalRules = new Set(['invalid', 'tooLong', 'numeric', 'required']);
const ruleWordsOf = (language: keyof typeof offerFieldMessages): Record<string, string> =>
  Object.fromEntries(Object.entries(offerFieldMessages[language]).filter(([rule]) => !generalRules.has(rule)));

/**
 * Turns every failure into the contract's envelope:
 * - a refusal (HttpFailure): its HTTP status and code (401/2, 403/79...);
 * - invalid input: 400 with status 15 and the failing fields (with `specCodes`, the spec code a
 *   refused field's rule carries instead of 15, as the offer tutor's ID document's 66);
 * - a body that cannot be read (bad JSON, wrong type, too large): its 4xx with status 15;
 * - a rate limit (limits/limits.ts throws an HttpFailure): 429 with status 429 and its text;
 * - anything else: 500 with status 500, logged with its stack.
 */
export const errorHandlerWith = ({ specCodes }: { specCodes: boolean }) => (
  error: FastifyError | HttpFailure,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error instanceof HttpFailure) {
    return reply.code(error.httpStatus).send(fail(error.status, error.mensaje));
  }
  const messages = messagesFor(request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const language = languageOf(request.headers['accept-language']);
    const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
    const schema = error.validationContext ? schemas?.[error.validationContext] : undefined;
    const ruleWords = ruleWordsOf(language);
    const issues = error.validation as ValidationIssue[];
    const errores = issues.map((issue) => ({
      campo: fieldOf(issue, error.validationContext),
      mensaje: fieldRuleMessage(issue, language, boundsAt(schema, issue.instancePath), ruleWords),
    }));
    const status = (specCodes ? codedStatusOf(issues) : undefined) ?? Status.missingMandatoryData;
    return reply.code(400).send({ ...fail(status, messages.reviewForm), errores });
  }
  if (isResponseSerializationError(error)) {
    // Our answer broke the contract: a bug on our side, never shown to the caller as such.
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.code(500).send(fail(Status.serviceUnavailable));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    if (error.code?.startsWith('FST_ERR_CTP_')) {
      // Why the body could not be read: too large (413), not JSON (415), else not valid JSON (400).
      const why: Record<string, string> = {
        FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
        FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
      };
      return reply.code(statusCode).send({
        ...fail(Status.missingMandatoryData, messages.reviewForm),
        errores: [{ campo: 'body', mensaje: why[error.code] ?? messages.malformedBody }],
      });
    }
    request.log.info({ err: error }, 'request refused');
    return reply.code(statusCode).send(fail(Status.generalError));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(fail(Status.serviceUnavailable));
};

/** The portal's error handler: invalid input is 15 whatever its rules. */
export const errorHandler = errorHandlerWith({ specCodes: false });
