import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/db/embedded';
import { prepareDatabase } from '../src/platform/db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded database of this test run. */
    databaseUrl: string;
    /** A folder for the tests' files (DATA_DIR, WEB_ROOT...), removed after the run. */
    scratchDir: string;
  }
}

/**
 * One database for the run: TEST_DATABASE_URL when given (it is migrated and seeded, so use a
 * throwaway one), otherwise a separate embedded PostgreSQL in a temporary folder on its own port,
 * so tests never touch the data of a portal you run by hand.
 */
export default async function setup(project: TestProject) {
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'warn' });
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-test-'));
  // mkdtemp makes it 0700; under root the database runs as "postgres", which must walk through it.
  await chmod(scratchDir, 0o755);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(scratchDir, 'database');
    embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.TEST_PGPORT ?? 54339), log });
    databaseUrl = embedded.connectionString;
  }
  await prepareDatabase(databaseUrl, log, { demo: true });
  project.provide('databaseUrl', databaseUrl);
  project.provide('scratchDir', scratchDir);

  return async () => {
    await embedded?.stop();
    await rm(scratchDir, { recursive: true, force: true });
  };
}
