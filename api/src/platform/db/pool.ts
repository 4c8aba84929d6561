import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export type Pool = pg.Pool;

/** Connections of the batches' pool (see `batchPoolOf`): one statement of each kind is under way at a time. */
const batchConnections = 4;

/**
 * `connectionString` with `option` added to the server options it gives (`?options=-c ...`): pg
 * takes a URL's options over the pool's own, so they are joined in the URL.
 */
const withServerOption = (connectionString: string, option: string) => {
  const url = new URL(connectionString);
  url.searchParams.set('options', [url.searchParams.get('options'), option].filter(Boolean).join(' '));
  return url.toString();
};

/**
 * One connection pool per process, and beside it a small one for the statements that batch many
 * requests' questions (db/batched.ts). An idle client can lose its connection (database restart,
 * network): pg then emits `error` on the pool, which would crash the process if nobody listened.
 */
class PortalPool extends pg.Pool {
  /**
   * The batches' named statements are planned once per connection, for any batch (a generic plan):
   * on the main pool PostgreSQL plans such a statement again on every execution, because a plan
   * made for the batch's own arrays counts their rows and always looks cheaper than the generic
   * one; planning applying's read took ten times as long as running it (0.96 against 0.09 ms).
   * The other statements keep plans made for their values (plan_cache_mode is per connection).
   */
  readonly batches: pg.Pool;

  constructor(connectionString: string, log: FastifyBaseLogger) {
    const config: pg.PoolConfig = {
      connectionString,
      max: 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
      application_name: 'careers-portal-api',
    };
    super(config);
    this.batches = new pg.Pool({
      ...config,
      max: batchConnections,
      // Set when each connection starts, beside the options DATABASE_URL itself may give.
      connectionString: withServerOption(connectionString, '-c plan_cache_mode=force_generic_plan'),
    });
    for (const pool of [this, this.batches])
      pool.on('error', (error) => {
        // Ending a pool does not wait for its idle connections to close: the database stopped next
        // (at shutdown) ends them first. Nothing was under way on them; nothing failed.
        if (pool.ending) return;
        log.error({ err: error }, 'idle database connection failed');
      });
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | void {
    const ended = Promise.all([super.end(), this.batches.end()]).then(() => undefined);
    if (!callback) return ended;
    void ended.finally(callback);
  }
}

export const createPool = (connectionString: string, log: FastifyBaseLogger): Pool =>
  new PortalPool(connectionString, log);

/** Where a batch of many requests' questions goes (db/batched.ts): the pool's batches, or the pool itself when it has none. */
export const batchPoolOf = (pool: Pool): Pool => (pool instanceof PortalPool ? pool.batches : pool);

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
