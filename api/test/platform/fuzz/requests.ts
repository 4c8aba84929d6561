import fc from 'fast-check';

/**
 * Requests for the fuzz suite, read from the OpenAPI document the server publishes: every
 * operation with its path parameters, query and body filled from the document's own schema,
 * each value either one the schema allows or a hostile one (numbers past the integer columns,
 * NUL characters, wrong types, huge or odd strings, deep objects), some fields left out, some
 * added.
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
  body?: unknown;
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

const largest = 2_147_483_647;

/** Values no schema should let through to SQL, or that test its edges. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    largest + 1,
    largest * 4,
    -largest - 2,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1,
    0,
    0.5,
    '2147483648',
    '99999999999999999999',
    '1e10',
    '-1',
    'NaN',
    '\u0000',
    'a\u0000b',
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\uD800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ｆｕｌｌ',
    null,
    true,
    false,
    [],
    {},
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(20_000)),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.letrec<{ deep: unknown }>((tie) => ({
    deep: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.dictionary(fc.string({ maxLength: 4 }), tie('deep'), { maxKeys: 3 })),
  })).deep,
);

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

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
      const min = Math.max(schema.minimum ?? -5, -largest - 1);
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
      if (schema.format === 'date') return fc.constantFrom('2026-01-01', '2031-12-31');
      if (schema.format === 'email') return fc.constantFrom('fuzz@test.example', 'a@b.c');
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
    default:
      return fc.constant(null);
  }
};

/** Each value: mostly one the schema allows, often a hostile one. */
const field = (schema: JsonSchema | undefined, depth = 0) =>
  fc.oneof({ arbitrary: allowed(schema, depth), weight: 2 }, { arbitrary: hostile, weight: 3 });

const objectOf = (schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const properties = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.record(Object.fromEntries(properties.map(([name, property]) => [name, field(property, depth)])), {
        requiredKeys: [],
      }),
      fc.dictionary(fc.constantFrom('extra', 'id', 'usuario', '__proto__x', 'idEmpresa'), hostile, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
};

/** A lone surrogate cannot travel in a URL: it becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Text for a path segment or query value. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** One operation's requests: its path parameters, query and body filled as above. */
export const requestsOf = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  return fc
    .record({
      path: fc.tuple(...inPath.map((parameter) => field(parameter.schema))),
      query: fc.tuple(...inQuery.map((parameter) => fc.option(field(parameter.schema), { nil: undefined }))),
      body: operation.body
        ? fc.oneof({ arbitrary: field(operation.body), weight: 5 }, { arbitrary: hostile, weight: 1 })
        : fc.constant(undefined),
    })
    .map(({ path, query, body }) => {
      let url = operation.path;
      inPath.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(wellFormed(asText(path[index]))) || '0');
      });
      const search = new URLSearchParams();
      inQuery.forEach((parameter, index) => {
        if (query[index] !== undefined) search.set(parameter.name, asText(query[index]));
      });
      const queryText = search.toString();
      return { method: operation.method, url: queryText ? `${url}?${queryText}` : url, body };
    });
};
