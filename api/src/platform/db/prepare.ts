import type { FastifyBaseLogger } from 'fastify';
import { migrate } from './migrate';
import { createPool } from './pool';
import { seed } from '../../seeds/demo/seed';

/**
 * A database made ready for the API, on a short-lived pool of its own: the migrations always, the
 * demo institution when asked. Both take advisory locks, so servers and tools that start together
 * against one database apply each once. Used by the server's start, the cluster, and the tests.
 */
export const prepareDatabase = async (
  databaseUrl: string,
  log: FastifyBaseLogger,
  { demo }: { demo: boolean },
): Promise<void> => {
  const pool = createPool(databaseUrl, log);
  try {
    await migrate(pool, log);
    if (demo) await seed(pool, log);
  } finally {
    await pool.end();
  }
};
