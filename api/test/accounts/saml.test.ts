import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createTestIdentityProvider, testIdentities } from '../../src/accounts/saml/test-idp';
import { bearer, testApp } from '../support';

const publicUrl = 'http://portal.test';
let app: PortalApp;

beforeAll(async () => {
  // No SAML_IDP_SSO_URL: the API mounts and trusts its local test identity provider.
  app = await testApp({ PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await app.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** Step 1: the portal sends the browser to the identity provider; its AuthnRequest id. */
const startLogin = async () => {
  const start = await app.inject({ method: 'GET', url: '/api/saml/login' });
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  expect(location.pathname).toBe('/test-idp/sso');
  const loginPage = await app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
  return hidden(loginPage.body, 'requestId');
};

/** Steps 2 and 3: the user logs in at the provider, the browser posts the response to the portal. */
const finishLogin = async (requestId: string, usuario: string, password: string) => {
  const signed = await app.inject({ method: 'POST', url: '/test-idp/sso', ...form({ requestId, relayState: '', usuario, password }) });
  const samlResponse = hidden(signed.body, 'SAMLResponse');
  return postToAcs(samlResponse);
};

const postToAcs = async (samlResponse: string) => {
  const acs = await app.inject({ method: 'POST', url: '/api/saml/acs', ...form({ SAMLResponse: samlResponse, RelayState: '' }) });
  expect(acs.statusCode).toBe(303);
  const code = /\/acceso#respuesta=([\w-]+)$/.exec(acs.headers.location as string)?.[1];
  expect(acs.headers.location).toMatch(new RegExp(`^${publicUrl}/acceso#respuesta=`));
  return code!;
};

const validate = (respuesta: string) =>
  app.inject({ method: 'POST', url: '/api/Alumno/validaRespuestaLoginIntegrado', payload: { respuesta } });

describe('integrated login (SAML 2.0)', () => {
  it('logs the demo student in through the identity provider, with esUFV, once per response', async () => {
    const code = await finishLogin(await startLogin(), 'lucia', 'uni-1234');
    const answer = await validate(code);
    const { datos } = loginResponse.parse(answer.json());
    expect(datos).toMatchObject({ nombre: 'Lucía Martín Pérez', esUFV: true, textoCortoRGPD: null });
    const cv = await app.inject({ method: 'GET', url: '/api/Alumno/dameCvUsuario', headers: bearer(datos.token) });
    expect(cv.json()).toMatchObject({ status: 0, datos: { personales: { email: 'alumno@demo.test' } } });

    expect((await validate(code)).json()).toMatchObject({ status: 3, mensaje: expect.any(String) });
  });

  it('creates the account of a graduate on the first login, with the data-protection text to accept', async () => {
    const { datos } = loginResponse.parse((await validate(await finishLogin(await startLogin(), 'joan', 'uni-1234'))).json());
    expect(datos).toMatchObject({ nombre: 'Joan Graduat Serra', esUFV: true, primerAcceso: true });
    expect(datos.textoCortoRGPD).toEqual(expect.any(String));
    // A graduate still cannot register with a password: the institutional login is theirs (95).
    const registration = await app.inject({
      method: 'POST',
      url: '/api/Alumno/registrarUsuario',
      payload: { nombre: 'Joan', apellidos: 'Graduat', email: 'otro-joan@demo.test', dni: '11111111H', password: 'Clave-2024', aceptaPoliticaPrivacidad: true },
    });
    expect(registration.json()).toMatchObject({ status: 95 });
  });

  it('refuses a response signed by another provider', async () => {
    const requestId = await startLogin();
    const impostor = createTestIdentityProvider({ publicUrl, acsUrl: `${publicUrl}/api/saml/acs`, audience: `${publicUrl}/api/saml/metadata` });
    const forged = impostor.signedResponse({
      identity: testIdentities[0]!,
      inResponseTo: requestId,
      audience: `${publicUrl}/api/saml/metadata`,
      acsUrl: `${publicUrl}/api/saml/acs`,
    });
    expect((await validate(await postToAcs(forged))).json()).toMatchObject({ status: 3 });
  });

  it('refuses a response to a request the portal never sent, and a replayed one', async () => {
    const code = await finishLogin('_never-sent-by-the-portal', 'lucia', 'uni-1234');
    expect((await validate(code)).json()).toMatchObject({ status: 3 });

    const requestId = await startLogin();
    const signed = await app.inject({ method: 'POST', url: '/test-idp/sso', ...form({ requestId, relayState: '', usuario: 'lucia', password: 'uni-1234' }) });
    const response = hidden(signed.body, 'SAMLResponse');
    expect((await validate(await postToAcs(response))).json()).toMatchObject({ status: 0 });
    expect((await validate(await postToAcs(response))).json()).toMatchObject({ status: 3 });
  });

  it('keeps the user at the provider on a wrong institutional password', async () => {
    const requestId = await startLogin();
    const page = await app.inject({ method: 'POST', url: '/test-idp/sso', ...form({ requestId, relayState: '', usuario: 'lucia', password: 'nope' }) });
    expect(page.body).toContain('Usuario o contraseña incorrectos.');
    expect(page.body).not.toContain('SAMLResponse');
  });

  it('refuses an unknown code', async () => {
    expect((await validate('x'.repeat(43))).json()).toMatchObject({ status: 3 });
  });

  it('publishes its service provider metadata', async () => {
    const metadata = await app.inject({ method: 'GET', url: '/api/saml/metadata' });
    expect(metadata.body).toContain(`entityID="${publicUrl}/api/saml/metadata"`);
    expect(metadata.body).toContain(`Location="${publicUrl}/api/saml/acs"`);
  });
});

describe('integrated login without an identity provider', () => {
  it('is off in production unless configured: no test provider, status 3', async () => {
    const production = await testApp({ PUBLIC_URL: publicUrl, NODE_ENV: 'production' });
    try {
      expect((await production.inject({ method: 'GET', url: '/test-idp/sso' })).statusCode).not.toBe(200);
      const start = await production.inject({ method: 'GET', url: '/api/saml/login' });
      expect(start.headers.location).toBe(`${publicUrl}/acceso#error=1`);
      const answer = await production.inject({
        method: 'POST',
        url: '/api/Alumno/validaRespuestaLoginIntegrado',
        payload: { respuesta: 'x'.repeat(43) },
      });
      expect(answer.json()).toMatchObject({ status: 3 });
    } finally {
      await production.close();
    }
  });
});
