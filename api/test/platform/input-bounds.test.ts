import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

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
