import type { FastifyInstance, FastifyRequest } from 'fastify';
import { largestInteger, Status } from '@portal/contracts';
import { fail } from './envelope';
import { messagesFor, type Messages } from './messages';

/** A number written as text (a path parameter or query value that a schema may coerce): 12, 1e10. */
const numberText = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * How far a request's values may nest and how much they may hold: far beyond any form of the
 * portal (its deepest body nests 4 levels, its longest list holds 100 ids, its longest text is
 * 20,000 characters), near enough that reading a request never costs the server much more than
 * its size. `values` counts every value (each item of a list, each member of an object).
 */
export const inputShape = {
  depth: 32,
  values: 10_000,
  textLength: 100_000,
};

/** A base64 file (ficheroB64, pdfB64...) or a SAML message: the only texts past `textLength`, bounded by their route's body limit. */
const carriesFile = /B64|^SAML/;

/** At most this many fields named in one refusal: a body with ten thousand bad values gets a short answer. */
const mostNamed = 20;

type Problem = 'invalid' | 'tooDeep' | 'tooMany' | 'tooLong' | 'duplicateKey' | 'forbiddenKey';

/**
 * What no field of the contract may carry, whatever its schema says, because PostgreSQL would
 * answer it with an error (500) instead of the caller's 400:
 * - a NUL character in any string (text columns refuse it);
 * - a number beyond the integer columns (ids of 2^31 or more overflow them), whether sent as a
 *   JSON number or as the digits of a path parameter or query value.
 * No field of the contract legitimately holds either (no bigint column, no amount that large).
 * Nor a text longer than `inputShape.textLength`, a base64 file apart: it would cost every rule
 * and query that reads it.
 */
const problemOf = (value: unknown, key: string, fromText: boolean): Problem | undefined => {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'invalid';
    if (value.length > inputShape.textLength && !carriesFile.test(key)) return 'tooLong';
    return fromText && numberText.test(value.trim()) && Math.abs(Number(value)) > largestInteger ? 'invalid' : undefined;
  }
  if (typeof value === 'number') return Math.abs(value) > largestInteger ? 'invalid' : undefined;
  return undefined;
};

interface Node {
  value: unknown;
  key: string;
  depth: number;
  parent?: Node;
}

const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let at: Node | undefined = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

export interface FieldProblem {
  /** The dotted path of the value (`empresa.cif`, `items.2.id`); the whole of it: `body`. */
  field: string;
  problem: Problem;
}

/**
 * Every value out of bounds in `value`, walked with a list of its own rather than the call stack,
 * so that no nesting a request can send overflows it: a value nested deeper than
 * `inputShape.depth` is named and not walked further; past `inputShape.values` values the whole
 * is refused.
 */
export const fieldsOutOfBounds = (value: unknown, fromText: boolean, whole = 'body'): FieldProblem[] => {
  const found: FieldProblem[] = [];
  const pending: Node[] = [{ value, key: '', depth: 0 }];
  let values = 0;
  while (pending.length > 0 && found.length < mostNamed) {
    const node = pending.pop()!;
    const name = () => pathOf(node) || whole;
    if (node.value === null || typeof node.value !== 'object') {
      const problem = problemOf(node.value, node.key, fromText);
      if (problem) found.push({ field: name(), problem });
      continue;
    }
    if (node.depth >= inputShape.depth) {
      found.push({ field: name(), problem: 'tooDeep' });
      continue;
    }
    const entries = Object.entries(node.value);
    values += entries.length;
    if (values > inputShape.values) return [{ field: whole, problem: 'tooMany' }];
    // Pushed last to first, so that the first field is walked (and named) first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, key, depth: node.depth + 1, parent: node });
    }
  }
  return found;
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

/**
 * A body its reader refused before parsing it (json-body.ts: nested too deep, a key twice...):
 * handed on in place of the body, so that the hook below answers it as any value out of bounds.
 */
export class RefusedBody {
  constructor(readonly problem: FieldProblem) {}
}

const problemsOf = (request: FastifyRequest): FieldProblem[] => [
  ...fieldsOutOfBounds(request.params, true, 'params'),
  ...fieldsOutOfBounds(declaredQuery(request), true, 'query'),
  ...(request.body instanceof RefusedBody ? [request.body.problem] : fieldsOutOfBounds(request.body, false)),
];

const wordsOf: Record<Problem, keyof Messages> = {
  invalid: 'invalid',
  tooDeep: 'nestedTooDeep',
  tooMany: 'tooManyValues',
  tooLong: 'tooLong',
  duplicateKey: 'duplicateKey',
  forbiddenKey: 'forbiddenKey',
};

/**
 * Every request, before its route's schema runs: a value out of bounds is refused as invalid
 * input (400, status 15, the field named in the caller's language) and reaches no SQL. One hook
 * for all routes, so a new route is bounded without anyone remembering to.
 */
export const registerInputBounds = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request, reply) => {
    const problems = problemsOf(request);
    if (problems.length === 0) return;
    const messages = messagesFor(request);
    const named = new Map(problems.map(({ field, problem }) => [field, messages[wordsOf[problem]]]));
    return reply.code(400).send({
      ...fail(Status.missingMandatoryData, messages.reviewForm),
      errores: [...named].map(([campo, mensaje]) => ({ campo, mensaje })),
    });
  });
};
