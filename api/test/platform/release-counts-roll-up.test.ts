import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { countOf, readCounts } from '../../src/platform/releases/counts';
import { rollUpReleaseCounts } from '../../src/platform/releases/roll-up';

/**
 * Release counts are kept per minute for the canary judge; minutes older than two days are folded
 * into their hour, so a live release does not grow the table by 1,440 rows a day, and no load or
 * error is lost or counted twice.
 */

const freshRelease = () => ({ app: 'mf-offers', version: `0.1.0-${randomBytes(5).toString('hex')}` });
const silent = pino({ level: 'silent' });

describe('folding old minutes of the release counts into hours', () => {
  let pools: Pool[];

  beforeAll(() => {
    pools = [createPool(inject('databaseUrl'), silent), createPool(inject('databaseUrl'), silent)];
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  });

  /** Rows of a release at minutes `offsets` (minutes after the hour three days ago), and one this minute. */
  const countedAt = async (release: { app: string; version: string }, offsets: number[]) => {
    await pools[0]!.query(
      `INSERT INTO release_counts (app, release, minute, loads, errors)
       SELECT $1, $2, date_trunc('hour', now() - interval '3 days') + make_interval(mins => offset_minutes), 10, 1
         FROM unnest($3::int[]) AS offsets(offset_minutes)
       UNION ALL SELECT $1, $2, date_trunc('minute', now()), 7, 2`,
      [release.app, release.version, offsets],
    );
  };
  const rowsOf = async (release: { app: string; version: string }) =>
    (
      await pools[0]!.query<{ after_hour: number; loads: string; errors: string }>(
        `SELECT extract(epoch FROM minute - date_trunc('hour', now() - interval '3 days'))::int / 60 AS after_hour, loads, errors
           FROM release_counts WHERE app = $1 AND release = $2 ORDER BY minute`,
        [release.app, release.version],
      )
    ).rows.map((row) => ({ afterHour: row.after_hour, loads: Number(row.loads), errors: Number(row.errors) }));
  const whole = async (release: { app: string; version: string }) => countOf(await readCounts(pools[0]!, [release]), release);

  it('folds each old minute into its hour and keeps the recent minutes and the whole history as they were', async () => {
    const release = freshRelease();
    await countedAt(release, [0, 5, 6, 59, 90]);
    expect(await whole(release)).toEqual({ loads: 57, errors: 7 });

    expect(await rollUpReleaseCounts(pools[0]!)).toBeGreaterThanOrEqual(4);

    const rows = await rowsOf(release);
    expect(rows.slice(0, 2)).toEqual([
      // The hour's own row (minute 0) took minutes 5, 6 and 59; minute 90 went to the next hour.
      { afterHour: 0, loads: 40, errors: 4 },
      { afterHour: 60, loads: 10, errors: 1 },
    ]);
    expect(rows[2]).toMatchObject({ loads: 7, errors: 2 });
    expect(rows).toHaveLength(3);
    expect(await whole(release)).toEqual({ loads: 57, errors: 7 });
    // A second pass finds nothing more of it to fold.
    await rollUpReleaseCounts(pools[0]!);
    expect(await rowsOf(release)).toEqual(rows);
  });

  it('a canary period that began in a folded hour counts from the next whole hour; one of the last two days, minute by minute', async () => {
    const release = freshRelease();
    await countedAt(release, [10, 40, 70]);
    await rollUpReleaseCounts(pools[0]!);
    const { rows } = await pools[0]!.query<{ since: Date }>(`SELECT date_trunc('hour', now() - interval '3 days') + interval '30 minutes' AS since`);
    const since = rows[0]!.since;
    expect(countOf(await readCounts(pools[0]!, [{ ...release, since }]), release)).toEqual({ loads: 17, errors: 3 });
    const recent = new Date(Date.now() - 60_000);
    expect(countOf(await readCounts(pools[0]!, [{ ...release, since: recent }]), release)).toEqual({ loads: 7, errors: 2 });
  });

  it('two replicas folding at the same moment count every minute once', async () => {
    const releases = [freshRelease(), freshRelease(), freshRelease()];
    for (const release of releases) await countedAt(release, Array.from({ length: 120 }, (_, minute) => minute));
    await Promise.all(pools.map((pool) => rollUpReleaseCounts(pool)));
    for (const release of releases) {
      expect(await whole(release)).toEqual({ loads: 1_207, errors: 122 });
      expect((await rowsOf(release)).map((row) => row.afterHour).slice(0, 2)).toEqual([0, 60]);
    }
  });
});
