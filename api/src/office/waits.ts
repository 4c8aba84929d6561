import { queueIds, type OfficeWait } from '@portal/contracts';
import type { Db, Recipient } from './queues/queue';
import { queueHandlers } from './queues';

/** Everything of one company or one student that waits on the careers office, oldest first. */
export const officeWaitsOf = async (db: Db, owner: Recipient): Promise<OfficeWait[]> => {
  const waits: OfficeWait[] = [];
  for (const cola of queueIds) {
    const handler = queueHandlers[cola];
    if (handler) waits.push(...(await handler.waitingOf(db, owner)));
  }
  return waits.sort((a, b) => a.desde.localeCompare(b.desde));
};
