import type { QueueId } from '@portal/contracts';
import { agreementsQueue } from './agreements';
import { companiesQueue } from './companies';
import { companyDataQueue } from './company-data';
import { educationQueue } from './education';
import { invoicesQueue } from './invoices';
import { offersQueue } from './offers';
import type { QueueHandler } from './queue';

/** Every work queue of the careers office, in the dashboard's order (contracts queueIds). */
export const queueHandlers: Partial<Record<QueueId, QueueHandler>> = {
  empresas: companiesQueue,
  ofertas: offersQueue,
  convenios: agreementsQueue,
  facturas: invoicesQueue,
  centrosEducativos: educationQueue,
  datosEmpresa: companyDataQueue,
};
