import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Status, contactRuleMessages, type ContactRuleMessageKey } from '@portal/contracts';
import { fail } from '../../platform/http/envelope';
import { errorHandler } from '../../platform/http/error-handler';
import { messagesFor } from '../../platform/http/messages';
import { languageOfRequest } from './answers';
import { codedStatusOf, type ValidationIssue } from '../../platform/http/field-rules';

/** A refused field: a rule to word (a key of contactRuleMessages) or a message worded already. */
export type FieldRefusal = { campo: string; regla: string } | { campo: string; mensaje: string };

const wordOf = (request: FastifyRequest, rule: string) => {
  const words = contactRuleMessages[languageOfRequest(request)];
  return words[rule as ContactRuleMessageKey] ?? words.invalid;
};

/** 400 with status 15, the spec's summary and each field's message in the caller's language. */
export const sendFieldRefusals = (request: FastifyRequest, reply: FastifyReply, refusals: FieldRefusal[]) =>
  reply.code(400).send({
    ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm),
    errores: refusals.map((refusal) => ({
      campo: refusal.campo,
      mensaje: 'mensaje' in refusal ? refusal.mensaje : wordOf(request, refusal.regla),
    })),
  });

interface Issue {
  instancePath: string;
  message?: string;
}

/**
 * The contact and agreement forms' schemas name their rules (ContactRule: minThree, phone, nif...):
 * their 400 answers word each rule as the form does, instead of the general "not valid". Every
 * other failure goes to the portal's error handler.
 */
export const ruleWordingErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (!hasZodFastifySchemaValidationErrors(error)) return errorHandler(error, request, reply);
  const words = contactRuleMessages[languageOfRequest(request)];
  const general = messagesFor(request);
  const errores = (error.validation as Issue[]).map((issue) => {
    const campo = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
    // accountEmail words its rule in Spanish for every form of the portal.
    const rule = (issue.message === 'El email está mal formado' ? 'email' : issue.message) as ContactRuleMessageKey | undefined;
    const missing = /received undefined/.test(issue.message ?? '');
    return {
      campo,
      mensaje: missing ? general.required : rule && rule in words ? words[rule] : general.invalid,
    };
  });
  // A rule with a spec code (the contact's NIF: 66) answers it; the fields still name what to fix.
  const status = codedStatusOf(error.validation as unknown as ValidationIssue[]) ?? Status.missingMandatoryData;
  return reply.code(400).send({ ...fail(status, general.reviewForm), errores });
};
