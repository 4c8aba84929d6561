import { pino } from 'pino';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../api/src/platform/db/embedded';
import { migrate } from '../../api/src/platform/db/migrate';
import { createPool, type Pool } from '../../api/src/platform/db/pool';
import { seedBench, settleBenchSeed, type BenchSeedSize } from '../../api/src/seeds/bench/seed';

export interface BenchDatabase {
  url: string;
  /** A pool of the bench itself, for its set-up queries and its checks after a run. */
  pool: Pool;
  /** Whether this start wrote the data set (first run in this data folder). */
  seeded: boolean;
  stop(): Promise<void>;
}

/**
 * The benchmark's own embedded PostgreSQL, never the portal's: its cluster lives in `dataDir`
 * (created and seeded on the first run, reused after), on a port of its own, localhost only.
 */
export const startBenchDatabase = async ({
  dataDir,
  port,
  size,
}: {
  dataDir: string;
  port: number;
  size: BenchSeedSize;
}): Promise<BenchDatabase> => {
  const log = pino({ level: 'warn' });
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, port, log });
  const pool = createPool(embedded.connectionString, log);
  try {
    await migrate(pool, log);
    const seeded = await seedBench(pool, size);
    if (seeded) await settleBenchSeed(pool);
    return {
      url: embedded.connectionString,
      pool,
      seeded,
      stop: async () => {
        await pool.end();
        await embedded.stop();
      },
    };
  } catch (error) {
    await pool.end();
    await embedded.stop();
    throw error;
  }
};
