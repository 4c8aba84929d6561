import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Status, cvIssueOf, cvRuleTexts, ruleOfIssue, statusOfIssues, type CvRule } from '@portal/contracts';
import { errorHandler } from '../platform/http/error-handler';
import { languageOf, messagesFor } from '../platform/http/messages';
import type { HttpFailure } from '../platform/http/envelope';

/**
 * How the CV calls refuse input: 400 with the code the spec has for the field (66 national id,
 * 69 e-mail, 70 phone, 73 IBAN, 83 social security number) or 15, the review-the-form message, and
 * each refused field worded by its rule in the caller's language (the texts the forms show).
 */

/** A refused field: by its rule, or already worded (the address rules word their own). */
export type FieldFailure = { campo: string; regla: CvRule } | { campo: string; mensaje: string };

export const fieldRefusal = (request: FastifyRequest, status: number, failures: readonly FieldFailure[]) => {
  const texts = cvRuleTexts[languageOf(request.headers['accept-language'])];
  return {
    status,
    mensaje: messagesFor(request).reviewForm,
    errores: failures.map((failure) => ({
      campo: failure.campo,
      mensaje: 'regla' in failure ? texts[failure.regla] : failure.mensaje,
    })),
  };
};

/** Answers a refusal of fields (nothing was written). */
export const refuseFields = (
  request: FastifyRequest,
  reply: FastifyReply,
  failures: readonly FieldFailure[],
  status: number = Status.missingMandatoryData,
) => reply.code(400).send(fieldRefusal(request, status, failures));

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { params?: unknown; input?: unknown } & Record<string, unknown>;
}

/** zod words a missing value "... received undefined"; an empty text fails its minimum of 1. */
const isMissing = (issue: ValidationIssue) =>
  /received undefined/.test(issue.message ?? '') ||
  (issue.keyword === 'too_small' && issue.params.origin === 'string' && issue.params.minimum === 1);

/** The CV plugins' error handler: schema failures worded as above, everything else as everywhere. */
export const cvErrorHandler = (error: FastifyError | HttpFailure, request: FastifyRequest, reply: FastifyReply) => {
  if (!hasZodFastifySchemaValidationErrors(error)) return errorHandler(error, request, reply);
  const issues = (error.validation as unknown as ValidationIssue[]).map((issue) => {
    const zodIssue = {
      code: issue.keyword,
      params: issue.params.params,
      errors: issue.params.errors as never,
      input: isMissing(issue) ? undefined : null,
    };
    return {
      campo: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
      params: cvIssueOf(zodIssue).params,
      regla: ruleOfIssue(zodIssue),
    };
  });
  return reply
    .code(400)
    .send(fieldRefusal(request, statusOfIssues(issues), issues.map(({ campo, regla }) => ({ campo, regla }))));
};

/** What a CV write answers: its value, or a refusal (a code, with the refused fields when there are some). */
export type CvOutcome<T> = { ok: true; value: T } | { ok: false; status: number; fields?: FieldFailure[] };

export const refusal = (status: number, fields?: FieldFailure[]): { ok: false; status: number; fields?: FieldFailure[] } =>
  fields ? { ok: false, status, fields } : { ok: false, status };

/**
 * The envelope of an outcome: refused fields are a 400; another's record (3) a 403; any other
 * refusal is a business answer, 200 with its code, as the spec's clients expect.
 */
export const answerOutcome = <T>(request: FastifyRequest, reply: FastifyReply, outcome: CvOutcome<T>) => {
  if (outcome.ok) return reply.send({ status: 0, datos: outcome.value });
  if (outcome.fields) return refuseFields(request, reply, outcome.fields, outcome.status);
  return reply.code(outcome.status === Status.accessDenied ? 403 : 200).send({ status: outcome.status });
};
