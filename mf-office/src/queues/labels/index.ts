import type { QueueId } from '@portal/contracts';
import { empresasLabels } from './empresas';
import { ofertasLabels } from './ofertas';
import type { QueueLabels } from './types';

/**
 * The registry of the queues' words: one line per queue whose labels file exists. A queue missing
 * here still works: its list and record page show the server's raw keys (see `wordOf`).
 * Adding a queue's words: write `labels/<queueId>.ts` (format: types.ts) and add its line below.
 */
export const queueLabels: Partial<Record<QueueId, QueueLabels>> = {
  empresas: empresasLabels,
  ofertas: ofertasLabels,
};

export type { DecisionField, QueueLabels, QueueWords } from './types';
