import { createHash, randomBytes } from 'node:crypto';
import type { Profile } from '@node-saml/node-saml';
import type { Pool } from '../../platform/db/pool';

/**
 * What the portal keeps of a validated assertion until its /acceso page hands the one-time code
 * back: the few values the student and staff logins read, each bounded (issue 22: nothing of an
 * unauthenticated request is kept before its response is validated, and then only this).
 */
export interface AssertedIdentity {
  nameID?: string;
  nameIDFormat?: string;
  attributes: Partial<Record<(typeof attributeNames)[number], string>>;
}

const attributeNames = ['nationalId', 'mail', 'givenName', 'sn'] as const;

/** Longer than any value the logins accept (an e-mail is at most 254): anything longer is not kept. */
const maxValueLength = 256;

const bounded = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= maxValueLength ? value : undefined;

/** The identity of a validated profile: its attributes (or, without any, the profile's own fields). */
export const identityOf = (profile: Profile): AssertedIdentity => {
  const source = (profile.attributes ?? profile) as Record<string, unknown>;
  const attributes: AssertedIdentity['attributes'] = {};
  for (const name of attributeNames) {
    const value = bounded(source[name] ?? (name === 'mail' ? profile.mail : undefined));
    if (value !== undefined) attributes[name] = value;
  }
  const nameID = bounded(profile.nameID);
  const nameIDFormat = bounded(profile.nameIDFormat);
  return { ...(nameID ? { nameID } : {}), ...(nameIDFormat ? { nameIDFormat } : {}), attributes };
};

/** How long the /acceso page has to hand the code back. */
const codeLifetimeSeconds = 120;
const hashOf = (code: string) => createHash('sha256').update(code, 'utf8').digest();

/**
 * One-time codes for validated identities (table saml_responses): only the code's hash is kept,
 * a code is deleted when used, expired ones when the next one is kept.
 */
export const createIdentityCodes = (pool: Pool) => ({
  keep: async (identity: AssertedIdentity): Promise<string> => {
    const code = randomBytes(32).toString('base64url');
    await pool.query(`DELETE FROM saml_responses WHERE expires_at < now()`);
    await pool.query(
      `INSERT INTO saml_responses (code_hash, identity, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [hashOf(code), JSON.stringify(identity), codeLifetimeSeconds],
    );
    return code;
  },
  take: async (code: string): Promise<AssertedIdentity | undefined> => {
    const { rows } = await pool.query<{ identity: AssertedIdentity }>(
      `DELETE FROM saml_responses WHERE code_hash = $1 AND expires_at > now() RETURNING identity`,
      [hashOf(code)],
    );
    return rows[0]?.identity;
  },
});
