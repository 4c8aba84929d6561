import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { batchPoolOf, createPool } from '../../src/platform/db/pool';

/** A logger that keeps the messages of its error lines. */
const capturingLogger = () => {
  const errors: string[] = [];
  const log = pino(
    { level: 'error' },
    { write: (line: string) => void errors.push((JSON.parse(line) as { msg: string }).msg) },
  );
  return { log, errors };
};

describe('a connection lost while idle', () => {
  it('is logged while the pool serves, and not once the pool is ending (the database stopped after it)', async () => {
    const { log, errors } = capturingLogger();
    // Never connected: pg emits `error` on the pool for an idle client's failure, as emitted here.
    const pool = createPool('postgres://portal@127.0.0.1:1/portal', log);
    const lost = new Error('terminating connection due to administrator command');
    for (const each of [pool, batchPoolOf(pool)]) each.emit('error', lost);
    expect(errors).toEqual(['idle database connection failed', 'idle database connection failed']);

    await pool.end();
    for (const each of [pool, batchPoolOf(pool)]) each.emit('error', lost);
    expect(errors).toHaveLength(2);
  });
});
