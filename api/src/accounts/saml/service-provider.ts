import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import type { Pool } from '../../platform/db/pool';

/** How long the portal waits for the identity provider to answer a login request. */
const requestLifetimeSeconds = 10 * 60;

/**
 * The ids of pending authentication requests, in PostgreSQL so that any API replica can receive
 * the response. Removing the id when its response is validated makes each response usable once.
 */
const requestStore = (pool: Pool): CacheProvider => ({
  saveAsync: async (key, value) => {
    await pool.query(`DELETE FROM saml_requests WHERE expires_at < now()`);
    await pool.query(
      `INSERT INTO saml_requests (id, issued_instant, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (id) DO NOTHING`,
      [key, value, requestLifetimeSeconds],
    );
    return { createdAt: Date.now(), value };
  },
  getAsync: async (key) => {
    const { rows } = await pool.query<{ instant: string }>(
      `SELECT issued_instant AS instant FROM saml_requests WHERE id = $1 AND expires_at > now()`,
      [key],
    );
    return rows[0]?.instant ?? null;
  },
  removeAsync: async (key) => {
    const { rows } = await pool.query<{ id: string }>(`DELETE FROM saml_requests WHERE id = $1 RETURNING id`, [key ?? '']);
    return rows[0]?.id ?? null;
  },
});

export interface ServiceProviderOptions {
  pool: Pool;
  entityId: string;
  acsUrl: string;
  idp: { ssoUrl: string; certificate: string };
}

/**
 * The portal as a SAML 2.0 service provider: AuthnRequests by HTTP-Redirect, signed assertions
 * by HTTP-POST, checked for signature, audience, time window, recipient and InResponseTo.
 */
export const createServiceProvider = ({ pool, entityId, acsUrl, idp }: ServiceProviderOptions): SAML =>
  new SAML({
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificate,
    issuer: entityId,
    audience: entityId,
    callbackUrl: acsUrl,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    signatureAlgorithm: 'sha256',
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestLifetimeSeconds * 1000,
    cacheProvider: requestStore(pool),
    acceptedClockSkewMs: 30_000,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });
