import fc from 'fast-check';
import { hostileBodies, hostileContentTypes, hostileValue, numerals, oddDays, rawQueryParts, rawSegments } from './hostile-values';

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
  required?: string[];
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
  required?: boolean;
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

/** A string the schema reads as a day (YYYY-MM-DD). */
const isDay = (schema: JsonSchema) => schema.format === 'date' || Boolean(schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'));

/** The smallest ids of the demo data: valid requests reach the routes' rules and queries. */
const demoIds = fc.integer({ min: 1, max: 60 });

type Fill = (schema: JsonSchema | undefined, depth?: number) => fc.Arbitrary<unknown>;

/**
 * A value of the schema's shape, each value inside it drawn by `inner`. `anything` goes: objects
 * leave out any field and carry a few the schema does not name; otherwise they hold their
 * required fields only (each optional one is a chance to be refused for something else).
 */
const shaped = (schema: JsonSchema | undefined, depth: number, inner: Fill, anything: boolean): fc.Arbitrary<unknown> => {
  if (!schema || depth > 4) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shaped(variant, depth + 1, inner, anything)));
  if (schema.allOf?.length) return shaped(schema.allOf[0], depth + 1, inner, anything);
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
      return fc.array(inner(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {}).filter(([name]) => anything || schema.required?.includes(name));
      const known = fc.record(Object.fromEntries(properties.map(([name, property]) => [name, inner(property, depth + 1)])), {
        requiredKeys: anything ? [] : properties.map(([name]) => name),
      });
      if (!anything) return known;
      const unknown = fc.dictionary(fc.constantFrom('extra', 'id', 'usuario', '__proto__x', 'idEmpresa', 'constructor', 'toString'), hostileValue, {
        maxKeys: 2,
      });
      return fc.tuple(known, unknown).map(([named, extra]) => ({ ...extra, ...named }));
    }
    case 'string':
      // An id or a count written as text (a path parameter, a query value): decimal digits.
      if (schema.pattern === '^[0-9]{1,10}$') return demoIds.map(String);
      if (isDay(schema)) return fc.constantFrom('2026-01-01', '2031-12-31');
      if (schema.format === 'email') return fc.constantFrom('fuzz@test.example', 'a@b.c');
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
    default:
      return fc.constant(null);
  }
};

/** A value the schema allows (roughly: the suite is about the edges, not about valid data). */
const allowed: Fill = (schema, depth = 0) => shaped(schema, depth, allowed, false);

/**
 * Values at or past the schema's own edges, in its type or the other: numeric text where a
 * number is read (in every notation) and numbers where text is, days that do not exist where a
 * day is read, one character past the longest text, the integers either side of its range.
 */
const edgesOf = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> => {
  const type = schema && typeOf(schema);
  if (schema && (type === 'integer' || type === 'number')) {
    const limits = [schema.minimum, schema.maximum].filter((limit): limit is number => limit !== undefined);
    return fc.oneof(
      fc.constantFrom(...limits.flatMap((limit) => [limit - 1, limit + 1]), 0, -1, 2 ** 31, 0.5),
      demoIds.map(String),
      fc.constantFrom(...numerals),
    );
  }
  if (schema && type === 'string') {
    if (isDay(schema)) return fc.constantFrom(...oddDays);
    if (schema.pattern === '^[0-9]{1,10}$') return fc.constantFrom(...numerals);
    const tooLong = schema.maxLength === undefined ? [] : ['x'.repeat(schema.maxLength + 1)];
    return fc.oneof(demoIds, fc.constantFrom(2 ** 31, -1, 1.5, 1e21, ...tooLong));
  }
  if (type === 'boolean') return fc.constantFrom('true', 'false', 1, 0, 'on');
  return fc.constantFrom(...numerals);
};

/** Each value where anything goes: one of the schema's shape (its values drawn alike), a hostile one, one at its edges. */
const field: Fill = (schema, depth = 0) =>
  fc.oneof(
    { arbitrary: shaped(schema, depth, field, true), weight: 4 },
    { arbitrary: hostileValue, weight: 4 },
    { arbitrary: edgesOf(schema), weight: 2 },
  );

/** A lone surrogate cannot travel in a URL: it becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Text for a path segment or query value. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A path segment as a client encodes it. */
const encoded = (value: unknown) => encodeURIComponent(wellFormed(asText(value))) || '0';

/** A path segment: a value encoded as a client would, or one of the raw segments no client should send. */
const segment = (schema: JsonSchema | undefined) =>
  fc.oneof({ arbitrary: field(schema).map(encoded), weight: 9 }, { arbitrary: fc.constantFrom(...rawSegments), weight: 1 });

/** A query value: absent, one value, or the same name repeated (Fastify reads it as a list). */
const queryValue = (schema: JsonSchema | undefined) =>
  fc.option(
    fc.oneof(
      { arbitrary: field(schema).map((value) => [asText(value)]), weight: 9 },
      { arbitrary: fc.tuple(field(schema), field(schema)).map((values) => values.map(asText)), weight: 1 },
    ),
    { nil: undefined },
  );

/** The top-level fields of a body, whichever of its shapes names them. */
const fieldsOf = (schema: JsonSchema | undefined): Record<string, JsonSchema> =>
  Object.assign({}, schema?.properties, ...[...(schema?.anyOf ?? []), ...(schema?.oneOf ?? []), ...(schema?.allOf ?? [])].map(fieldsOf));

/** `arbitrary` once in `times` requests, `otherwise` the other times. */
const oneIn = <T, U>(times: number, arbitrary: fc.Arbitrary<T>, otherwise: U): fc.Arbitrary<T | U> =>
  fc.oneof({ arbitrary: fc.constant(otherwise), weight: times - 1 }, { arbitrary, weight: 1 });

/** A request before it is written: its path segments (encoded), query values and body. */
interface Parts {
  path: string[];
  query: (string[] | undefined)[];
  body?: FuzzRequest['body'];
  extraQuery?: string;
  contentType?: string | null;
}

/**
 * Anything goes: every value hostile or not, raw segments, a hostile body text (nesting 100,000
 * deep, a key twice...), another content type, odd query parts.
 */
const anythingGoes = (operation: Operation, inPath: Parameter[], inQuery: Parameter[]): fc.Arbitrary<Parts> => {
  const sendsBody = operation.method !== 'GET';
  const json = operation.body
    ? fc.oneof({ arbitrary: field(operation.body), weight: 5 }, { arbitrary: hostileValue, weight: 1 })
    : fc.constant(undefined);
  const body: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
    { arbitrary: json.map((value) => (value === undefined || !sendsBody ? undefined : { json: value })), weight: 8 },
    { arbitrary: hostileBodies(Object.keys(fieldsOf(operation.body))[0] ?? 'id').map((raw) => (sendsBody ? { raw } : undefined)), weight: 2 },
  );
  return fc.record({
    path: fc.tuple(...inPath.map((parameter) => segment(parameter.schema))),
    query: fc.tuple(...inQuery.map((parameter) => queryValue(parameter.schema))),
    body,
    extraQuery: oneIn(10, fc.constantFrom(...rawQueryParts), ''),
    contentType: oneIn(10, hostileContentTypes, undefined),
  });
};

/**
 * One value hostile, every other one allowed or absent (the required ones there): the request
 * gets past every other check to where the hostile value is read, its query or its SQL. A day that
 * does not exist, in a filter whose other values are fine, reaches the database only this way.
 */
const oneHostileValue = (operation: Operation, inPath: Parameter[], inQuery: Parameter[]): fc.Arbitrary<Parts> | undefined => {
  const sendsBody = operation.method !== 'GET' && operation.body !== undefined;
  const slots = [
    ...inPath.map((parameter) => ({ where: 'path' as const, name: parameter.name, schema: parameter.schema })),
    ...inQuery.map((parameter) => ({ where: 'query' as const, name: parameter.name, schema: parameter.schema })),
    ...(sendsBody ? Object.entries(fieldsOf(operation.body)).map(([name, schema]) => ({ where: 'body' as const, name, schema })) : []),
  ];
  if (slots.length === 0) return undefined;
  return fc
    .record({
      path: fc.tuple(...inPath.map((parameter) => allowed(parameter.schema).map(encoded))),
      query: fc.tuple(...inQuery.map((parameter) => (parameter.required ? allowed(parameter.schema).map((value) => [asText(value)]) : fc.constant(undefined)))),
      body: sendsBody ? allowed(operation.body) : fc.constant(undefined),
      slot: fc.integer({ min: 0, max: slots.length - 1 }),
    })
    .chain(({ path, query, body, slot }) => {
      const target = slots[slot]!;
      const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
      return fc.oneof({ arbitrary: hostileValue, weight: 1 }, { arbitrary: edgesOf(target.schema), weight: 2 }).map(
        (value): Parts => ({
          path: inPath.map((parameter, index) => (target.where === 'path' && parameter.name === target.name ? encoded(value) : path[index]!)),
          query: inQuery.map((parameter, index) => (target.where === 'query' && parameter.name === target.name ? [asText(value)] : query[index])),
          body: sendsBody ? { json: target.where === 'body' ? { ...fields, [target.name]: value } : body } : undefined,
        }),
      );
    });
};

/** One operation's requests: a third with anything anywhere, two thirds with one hostile value among allowed ones. */
export const requestsOf = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const oneHostile = oneHostileValue(operation, inPath, inQuery);
  const parts = oneHostile
    ? fc.oneof({ arbitrary: anythingGoes(operation, inPath, inQuery), weight: 1 }, { arbitrary: oneHostile, weight: 2 })
    : anythingGoes(operation, inPath, inQuery);
  return parts.map(({ path, query, body, extraQuery, contentType }) => {
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
