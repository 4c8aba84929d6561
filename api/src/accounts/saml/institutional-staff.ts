import { z } from 'zod';
import type { Pool } from '../../platform/db/pool';
import type { AssertedIdentity } from './asserted-identity';

const mail = z.string().trim().toLowerCase().email().max(254);

/**
 * The careers-office staff account a validated assertion identifies: the one whose e-mail is the
 * person's institutional e-mail (the `mail` attribute, or a NameID in e-mail format). Staff
 * accounts are never created here: an admin creates them (with that e-mail) first.
 */
export const staffForAssertion = async (pool: Pool, identity: AssertedIdentity): Promise<number | undefined> => {
  const fromNameId = identity.nameIDFormat?.endsWith(':emailAddress') ? identity.nameID : undefined;
  const address = mail.safeParse(identity.attributes.mail ?? fromNameId);
  if (!address.success) return undefined;
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM users WHERE user_type = 'Orientacion' AND lower(email) = $1`,
    [address.data],
  );
  return rows[0]?.id;
};
