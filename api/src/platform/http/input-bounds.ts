import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Status } from '@portal/contracts';
import { fail } from './envelope';
import { messagesFor } from './messages';

/** The largest value of PostgreSQL's integer columns: every id and count of ours is one. */
export const largestInteger = 2_147_483_647;

/** A number written as text (a path parameter or query value that a schema may coerce): 12, 1e10. */
const numberText = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * What no field of the contract may carry, whatever its schema says, because PostgreSQL would
 * answer it with an error (500) instead of the caller's 400:
 * - a NUL character in any string (text columns refuse it);
 * - a number beyond the integer columns (ids of 2^31 or more overflow them), whether sent as a
 *   JSON number or as the digits of a path parameter or query value.
 * No field of the contract legitimately holds either (no bigint column, no amount that large).
 */
const outOfBounds = (value: unknown, fromText: boolean): boolean => {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return true;
    return fromText && numberText.test(value.trim()) && Math.abs(Number(value)) > largestInteger;
  }
  if (typeof value === 'number') return Math.abs(value) > largestInteger;
  return false;
};

/** The dotted path of every value out of bounds in `value` (`empresa.cif`, `items.2.id`). */
export const fieldsOutOfBounds = (value: unknown, fromText: boolean, path: string[] = []): string[] => {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => fieldsOutOfBounds(item, fromText, [...path, key]));
  }
  return outOfBounds(value, fromText) ? [path.join('.') || 'body'] : [];
};

/**
 * The query values the route reads: those its schema declares. Others (a client's cache buster,
 * `?v=1795479792390`) never reach SQL and are left alone.
 */
const declaredQuery = (request: FastifyRequest): Record<string, unknown> => {
  const schema = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const declared = new Set(Object.keys(schema?.shape ?? {}));
  return Object.fromEntries(Object.entries(query).filter(([name]) => declared.has(name)));
};

const problemsOf = (request: FastifyRequest): string[] => [
  ...fieldsOutOfBounds(request.params, true),
  ...fieldsOutOfBounds(declaredQuery(request), true),
  ...fieldsOutOfBounds(request.body, false),
];

/**
 * Every request, before its route's schema runs: a value out of bounds is refused as invalid
 * input (400, status 15, the field named in the caller's language) and reaches no SQL. One hook
 * for all routes, so a new route is bounded without anyone remembering to.
 */
export const registerInputBounds = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request, reply) => {
    const fields = [...new Set(problemsOf(request))];
    if (fields.length === 0) return;
    const messages = messagesFor(request);
    return reply.code(400).send({
      ...fail(Status.missingMandatoryData, messages.reviewForm),
      errores: fields.map((campo) => ({ campo, mensaje: messages.invalid })),
    });
  });
};
