import { createHash } from 'node:crypto';
import type { Pool } from '../db/pool';
import type { Policy, PolicyName } from './policies';

export interface Hit {
  policy: PolicyName;
  key: string;
}

export interface Count {
  policy: PolicyName;
  hits: number;
  /** Seconds until this policy's window for that key ends. */
  secondsLeft: number;
}

/** Stale windows are deleted at most this often by one process. */
const purgeEverySeconds = 30;

/**
 * Counters in PostgreSQL (table rate_limit_hits, migration 050), shared by every API replica.
 * A key's window starts at its first hit and is timed by the database's clock, so replicas whose
 * clocks differ still count into the same window. Keys are stored hashed: no e-mail or address.
 */
export const createRateLimitStore = (pool: Pool, policies: Record<PolicyName, Policy>) => {
  let lastPurge = 0;
  const purge = async () => {
    const now = Date.now();
    if (now - lastPurge < purgeEverySeconds * 1000) return;
    lastPurge = now;
    await pool.query('DELETE FROM rate_limit_hits WHERE window_end < now()');
  };
  return {
    /** Counts one hit of each (one atomic statement) and returns every counter after it. */
    count: async (given: Hit[]): Promise<Count[]> => {
      // One statement cannot bump one row twice: a key named twice in one call counts once.
      const hits = [...new Map(given.map((hit) => [`${hit.policy}\n${hit.key}`, hit])).values()];
      if (hits.length === 0) return [];
      const { rows } = await pool.query<Count>(
        `INSERT INTO rate_limit_hits (policy, key_hash, window_end, hits)
         SELECT hit.policy, hit.key_hash, now() + make_interval(secs => hit.seconds), 1
           FROM unnest($1::text[], $2::bytea[], $3::integer[]) AS hit(policy, key_hash, seconds)
         ON CONFLICT (policy, key_hash) DO UPDATE SET
           hits = CASE WHEN rate_limit_hits.window_end <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
           window_end = CASE WHEN rate_limit_hits.window_end <= now() THEN EXCLUDED.window_end
                             ELSE rate_limit_hits.window_end END
         RETURNING policy, hits, greatest(1, ceil(extract(epoch FROM window_end - now())))::integer AS "secondsLeft"`,
        [
          hits.map((hit) => hit.policy),
          hits.map((hit) => createHash('sha256').update(hit.key, 'utf8').digest()),
          hits.map((hit) => policies[hit.policy].windowSeconds),
        ],
      );
      await purge().catch(() => undefined);
      return rows;
    },
  };
};

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;
