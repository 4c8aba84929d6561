import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { batchPoolOf, createPool, type Pool } from '../../src/platform/db/pool';

/**
 * db/pool.ts: the statements that batch many requests' questions run on connections that keep one
 * generic plan per statement; every other statement keeps PostgreSQL's own choice (plans made for
 * its values). Measured on the API bench: re-planning applying's read on every execution took ten
 * times as long as running it.
 */
describe('the batches’ pool', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), pino({ level: 'silent' }));
  });
  afterAll(() => pool.end());

  const planCacheModeOf = async (db: Pool) =>
    (await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]!.plan_cache_mode;

  it('plans batch statements once, generically, and leaves the other connections to PostgreSQL', async () => {
    const batches = batchPoolOf(pool);
    expect(batches).not.toBe(pool);
    // Every connection of it, not only the first: four at once take four connections.
    const modes = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const client = await batches.connect();
        try {
          return (
            await client.query<{ plan_cache_mode: string }>(
              'SELECT pg_sleep(0.05), current_setting($1) AS plan_cache_mode',
              ['plan_cache_mode'],
            )
          ).rows[0]!.plan_cache_mode;
        } finally {
          client.release();
        }
      }),
    );
    expect(modes).toEqual([
      'force_generic_plan',
      'force_generic_plan',
      'force_generic_plan',
      'force_generic_plan',
    ]);
    expect(await planCacheModeOf(pool)).toBe('auto');
  });

  it('keeps the server options the database URL gives', async () => {
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('options', '-c work_mem=7MB');
    const other = createPool(url.toString(), pino({ level: 'silent' }));
    try {
      const setting = async (db: Pool, name: string) =>
        (await db.query<{ value: string }>('SELECT current_setting($1) AS value', [name])).rows[0]!.value;
      expect(await setting(batchPoolOf(other), 'plan_cache_mode')).toBe('force_generic_plan');
      expect(await setting(batchPoolOf(other), 'work_mem')).toBe('7MB');
    } finally {
      await other.end();
    }
  });

  it('is ended with its pool', async () => {
    const other = createPool(inject('databaseUrl'), pino({ level: 'silent' }));
    await batchPoolOf(other).query('SELECT 1');
    await other.end();
    await expect(batchPoolOf(other).query('SELECT 1')).rejects.toThrow(/after calling end/);
  });
});
