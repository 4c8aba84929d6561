import { availableParallelism } from 'node:os';
import { Status } from '@portal/contracts';
import { HttpFailure } from '../http/envelope';
import { BudgetExceeded, PoolBusy, ThreadLost, boundedPool, type BoundedPool } from '../workers/bounded-pool';
import type { UploadInspection, UploadQuestion } from './upload-inspection';

/**
 * Where uploads are inspected (upload-inspection.ts: decoded, sized, their structure checked,
 * hashed): in worker threads, never on the event loop, so a file that takes long to check (a bomb,
 * or only a large document) delays nobody else's request. Each file has a time budget: one that
 * holds its thread longer, or runs it out of memory, is refused as a bomb (150). When every thread
 * is busy and enough files wait, the next one is refused at once with 503 (status 151) rather than
 * queued without end.
 */
export const uploadCheckLimits = {
  /** Threads: the cores the event loop leaves, at least one, at most four. */
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  /** Files waiting for a thread (each holds its bytes, up to 10 MB, meanwhile). */
  queue: 16,
  /**
   * A file is checked in milliseconds, the most a document may inflate to (128 MB) in about half a
   * second: five seconds leave room for a machine under load before an honest file is refused.
   */
  budgetMs: 5_000,
  heapMb: 128,
};

/** An upload inspected on the pool given: its inspection, 150 past its budget, 503/151 when the pool is full. */
export const inspectUploadOn =
  (pool: BoundedPool<UploadQuestion, UploadInspection>) =>
  async (question: UploadQuestion): Promise<UploadInspection> => {
    try {
      return await pool.run(question);
    } catch (error) {
      if (error instanceof PoolBusy) throw new HttpFailure(503, Status.fileChecksBusy);
      // A file that holds a thread past its time, or past its memory, is refused like any other bomb.
      if (error instanceof BudgetExceeded || error instanceof ThreadLost) return { ok: false, reason: 'expands' };
      throw error;
    }
  };

let threads: BoundedPool<UploadQuestion, UploadInspection> | undefined;

/** The process's upload-check threads, started with its first upload (or by warmUploadChecks). */
const uploadCheckThreads = () =>
  (threads ??= boundedPool<UploadQuestion, UploadInspection>({
    module: new URL('./upload-inspection.ts', import.meta.url),
    exportName: 'inspectUpload',
    ...uploadCheckLimits,
  }));

/** An upload inspected off the event loop. */
export const inspectUploadOffLoop = (question: UploadQuestion): Promise<UploadInspection> =>
  inspectUploadOn(uploadCheckThreads())(question);

/** Starts a thread now, so the first upload does not wait for one to load (the server calls it once listening). */
export const warmUploadChecks = () => uploadCheckThreads().warm();
