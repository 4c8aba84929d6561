import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { tokenIssuer } from '../../src/platform/auth/tokens';
import { accounts, bearer, demoPassword, testApp, testTokenSecret, tokenOf } from '../support';

let app: PortalApp;
let studentToken: string;
let companyToken: string;

beforeAll(async () => {
  app = await testApp();
  studentToken = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const sign = (
  claims: Record<string, unknown>,
  { secret = testTokenSecret, exp }: { secret?: string; exp: number },
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(tokenIssuer)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('guards', () => {
  it('refuses a student token on the company API with 79', async () => {
    const response = await get('/api/Empresa/dameDatosEmpresa', bearer(studentToken));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 79 });
  });

  it('refuses a company token on the student API with 79', async () => {
    for (const url of [
      '/api/Alumno/dameCvUsuario',
      '/api/Alumno/dameNumOfertasEmpleoUsuario',
      '/api/Alumno/dameEventos',
    ]) {
      const response = await get(url, bearer(companyToken));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 79 });
    }
  });

  it('refuses a call without a token with 2', async () => {
    const response = await get('/api/Alumno/dameCvUsuario');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 2 });
    expect(
      (await get('/api/Alumno/dameCvUsuario', { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' })).json(),
    ).toEqual({
      status: 2,
    });
  });

  it('checks the session before the input: no token and bad input is still 2', async () => {
    const response = await get('/api/Alumno/dameOfertasUsuario/ninguno?cantidad=0');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 2 });
  });

  it('refuses a tampered token with 2', async () => {
    const [header, , signature] = studentToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(studentToken), sub: '999' })).toString(
      'base64url',
    );
    const response = await get('/api/Alumno/dameCvUsuario', bearer(`${header}.${payload}.${signature}`));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 2 });
  });

  it('refuses a student token that claims to be a company token (re-typed payload) with 2', async () => {
    const [header, , signature] = studentToken.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...decodeJwt(studentToken), tipo: 'Empresa', idEmpresa: 1 }),
    ).toString('base64url');
    expect(
      (await get('/api/Empresa/dameDatosEmpresa', bearer(`${header}.${payload}.${signature}`))).json(),
    ).toEqual({ status: 2 });
  });

  it('refuses an expired token with 2', async () => {
    const expired = await sign({ sub: '1', tipo: 'Alumno' }, { exp: Math.floor(Date.now() / 1000) - 60 });
    const response = await get('/api/Alumno/dameCvUsuario', bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 2 });
  });

  it('refuses a token signed with another secret, or unsigned, with 2', async () => {
    const foreign = await sign(
      { sub: '1', tipo: 'Alumno' },
      { secret: 'another-secret-another-secret-another', exp: inAnHour() },
    );
    expect((await get('/api/Alumno/dameCvUsuario', bearer(foreign))).json()).toEqual({ status: 2 });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '1', tipo: 'Alumno', iss: tokenIssuer, exp: inAnHour() }),
    ).toString('base64url');
    expect((await get('/api/Alumno/dameCvUsuario', bearer(`${header}.${payload}.`))).json()).toEqual({
      status: 2,
    });
  });

  it('accepts a well-formed token it signed for an open session, and no other', async () => {
    const { sub, jti } = decodeJwt(studentToken);
    const signed = await new SignJWT({ tipo: 'Alumno' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(tokenIssuer)
      .setSubject(sub!)
      .setJti(jti!)
      .setExpirationTime(inAnHour())
      .sign(new TextEncoder().encode(testTokenSecret));
    expect((await get('/api/Alumno/dameCvUsuario', bearer(signed))).json()).toMatchObject({ status: 0 });
    // Signed with the secret but naming no session the server opened: refused.
    const sessionless = await sign({ sub, tipo: 'Alumno' }, { exp: inAnHour() });
    expect((await get('/api/Alumno/dameCvUsuario', bearer(sessionless))).json()).toEqual({ status: 2 });
  });

  it('refuses a company token without a company with 2', async () => {
    const token = await sign({ sub: decodeJwt(companyToken).sub, tipo: 'Empresa' }, { exp: inAnHour() });
    expect((await get('/api/Empresa/dameDatosEmpresa', bearer(token))).json()).toEqual({ status: 2 });
  });

  it('answers an unknown API path with 404 and status 1', async () => {
    const response = await get('/api/Alumno/noExiste', bearer(studentToken));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 1 });
    expect((await app.inject({ method: 'POST', url: '/api/nada' })).json()).toEqual({ status: 1 });
  });
});
