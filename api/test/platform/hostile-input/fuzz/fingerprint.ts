import pg from 'pg';

/**
 * A cheap fingerprint of every table's content (row count and an order-free sum of row hashes),
 * to tell whether a batch of refused requests changed any row. Tables that every request may
 * touch by design are left out: the rate-limit counters, the sessions' expiry purge, the error
 * reports the client sends, the migrations' own record, and the record of companies' look-ups of
 * students (a look-up answered 509 is still one, and is recorded: issue 22).
 */
const bookkeeping = ['rate_limit_hits', 'user_sessions', 'error_reports', 'schema_migrations', 'student_lookups'];

export const openFingerprints = async (connectionString: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1))
      ORDER BY table_name`,
    [bookkeeping],
  );
  const statement = rows
    .map(({ name }) => `SELECT '${name}' AS name, count(*) AS rows, coalesce(sum(hashtext(t::text)::bigint), 0) AS hash FROM ${name} t`)
    .join(' UNION ALL ');
  return {
    tables: rows.length,
    /** One line per table whose rows differ between two fingerprints. */
    take: async (): Promise<Map<string, string>> => {
      const result = await client.query<{ name: string; rows: string; hash: string }>(statement);
      return new Map(result.rows.map((row) => [row.name, `${row.rows}/${row.hash}`]));
    },
    close: () => client.end(),
  };
};

export const changedTables = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...after.keys()].filter((name) => before.get(name) !== after.get(name));
