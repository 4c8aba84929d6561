import type { FastifyBaseLogger, FastifyError, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, failureEnvelope, idParams, integratedLoginRequest, loginResponse, staffLoginDataResponse } from '@portal/contracts';
import type { Config } from '../../platform/config';
import { commonFailures, fail, orRefusal } from '../../platform/http/envelope';
import { errorHandler } from '../../platform/http/error-handler';
import { languageOf, messagesFor } from '../../platform/http/messages';
import { samlFromAddress, secretFromAddress } from '../../platform/limits/countings';
import type { RouteContext } from '../../platform/http/route-context';
import { accountMessages } from '../context';
import { institutionalStudentLogin } from '../login';
import { acceptFormPosts } from './form-body';
import { createIdentityCodes, identityOf, type AssertedIdentity } from './asserted-identity';
import { createStaffSessions } from '../../office/staff-sessions';
import { staffForAssertion } from './institutional-staff';
import { studentForAssertion } from './institutional-student';
import { createServiceProvider } from './service-provider';
import { createTestIdentityProvider } from './test-idp';
import { callerRefusal, surveyLoginRefusal } from '../../surveys/surveys';
import { surveyRefusal } from '../../surveys/routes';

export interface SamlRouteContext extends RouteContext {
  config: Pick<Config, 'publicUrl' | 'samlIdp' | 'samlEntityId' | 'samlTestIdp'>;
}

/**
 * The largest SAMLResponse taken (base64): a signed assertion with a few attributes is a few KB.
 * A bigger one is refused with 413 before anything parses it; a form body past the room for it
 * is refused before it is even read.
 */
export const maxSamlResponseChars = 100_000;
const acsBodyLimit = 128 * 1024;

const tags = ['Sesión'];
/** The RelayState of a staff member's institutional login: back to the staff login page. */
const staffRelayState = 'orientacion';
/** The RelayState of a login inside a survey (`encuesta:<id>`): back to that survey's access page. */
const surveyRelayState = /^encuesta:(\d{1,12})$/;
/** The portal page the identity provider's answer returns to, chosen by the RelayState. */
const returnPageOf = (relayState: unknown): string => {
  if (relayState === staffRelayState) return '/orientacion/acceso';
  const survey = typeof relayState === 'string' ? surveyRelayState.exec(relayState) : null;
  return survey ? `/encuestas/${survey[1]}/acceso` : '/acceso';
};
const surveySummary = 'Integrated login inside a survey: logs in the identity behind the code, then checks the survey as logaUsuario/{id} does';
const surveyDescription =
  'Start at GET /api/saml/login?encuesta={id}: the answer returns to /encuestas/{id}/acceso#respuesta=<code>. 35 or 36 before the ' +
  'code is used (closed survey, not for portal users); then the answers of validaRespuestaLoginIntegrado (3 unknown, used or ' +
  'expired code; 90 blocked); then 38 not addressed to the student, 39 already answered. Status 0 with the login data.';

/**
 * Integrated (institutional) login, the portal as a SAML 2.0 service provider:
 * 1. GET /api/saml/login sends the browser to the identity provider with an AuthnRequest;
 * 2. the provider posts its signed response to POST /api/saml/acs, which validates it and keeps
 *    the identity it asserts under a one-time code, and sends the browser to
 *    /acceso#respuesta=<code> (a fragment: never logged), or to /acceso#error=1 when it is not valid
 *    (nothing kept: issue 22). The ACS is limited per address and takes at most 100 KB (413);
 * 3. the page posts the code to POST /api/Alumno/validaRespuestaLoginIntegrado, which logs in the
 *    identity behind it and answers as logaUsuario does.
 * A survey's respondent enters the same way from the survey: GET /api/saml/login?encuesta=<id> carries
 * `encuesta:<id>`, the ACS sends the browser back to /encuestas/<id>/acceso#respuesta=<code>, and
 * POST /api/Encuestas/validaRespuestaLoginIntegrado/<id> logs in and checks the survey (spec 000 §7).
 * The careers office's staff enter the same way from their login page: GET /api/saml/login?para=orientacion
 * carries `orientacion` as the RelayState, the ACS sends the browser to /orientacion/acceso#respuesta=<code>
 * instead, and POST /api/Orientacion/validaRespuestaLoginIntegrado logs in the staff account whose
 * e-mail the assertion names (refused when there is none). The RelayState only chooses the page:
 * which account logs in is the signed assertion's business alone.
 * Without SAML_IDP_SSO_URL the local test identity provider is mounted and used, except in
 * production (NODE_ENV=production) unless SAML_TEST_IDP=on; there the integrated login is off.
 */
