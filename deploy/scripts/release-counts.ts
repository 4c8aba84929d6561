import pg from 'pg';
import { embeddedConnectionString } from '../../api/src/platform/db/embedded';
import { recordedWithdrawals, type RecordedWithdrawal } from '../../api/src/platform/releases/canary-judge';
import {
  countOf,
  readCounts,
  type AppRelease,
  type CountedRelease,
  type ReleaseCount,
} from '../../api/src/platform/releases/counts';

/** Where the counts are: DATABASE_URL as the API reads it, else the embedded database `npm start` runs (PGPORT). */
export const countsDatabaseUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  env.DATABASE_URL ?? embeddedConnectionString(Number(env.PGPORT ?? 54329));

export interface ReleaseFigures {
  /** Loads and errors by `app@release`; null when the database did not answer (the reason in `unavailable`). */
  count: (release: AppRelease) => ReleaseCount | null;
  withdrawals: RecordedWithdrawal[];
  unavailable?: string;
}

/**
 * The page loads and error reports the API counted for the releases named (each from its `since`
 * on, else in all), and the canaries the server withdrew by itself, read from the API's database. A database that does not answer (the
 * portal not running on its embedded database) leaves the figures out, not the releases.
 */
export const readReleaseFigures = async (
  releases: CountedRelease[],
  databaseUrl = countsDatabaseUrl(),
): Promise<ReleaseFigures> => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 3000,
    application_name: 'careers-portal-releases',
  });
  try {
    const counts = await readCounts(pool, releases);
    const withdrawals = await recordedWithdrawals(pool);
    return { count: (release) => countOf(counts, release), withdrawals };
  } catch (error) {
    return { count: () => null, withdrawals: [], unavailable: (error as Error).message };
  } finally {
    await pool.end().catch(() => undefined);
  }
};

/** `1200 loads, 0.8 % errors` */
export const describeCount = (count: ReleaseCount | null): string => {
  if (!count) return '';
  const rate = count.loads === 0 ? '-' : `${((100 * count.errors) / count.loads).toFixed(1)} %`;
  return `${count.loads} loads, ${count.errors} errors (${rate})`;
};
