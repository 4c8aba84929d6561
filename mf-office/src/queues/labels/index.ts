import type { QueueId } from '@portal/contracts';
import { adhesionesProgramasLabels } from './adhesionesProgramas';
import { anexosLabels } from './anexos';
import { cambiosPracticasLabels } from './cambiosPracticas';
import { centrosEducativosLabels } from './centrosEducativos';
import { conveniosLabels } from './convenios';
import { datosEmpresaLabels } from './datosEmpresa';
import { documentosLabels } from './documentos';
import { empresasLabels } from './empresas';
import { estudiosLabels } from './estudios';
import { facturasLabels } from './facturas';
import { ofertasLabels } from './ofertas';
import { propuestasPracticasLabels } from './propuestasPracticas';
import type { QueueLabels } from './types';

/**
 * The registry of the queues' words: every queue of the office (a new queue without its words
 * fails the type check). A word missing in a file still shows: as the server's raw key (`wordOf`).
 */
export const queueLabels: Record<QueueId, QueueLabels> = {
  empresas: empresasLabels,
  ofertas: ofertasLabels,
  convenios: conveniosLabels,
  cambiosPracticas: cambiosPracticasLabels,
  propuestasPracticas: propuestasPracticasLabels,
  adhesionesProgramas: adhesionesProgramasLabels,
  anexos: anexosLabels,
  documentos: documentosLabels,
  facturas: facturasLabels,
  centrosEducativos: centrosEducativosLabels,
  datosEmpresa: datosEmpresaLabels,
  estudios: estudiosLabels,
};

export type { DecisionField, QueueLabels, QueueWords } from './types';
