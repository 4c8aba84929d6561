import type { QueueId } from '@portal/contracts';
import { agreementsQueue } from './agreements';
import { annexesQueue } from './annexes';
import { companiesQueue } from './companies';
import { companyDataQueue } from './company-data';
import { educationQueue } from './education';
import { internshipChangesQueue } from './internship-changes';
import { internshipProposalsQueue } from './internship-proposals';
import { invoicesQueue } from './invoices';
import { offersQueue } from './offers';
import { programmeAdhesionsQueue } from './programme-adhesions';
import type { QueueHandler } from './queue';

/** Every work queue of the careers office, in the dashboard's order (contracts queueIds). */
export const queueHandlers: Partial<Record<QueueId, QueueHandler>> = {
  empresas: companiesQueue,
  ofertas: offersQueue,
  convenios: agreementsQueue,
  cambiosPracticas: internshipChangesQueue,
  propuestasPracticas: internshipProposalsQueue,
  adhesionesProgramas: programmeAdhesionsQueue,
  anexos: annexesQueue,
  facturas: invoicesQueue,
  centrosEducativos: educationQueue,
  datosEmpresa: companyDataQueue,
};
