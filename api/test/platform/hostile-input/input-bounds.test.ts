import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../../src/app';
import { fieldsOutOfBounds } from '../../../src/platform/http/input-bounds';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../../support';

/**
 * Issue 15, bad input: the requests the fuzz suite found answered 500 (PostgreSQL refusing a NUL
 * character or an id past its integer columns) are invalid input: 400, status 15, the field named
 * in the caller's language, before any SQL.
 */
let app: PortalApp;
let student: string;
let company: string;

beforeAll(async () => {
  app = await testApp();
  student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  company = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, language = 'es') =>
  app.inject({ method, url, headers: { ...bearer(token), 'accept-language': language }, ...(payload ? { payload } : {}) });

describe('values no column can hold', () => {
  it.each([
    ['an id of 2^31', 'GET', '/api/Alumno/dameOferta/2147483648'],
    ['an id far past it', 'GET', '/api/Empresa/dameOferta/8589934588'],
    ['an id written with an exponent', 'POST', '/api/Empresa/eliminaBusqueda/1e10'],
    ['a NUL character in a path parameter', 'GET', '/api/Alumno/dameOferta/a%00b'],
  ] as const)('%s: 400, status 15, the parameter named', async (_case, method, url) => {
    const response = await call(method, url, url.includes('/Empresa/') ? company : student);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'id', mensaje: 'El valor no es válido' }] });
  });

  it('names a NUL character inside a body field, in the caller’s language, and saves nothing', async () => {
    const before = (await call('GET', '/api/Alumno/dameCvUsuario', student)).json<{ datos: { presentacion?: unknown } }>();
    const response = await call('POST', '/api/Alumno/editPresentacion', student, { texto: 'Hola\u0000mundo' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'texto', mensaje: 'The value is not valid' }] });
    const after = (await call('GET', '/api/Alumno/dameCvUsuario', student)).json<{ datos: { presentacion?: unknown } }>();
    expect(after.datos.presentacion).toEqual(before.datos.presentacion);
  });

  it('names a number past the integer columns inside a nested body field', async () => {
    const response = await call('POST', '/api/Alumno/delEstudio', student, { id: 2 ** 31 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'id' }] });
  });

  it('names a query value the route reads, and leaves alone one it does not (a cache buster)', async () => {
    const read = await call('GET', '/api/Alumno/dameOfertasUsuario/empleo?desde=2147483648', student);
    expect(read.statusCode).toBe(400);
    expect(read.json()).toMatchObject({ status: 15, errores: [{ campo: 'desde' }] });
    const photo = await call('GET', '/api/Alumno/imagenPerfil?v=1795479792390', student);
    expect(photo.statusCode).not.toBe(400);
  });

  it('still takes the largest integer a column holds', async () => {
    const largest = await call('GET', '/api/Alumno/dameOferta/2147483647', student);
    expect(largest.statusCode).toBeLessThan(500);
    expect(largest.json<{ status: number }>().status).not.toBe(15);
  });
});

/**
 * Issue 22, hostile encodings: ids are decimal digits bounded to the integer columns
 * (`idText` of the contracts), whatever notation `Number()` would read; a reference that may be
 * an id (an offer's urlOferta) is bounded when all digits. Each refused as 400, status 15, the
 * field named, before any SQL.
 */
