import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../../src/app';
import { jsonShapeProblem } from '../../../src/platform/http/json-body';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../../support';

/**
 * Issue 22, hostile encodings: a body the server cannot or will not read is refused with a clear
 * message in the caller's language (400, 413 or 415, status 15, the field named), never 500, and
 * never after holding the server: nesting 100,000 deep, a key twice, a prototype key, a body that
 * is not JSON or too large.
 */
let app: PortalApp;
let student: string;

beforeAll(async () => {
  app = await testApp();
  student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
});
afterAll(() => app.close());

const post = (payload: string, contentType = 'application/json', language = 'es') =>
  app.inject({
    method: 'POST',
    url: '/api/Alumno/editPresentacion',
    headers: { ...bearer(student), 'content-type': contentType, 'accept-language': language },
    payload,
  });

describe('a JSON body', () => {
  it.each([
    ['objects', '{"texto":'.repeat(100_000) + '"x"' + '}'.repeat(100_000), Array(32).fill('texto').join('.')],
    ['lists', '{"texto":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}', ['texto', ...Array(31).fill('0')].join('.')],
  ])('nested 100,000 deep in %s: 400, status 15, the level named', async (_kind, body, field) => {
    const started = performance.now();
    const response = await post(body, 'application/json', 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 15,
      mensaje: expect.any(String),
      errores: [{ campo: field, mensaje: 'The value is nested too deeply' }],
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('with a key twice: 400, the key named', async () => {
    const response = await post('{"texto":"a","texto":"b"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'texto', mensaje: 'El campo aparece más de una vez' }] });
  });

  it.each([
    ['__proto__', '{"texto":"a","__proto__":{"admin":true}}', '__proto__'],
    ['constructor.prototype', '{"texto":"a","x":{"constructor":{"prototype":{"admin":true}}}}', 'x.constructor.prototype'],
    ['an escaped __proto__', '{"texto":"a","\\u005f_proto__":{}}', '__proto__'],
  ])('with %s: 400, the key named', async (_case, body, field) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: field, mensaje: 'Este nombre de campo no está permitido' }] });
  });

  it('with more values than any form sends: 400', async () => {
    const response = await post(JSON.stringify({ texto: 'a', x: Array(10_001).fill(0) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'body', mensaje: 'Hay demasiados valores' }] });
  });

  it('with a text longer than any field holds: 400, the field named', async () => {
    const response = await post(JSON.stringify({ texto: 'x'.repeat(100_001) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'texto', mensaje: 'El texto es demasiado largo' }] });
  });

  it('past the body limit: 413, said so', async () => {
    const response = await post(JSON.stringify({ texto: 'x'.repeat(2 * 1024 * 1024) }), 'application/json', 'ca');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'body', mensaje: 'El cos de la petició és massa gran' }] });
  });

  it.each(['application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'])(
    'sent as %s: 415, said so',
    async (contentType) => {
      const response = await post('texto=a', contentType, 'en');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        status: 15,
        errores: [{ campo: 'body', mensaje: 'The request body must be sent as JSON (application/json)' }],
      });
    },
  );

  it.each([['not JSON', '{"texto":'], ['empty', '']])('%s: 400, said so', async (_case, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'body', mensaje: 'El cuerpo de la petición no es un JSON válido' }] });
  });

  it('as it should be: read', async () => {
    const response = await post(JSON.stringify({ texto: 'Hola, "mundo" \\ {}[],:' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 0 });
  });
});

describe('the scan of a JSON text', () => {
  it.each([
    ['{"a":1,"b":[1,2,{"a":2}]}', undefined],
    ['{"a":"\\"}{,[","b":"\\\\"}', undefined],
    ['{"a":{"b":1,"b":2}}', { field: 'a.b', problem: 'duplicateKey' }],
    ['[{"a":1},{"a":1}]', undefined],
    ['{"a":1,"\\u0061":2}', { field: 'a', problem: 'duplicateKey' }],
    ['{"a":[0,1,{"constructor":{"prototype":1}}]}', { field: 'a.2.constructor.prototype', problem: 'forbiddenKey' }],
    ['{"constructor":1,"prototype":1}', undefined],
    ['{"a":"unterminated', undefined],
  ])('%s', (text, problem) => {
    expect(jsonShapeProblem(text)).toEqual(problem);
  });

  it('counts every value inside the body, not the body itself', () => {
    expect(jsonShapeProblem(JSON.stringify(Array(10_000).fill(true)))).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify(Array(10_001).fill(true)))).toEqual({ field: 'body', problem: 'tooMany' });
    expect(jsonShapeProblem(JSON.stringify({ a: Array(9_999).fill(-1.5e3) }))).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify({ a: Array(10_000).fill('x') }))).toEqual({ field: 'body', problem: 'tooMany' });
  });
});
