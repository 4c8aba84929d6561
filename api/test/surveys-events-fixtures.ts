import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createSessions } from '../src/auth/sessions';
import { createTokenService } from '../src/auth/tokens';
import { testTokenSecret } from './support';

/**
 * Rows the survey and event tests create for themselves (users, events), so that what they
 * change never meets the seeded rows other test files count.
 */
export const openDatabase = () => new pg.Pool({ connectionString: inject('databaseUrl'), max: 12 });

const tokens = createTokenService({ secret: testTokenSecret, ttlSeconds: 3600 });

/** A new student without a password (the tests open its session), and its token. */
export const newStudent = async (db: pg.Pool): Promise<{ id: number; token: string }> => {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name)
     VALUES ('Alumno', $1, NULL, 'Test Student') RETURNING id`,
    [`student-${randomUUID()}@test.test`],
  );
  const id = rows[0]!.id;
  await db.query(`INSERT INTO students (user_id, first_name, last_names) VALUES ($1, 'Test', 'Student')`, [
    id,
  ]);
  const sessions = createSessions({ pool: db, tokens, ttlSeconds: 3600 });
  return { id, token: await sessions.open({ sub: String(id), tipo: 'Alumno' }) };
};

/** A new event for students only, in `days` days, with these places. */
export const newEvent = async (
  db: pg.Pool,
  { places, days = 5, closesInDays }: { places: number | null; days?: number; closesInDays?: number },
): Promise<{ idEvento: number; urlEvento: string }> => {
  const slug = `test-event-${randomUUID()}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO events (access_slug, title, lead, description, starts_at, category_id, place, places,
                         for_students, for_companies, registration_closes_at)
     VALUES ($1, 'Test event', 'Lead', 'Description', now() + make_interval(days => $2),
             (SELECT min(id) FROM event_categories), 'Room 1', $3, true, false,
             CASE WHEN $4::integer IS NULL THEN NULL ELSE now() + make_interval(days => $4::integer) END)
     RETURNING id`,
    [slug, days, places, closesInDays ?? null],
  );
  return { idEvento: rows[0]!.id, urlEvento: slug };
};

export const surveyIdOf = async (db: pg.Pool, slug: string): Promise<number> => {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM surveys WHERE access_slug = $1', [slug]);
  if (!rows[0]) throw new Error(`No seeded survey ${slug}`);
  return rows[0].id;
};
