import { Status } from '@portal/contracts';
import { HttpFailure } from '../../platform/http/envelope';
import { BudgetExceeded, PoolBusy, ThreadLost, boundedPool, type BoundedPool } from '../../platform/workers/bounded-pool';
import { plainTextLimits } from '../communications/plain-text-threads';
import type { GuideHtmlCheck } from './sanitise';

/**
 * Where a guide's descriptions are checked (sanitise.ts): one worker thread, with the limits of
 * the communications' sanitiser, started with the first guide saved. Past its queue or its time
 * budget the save is answered 503 (status 500, try again) and nothing is written.
 */
let threads: BoundedPool<string[], GuideHtmlCheck[]> | undefined;

export const guideHtmlOffLoop = async (texts: string[]): Promise<GuideHtmlCheck[]> => {
  threads ??= boundedPool({ module: new URL('./sanitise.ts', import.meta.url), exportName: 'checkGuideHtmls', ...plainTextLimits });
  try {
    return await threads.run(texts);
  } catch (error) {
    if (error instanceof PoolBusy || error instanceof BudgetExceeded || error instanceof ThreadLost) {
      throw new HttpFailure(503, Status.serviceUnavailable);
    }
    throw error;
  }
};
