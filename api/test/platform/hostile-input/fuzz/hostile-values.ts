import fc from 'fast-check';

/**
 * The value space an attacker uses (issue 22): what the fuzz suite sends where the schema expects
 * something else. Each list is what some client, proxy or parser has been known to read another
 * way than the server: a number in another notation, text that is not quite text, a body that
 * is not quite JSON.
 */

const largest = 2_147_483_647;

/** Numbers as `Number()` and `z.coerce.number()` read them, and as no decimal id should be. */
export const numerals = [
  '0x80000000', '0x7fffffff', '0X1', '0x', '0o17', '0b101', '0B1', '1e9', '1E3', '1e-3', '-0', '+1', '-1',
  ' 1', '1 ', '\t1', '\n1', '1.0', '1.', '.5', 'Infinity', '-Infinity', 'NaN', '2147483648', '4294967296',
  '-2147483649', '9'.repeat(30), `${'0'.repeat(40)}1`, '00', '１２', '١٢', '߁', '1_000', '1,000', '0n', '1n',
];

/** Text that is not quite text: control characters, unpaired halves of a surrogate pair, marks that turn or hide text. */
const unicodeOddities = [
  '\u0000', 'a\u0000b', '\uD800', '\uDC00x', 'x\uD83D', '\u202Eabc', 'a\u200Bb', '\uFEFF1', 'a\u2028b', '\u0085',
  'e\u0301\u0301\u0301', '\u061Cx', '\u2066x\u2069', '\u00A0', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ｆｕｌｌ', '\u001B[31m', '\r\n\r\n',
];

/** Calendar days that are none, or in a form no date field of the portal takes. */
export const oddDays = ['2026-02-30', '2026-13-01', '0000-00-00', '9999-99-99', '2026-1-1', '20260101', '2026-01-01T00:00:00Z', '+275760-09-13', '1900-02-29'];

const nestedObject = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

const text = (length: number) => 'x'.repeat(length);

/** Values no schema should let through to SQL, or that test its edges. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    largest + 1,
    largest * 4,
    -largest - 2,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1,
    0,
    -0,
    0.5,
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    null,
    true,
    false,
    [],
    {},
    [[]],
    ...oddDays,
  ),
  fc.constantFrom(...numerals),
  fc.constantFrom(...unicodeOddities),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(text(20_000), text(100_001), '9'.repeat(5_000)),
  fc.array(fc.integer(), { maxLength: 5 }),
  // Deep in the value itself (JSON.stringify can still write it), and a list longer than any form's.
  fc.constantFrom(nestedObject(40), nestedObject(2_000), Array(20_000).fill(1)),
  fc.letrec<{ deep: unknown }>((tie) => ({
    deep: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.dictionary(fc.string({ maxLength: 4 }), tie('deep'), { maxKeys: 3 })),
  })).deep,
);

/** Segments of a path as no client should send them: percent-encoding broken or of a surrogate, dots, a slash. */
export const rawSegments = ['%zz', '%', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%00', '..', '%2e%2e', '%2F', '%FF%FE', '0x1', '1e3'];

/** Parts of a query string beside the declared values: prototype keys, names repeated or broken. */
export const rawQueryParts = [
  '__proto__=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  'constructor=1',
  'toString=1',
  '%zz=1',
  'a=%E0%A4%A',
  `x=${'y'.repeat(5_000)}`,
  '&&&=&=',
];

const deepText = (depth: number, open: string, close: string, inner: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** The bodies below that name no field: built once. */
const anyOperationBodies: (string | Buffer)[] = [
  deepText(100_000, '{"a":', '}', '1'),
  deepText(100_000, '[', ']', ''),
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `[${Array(50_000).fill('0').join(',')}]`,
  '{',
  '',
  'null',
  '1',
  '"x"',
  '[]',
  'NaN',
  '{"a":NaN}',
  '{"a":01}',
  '\uFEFF{}',
  '{/*c*/}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
];
const deepList = deepText(2_000, '[', ']', '1');
const manyObjects = `[${Array(12_000).fill('{}').join(',')}]`;
const pastBodyLimit = `"${text(1_200_000)}"`;

/**
 * Whole bodies that JSON.stringify would never write: nesting 100,000 deep, a key twice (also
 * written with an escape), prototype keys, more values than any form, past the body limit, not
 * JSON, not UTF-8. `key` is a field of the operation's body, so that the server reads the rest.
 */
export const hostileBodies = (key: string): fc.Arbitrary<string | Buffer> =>
  fc.constantFrom<string | Buffer>(
    ...anyOperationBodies,
    `{"${key}":${deepList}}`,
    `{"${key}":1,"${key}":2}`,
    `{"${key}":"a","\\u00${key.charCodeAt(0).toString(16)}${key.slice(1)}":"b"}`,
    `{"${key}":{"constructor":{"prototype":{"admin":true}}}}`,
    `{"${key}":${manyObjects}}`,
    `{"${key}":${pastBodyLimit}}`,
  );

/** Content types a JSON API should refuse or read with care. */
export const hostileContentTypes = fc.constantFrom<string | null>(
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json; charset="',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json-patch+json',
  '',
  ';;;',
  null,
);
