import { z } from 'zod';
import { inTransaction, type Pool } from '../../platform/db/pool';
import type { AssertedIdentity } from './asserted-identity';

/** The attributes the portal needs from the university's directory. */
const institutionalAttributes = z.object({
  nationalId: z.string().trim().min(9).max(20),
  mail: z.string().trim().email(),
  givenName: z.string().trim().min(1).max(100),
  sn: z.string().trim().min(1).max(150),
});

export type StudentMatch = { userId: number } | { problem: 'attributes' | 'conflict' };

/**
 * The student a validated assertion identifies, by national id. A person of the university
 * without a portal account yet gets one (no password: they enter through the university), with
 * the data-protection text still to accept at their first login.
 */
export const studentForAssertion = async (pool: Pool, identity: AssertedIdentity): Promise<StudentMatch> => {
  const attributes = institutionalAttributes.safeParse(identity.attributes);
  if (!attributes.success) return { problem: 'attributes' };
  const { nationalId, mail, givenName, sn } = attributes.data;
  const id = nationalId.toUpperCase();
  return inTransaction(pool, async (client) => {
    // The same lock as registration: a registration and a first integrated login cannot both create one person.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('careers-portal.registration'))`);
    const existing = await client.query<{ userId: number }>(
      'SELECT user_id AS "userId" FROM students WHERE upper(national_id) = $1',
      [id],
    );
    if (existing.rows[0]) return { userId: existing.rows[0].userId };
    const emailTaken = await client.query(`SELECT 1 FROM users WHERE user_type = 'Alumno' AND lower(email) = lower($1)`, [mail]);
    if (emailTaken.rowCount) return { problem: 'conflict' };
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Alumno', $1, NULL, $2) RETURNING id`,
      [mail, `${givenName} ${sn}`],
    );
    const userId = rows[0]!.id;
    await client.query('INSERT INTO students (user_id, first_name, last_names, national_id) VALUES ($1, $2, $3, $4)', [
      userId,
      givenName,
      sn,
      id,
    ]);
    await client.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [userId]);
    return { userId };
  });
};
