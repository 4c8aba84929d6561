import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/db/pool';
import type { PrivacyDeps } from './carry-out';
import { runRetentionPass, type RetentionResult } from './retention';

const passName = 'retention';

/**
 * Claims this interval's pass for the calling replica: the first replica whose tick finds the last
 * start older than (most of) the interval moves it to now and runs the pass; the others find it
 * recent and do nothing. One row update, atomic under concurrent replicas.
 */
export const claimPass = async (db: Pick<Pool, 'query'>, name: string, intervalMinutes: number): Promise<boolean> => {
  const { rowCount } = await db.query(
    `INSERT INTO scheduled_passes (name, last_started_at) VALUES ($1, now())
     ON CONFLICT (name) DO UPDATE SET last_started_at = now()
      WHERE scheduled_passes.last_started_at <= now() - make_interval(secs => $2)
     RETURNING name`,
    // A tenth of slack: replicas' timers drift, and a pass claimed a little early is still one per interval.
    [name, intervalMinutes * 60 * 0.9],
  );
  return rowCount === 1;
};

/**
 * Runs `work` as the pass `name` of this interval, if this replica claims it, under a session
 * advisory lock of its own, so that a pass that outlasts its interval never runs twice at once.
 * Answers undefined when another replica has it (running, or already run this interval); records
 * when it finished and what it answered.
 */
export const runClaimed = async <T>(
  pool: Pool,
  name: string,
  intervalMinutes: number,
  work: () => Promise<T>,
): Promise<T | undefined> => {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(hashtext('careers-portal.scheduled-pass'), hashtext($1)) AS locked`,
      [name],
    );
    if (!rows[0]?.locked) return undefined;
    try {
      if (!(await claimPass(client, name, intervalMinutes))) return undefined;
      const result = await work();
      await client.query('UPDATE scheduled_passes SET last_finished_at = now(), last_result = $2 WHERE name = $1', [
        name,
        JSON.stringify(result ?? null),
      ]);
      return result;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('careers-portal.scheduled-pass'), hashtext($1))`, [name]);
    }
  } finally {
    client.release();
  }
};

/** The retention pass as the timer runs it: once an interval, whichever replicas tick. */
export const runScheduledRetention = (deps: PrivacyDeps): Promise<RetentionResult | undefined> =>
  runClaimed(deps.pool, passName, deps.retention.intervalMinutes, () => runRetentionPass(deps));

/**
 * Every RETENTION_INTERVAL_MINUTES (0: never) each listening replica ticks; one of them runs the
 * pass. Only a server that listens ticks: tests drive the app without listening, so no pass runs
 * in them unless a test calls it. The first tick comes one interval after the start, so replicas
 * that restart together do not all try at once.
 */
export const scheduleRetention = (app: FastifyInstance, deps: PrivacyDeps) => {
  const minutes = deps.retention.intervalMinutes;
  if (minutes === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runScheduledRetention(deps)
      .then((result) => {
        if (result) deps.log.info({ retention: result }, 'retention pass done');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'retention pass failed: retried at the next tick'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onListen', async () => {
    timer = setInterval(tick, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
