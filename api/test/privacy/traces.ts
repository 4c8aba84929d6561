import type pg from 'pg';
import type { Pool } from '../../src/platform/db/pool';

type Db = Pool | pg.PoolClient;

/** What identifies a person in the database: their ids and the values only they have. */
export interface Identity {
  id: number;
  email: string;
  nationalId: string;
  fullName: string;
  phone: string;
  socialSecurityNumber: string;
  iban: string;
  candidacyIds: number[];
  surveyResponseIds: number[];
  internshipIds: number[];
  annexIds: number[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables whose rows refer to the person by id, through the foreign keys information_schema lists. */
const referencedBy = ['users', 'students', 'candidacies', 'survey_responses', 'student_internships', 'internship_annexes'] as const;

/**
 * Every place in the database that still identifies the person, counted row by row, found from
 * information_schema and not from the erasure's own code (privacy/person-rows.ts), so a table
 * added later is caught whatever the erasure does with it:
 * - by id: every column with a foreign key to users or students (and any column named user_id
 *   or student_id, foreign key or not) holding the person's id; every column with a foreign key
 *   to candidacies, survey_responses, student_internships or internship_annexes holding one of theirs;
 * - by value: every text, JSON or array column of every table holding their e-mail, national id,
 *   full name, phone, social security number or IBAN (any case);
 * - the file store: files whose owner is the student, or whose key the caller collected.
 * Answers `table.column (kind)` and its row count, only where rows are found.
 */
export const tracesOf = async (db: Db, person: Identity, fileKeys: string[] = []): Promise<Record<string, number>> => {
  const found: Record<string, number> = {};
  const count = async (label: string, sql: string, values: unknown[]) => {
    const { rows } = await db.query<{ n: number }>(sql, values);
    if (rows[0]!.n > 0) found[label] = rows[0]!.n;
  };

  const { rows: keys } = await db.query<{ table: string; column: string; parent: string }>(
    `SELECT kcu.table_name AS table, kcu.column_name AS column, ccu.table_name AS parent
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu
         ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu
         ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()
        AND ccu.table_name = ANY($1) AND ccu.column_name IN ('id', 'user_id')`,
    [referencedBy],
  );
  const { rows: named } = await db.query<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.column_name IN ('user_id', 'student_id')`,
  );
  const idsOf: Record<(typeof referencedBy)[number], number[]> = {
    users: [person.id],
    students: [person.id],
    candidacies: person.candidacyIds,
    survey_responses: person.surveyResponseIds,
    student_internships: person.internshipIds,
    internship_annexes: person.annexIds,
  };
  const byId = new Map<string, number[]>();
  for (const { table, column, parent } of keys) {
    byId.set(`${table}.${column}`, idsOf[parent as keyof typeof idsOf] ?? []);
  }
  for (const { table, column } of named) if (!byId.has(`${table}.${column}`)) byId.set(`${table}.${column}`, [person.id]);
  // The account itself.
  byId.set('users.id', [person.id]);
  for (const [place, ids] of byId) {
    const [table, column] = place.split('.') as [string, string];
    if (ids.length) await count(`${place} (id)`, `SELECT count(*)::integer AS n FROM ${quoted(table)} WHERE ${quoted(column)} = ANY($1)`, [ids]);
  }

  const values = [person.email, person.nationalId, person.fullName, person.phone, person.socialSecurityNumber, person.iban].map(
    (value) => value.toLowerCase(),
  );
  const { rows: texts } = await db.query<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      ORDER BY 1, 2`,
  );
  for (const { table, column } of texts) {
    await count(
      `${table}.${column} (value)`,
      `SELECT count(*)::integer AS n FROM ${quoted(table)}
        WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) v WHERE strpos(lower(${quoted(column)}::text), v) > 0)`,
      [values],
    );
  }

  await count(
    'stored_files (file)',
    'SELECT count(*)::integer AS n FROM stored_files WHERE owner = $1 OR key = ANY($2)',
    [`student:${person.id}`, fileKeys],
  );
  return found;
};

/** The stored files the person's rows name, as the schema's own list of file columns says (051). */
export const fileKeysOf = async (db: Db, person: { id: number; companyId: number }, annexIds: number[]) => {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM stored_file_references WHERE owner = $1
     UNION SELECT stored_name FROM company_documents WHERE company_id = $2 AND annex_id = ANY($3)`,
    [`student:${person.id}`, person.companyId, annexIds],
  );
  return rows.map((row) => row.key);
};
