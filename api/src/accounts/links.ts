import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

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
 * Uses a link inside the caller's transaction: the user it belongs to, or undefined when it is
 * unknown, of another purpose or user type, expired or already used (status 42). The row lock
 * makes two concurrent uses of one link succeed once.
 */
export const consumeLinkToken = async (
  client: pg.PoolClient,
  token: string,
  purpose: LinkPurpose,
  userType: 'Alumno' | 'Empresa',
): Promise<number | undefined> => {
  const { rows } = await client.query<{ id: number; userId: number }>(
    `SELECT l.id, l.user_id AS "userId"
       FROM account_links l JOIN users u ON u.id = l.user_id
      WHERE l.token_hash = $1 AND l.purpose = $2 AND u.user_type = $3
        AND l.used_at IS NULL AND l.expires_at > now()
      FOR UPDATE OF l`,
    [hashOf(token), purpose, userType],
  );
  const link = rows[0];
  if (!link) return undefined;
  await client.query('UPDATE account_links SET used_at = now() WHERE id = $1', [link.id]);
  return link.userId;
};
