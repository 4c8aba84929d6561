import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PortalUserType } from '@portal/contracts';

/** What a one-time link is for: reset a forgotten password, or set the first one. */
export type LinkPurpose = 'reset' | 'set';

const hashOf = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/**
 * A new one-time link token for a user. Only its hash is stored; older unused links of the same
 * purpose stop working, so only the latest mail's link is valid.
 */
export const issueLinkToken = async (
  client: pg.PoolClient | pg.Pool,
  userId: number,
  purpose: LinkPurpose,
  validForSeconds: number,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    'UPDATE account_links SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose],
  );
  await client.query(
    `INSERT INTO account_links (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, purpose, hashOf(token), validForSeconds],
  );
  return token;
};

/**
 * Uses a link inside the caller's transaction: the user it belongs to and what the link was for,
 * or undefined when it is unknown, of a purpose not in `purposes` or of another user type,
 * expired or already used (status 42). The row lock makes two concurrent uses of one link succeed
 * once.
 */
export const consumeLinkToken = async (
  client: pg.PoolClient,
  token: string,
  purposes: readonly LinkPurpose[],
  userType: PortalUserType,
): Promise<{ userId: number; purpose: LinkPurpose } | undefined> => {
  const { rows } = await client.query<{ id: number; userId: number; purpose: LinkPurpose }>(
    `SELECT l.id, l.user_id AS "userId", l.purpose
       FROM account_links l JOIN users u ON u.id = l.user_id
      WHERE l.token_hash = $1 AND l.purpose = ANY($2::text[]) AND u.user_type = $3
        AND l.used_at IS NULL AND l.expires_at > now()
      FOR UPDATE OF l`,
    [hashOf(token), purposes, userType],
  );
  const link = rows[0];
  if (!link) return undefined;
  await client.query('UPDATE account_links SET used_at = now() WHERE id = $1', [link.id]);
  return { userId: link.userId, purpose: link.purpose };
};
