import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, failureEnvelope, integratedLoginRequest, loginResponse, staffLoginDataResponse } from '@portal/contracts';
import type { Profile } from '@node-saml/node-saml';
import type { Config } from '../../platform/config';
import { commonFailures, fail, orRefusal } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import { secretFromAddress } from '../../platform/limits/countings';
import type { RouteContext } from '../../platform/http/route-context';
import { accountMessages } from '../context';
import { institutionalStudentLogin } from '../login';
import { acceptFormPosts } from './form-body';
import { createStaffSessions } from '../../office/staff-sessions';
import { staffForAssertion } from './institutional-staff';
import { studentForAssertion } from './institutional-student';
import { createServiceProvider } from './service-provider';
import { createTestIdentityProvider } from './test-idp';

export interface SamlRouteContext extends RouteContext {
  config: Pick<Config, 'publicUrl' | 'samlIdp' | 'samlEntityId' | 'samlTestIdp'>;
}

/** How long the /acceso page has to hand the response back. */
const responseCodeLifetimeSeconds = 120;
const hashOf = (code: string) => createHash('sha256').update(code, 'utf8').digest();

const tags = ['Sesión'];
/** The RelayState of a staff member's institutional login: back to the staff login page. */
const staffRelayState = 'orientacion';

/**
 * Integrated (institutional) login, the portal as a SAML 2.0 service provider:
 * 1. GET /api/saml/login sends the browser to the identity provider with an AuthnRequest;
 * 2. the provider posts its signed response to POST /api/saml/acs, which keeps it under a
 *    one-time code and sends the browser to /acceso#respuesta=<code> (a fragment: never logged);
 * 3. the page posts the code to POST /api/Alumno/validaRespuestaLoginIntegrado, which validates
 *    the response and answers as logaUsuario does.
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
  const staffSummary = 'Institutional login of a careers-office staff member: validates the response behind the code of /orientacion/acceso';
  const staffDescription =
    'Status 0 with the staff login data (token, nombre, rol), as /api/Orientacion/logaUsuario. 3 (with mensaje) for an unknown, ' +
    'used, expired, unsigned or foreign response, or an identity without a staff account (by its e-mail); 90 blocked.';
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

  /** The validated profile of the response kept under a one-time code; undefined if anything is wrong. */
  const profileBehind = async (code: string, log: FastifyBaseLogger): Promise<Profile | undefined> => {
    const { rows } = await pool.query<{ response: string }>(
      `UPDATE saml_responses SET used_at = now()
        WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING response`,
      [hashOf(code)],
    );
    const stored = rows[0];
    if (!stored) return undefined;
    try {
      const { profile } = await serviceProvider.validatePostResponseAsync({ SAMLResponse: stored.response });
      return profile ?? undefined;
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
        summary: 'Starts the integrated login (redirect to the identity provider); para=orientacion for the staff',
        querystring: z.object({ para: z.enum([staffRelayState]).optional() }),
      },
    },
    async (request, reply) => reply.redirect(await serviceProvider.getAuthorizeUrlAsync(request.query.para ?? '', undefined, {})),
  );

  app.get('/api/saml/metadata', { schema: { tags, summary: "The portal's SAML service provider metadata" } }, async (_request, reply) =>
    reply.type('application/samlmetadata+xml').send(serviceProvider.generateServiceProviderMetadata(null, null)),
  );

  const acs: FastifyPluginAsync = async (scope) => {
    acceptFormPosts(scope);
    scope.post('/api/saml/acs', { schema: { hide: true } }, async (request, reply) => {
      const form = z
        .object({ SAMLResponse: z.string().min(1).max(400_000), RelayState: z.string().max(100).optional() })
        .safeParse(request.body);
      const page = (request.body as { RelayState?: unknown } | null)?.RelayState === staffRelayState ? '/orientacion/acceso' : '/acceso';
      if (!form.success) return reply.redirect(`${config.publicUrl}${page}#error=1`, 303);
      const code = randomBytes(32).toString('base64url');
      await pool.query(`DELETE FROM saml_responses WHERE expires_at < now()`);
      await pool.query(
        `INSERT INTO saml_responses (code_hash, response, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [hashOf(code), form.data.SAMLResponse, responseCodeLifetimeSeconds],
      );
      return reply.redirect(`${config.publicUrl}${page}#respuesta=${code}`, 303);
    });
  };
  await app.register(acs);

  app.post(
    '/api/Alumno/validaRespuestaLoginIntegrado',
    {
      schema: {
        tags,
        summary: 'Integrated login: validates the identity provider response behind the code of /acceso',
        description:
          'Status 0 with the login data (esUFV true), as logaUsuario. 3 (with mensaje) for an unknown, used, ' +
          'expired, unsigned or foreign response; 90 blocked.',
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
      const profile = await profileBehind(request.body.respuesta, request.log);
      if (!profile) return fail(Status.accessDenied, texts.institutionalFailed);
      const match = await studentForAssertion(pool, profile);
      if ('problem' in match) {
        return fail(Status.accessDenied, match.problem === 'conflict' ? texts.institutionalConflict : texts.institutionalFailed);
      }
      return institutionalStudentLogin({ pool, sessions, messages: messagesFor(request), language }, match.userId);
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
      const profile = await profileBehind(request.body.respuesta, request.log);
      if (!profile) return fail(Status.accessDenied, texts.institutionalFailed);
      const staffId = await staffForAssertion(pool, profile);
      if (staffId === undefined) return fail(Status.accessDenied, texts.institutionalNotStaff);
      return staff.loginAs(pool, staffId);
    },
  );
};
