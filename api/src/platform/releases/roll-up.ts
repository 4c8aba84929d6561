import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Pool } from '../db/pool';

/**
 * Loads and errors are counted per release and minute (migration 073), so that a canary period is
 * judged from the minute it began. A live release counted every minute of a year would keep half a
 * million rows per app; minutes older than `keepMinutesHours` are folded into their hour instead
 * (at most 24 rows a day). What that costs: a period that began more than that long ago counts
 * from the first whole hour after its start (readCounts takes the rows from its minute on), and a
 * release's whole history loses nothing.
 */
export const keepMinutesHours = 48;

/**
 * Folds the minute rows older than `olderThanHours` into their hour's row, in one statement: the
 * rows it removes are the ones it adds up, so two replicas folding at once count each minute once
 * (the second waits for the first's row locks, then finds those rows gone). Answers how many
 * minute rows were folded.
 */
export const rollUpReleaseCounts = async (pool: Pick<Pool, 'query'>, olderThanHours = keepMinutesHours): Promise<number> => {
  const { rows } = await pool.query<{ folded: string }>(
    `WITH folded AS (
       DELETE FROM release_counts
        WHERE minute < date_trunc('hour', now() - make_interval(hours => $1))
          AND minute <> date_trunc('hour', minute)
       RETURNING app, release, date_trunc('hour', minute) AS hour, loads, errors, first_counted_at, last_counted_at
     ), added AS (
       INSERT INTO release_counts (app, release, minute, loads, errors, first_counted_at, last_counted_at)
       SELECT app, release, hour, sum(loads), sum(errors), min(first_counted_at), max(last_counted_at)
         FROM folded
        GROUP BY app, release, hour
       ON CONFLICT (app, release, minute) DO UPDATE SET
         loads = release_counts.loads + excluded.loads,
         errors = release_counts.errors + excluded.errors,
         first_counted_at = least(release_counts.first_counted_at, excluded.first_counted_at),
         last_counted_at = greatest(release_counts.last_counted_at, excluded.last_counted_at)
     )
     SELECT count(*) AS folded FROM folded`,
    [olderThanHours],
  );
  return Number(rows[0]?.folded ?? 0);
};

const everyMs = 60 * 60_000;

/** Each listening replica folds old minutes once an hour (and once when it starts listening). */
export const scheduleReleaseCountsRollUp = (app: FastifyInstance, pool: Pool, log: FastifyBaseLogger): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= rollUpReleaseCounts(pool)
      .then((folded) => {
        if (folded > 0) log.info({ folded }, 'release counts: old minutes folded into their hours');
      })
      .catch((error: unknown) => log.error({ err: error }, 'release counts roll-up failed: tried again in an hour'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onListen', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
