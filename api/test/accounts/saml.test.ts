import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createTestIdentityProvider, testIdentities } from '../../src/accounts/saml/test-idp';
import type pg from 'pg';
import { bearer, testApp } from '../support';
import { openDatabase, surveyDefinition } from '../fixtures/surveys-events';
import { createSurvey, type SurveyDefinition } from '../../src/surveys/create';

const publicUrl = 'http://portal.test';
let app: PortalApp;
let db: pg.Pool;

beforeAll(async () => {
  // No SAML_IDP_SSO_URL: the API mounts and trusts its local test identity provider.
  app = await testApp({ PUBLIC_URL: publicUrl });
  db = openDatabase();
});
afterAll(async () => {
  await app.close();
  await db.end();
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

/** Step 2: the user logs in at the provider, which signs a response to that request. */
const signedResponse = async (requestId: string, usuario = 'lucia', password = 'uni-1234') => {
  const signed = await app.inject({ method: 'POST', url: '/test-idp/sso', ...form({ requestId, relayState: '', usuario, password }) });
  return hidden(signed.body, 'SAMLResponse');
};

/** Steps 2 and 3: the user logs in at the provider, the browser posts the response to the portal. */
const finishLogin = async (requestId: string, usuario: string, password: string) =>
  postToAcs(await signedResponse(requestId, usuario, password));

/** The ACS's answer to the browser's post of a response (remoteAddress: whose limit counts). */
const acsAnswer = (samlResponse: string, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/saml/acs', remoteAddress, ...form({ SAMLResponse: samlResponse, RelayState: '' }) });

/** A response the ACS refuses: the browser goes back to /acceso with an error, nothing is kept. */
const expectRefusedAtAcs = async (samlResponse: string) => {
  const before = await keptResponses();
  const acs = await acsAnswer(samlResponse);
  expect(acs.statusCode).toBe(303);
  expect(acs.headers.location).toBe(`${publicUrl}/acceso#error=1`);
  expect(await keptResponses()).toBe(before);
};

const keptResponses = async () => Number((await db.query('SELECT count(*) FROM saml_responses')).rows[0].count);

const postToAcs = async (samlResponse: string) => {
  const acs = await acsAnswer(samlResponse);
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
    await expectRefusedAtAcs(forged);
  });

  it('refuses a response to a request the portal never sent, and a replayed one', async () => {
    await expectRefusedAtAcs(await signedResponse('_never-sent-by-the-portal'));

    const response = await signedResponse(await startLogin());
    expect((await validate(await postToAcs(response))).json()).toMatchObject({ status: 0 });
    await expectRefusedAtAcs(response);
  });

  it('keeps nothing of a response that is not one: garbage, XML bombs, an empty form', async () => {
    const billionLaughs = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
        '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol">&c;</samlp:Response>',
    ).toString('base64');
    for (const samlResponse of ['bm90IHhtbA==', billionLaughs, 'x'.repeat(90_000)]) await expectRefusedAtAcs(samlResponse);
    const empty = await app.inject({ method: 'POST', url: '/api/saml/acs', ...form({}) });
    expect(empty.headers.location).toBe(`${publicUrl}/acceso#error=1`);
  });

  it('refuses a SAMLResponse over 100 KB with 413 before parsing it, and a bigger body before reading it', async () => {
    const before = await keptResponses();
    for (const size of [100_001, 400_000]) {
      const refused = await acsAnswer('A'.repeat(size));
      expect(refused.statusCode, String(size)).toBe(413);
      expect(refused.json()).toMatchObject({ status: 15, errores: [{ campo: 'SAMLResponse' }] });
    }
    expect(await keptResponses()).toBe(before);
    // Right at the limit it is read, and refused as the invalid response it is.
    expect((await acsAnswer('A'.repeat(100_000))).headers.location).toBe(`${publicUrl}/acceso#error=1`);
  });

  it('keeps of a valid response only the identity it asserts, bounded, until its code is used', async () => {
    const code = await postToAcs(await signedResponse(await startLogin()));
    const { rows } = await db.query<{ identity: Record<string, unknown>; size: number }>(
      'SELECT identity, octet_length(identity::text) AS size FROM saml_responses ORDER BY expires_at DESC LIMIT 1',
    );
    expect(rows[0]!.identity).toMatchObject({ attributes: { nationalId: '12345678Z', mail: 'lucia.martin@uni.test', givenName: 'Lucía', sn: 'Martín Pérez' } });
    expect(JSON.stringify(rows[0]!.identity)).not.toMatch(/Signature|Assertion|<\?xml/);
    expect(rows[0]!.size).toBeLessThan(1024);
    const before = await keptResponses();
    expect((await validate(code)).json()).toMatchObject({ status: 0 });
    expect(await keptResponses()).toBe(before - 1);
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

describe('the assertion consumer service’s limit', () => {
  it('limits the integrated login per address (start and assertion alike): 429 before the body is read', async () => {
    const limited = await testApp({ PUBLIC_URL: publicUrl, RATE_LIMITS: 'saml.address=3/1m' });
    try {
      const remoteAddress = '198.51.100.22';
      const start = await limited.inject({ method: 'GET', url: '/api/saml/login', remoteAddress });
      expect(start.statusCode).toBe(302);
      const post = (samlResponse: string) =>
        limited.inject({ method: 'POST', url: '/api/saml/acs', remoteAddress, ...form({ SAMLResponse: samlResponse, RelayState: '' }) });
      for (let i = 0; i < 2; i += 1) expect((await post('bm90IHhtbA==')).statusCode).toBe(303);
      const refused = await post('A'.repeat(400_000));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.inject({ method: 'GET', url: '/api/saml/login', remoteAddress })).statusCode).toBe(429);
      // Another address is not held back.
      expect((await limited.inject({ method: 'GET', url: '/api/saml/login', remoteAddress: '198.51.100.23' })).statusCode).toBe(302);
    } finally {
      await limited.close();
    }
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
      const inSurvey = await production.inject({
        method: 'POST',
        url: '/api/Encuestas/validaRespuestaLoginIntegrado/1',
        payload: { respuesta: 'x'.repeat(43) },
      });
      expect(inSurvey.json()).toMatchObject({ status: 3 });
    } finally {
      await production.close();
    }
  });
});

