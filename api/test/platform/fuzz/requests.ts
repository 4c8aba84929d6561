import fc from 'fast-check';
import { hostileBodies, hostileContentTypes, hostileValue, numerals, rawQueryParts, rawSegments } from './hostile-values';

/**
 * Requests for the fuzz suite, read from the OpenAPI document the server publishes: every
 * operation with its path parameters, query and body filled from the document's own schema,
 * each value either one the schema allows or a hostile one (fuzz/hostile-values.ts), some fields
 * left out, some added; some bodies replaced by a hostile text, some sent with another content
 * type.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it: /api/Alumno/delDoc/{id}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Whether the document says the operation needs a token (it documents a 401). */
  guarded: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** The body: a JSON value, or the very text (bytes) sent, for what JSON.stringify cannot write. */
  body?: { json: unknown } | { raw: string | Buffer };
  /** The body's content type: application/json unless a hostile one is drawn; null sends none. */
  contentType?: string | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, {
    parameters?: Parameter[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
    responses?: Record<string, unknown>;
  }>>;
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document (the OpenAPI pages and the API's own files left out). */
export const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        guarded: Object.keys(operation.responses ?? {}).includes('401'),
      })),
  );

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** The smallest ids of the demo data: valid requests reach the routes' rules and queries. */
const demoIds = fc.integer({ min: 1, max: 60 });

/** A value the schema allows (roughly: the suite is about the edges, not about valid data). */
const allowed = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 4) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => allowed(variant, depth + 1)));
  if (schema.allOf?.length) return allowed(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      // A small window from the schema's lowest value: the ids and counts of the demo data.
      const min = Math.max(schema.minimum ?? -5, -2_147_483_648);
      const max = Math.min(schema.maximum ?? min + 60, min + 60);
      return typeOf(schema) === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(allowed(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return objectOf(schema, depth + 1);
    case 'string':
      // An id or a count written as text (a path parameter, a query value): decimal digits.
      if (schema.pattern === '^[0-9]{1,10}$') return demoIds.map(String);
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return fc.constantFrom('2026-01-01', '2031-12-31');
      if (schema.format === 'email') return fc.constantFrom('fuzz@test.example', 'a@b.c');
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
    default:
      return fc.constant(null);
  }
};

/**
 * The other type where the schema expects one: numeric text where a number is read (in every
 * notation), a number where text is read (an id where a slug is, digits past the columns).
 */
const swapped = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> => {
  const type = schema && typeOf(schema);
  if (type === 'integer' || type === 'number') return fc.oneof(demoIds.map(String), fc.constantFrom(...numerals));
  if (type === 'string') return fc.oneof(demoIds, fc.constantFrom(2 ** 31, -1, 1.5, 1e21));
  return fc.constantFrom(...numerals);
};

/** Each value: mostly one the schema allows, often a hostile one or one of the other type. */
const field = (schema: JsonSchema | undefined, depth = 0) =>
  fc.oneof(
    { arbitrary: allowed(schema, depth), weight: 4 },
    { arbitrary: hostileValue, weight: 4 },
    { arbitrary: swapped(schema), weight: 2 },
  );

const objectOf = (schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const properties = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.record(Object.fromEntries(properties.map(([name, property]) => [name, field(property, depth)])), {
        requiredKeys: [],
      }),
      fc.dictionary(fc.constantFrom('extra', 'id', 'usuario', '__proto__x', 'idEmpresa', 'constructor', 'toString'), hostileValue, {
        maxKeys: 2,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
};

/** A lone surrogate cannot travel in a URL: it becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Text for a path segment or query value. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A path segment: a value encoded as a client would, or one of the raw segments no client should send. */
const segment = (schema: JsonSchema | undefined) =>
  fc.oneof(
    { arbitrary: field(schema).map((value) => encodeURIComponent(wellFormed(asText(value))) || '0'), weight: 9 },
    { arbitrary: fc.constantFrom(...rawSegments), weight: 1 },
  );

/** A query value: absent, one value, or the same name repeated (Fastify reads it as a list). */
const queryValue = (schema: JsonSchema | undefined) =>
  fc.option(
    fc.oneof(
      { arbitrary: field(schema).map((value) => [asText(value)]), weight: 9 },
      { arbitrary: fc.tuple(field(schema), field(schema)).map((values) => values.map(asText)), weight: 1 },
    ),
    { nil: undefined },
  );

/** What a request's body is: the schema's (mostly), a hostile text, or none. */
const bodyOf = (operation: Operation): fc.Arbitrary<FuzzRequest['body']> => {
  const firstKey = Object.keys(operation.body?.properties ?? {})[0] ?? 'id';
  const json = operation.body
    ? fc.oneof({ arbitrary: field(operation.body), weight: 5 }, { arbitrary: hostileValue, weight: 1 })
    : fc.constant(undefined);
  const sendsBody = operation.method !== 'GET';
  return fc.oneof(
    { arbitrary: json.map((value) => (value === undefined || !sendsBody ? undefined : { json: value })), weight: 8 },
    { arbitrary: hostileBodies(firstKey).map((raw) => (sendsBody ? { raw } : undefined)), weight: 2 },
  );
};

/** `arbitrary` once in `times` requests, `otherwise` the other times. */
const oneIn = <T, U>(times: number, arbitrary: fc.Arbitrary<T>, otherwise: U): fc.Arbitrary<T | U> =>
  fc.oneof({ arbitrary: fc.constant(otherwise), weight: times - 1 }, { arbitrary, weight: 1 });

/** One operation's requests: its path parameters, query and body filled as above. */
export const requestsOf = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  return fc
    .record({
      path: fc.tuple(...inPath.map((parameter) => segment(parameter.schema))),
      query: fc.tuple(...inQuery.map((parameter) => queryValue(parameter.schema))),
      extraQuery: oneIn(10, fc.constantFrom(...rawQueryParts), ''),
      body: bodyOf(operation),
      contentType: oneIn(10, hostileContentTypes, undefined),
    })
    .map(({ path, query, extraQuery, body, contentType }) => {
      let url = operation.path;
      inPath.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, path[index]!);
      });
      const search = new URLSearchParams();
      inQuery.forEach((parameter, index) => {
        for (const value of query[index] ?? []) search.append(parameter.name, value);
      });
      const queryText = [search.toString(), extraQuery].filter(Boolean).join('&');
      return {
        method: operation.method,
        url: queryText ? `${url}?${queryText}` : url,
        body,
        ...(body && contentType !== undefined ? { contentType } : {}),
      };
    });
};
