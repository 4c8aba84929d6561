import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, failureEnvelope, integratedLoginRequest, loginResponse } from '@portal/contracts';
import type { Config } from '../../platform/config';
import { commonFailures, fail, orRefusal } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import { secretFromAddress } from '../../platform/limits/countings';
import type { RouteContext } from '../../platform/http/route-context';
import { accountMessages } from '../context';
import { institutionalStudentLogin } from '../login';
import { acceptFormPosts } from './form-body';
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

/**
 * Integrated (institutional) login, the portal as a SAML 2.0 service provider:
 * 1. GET /api/saml/login sends the browser to the identity provider with an AuthnRequest;
 * 2. the provider posts its signed response to POST /api/saml/acs, which keeps it under a
 *    one-time code and sends the browser to /acceso#respuesta=<code> (a fragment: never logged);
 * 3. the page posts the code to POST /api/Alumno/validaRespuestaLoginIntegrado, which validates
 *    the response and answers as logaUsuario does.
 * Without SAML_IDP_SSO_URL the local test identity provider is mounted and used, except in
 * production (NODE_ENV=production) unless SAML_TEST_IDP=on; there the integrated login is off.
 */
export const samlRoutes: FastifyPluginAsyncZod<SamlRouteContext> = async (app, { pool, sessions, limits, config }) => {
  const acsUrl = `${config.publicUrl}/api/saml/acs`;
  let idp = config.samlIdp;
  if (!idp && !config.samlTestIdp) {
    app.log.warn('integrated login disabled: set SAML_IDP_SSO_URL and SAML_IDP_CERT (or SAML_TEST_IDP=on outside production)');
    app.post(
      '/api/Alumno/validaRespuestaLoginIntegrado',
      { schema: { tags, summary: 'Integrated login (not configured on this server): status 3', body: integratedLoginRequest } },
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

  app.get('/api/saml/login', { schema: { tags, summary: 'Starts the integrated login (redirect to the identity provider)' } }, async (_request, reply) =>
    reply.redirect(await serviceProvider.getAuthorizeUrlAsync('', undefined, {})),
  );

  app.get('/api/saml/metadata', { schema: { tags, summary: "The portal's SAML service provider metadata" } }, async (_request, reply) =>
    reply.type('application/samlmetadata+xml').send(serviceProvider.generateServiceProviderMetadata(null, null)),
  );

  const acs: FastifyPluginAsync = async (scope) => {
    acceptFormPosts(scope);
    scope.post('/api/saml/acs', { schema: { hide: true } }, async (request, reply) => {
      const form = z.object({ SAMLResponse: z.string().min(1).max(400_000) }).safeParse(request.body);
      if (!form.success) return reply.redirect(`${config.publicUrl}/acceso#error=1`, 303);
      const code = randomBytes(32).toString('base64url');
      await pool.query(`DELETE FROM saml_responses WHERE expires_at < now()`);
      await pool.query(
        `INSERT INTO saml_responses (code_hash, response, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [hashOf(code), form.data.SAMLResponse, responseCodeLifetimeSeconds],
      );
      return reply.redirect(`${config.publicUrl}/acceso#respuesta=${code}`, 303);
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
      const { rows } = await pool.query<{ response: string }>(
        `UPDATE saml_responses SET used_at = now()
          WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING response`,
        [hashOf(request.body.respuesta)],
      );
      const stored = rows[0];
      if (!stored) return fail(Status.accessDenied, texts.institutionalFailed);
      let profile;
      try {
        ({ profile } = await serviceProvider.validatePostResponseAsync({ SAMLResponse: stored.response }));
      } catch (error) {
        request.log.warn({ err: error }, 'integrated login response refused');
        return fail(Status.accessDenied, texts.institutionalFailed);
      }
      if (!profile) return fail(Status.accessDenied, texts.institutionalFailed);
      const match = await studentForAssertion(pool, profile);
      if ('problem' in match) {
        return fail(Status.accessDenied, match.problem === 'conflict' ? texts.institutionalConflict : texts.institutionalFailed);
      }
      return institutionalStudentLogin({ pool, sessions, messages: messagesFor(request), language }, match.userId);
    },
  );
};
