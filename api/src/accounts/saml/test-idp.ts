import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { SignedXml } from 'xml-crypto';
import { acceptFormPosts } from './form-body';

/**
 * A local SAML 2.0 identity provider for development and tests, standing in for the
 * university's: a login form, then a signed assertion posted to the portal. It knows only the
 * demo identities below, which map to demo data whose passwords are public anyway. Production
 * configures the real one (SAML_IDP_SSO_URL, SAML_IDP_CERT) and this one is not mounted.
 */

/** What the university's directory says about a person (attributes of the assertion). */
export interface InstitutionalIdentity {
  usuario: string;
  password: string;
  nationalId: string;
  mail: string;
  givenName: string;
  sn: string;
}

export const testIdentities: InstitutionalIdentity[] = [
  // The demo student (alumno@demo.test) by national id.
  { usuario: 'lucia', password: 'uni-1234', nationalId: '12345678Z', mail: 'lucia.martin@uni.test', givenName: 'Lucía', sn: 'Martín Pérez' },
  // A graduate with no portal account yet: the first integrated login creates it.
  { usuario: 'joan', password: 'uni-1234', nationalId: '11111111H', mail: 'joan.graduat@uni.test', givenName: 'Joan', sn: 'Graduat Serra' },
  // The demo office staff member (orientacion@demo.test), by their institutional e-mail.
  { usuario: 'orientacion', password: 'uni-1234', nationalId: '22222222J', mail: 'orientacion@demo.test', givenName: 'Servicio', sn: 'de Orientación' },
];

export const testIdpEntityId = 'urn:careers-portal:test-idp';
export const testIdpPath = '/test-idp/sso';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attribute = (name: string, value: string) =>
  `<saml:Attribute Name="${name}"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;

export interface TestIdentityProvider {
  /** The public key the portal verifies the assertions with (PEM). */
  certificate: string;
  ssoUrl: string;
  plugin: FastifyPluginAsync;
  /** A signed response for an identity (tests also forge unsolicited or foreign ones with it). */
  signedResponse(input: { identity: InstitutionalIdentity; inResponseTo: string; audience: string; acsUrl: string }): string;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;

/** The test identity provider, with a key pair made at start (nothing secret is stored). */
export const createTestIdentityProvider = ({
  publicUrl,
  acsUrl,
  audience,
}: {
  publicUrl: string;
  acsUrl: string;
  audience: string;
}): TestIdentityProvider => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  const signedResponse: TestIdentityProvider['signedResponse'] = ({ identity, inResponseTo, audience: to, acsUrl: destination }) => {
    const now = new Date();
    const notOnOrAfter = new Date(now.getTime() + 5 * 60_000).toISOString();
    const assertionId = `_${randomUUID()}`;
    const assertion =
      `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">` +
      `<saml:Issuer>${testIdpEntityId}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(identity.mail)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escapeXml(inResponseTo)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(destination)}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${new Date(now.getTime() - 60_000).toISOString()}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(to)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement>${attribute('nationalId', identity.nationalId)}${attribute('mail', identity.mail)}${attribute('givenName', identity.givenName)}${attribute('sn', identity.sn)}</saml:AttributeStatement>` +
      `</saml:Assertion>`;
    const response =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(destination)}" InResponseTo="${escapeXml(inResponseTo)}">` +
      `<saml:Issuer>${testIdpEntityId}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    const signer = new SignedXml({
      privateKey: privatePem,
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    });
    signer.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    });
    signer.computeSignature(response, {
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
    });
    return Buffer.from(signer.getSignedXml(), 'utf8').toString('base64');
  };

  /** The id of the portal's AuthnRequest (HTTP-Redirect binding: deflated, base64). */
  const requestIdOf = (samlRequest: string): string | undefined => {
    try {
      // An AuthnRequest is about 1 KB: zlib stops past 64 KB, so a deflate bomb in the query costs nothing.
      const xml = inflateRawSync(Buffer.from(samlRequest, 'base64'), { maxOutputLength: 64 * 1024 }).toString('utf8');
      return /\sID="([^"]+)"/.exec(xml)?.[1];
    } catch {
      return undefined;
    }
  };

  const loginForm = (requestId: string, relayState: string, error = '') =>
    page(
      'Universidad · acceso institucional (prueba)',
      `<h1>Acceso institucional (proveedor de identidad de prueba)</h1>${error ? `<p role="alert">${error}</p>` : ''}
      <form method="post" action="${testIdpPath}">
        <input type="hidden" name="requestId" value="${escapeXml(requestId)}">
        <input type="hidden" name="relayState" value="${escapeXml(relayState)}">
        <p><label for="usuario">Usuario de la universidad</label><br><input id="usuario" name="usuario" autocomplete="username"></p>
        <p><label for="password">Contraseña de la universidad</label><br><input id="password" name="password" type="password" autocomplete="current-password"></p>
        <p><button type="submit">Entrar</button></p>
      </form>`,
    );

  const plugin: FastifyPluginAsync = async (app) => {
    acceptFormPosts(app);
    app.get(testIdpPath, { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as { SAMLRequest?: string; RelayState?: string };
      const requestId = query.SAMLRequest ? requestIdOf(query.SAMLRequest) : undefined;
      if (!requestId) return reply.code(400).type('text/html').send(page('SAML', '<p role="alert">Petición SAML no válida.</p>'));
      return reply.type('text/html').send(loginForm(requestId, query.RelayState ?? ''));
    });
    app.post(testIdpPath, { schema: { hide: true } }, async (request, reply) => {
      const form = request.body as Record<string, string | undefined>;
      const identity = testIdentities.find(
        (candidate) => candidate.usuario === form.usuario?.trim() && candidate.password === form.password,
      );
      if (!identity || !form.requestId) {
        return reply.type('text/html').send(loginForm(form.requestId ?? '', form.relayState ?? '', 'Usuario o contraseña incorrectos.'));
      }
      const samlResponse = signedResponse({ identity, inResponseTo: form.requestId, audience, acsUrl });
      // HTTP-POST binding: the browser carries the response to the portal (a button, no script needed).
      return reply.type('text/html').send(
        page(
          'Universidad · acceso institucional (prueba)',
          `<form method="post" action="${escapeXml(acsUrl)}">
            <input type="hidden" name="SAMLResponse" value="${samlResponse}">
            <input type="hidden" name="RelayState" value="${escapeXml(form.relayState ?? '')}">
            <p>Identidad verificada: ${escapeXml(identity.givenName)}.</p>
            <button type="submit">Continuar al portal</button>
          </form>`,
        ),
      );
    });
  };

  return {
    certificate: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ssoUrl: `${publicUrl}${testIdpPath}`,
    plugin,
    signedResponse,
  };
};
