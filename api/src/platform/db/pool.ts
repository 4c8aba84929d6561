import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export type Pool = pg.Pool;

/**
 * One connection pool per process. An idle client can lose its connection (database restart,
 * network): pg then emits `error` on the pool, which would crash the process if nobody listened.
 */
export const createPool = (connectionString: string, log: FastifyBaseLogger): Pool => {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'careers-portal-api',
  });
  pool.on('error', (error) => log.error({ err: error }, 'idle database connection failed'));
  return pool;
};

/** Runs `work` in one transaction: everything is written or nothing is. */
export const inTransaction = async <T>(
  pool: Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