describe('integrated login inside a survey (validaRespuestaLoginIntegrado/{id})', () => {
  /**
   * A survey of one question, addressed to students or not, open to portal users or not; its
   * audience is the demo student the provider logs in, so that no other suite running beside this
   * one finds it among its students' or companies' surveys.
   */
  const newSurvey = async (slug: string, changes: Partial<SurveyDefinition> = {}) => {
    const client = await db.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        "SELECT id FROM users WHERE lower(email) = 'alumno@demo.test' AND user_type = 'Alumno'",
      );
      return await createSurvey(
        client,
        surveyDefinition(
          `${slug}-${Date.now()}`,
          'Encuesta con acceso institucional',
          [{ clave: 'a', texto: '¿Qué te ha parecido?', tipo: 'opcion', obligatoria: true, respuestas: [{ texto: 'Bien' }] }],
          { destinatarios: [rows[0]!.id], ...changes },
        ),
      );
    } finally {
      client.release();
    }
  };
  /** Steps 1 and 2 from the survey: the provider's answer returns to the survey's access page. */
  const codeFromSurvey = async (surveyId: number, usuario = 'lucia') => {
    const start = await app.inject({ method: 'GET', url: `/api/saml/login?encuesta=${surveyId}` });
    const location = new URL(start.headers.location as string);
    const loginPage = await app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    expect(hidden(loginPage.body, 'relayState')).toBe(`encuesta:${surveyId}`);
    const signed = await app.inject({
      method: 'POST',
      url: '/test-idp/sso',
      ...form({ requestId: hidden(loginPage.body, 'requestId'), relayState: `encuesta:${surveyId}`, usuario, password: 'uni-1234' }),
    });
    const acs = await app.inject({
      method: 'POST',
      url: '/api/saml/acs',
      ...form({ SAMLResponse: hidden(signed.body, 'SAMLResponse'), RelayState: `encuesta:${surveyId}` }),
    });
    expect(acs.statusCode).toBe(303);
    const back = new RegExp(`^${publicUrl}/encuestas/${surveyId}/acceso#respuesta=([\\w-]+)$`).exec(acs.headers.location as string);
    expect(back, acs.headers.location as string).not.toBeNull();
    return back![1]!;
  };
  const validateIn = (surveyId: number, respuesta: string, language = 'es') =>
    app.inject({
      method: 'POST',
      url: `/api/Encuestas/validaRespuestaLoginIntegrado/${surveyId}`,
      headers: { 'accept-language': language },
      payload: { respuesta },
    });

  it('returns to the survey, logs the student in with esUFV and opens the survey to them, once per code', async () => {
    const surveyId = await newSurvey('institucional');
    const code = await codeFromSurvey(surveyId);
    const answer = await validateIn(surveyId, code);
    const { datos } = loginResponse.parse(answer.json());
    expect(datos).toMatchObject({ nombre: 'Lucía Martín Pérez', esUFV: true });
    const survey = await app.inject({ method: 'GET', url: `/api/Encuestas/${surveyId}`, headers: bearer(datos.token) });
    expect(survey.json()).toMatchObject({ status: 0, datos: { titulo: 'Encuesta con acceso institucional' } });
    expect((await validateIn(surveyId, code)).json()).toMatchObject({ status: 3, mensaje: expect.any(String) });
  });

  it('refuses a survey not for portal users (36) before using the code, and one not addressed to students (38) after', async () => {
    const outsiders = await newSurvey('solo-anonimos', { permiteAnonimo: true, permiteUsuarios: false });
    const companies = await newSurvey('solo-empresas', { paraAlumnos: false, paraEmpresa: true });
    const code = await codeFromSurvey(outsiders);
    const refused = await validateIn(outsiders, code, 'ca');
    expect(refused.json()).toEqual({ status: 36, mensaje: expect.any(String) });
    // The code was not spent by the refused survey: it still logs in where the survey is closed to the student.
    const notTarget = await validateIn(companies, code, 'en');
    expect(notTarget.json()).toEqual({ status: 38, mensaje: expect.any(String) });
    expect((await validateIn(999_999_999, 'x'.repeat(43))).json()).toMatchObject({ status: 35 });
  });

  it('refuses a malformed code (400, 15) and an unknown one (3) without logging anyone in', async () => {
    const surveyId = await newSurvey('codigos');
    const short = await validateIn(surveyId, 'corto');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ status: 15 });
    const unknown = await validateIn(surveyId, 'y'.repeat(43));
    expect(unknown.json()).toEqual({ status: 3, mensaje: expect.any(String) });
  });
});
