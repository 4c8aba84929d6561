import { createHmac } from 'node:crypto';
import type { StudentLookupRecord, StudentLookupRequest } from '@portal/contracts';
import type { Pool } from '../../platform/db/pool';
import { foldedName } from '../../platform/limits/keys';

/**
 * A company's look-up of a student by national id for an internship proposal (issue 22). It
 * answers only whether a proposal can name that student: the id must belong to a student of the
 * portal who is not blocked, the company must also give the student's surname (a fact a company
 * proposing a named student knows, and a list of ids alone does not give), and the student must
 * have a degree at the institution. Every look-up is recorded (who, for which company, when, an
 * HMAC of the id, what it found); the student reads the look-ups of their id. The caller's limits
 * (per user and per company) are the routes' (limits/countings.ts, studentLookup).
 */

export type LookupOperation = StudentLookupRecord['consulta'];
export type LookupResult = 'coincide' | 'noCoincide' | 'sinTitulacion' | 'noEncontrado';

export interface StudentDegree {
  codigo: string;
  nombre: string;
}

/** A student a proposal can name: their account and their degrees (never their name). */
export interface ProposableStudent {
  userId: number;
  degrees: StudentDegree[];
}

const words = (text: string): string[] =>
  foldedName(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether the surname the company gave is the student's: all their surnames, or the first ones
 * as whole words with at least one word of three letters or more ("Martín" for "Martín Pérez",
 * "de la Fuente" but not "de" for "de la Fuente Ruiz"). Case, accents and punctuation aside.
 */
export const surnameMatches = (given: string, stored: string): boolean => {
  const asGiven = words(given);
  const ofStudent = words(stored);
  if (asGiven.length === 0 || asGiven.length > ofStudent.length) return false;
  if (!asGiven.every((word, index) => word === ofStudent[index])) return false;
  return asGiven.length === ofStudent.length || asGiven.some((word) => word.length >= 3);
};

/** The student's degrees at the institution: the current one, then the institution's studies of the CV. */
export const studentDegrees = async (pool: Pool, userId: number): Promise<StudentDegree[]> => {
  const { rows } = await pool.query<StudentDegree>(
    `SELECT DISTINCT ON (codigo) codigo, nombre FROM (
       SELECT degree_code AS codigo, degree_name AS nombre, 0 AS rank FROM student_standing WHERE user_id = $1 AND NOT deregistered
       UNION ALL
       SELECT degree_code, name, 1 FROM student_studies
        WHERE user_id = $1 AND from_university AND degree_code IS NOT NULL AND withdrawn_at IS NULL
     ) degrees ORDER BY codigo, rank`,
    [userId],
  );
  return rows;
};

export interface StudentLookups {
  /** Looks the student up and records it; the student when a proposal can name them. */
  lookUp(
    caller: { userId: number; companyId: number },
    operation: LookupOperation,
    lookup: StudentLookupRequest,
  ): Promise<ProposableStudent | undefined>;
}

/**
 * `secret` keys the HMAC of the ids (the server's token secret): a dump of the table alone does
 * not give the ids back, as a plain hash of an 8-digit number would.
 */
export const createStudentLookups = (pool: Pool, secret: string): StudentLookups => {
  const hashKey = createHmac('sha256', secret).update('careers-portal.student-lookups').digest();
  const hashOf = (dni: string) =>
    createHmac('sha256', hashKey).update(dni.trim().toUpperCase(), 'utf8').digest();

  return {
    lookUp: async (caller, operation, { dni, apellidos }) => {
      const { rows } = await pool.query<{ userId: number; lastNames: string }>(
        `SELECT s.user_id AS "userId", s.last_names AS "lastNames"
           FROM students s JOIN users u ON u.id = s.user_id
          WHERE upper(s.national_id) = upper($1) AND NOT u.blocked
          ORDER BY s.user_id LIMIT 1`,
        [dni.trim()],
      );
      const student = rows[0];
      let result: LookupResult = 'noEncontrado';
      let degrees: StudentDegree[] = [];
      if (student && !surnameMatches(apellidos, student.lastNames)) result = 'noCoincide';
      else if (student) {
        degrees = await studentDegrees(pool, student.userId);
        result = degrees.length > 0 ? 'coincide' : 'sinTitulacion';
      }
      await pool.query(
        `INSERT INTO student_lookups (company_id, company_user_id, operation, national_id_hash, student_id, result)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [caller.companyId, caller.userId, operation, hashOf(dni), student?.userId ?? null, result],
      );
      return student && result === 'coincide' ? { userId: student.userId, degrees } : undefined;
    },
  };
};

/** The look-ups of the student's id, latest first (the student reads them: who looked them up). */
export const lookupsOfStudent = async (pool: Pool, studentId: number): Promise<StudentLookupRecord[]> => {
  const { rows } = await pool.query<Omit<StudentLookupRecord, 'fecha'> & { fecha: Date }>(
    `SELECT l.looked_up_at AS fecha, c.trade_name AS empresa, l.operation AS consulta,
            l.result IN ('coincide', 'sinTitulacion') AS coincide
       FROM student_lookups l JOIN companies c ON c.id = l.company_id
      WHERE l.student_id = $1 ORDER BY l.looked_up_at DESC, l.id DESC LIMIT 200`,
    [studentId],
  );
  return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
};
