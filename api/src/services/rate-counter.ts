import { createHash } from 'node:crypto';
import type { Pool } from '../db/pool';

/** Whether one more hit is allowed, and when the next window opens. */
export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts a hit for `key` and says whether it stays within the limit. The only thing the error
 * reports need of a rate-limit store: a shared store of the whole API (PostgreSQL-backed, several
 * replicas) can stand in for this one by implementing the same function.
 */
export type RateCounter = (key: string) => Promise<RateDecision>;

/**
 * A fixed-window counter in PostgreSQL (table error_report_rate, migration 053), so every replica
 * on the database counts against the same limit. One statement per hit: the upsert is atomic, so
 * concurrent hits never lose a count. Keys are stored as hashes (they are client addresses), and
 * windows older than ten minutes are deleted as new hits come.
 */
export const createPgRateCounter = (
  pool: Pool,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): RateCounter => {
  return async (key) => {
    const keyHash = createHash('sha256').update(key).digest('base64url');
    const { rows } = await pool.query<{ hits: number; retry_after: number }>(
      `WITH expired AS (
         DELETE FROM error_report_rate WHERE window_start < now() - interval '10 minutes'
       ), current_window AS (
         SELECT to_timestamp(floor(extract(epoch FROM now()) / $2::integer) * $2::integer) AS start
       )
       INSERT INTO error_report_rate AS rate (address_hash, window_start, hits)
       SELECT $1, start, 1 FROM current_window
       ON CONFLICT (address_hash, window_start) DO UPDATE SET hits = rate.hits + 1
       RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2::integer) - now()))::integer AS retry_after`,
      [keyHash, windowSeconds],
    );
    const row = rows[0]!;
    return { allowed: row.hits <= max, retryAfterSeconds: Math.max(1, row.retry_after) };
  };
};
