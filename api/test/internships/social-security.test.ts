import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { createStudent, type TestStudent } from '../cv/fixtures';
import { bearer, testApp } from '../support';

/**
 * The social security number is mandatory for internships starting from 1 January 2024 on (spec
 * 000 §9): applying to one without it answers 518; to one that started earlier it does not. A
 * student who meets every other condition applies to copies of a seeded internship offer that
 * differ only in their start.
 */

const seededInternship = 'practicas-desarrollo-movil-levante-tech';
const copies = {
  before: 'practicas-nss-antes-de-2024',
  onTheDay: 'practicas-nss-desde-2024',
  undated: 'practicas-nss-sin-fecha',
} as const;

let app: PortalApp;
let pool: Pool;
let student: TestStudent;

/** A copy of the seeded internship offer under `slug`, starting on `startsOn` (or undated). */
const copyInternship = async (slug: string, startsOn: string | null) => {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_name = 'offers' AND column_name NOT IN ('id', 'access_slug', 'starts_on', 'ends_on')
        AND is_generated = 'NEVER' AND is_identity = 'NO'`,
  );
  const columns = rows.map((row) => `"${row.name}"`).join(', ');
  await pool.query(
    `INSERT INTO offers (access_slug, starts_on, ends_on, ${columns})
     SELECT $2, $3::date, $3::date + 90, ${columns} FROM offers WHERE access_slug = $1`,
    [seededInternship, slug, startsOn],
  );
};

const applyTo = async (urlOferta: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Alumno/inscribirse',
    payload: { urlOferta },
    headers: bearer(student.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: number }>().status;
};

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  student = await createStudent(app, pool, 'nss');
  // Everything an internship asks of the student except the social security number.
  await pool.query(`UPDATE students SET with_internships = true, phone = '600000002' WHERE user_id = $1`, [
    student.id,
  ]);
  await pool.query(
    `UPDATE student_cvs SET internship_search_active = true, has_work_permit = true WHERE user_id = $1`,
    [student.id],
  );
  await pool.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent, languages)
     VALUES ($1, 'GII', 'Grado en Ingeniería Informática', 'grado', 100, '{"en": "C1"}')`,
    [student.id],
  );
  await copyInternship(copies.before, '2023-12-31');
  await copyInternship(copies.onTheDay, '2024-01-01');
  await copyInternship(copies.undated, null);
});
afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = $1', [student.id]);
  await pool.query('DELETE FROM offers WHERE access_slug = ANY($1)', [Object.values(copies)]);
  await pool.end();
  await app.close();
});

describe('the social security number for internships (518)', () => {
  it('is not asked for an internship that started before 1 January 2024', async () => {
    expect(await applyTo(copies.before)).toBe(0);
  });

  it('is asked for an internship starting on 1 January 2024, and for one with no start date yet', async () => {
    expect(await applyTo(copies.onTheDay)).toBe(518);
    expect(await applyTo(copies.undated)).toBe(518);
  });

  it('is named by faltaDatosNecesariosPorPractica, which judges by today', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/Alumno/faltaDatosNecesariosPorPractica',
      headers: bearer(student.token),
    });
    expect(missing.json()).toEqual({ status: 0, datos: { faltan: ['numSeguridadSocial'] } });
  });

  it('lets the student apply once the number is on file', async () => {
    await pool.query(
      `UPDATE student_standing SET social_security_number = '281234567840' WHERE user_id = $1`,
      [student.id],
    );
    expect(await applyTo(copies.onTheDay)).toBe(0);
  });
});
