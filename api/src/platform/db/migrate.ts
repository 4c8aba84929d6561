import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { apiRoot } from '../config';
import { inTransaction, type Pool } from './pool';

export const migrationsDir = path.join(apiRoot, 'migrations');

/** `NNN_what_it_does.sql`: the number orders them and is what schema_migrations records. */
const fileName = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export const readMigrations = async (dir = migrationsDir): Promise<Migration[]> => {
  const migrations: Migration[] = [];
  for (const file of (await readdir(dir)).sort()) {
    const match = fileName.exec(file);
    if (!match) {
      if (file.endsWith('.sql')) throw new Error(`Migration ${file} is not named NNN_name.sql`);
      continue;
    }
    const sql = await readFile(path.join(dir, file), 'utf8');
    migrations.push({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  const versions = new Set<number>();
  for (const migration of migrations) {
    if (versions.has(migration.version))
      throw new Error(`Two migrations share the number ${migration.version}`);
    versions.add(migration.version);
  }
  return migrations;
};

/**
 * Applies the pending migrations in order, all in one transaction (a failure leaves the schema
 * as it was), under an advisory lock so that several servers starting together against one
 * database apply each migration once. Returns the versions it applied.
 */
export const migrate = async (pool: Pool, log: FastifyBaseLogger, dir = migrationsDir): Promise<number[]> => {
  const migrations = await readMigrations(dir);
  return inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('careers-portal.migrations'))`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await client.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const applied = new Map(rows.map((row) => [row.version, row.checksum]));
    const done: number[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        // Editing an applied migration changes nothing in databases that already ran it.
        if (checksum !== migration.checksum) {
          log.warn(
            { migration: migration.version },
            'an applied migration file has changed since; add a new one instead',
          );
        }
        continue;
      }
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      log.info({ migration: migration.version, name: migration.name }, 'migration applied');
      done.push(migration.version);
    }
    return done;
  });
};
