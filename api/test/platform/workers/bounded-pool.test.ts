import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/contracts';
import { maxEventLoopDelayDuring } from '../../../src/platform/health/event-loop-delay';
import { HttpFailure } from '../../../src/platform/http/envelope';
import { inspectUploadOn } from '../../../src/platform/storage/upload-checks';
import type { UploadInspection, UploadQuestion } from '../../../src/platform/storage/upload-inspection';
import {
  BudgetExceeded,
  PoolBusy,
  TaskError,
  ThreadLost,
  boundedPool,
  type BoundedPool,
} from '../../../src/platform/workers/bounded-pool';
import type { PoolTask } from './pool-tasks';

/**
 * The threads that take CPU work off the event loop (upload checks): the loop stays free while they
 * work, a task past its budget ends its thread and is refused, a full queue refuses at once, a task
 * that fails or eats its heap costs its thread at most.
 */

const poolOf = async (budgetMs: number) => {
  const started = boundedPool<PoolTask, string>({
    module: new URL('./pool-tasks.ts', import.meta.url),
    exportName: 'runPoolTask',
    threads: 1,
    queue: 2,
    budgetMs,
    heapMb: 32,
  });
  // Started before anything is measured: a thread's first start takes a while on a busy machine.
  expect(await started.run({ kind: 'echo', value: 'ready' })).toBe('ready');
  return started;
};

/** One pool for most tests, with a budget short enough to test; its own pool for the heap test. */
let pool: BoundedPool<PoolTask, string>;
const budgetMs = 1_000;

beforeAll(async () => {
  pool = await poolOf(budgetMs);
});

afterAll(() => pool.close());

/** How a task ended and how long it took: its value or its error. */
const elapsed = async <T>(work: Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> => {
  const start = performance.now();
  const outcome = await work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, ms: performance.now() - start };
};

describe('a bounded pool of worker threads', () => {
  it('runs a task on a thread while the event loop goes on', async () => {
    const { value, maxDelayMs } = await maxEventLoopDelayDuring(() => pool.run({ kind: 'spin', ms: 400 }));
    expect(value).toBe('spun 400 ms');
    expect(maxDelayMs).toBeLessThan(100);
  });

  it('refuses at once a task past a full queue, and serves the ones it took', async () => {
    const running = pool.run({ kind: 'spin', ms: 500 });
    const queued = [pool.run({ kind: 'echo', value: 'one' }), pool.run({ kind: 'echo', value: 'two' })];
    expect(pool.load()).toEqual({ threads: 1, running: 1, waiting: 2 });
    const refused = await elapsed(pool.run({ kind: 'echo', value: 'three' }));
    expect(refused.error).toBeInstanceOf(PoolBusy);
    expect(refused.ms).toBeLessThan(50);
    expect(await Promise.all([running, ...queued])).toEqual(['spun 500 ms', 'one', 'two']);
  });

  it("answers a task's own error with its message, and the thread goes on", async () => {
    const failed = await elapsed(pool.run({ kind: 'throw' }));
    expect(failed.error).toBeInstanceOf(TaskError);
    expect((failed.error as Error).message).toBe('the task failed');
    expect(await pool.run({ kind: 'echo', value: 'still here' })).toBe('still here');
  });

  it('ends a task past its budget, refuses it, and answers the next one on a new thread', async () => {
    const spun = await elapsed(pool.run({ kind: 'spin', ms: 60_000 }));
    expect(spun.error).toBeInstanceOf(BudgetExceeded);
    expect(spun.ms).toBeGreaterThanOrEqual(budgetMs - 10);
    expect(spun.ms).toBeLessThan(budgetMs + 500);
    expect(await pool.run({ kind: 'echo', value: 'after' })).toBe('after');
    expect(pool.load()).toEqual({ threads: 1, running: 0, waiting: 0 });
  });

  it('loses only the thread of a task that eats past its heap', async () => {
    // V8 tries its hardest collections before it gives up: seconds on a busy machine, so a longer budget.
    const roomy = await poolOf(20_000);
    try {
      const hoarded = await elapsed(roomy.run({ kind: 'hoard' }));
      expect(hoarded.error).toBeInstanceOf(ThreadLost);
      expect(await roomy.run({ kind: 'echo', value: 'new thread' })).toBe('new thread');
    } finally {
      await roomy.close();
    }
  });
});

describe('an upload inspected on that pool', () => {
  const poolFailing = (error: Error): BoundedPool<UploadQuestion, UploadInspection> => ({
    run: () => Promise.reject(error),
    warm: () => undefined,
    load: () => ({ threads: 1, running: 1, waiting: 16 }),
    close: async () => undefined,
  });
  const question: UploadQuestion = { base64: 'UEsDBA==', extension: 'docx', maxBytes: 1024 };
  const bomb = { ok: false, reason: 'expands' };

  it('refuses a file past its budget or its memory as a bomb (150), and a full pool with 503 and status 151', async () => {
    expect(await inspectUploadOn(poolFailing(new BudgetExceeded('late')))(question)).toEqual(bomb);
    expect(await inspectUploadOn(poolFailing(new ThreadLost('heap')))(question)).toEqual(bomb);
    const busy = await inspectUploadOn(poolFailing(new PoolBusy('full')))(question).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(HttpFailure);
    expect(busy).toMatchObject({ httpStatus: 503, status: Status.fileChecksBusy });
    await expect(inspectUploadOn(poolFailing(new TaskError('a bug')))(question)).rejects.toBeInstanceOf(TaskError);
  });
});
