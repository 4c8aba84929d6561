import { Status } from '@portal/contracts';
import { HttpFailure } from '../../platform/http/envelope';
import { BudgetExceeded, PoolBusy, ThreadLost, boundedPool, type BoundedPool } from '../../platform/workers/bounded-pool';

/**
 * Where a communication's texts are sanitised (sanitise.ts): one worker thread of the server's
 * bounded pools, started with the first communication saved, so neither loading jsdom nor
 * parsing holds the event loop. A few saves wait for it; past that, or past its time budget,
 * the save is answered 503 (status 500, try again) and nothing is written.
 */
export const plainTextLimits = { threads: 1, queue: 16, budgetMs: 5_000, heapMb: 192 };

let threads: BoundedPool<(string | null)[], (string | null)[]> | undefined;

export const plainTextsOffLoop = async (texts: (string | null)[]): Promise<(string | null)[]> => {
  threads ??= boundedPool({ module: new URL('./sanitise.ts', import.meta.url), exportName: 'plainCommunicationTexts', ...plainTextLimits });
  try {
    return await threads.run(texts);
  } catch (error) {
    if (error instanceof PoolBusy || error instanceof BudgetExceeded || error instanceof ThreadLost) {
      throw new HttpFailure(503, Status.serviceUnavailable);
    }
    throw error;
  }
};
