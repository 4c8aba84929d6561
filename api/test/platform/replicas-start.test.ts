import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate, readMigrations } from '../../src/platform/db/migrate';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { seed } from '../../src/seeds/demo/seed';

/**
 * Every API replica migrates (and may seed) at start: deploy/compose.yaml starts two at once on an
 * empty PostgreSQL. They must apply each migration once and seed without tripping over each other.
 * A fresh database on the run's server, dropped afterwards.
 */
const log = pino({ level: 'silent' });
const databaseName = `replicas_start_${randomBytes(4).toString('hex')}`;
const serverUrl = (database: string) => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${database}`;
  return url.toString();
};
const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

describe('two replicas starting together on an empty database', () => {
  let replicas: Pool[] = [];

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
    replicas = [createPool(serverUrl(databaseName), log), createPool(serverUrl(databaseName), log)];
  });
  afterAll(async () => {
    await Promise.all(replicas.map((pool) => pool.end()));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName}`));
  });

  it('apply each migration exactly once between them', async () => {
    const applied = await Promise.all(replicas.map((pool) => migrate(pool, log)));
    const all = (await readMigrations()).map((migration) => migration.version);
    expect(applied.flat().sort((a, b) => a - b)).toEqual(all);
    const { rows } = await replicas[0]!.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(all);
  });

  it('seed the demo institution together, each account once', async () => {
    await Promise.all(replicas.map((pool) => seed(pool, log)));
    const { rows } = await replicas[0]!.query<{ accounts: number; distinct: number }>(
      `SELECT count(*)::int AS accounts, count(DISTINCT (user_type, lower(email)))::int AS distinct FROM users`,
    );
    expect(rows[0]!.accounts).toBeGreaterThan(0);
    expect(rows[0]!.accounts).toBe(rows[0]!.distinct);
  });
});
