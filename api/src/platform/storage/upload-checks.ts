import { availableParallelism } from 'node:os';
import { Status } from '@portal/contracts';
import { HttpFailure } from '../http/envelope';
import { BudgetExceeded, PoolBusy, ThreadLost, boundedPool, type BoundedPool } from '../workers/bounded-pool';
import type { StructureQuestion, Verdict } from './file-structure';

/**
 * Where the structure of an upload is checked (file-structure.ts): in worker threads, never on the
 * event loop, so a file that takes long to check (a bomb, or only a large document) delays nobody
 * else's request. Each file has a time budget: one that holds its thread longer, or runs it out of
 * memory, is refused as a bomb (150). When every thread is busy and enough files wait, the next one
 * is refused at once with 503 (status 151) rather than queued without end.
 */
export const uploadCheckLimits = {
  /** Threads: the cores the event loop leaves, at least one, at most four. */
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  /** Files waiting for a thread (each holds its bytes, up to 10 MB, meanwhile). */
  queue: 16,
  /** A file's checks run in milliseconds; a 10 MB document's inflating takes well under a second. */
  budgetMs: 3_000,
  heapMb: 128,
};

/** The structure check of one file on the pool given: its verdict, 150 past its budget, 503/151 when the pool is full. */
export const structureCheckOn =
  (pool: BoundedPool<StructureQuestion, Verdict>) =>
  async (extension: string, bytes: Uint8Array): Promise<Verdict> => {
    try {
      return await pool.run({ extension, bytes });
    } catch (error) {
      if (error instanceof PoolBusy) throw new HttpFailure(503, Status.fileChecksBusy);
      // A file that holds a thread past its time, or past its memory, is refused like any other bomb.
      if (error instanceof BudgetExceeded || error instanceof ThreadLost) return 'expands';
      throw error;
    }
  };

let threads: BoundedPool<StructureQuestion, Verdict> | undefined;

/** The process's upload-check threads, started with its first upload (or by warmUploadChecks). */
const uploadCheckThreads = () =>
  (threads ??= boundedPool<StructureQuestion, Verdict>({
    module: new URL('./file-structure.ts', import.meta.url),
    exportName: 'answerStructureQuestion',
    ...uploadCheckLimits,
  }));

/** Whether the bytes are a whole file of the type the extension names, within bounds: checked off the event loop. */
export const checkStructureOffLoop = (extension: string, bytes: Uint8Array): Promise<Verdict> =>
  structureCheckOn(uploadCheckThreads())(extension, bytes);

/** Starts a thread now, so the first upload does not wait for one to load (the server calls it once listening). */
export const warmUploadChecks = () => uploadCheckThreads().warm();
