import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Status, type Language } from '@portal/contracts';
import type { HttpFailure } from '../../platform/http/envelope';
import { errorHandler } from '../../platform/http/error-handler';
import { languageOf, messagesFor } from '../../platform/http/messages';
import { codedStatusOf } from '../../platform/http/field-rules';

interface Issue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { params?: { status?: unknown } } & Record<string, unknown>;
}

/**
 * An error handler for calls whose schemas name their rules in the issue's message (the company's
 * documentation and billing forms): invalid input is 400 with each field worded by its rule in
 * the caller's language, and the status of the first rule that has a spec code (72, 73) or 15.
 * Every other failure is answered as everywhere (errorHandler).
 */
export const ruleErrorHandler =
  <Rule extends string>(texts: Record<Language, Record<Rule | 'required' | 'invalid', string>>) =>
  (error: FastifyError | HttpFailure, request: FastifyRequest, reply: FastifyReply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) return errorHandler(error, request, reply);
    const words: Record<string, string> = texts[languageOf(request.headers['accept-language'])];
    const issues = error.validation as unknown as Issue[];
    const errores = issues.map((issue) => {
      const missing = /received undefined/.test(issue.message ?? '');
      const rule = !missing && issue.message && issue.message in words ? issue.message : missing ? 'required' : 'invalid';
      return {
        campo: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
        mensaje: words[rule]!,
      };
    });
    return reply.code(400).send({
      status: codedStatusOf(issues) ?? Status.missingMandatoryData,
      mensaje: messagesFor(request).reviewForm,
      errores,
    });
  };
