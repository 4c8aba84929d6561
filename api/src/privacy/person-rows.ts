import type pg from 'pg';
import type { Pool } from '../platform/db/pool';

type Db = Pool | pg.PoolClient;

/** A foreign key of the schema: `child.childColumn` references `parent.parentColumn`. */
export interface ForeignKey {
  child: string;
  childColumn: string;
  parent: string;
  parentColumn: string;
}

/** The rows of one table that are the person's, and the condition that finds them again. */
export interface PersonTable {
  table: string;
  rows: Record<string, unknown>[];
  /** `column = ANY(values)` for each foreign key that leads here from the person's rows. */
  matches: { column: string; values: unknown[] }[];
}

/** Single-column foreign keys of the portal's schema (every one it has but the survey jumps'). */
export const foreignKeys = async (db: Db): Promise<ForeignKey[]> => {
  const { rows } = await db.query<ForeignKey>(
    `SELECT child.relname AS child, ca.attname AS "childColumn", parent.relname AS parent, pa.attname AS "parentColumn"
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace AND cardinality(c.conkey) = 1
      ORDER BY child.relname, ca.attname`,
  );
  return rows;
};

/**
 * The tables a person's rows can reach, parents before children: every table whose foreign key
 * leads, directly or through other such tables, to `users`. A table referring to itself (an offer
 * copied from another) is not its own parent. Tables on a cycle, which the schema has none of,
 * would come last in any order.
 */
export const tablesFromUsers = (keys: ForeignKey[]): string[] => {
  const edges = keys.filter((key) => key.child !== key.parent);
  const reachable = new Set(['users']);
  for (let grown = true; grown; ) {
    grown = false;
    for (const { child, parent } of edges) {
      if (reachable.has(parent) && !reachable.has(child)) {
        reachable.add(child);
        grown = true;
      }
    }
  }
  const ordered: string[] = [];
  const pending = new Set(reachable);
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      edges.every((edge) => edge.child !== table || !pending.has(edge.parent) || edge.parent === table),
    );
    const next = ready.length > 0 ? ready.sort() : [...pending].sort().slice(0, 1);
    for (const table of next) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `a = ANY($1) OR b = ANY($2)` for the matches, numbered from `first`. */
export const matchCondition = (matches: PersonTable['matches'], first = 1) =>
  matches.map((match, index) => `${quoted(match.column)} = ANY($${first + index})`).join(' OR ');

/**
 * Every row the portal holds that refers to the person, table by table, parents before children:
 * the account (users), then each row whose foreign key points at one of the person's rows (the
 * student, their CV, candidacies and their history, survey responses and their answers,
 * internships and their documents...). Found from the schema, so a table added later that refers
 * to a user, directly or through one of these, is part of it without anyone listing it. Only
 * tables where the person has rows are answered.
 */
export const personRows = async (db: Db, userId: number): Promise<PersonTable[]> => {
  const keys = await foreignKeys(db);
  const found = new Map<string, PersonTable>();
  for (const table of tablesFromUsers(keys)) {
    const matches =
      table === 'users'
        ? [{ column: 'id', values: [userId] as unknown[] }]
        : keys
            .filter((key) => key.child === table && key.parent !== table && found.has(key.parent))
            .map((key) => ({
              column: key.childColumn,
              values: [...new Set(found.get(key.parent)!.rows.map((row) => row[key.parentColumn]).filter((value) => value !== null))],
            }))
            .filter((match) => match.values.length > 0);
    if (matches.length === 0) continue;
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT * FROM ${quoted(table)} WHERE ${matchCondition(matches)}`,
      matches.map((match) => match.values),
    );
    if (rows.length > 0) found.set(table, { table, rows, matches });
  }
  return [...found.values()];
};

/** Deletes the person's rows found by personRows, children first; answers how many went. */
export const deletePersonRows = async (db: pg.PoolClient, tables: PersonTable[]): Promise<number> => {
  let deleted = 0;
  for (const { table, matches } of [...tables].reverse()) {
    const { rowCount } = await db.query(
      `DELETE FROM ${quoted(table)} WHERE ${matchCondition(matches)}`,
      matches.map((match) => match.values),
    );
    deleted += rowCount ?? 0;
  }
  return deleted;
};

/** Columns that name a stored file (stored_name, photo_stored_name...: the schema's convention). */
export const storedNameColumn = /(^|_)stored_name$/;

/** The stored-file keys the person's rows name. */
export const storedKeysOf = (tables: PersonTable[]): string[] => [
  ...new Set(
    tables.flatMap(({ rows }) =>
      rows.flatMap((row) =>
        Object.entries(row)
          .filter(([column, value]) => storedNameColumn.test(column) && typeof value === 'string')
          .map(([, value]) => value as string),
      ),
    ),
  ),
];
