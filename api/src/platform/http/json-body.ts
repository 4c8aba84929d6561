import type { FastifyInstance } from 'fastify';
import { inputShape, RefusedBody, type FieldProblem } from './input-bounds';

const codeOf = (character: string) => character.charCodeAt(0);
const quote = codeOf('"');
const backslash = codeOf('\\');
const openObject = codeOf('{');
const openList = codeOf('[');
const closeObject = codeOf('}');
const closeList = codeOf(']');
const comma = codeOf(',');
/** What separates tokens: no value starts there. */
const separators = new Set([...':\x20\n\r\t'].map(codeOf));

/** The index of the quote that closes the string opened at `start`, or -1 when none does. */
const closingQuote = (text: string, start: number): number => {
  for (let at = text.indexOf('"', start + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let escapes = 0;
    while (text.charCodeAt(at - 1 - escapes) === backslash) escapes += 1;
    if (escapes % 2 === 0) return at;
  }
  return -1;
};

/** An object or a list the scan is inside of: the key or index of its member being read. */
interface Open {
  /** The keys read so far; none for a list. */
  keys?: Set<string>;
  key: string;
  index: number;
}

const pathOf = (open: Open[]) => open.map((container) => (container.keys ? container.key : String(container.index))).join('.');

/**
 * What the JSON text of a body holds that the server refuses before parsing it (JSON.parse
 * itself takes seconds on a megabyte nested a million deep or holding half a million values):
 * - nesting deeper than `inputShape.depth`, or more than `inputShape.values` values in all;
 * - a key twice in one object (JSON.parse keeps the last one silently, while a proxy, a log or
 *   another client may read the first);
 * - `__proto__`, or `prototype` inside `constructor`: the keys of prototype pollution.
 * One pass, with a list of its own instead of recursion; strings are skipped at native speed.
 * Text that is not JSON is left to the parser, which refuses it.
 */
export const jsonShapeProblem = (text: string): FieldProblem | undefined => {
  const open: Open[] = [];
  let values = 0;
  let expectingKey = false;
  /** Whether a number or a literal (true, false, null) is being read: its first character counts. */
  let inLiteral = false;
  /** One more value inside the body (the body itself is not counted, as the walk of input-bounds does not). */
  const counted = (): FieldProblem | undefined => {
    if (open.length === 0) return undefined;
    values += 1;
    return values > inputShape.values ? { field: 'body', problem: 'tooMany' } : undefined;
  };
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === quote) {
      inLiteral = false;
      const end = closingQuote(text, at);
      if (end === -1) return undefined;
      const top = open.at(-1);
      if (expectingKey && top?.keys) {
        const raw = text.slice(at + 1, end);
        let key: string;
        try {
          key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        } catch {
          return undefined;
        }
        top.key = key;
        if (top.keys.has(key)) return { field: pathOf(open), problem: 'duplicateKey' };
        if (key === '__proto__' || (key === 'prototype' && open.at(-2)?.key === 'constructor')) {
          return { field: pathOf(open), problem: 'forbiddenKey' };
        }
        top.keys.add(key);
        expectingKey = false;
      } else {
        const problem = counted();
        if (problem) return problem;
      }
      at = end;
    } else if (code === openObject || code === openList) {
      inLiteral = false;
      const problem = counted();
      if (problem) return problem;
      if (open.length >= inputShape.depth) return { field: pathOf(open) || 'body', problem: 'tooDeep' };
      open.push(code === openObject ? { keys: new Set(), key: '', index: 0 } : { key: '', index: 0 });
      expectingKey = code === openObject;
    } else if (code === closeObject || code === closeList) {
      inLiteral = false;
      open.pop();
      expectingKey = false;
    } else if (code === comma) {
      inLiteral = false;
      const top = open.at(-1);
      if (top?.keys) expectingKey = true;
      else if (top) top.index += 1;
    } else if (separators.has(code)) {
      inLiteral = false;
    } else if (!inLiteral) {
      inLiteral = true;
      const problem = counted();
      if (problem) return problem;
    }
  }
  return undefined;
};

/**
 * The API's JSON bodies: the shape checked first (above), then Fastify's own parser, which
 * refuses `__proto__` and `constructor.prototype` too (secure-json-parse) and answers bad JSON.
 * A body refused for its shape is never parsed: input-bounds.ts answers it (400, the field named).
 * Registered before the routes, so that every route's bodies take it.
 */
export const registerJsonBody = (app: FastifyInstance): void => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) {
      done(null, new RefusedBody(problem));
      return;
    }
    parse(request, body as string, done);
  });
};
