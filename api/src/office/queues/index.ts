import type { QueueId } from '@portal/contracts';
import { companiesQueue } from './companies';
import { documentsQueue } from './documents';
import { offersQueue } from './offers';
import type { QueueHandler } from './queue';
import { studiesQueue } from './studies';

/** Every work queue of the careers office, in the dashboard's order (contracts queueIds). */
export const queueHandlers: Partial<Record<QueueId, QueueHandler>> = {
  empresas: companiesQueue,
  ofertas: offersQueue,
  documentos: documentsQueue,
  estudios: studiesQueue,
};