describe('ids written any way but decimal', () => {
  // The field's message names the rule broken: digits only, then the column's range.
  it.each([
    ...['0x80000000', '0x1', '0o17', '0b101', '1e3', '-0', '+1', ' 1', '1.0', 'Infinity', 'NaN'].map((id) => [id, 'El formato no es válido']),
    ['0', 'Entre 1 y 2.147.483.647'],
    ...['12345678901', '9'.repeat(60)].map((id) => [id, 'El valor no es válido']),
  ])('the public event page refuses the id %j: %s', async (id, mensaje) => {
    const response = await app.inject({ method: 'GET', url: `/api/Publico/dameFichaEvento/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'id', mensaje }] });
  });

  it('names a query value written in hex, in the caller’s language', async () => {
    const response = await call('GET', '/api/Alumno/dameOfertasUsuario/empleo?desde=0x10', student, undefined, 'ca');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'desde', mensaje: 'El format no és vàlid' }] });
  });

  it('still reads a decimal id with leading zeros, and the largest id a column holds', async () => {
    for (const id of ['0000000001', '2147483647']) {
      const response = await app.inject({ method: 'GET', url: `/api/Publico/dameFichaEvento/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ status: number }>().status).not.toBe(15);
    }
  });

  it.each(['cerrarOferta', 'deleteOferta', 'copiarOferta', 'copiarOfertaPerfilContrario'])(
    '%s refuses a digits-only urlOferta past the integer columns, and still takes a slug',
    async (call_) => {
      const response = await call('POST', `/api/Empresa/${call_}`, company, {
        urlOferta: '99999999999',
        candidatoPropuestoSeleccionado: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'urlOferta' }] });
      const slug = await call('POST', `/api/Empresa/${call_}`, company, {
        urlOferta: 'no-such-offer-99999999999',
        candidatoPropuestoSeleccionado: false,
      });
      expect(slug.statusCode).toBeLessThan(500);
      expect(slug.json<{ status: number }>().status).not.toBe(15);
    },
  );

  it('refuses a digits-only offer reference in the candidates filter', async () => {
    const response = await call('GET', '/api/Empresa/dameCandidaturas?oferta=0x10', company);
    expect(response.statusCode).not.toBe(500);
    const past = await call('GET', '/api/Empresa/dameCandidaturas?oferta=4294967296', company);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ status: 15, errores: [{ campo: 'oferta' }] });
  });
});

describe('the walk of every value', () => {
  const nested = (depth: number) => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level += 1) value = { a: value };
    return value;
  };

  it('walks 100,000 levels without recursion and names the first one too deep', () => {
    expect(fieldsOutOfBounds(nested(100_000), false)).toEqual([{ field: Array(32).fill('a').join('.'), problem: 'tooDeep' }]);
    expect(fieldsOutOfBounds(nested(31), false)).toEqual([]);
  });

  it('refuses more values than any form sends, and names a text too long unless it is a base64 file', () => {
    expect(fieldsOutOfBounds({ ids: Array(10_001).fill(1) }, false)).toEqual([{ field: 'body', problem: 'tooMany' }]);
    expect(fieldsOutOfBounds({ texto: 'x'.repeat(100_001), ficheroB64: 'x'.repeat(200_000) }, false)).toEqual([
      { field: 'texto', problem: 'tooLong' },
    ]);
  });

  it('names at most 20 fields, whatever a body holds', () => {
    expect(fieldsOutOfBounds(Array(5_000).fill('\u0000'), false)).toHaveLength(20);
  });
});

/** Issue 22: a day the calendar does not have matches YYYY-MM-DD but PostgreSQL refuses it (a 500 before). */
describe('days that do not exist', () => {
  it.each(['2026-02-30', '2026-13-01', '0000-01-01', '9999-99-99'])('%s in a filter or a form: 400, the field named', async (day) => {
    const list = await call('GET', `/api/Empresa/dameOfertasEmpresa?publicadaDesde=${day}`, company);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ status: 15, errores: [{ campo: 'publicadaDesde' }] });
    const close = await call('POST', '/api/Empresa/cerrarOferta', company, {
      urlOferta: 'no-such-offer',
      candidatoPropuestoSeleccionado: true,
      nombreCandidato: 'Ana Pérez',
      fechaInicioContrato: day,
      idTipoContrato: 1,
    });
    expect(close.statusCode).toBe(400);
    expect(close.json()).toMatchObject({ status: 15, errores: [{ campo: 'fechaInicioContrato' }] });
  });

  it('still takes a leap day', async () => {
    const list = await call('GET', '/api/Empresa/dameOfertasEmpresa?publicadaDesde=2028-02-29', company);
    expect(list.statusCode).toBe(200);
  });
});