export const samlRoutes: FastifyPluginAsyncZod<SamlRouteContext> = async (app, { pool, sessions, guards, limits, config }) => {
  const acsUrl = `${config.publicUrl}/api/saml/acs`;
  const staff = createStaffSessions({ pool, sessions, guards });
  const staffSummary = 'Institutional login of a careers-office staff member: the identity validated behind the code of /orientacion/acceso';
  const staffDescription =
    'Status 0 with the staff login data (token, nombre, rol), as /api/Orientacion/logaUsuario. 3 (with mensaje) for an unknown, ' +
    'used or expired code (the ACS refuses unsigned or foreign responses), or an identity without a staff account (by its e-mail); 90 blocked.';
  let idp = config.samlIdp;
  if (!idp && !config.samlTestIdp) {
    app.log.warn('integrated login disabled: set SAML_IDP_SSO_URL and SAML_IDP_CERT (or SAML_TEST_IDP=on outside production)');
    app.post(
      '/api/Alumno/validaRespuestaLoginIntegrado',
      { schema: { tags, summary: 'Integrated login (not configured on this server): status 3', body: integratedLoginRequest } },
      (request) => fail(Status.accessDenied, accountMessages(languageOf(request.headers['accept-language'])).institutionalFailed),
    );
    app.post(
      '/api/Orientacion/validaRespuestaLoginIntegrado',
      { schema: { tags, summary: `${staffSummary} (not configured on this server): status 3`, body: integratedLoginRequest } },
      (request) => fail(Status.accessDenied, accountMessages(languageOf(request.headers['accept-language'])).institutionalFailed),
    );
    app.post(
      '/api/Encuestas/validaRespuestaLoginIntegrado/:id',
      { schema: { tags, summary: `${surveySummary} (not configured on this server): status 3`, params: idParams, body: integratedLoginRequest } },
      (request) => fail(Status.accessDenied, accountMessages(languageOf(request.headers['accept-language'])).institutionalFailed),
    );
    app.get('/api/saml/login', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${config.publicUrl}/acceso#error=1`));
    return;
  }
  if (!idp) {
    const testIdp = createTestIdentityProvider({ publicUrl: config.publicUrl, acsUrl, audience: config.samlEntityId });
    await app.register(testIdp.plugin);
    idp = { ssoUrl: testIdp.ssoUrl, certificate: testIdp.certificate };
    app.log.info({ sso: testIdp.ssoUrl }, 'no SAML_IDP_SSO_URL: integrated login uses the local test identity provider');
  }
  const serviceProvider = createServiceProvider({ pool, entityId: config.samlEntityId, acsUrl, idp });
  const codes = createIdentityCodes(pool);
  const limitedPerAddress = limits.on(samlFromAddress);

  /** The identity a response asserts once validated (signature, audience, time, InResponseTo); undefined otherwise. */
  const validated = async (samlResponse: string, log: FastifyBaseLogger): Promise<AssertedIdentity | undefined> => {
    try {
      const { profile } = await serviceProvider.validatePostResponseAsync({ SAMLResponse: samlResponse });
      return profile ? identityOf(profile) : undefined;
    } catch (error) {
      log.warn({ err: error }, 'integrated login response refused');
      return undefined;
    }
  };

  app.get(
    '/api/saml/login',
    {
      schema: {
        tags,
        summary:
          'Starts the integrated login (redirect to the identity provider); para=orientacion for the staff, encuesta={id} from a survey',
        querystring: z.object({
          para: z.enum([staffRelayState]).optional(),
          encuesta: z.coerce.number().int().positive().max(999_999_999_999).optional(),
        }),
      },
      // Each start keeps a pending request id for 10 minutes: limited per address too.
      onRequest: limitedPerAddress,
    },
    async (request, reply) => {
      const { para, encuesta } = request.query;
      const relayState = para ?? (encuesta === undefined ? '' : `encuesta:${encuesta}`);
      return reply.redirect(await serviceProvider.getAuthorizeUrlAsync(relayState, undefined, {}));
    },
  );

  app.get('/api/saml/metadata', { schema: { tags, summary: "The portal's SAML service provider metadata" } }, async (_request, reply) =>
    reply.type('application/samlmetadata+xml').send(serviceProvider.generateServiceProviderMetadata(null, null)),
  );

  const acs: FastifyPluginAsync = async (scope) => {
    acceptFormPosts(scope, acsBodyLimit);
    const tooLarge = (request: Parameters<typeof messagesFor>[0]) => {
      const messages = messagesFor(request);
      return { ...fail(Status.missingMandatoryData, messages.reviewForm), errores: [{ campo: 'SAMLResponse', mensaje: messages.invalid }] };
    };
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? reply.code(413).send(tooLarge(request)) : errorHandler(error, request, reply),
    );
    // Counted before the body is read: an address past its limit is refused without parsing anything.
    scope.post('/api/saml/acs', { schema: { hide: true }, onRequest: limitedPerAddress }, async (request, reply) => {
      const body = request.body as { SAMLResponse?: unknown; RelayState?: unknown } | null;
      const page = returnPageOf(body?.RelayState);
      if (typeof body?.SAMLResponse === 'string' && body.SAMLResponse.length > maxSamlResponseChars)
        return reply.code(413).send(tooLarge(request));
      const form = z
        .object({ SAMLResponse: z.string().min(1).max(maxSamlResponseChars), RelayState: z.string().max(100).optional() })
        .safeParse(body);
      const identity = form.success ? await validated(form.data.SAMLResponse, request.log) : undefined;
      if (!identity) return reply.redirect(`${config.publicUrl}${page}#error=1`, 303);
      return reply.redirect(`${config.publicUrl}${page}#respuesta=${await codes.keep(identity)}`, 303);
    });
  };
  await app.register(acs);

  app.post(
    '/api/Alumno/validaRespuestaLoginIntegrado',
    {
      schema: {
        tags,
        summary: 'Integrated login: logs in the identity the ACS validated behind the code of /acceso',
        description:
          'Status 0 with the login data (esUFV true), as logaUsuario. 3 (with mensaje) for an unknown, used or ' +
          'expired code (the ACS refuses unsigned or foreign responses); 90 blocked.',
        body: integratedLoginRequest,
        response: {
          200: orRefusal(loginResponse),
          ...commonFailures,
          429: failureEnvelope.describe('Too many attempts for this address: status 429'),
        },
      },
      preHandler: limits.on(secretFromAddress),
    },
    async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const texts = accountMessages(language);
      const identity = await codes.take(request.body.respuesta);
      if (!identity) return fail(Status.accessDenied, texts.institutionalFailed);
      const match = await studentForAssertion(pool, identity);
      if ('problem' in match) {
        return fail(Status.accessDenied, match.problem === 'conflict' ? texts.institutionalConflict : texts.institutionalFailed);
      }
      return institutionalStudentLogin({ pool, sessions, messages: messagesFor(request), language }, match.userId);
    },
  );

  app.post(
    '/api/Encuestas/validaRespuestaLoginIntegrado/:id',
    {
      schema: {
        tags: ['Encuestas'],
        summary: surveySummary,
        description: surveyDescription,
        params: idParams,
        body: integratedLoginRequest,
        response: {
          200: orRefusal(loginResponse),
          ...commonFailures,
          429: failureEnvelope.describe('Too many attempts for this address: status 429'),
        },
      },
      preHandler: limits.on(secretFromAddress),
    },
    async (request) => {
      const surveyId = request.params.id;
      // Checked before the code is used: a survey nobody may log into leaves the code untouched.
      const before = await surveyLoginRefusal(pool, surveyId);
      if (before !== undefined) return surveyRefusal(request, before);
      const language = languageOf(request.headers['accept-language']);
      const texts = accountMessages(language);
      const identity = await codes.take(request.body.respuesta);
      if (!identity) return fail(Status.accessDenied, texts.institutionalFailed);
      const match = await studentForAssertion(pool, identity);
      if ('problem' in match) {
        return fail(Status.accessDenied, match.problem === 'conflict' ? texts.institutionalConflict : texts.institutionalFailed);
      }
      const login = await institutionalStudentLogin({ pool, sessions, messages: messagesFor(request), language }, match.userId);
      if (login.status !== 0) return login;
      const after = await callerRefusal(pool, surveyId, { kind: 'user', id: match.userId, type: 'Alumno' });
      return after === undefined ? login : surveyRefusal(request, after);
    },
  );

  app.post(
    '/api/Orientacion/validaRespuestaLoginIntegrado',
    {
      schema: {
        tags,
        summary: staffSummary,
        description: staffDescription,
        body: integratedLoginRequest,
        response: {
          200: orRefusal(staffLoginDataResponse),
          ...commonFailures,
          429: failureEnvelope.describe('Too many attempts for this address: status 429'),
        },
      },
      preHandler: limits.on(secretFromAddress),
    },
    async (request) => {
      const texts = accountMessages(languageOf(request.headers['accept-language']));
      const identity = await codes.take(request.body.respuesta);
      if (!identity) return fail(Status.accessDenied, texts.institutionalFailed);
      const staffId = await staffForAssertion(pool, identity);
      if (staffId === undefined) return fail(Status.accessDenied, texts.institutionalNotStaff);
      return staff.loginAs(pool, staffId);
    },
  );
};
