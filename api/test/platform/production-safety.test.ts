import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoot } from '../../src/platform/config';
import { readMigrations } from '../../src/platform/db/migrate';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { scratchFolder, testTokenSecret } from '../support';

/**
 * The server as `npm start -w api` runs it (src/main.ts in its own process), started against a
 * database someone named with DATABASE_URL: it migrates it and writes no demo account unless
 * SEED_DEMO=on; and it refuses to start with the test identity provider in production.
 */

interface Run {
  code: number | null;
  output: string;
}

/** Runs main.ts until it logs `until` (then stops it with SIGTERM) or exits by itself. */
const runServer = (env: Record<string, string>, until: string | undefined): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', TOKEN_SECRET: testTokenSecret, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not get there in time:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && output.includes(until)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });

// Each run compiles main.ts and its imports with tsx (12–40 s on a loaded 2-core machine): the
// tests wait as long as runServer's own limit allows, not vitest's default.
describe('starting on a database named by DATABASE_URL', { timeout: 150_000 }, () => {
  const log = pino({ level: 'silent' });
  const name = `seedless_${randomBytes(4).toString('hex')}`;
  let admin: Pool;
  let fresh: Pool;
  let freshUrl: string;

  beforeAll(async () => {
    admin = createPool(inject('databaseUrl'), log);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    freshUrl = url.toString();
    fresh = createPool(freshUrl, log);
  });
  afterAll(async () => {
    await fresh.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const users = async () => Number((await fresh.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0]!.n);

  it('migrates it, writes no demo data and says so; SEED_DEMO=on writes the demo institution', async () => {
    const dataDir = await scratchFolder('main');
    const first = await runServer({ DATABASE_URL: freshUrl, DATA_DIR: dataDir }, 'portal ready');
    expect(first.output).toContain('demo data not written (SEED_DEMO=off)');
    const applied = await fresh.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(applied.rows.map((row) => row.version)).toEqual((await readMigrations()).map((migration) => migration.version));
    expect(await users()).toBe(0);

    const seeded = await runServer({ DATABASE_URL: freshUrl, DATA_DIR: dataDir, SEED_DEMO: 'on' }, 'portal ready');
    expect(seeded.output).toContain('demo data written (SEED_DEMO=on)');
    const demo = await fresh.query('SELECT 1 FROM users WHERE lower(email) = $1', ['alumno@demo.test']);
    expect(demo.rowCount).toBe(1);
  });

  it('refuses to start with the test identity provider in production', async () => {
    const run = await runServer(
      { DATABASE_URL: freshUrl, DATA_DIR: await scratchFolder('main'), NODE_ENV: 'production', SAML_TEST_IDP: 'on' },
      undefined,
    );
    expect(run.code).toBe(1);
    expect(run.output).toContain('SAML_TEST_IDP: the test identity provider cannot be switched on with NODE_ENV=production');
  });
});
