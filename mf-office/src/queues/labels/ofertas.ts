import type { QueueLabels } from './types';

export const ofertasLabels: QueueLabels = {
  es: {
    titulo: 'Ofertas pendientes de validación',
    descripcion: 'Ofertas que los estudiantes no verán hasta que las valides; puedes devolverlas para cambios.',
    estados: {
      pendiente: 'Pendiente',
      devuelta: 'Devuelta para cambios',
      publicada: 'Publicada',
      rechazada: 'Rechazada',
      caducada: 'Caducada',
      cerrada: 'Cerrada',
      borrador: 'Borrador de la empresa (aún no enviado)',
    },
    acciones: { validar: 'Validar y publicar', rechazar: 'Rechazar la oferta', devolver: 'Devolver para cambios' },
    campos: { oferta: 'La oferta como la verán los estudiantes', empresa: 'Empresa', cif: 'CIF', motivo: 'Último motivo', idEmpresa: 'Empresa' },
    avisos: {},
  },
  ca: {
    titulo: 'Ofertes pendents de validació',
    descripcion: 'Ofertes que els estudiants no veuran fins que les validis; pots retornar-les per a canvis.',
    estados: {
      pendiente: 'Pendent',
      devuelta: 'Retornada per a canvis',
      publicada: 'Publicada',
      rechazada: 'Rebutjada',
      caducada: 'Caducada',
      cerrada: 'Tancada',
      borrador: "Esborrany de l'empresa (encara no enviat)",
    },
    acciones: { validar: 'Valida i publica', rechazar: "Rebutja l'oferta", devolver: 'Retorna per a canvis' },
    campos: { oferta: "L'oferta com la veuran els estudiants", empresa: 'Empresa', cif: 'CIF', motivo: 'Últim motiu', idEmpresa: 'Empresa' },
    avisos: {},
  },
  en: {
    titulo: 'Offers waiting for validation',
    descripcion: 'Offers students will not see until you validate them; you can return them for changes.',
    estados: {
      pendiente: 'Waiting',
      devuelta: 'Returned for changes',
      publicada: 'Published',
      rechazada: 'Rejected',
      caducada: 'Expired',
      cerrada: 'Closed',
      borrador: "The company's draft (not sent yet)",
    },
    acciones: { validar: 'Validate and publish', rechazar: 'Reject the offer', devolver: 'Return for changes' },
    campos: { oferta: 'The offer as students will see it', empresa: 'Company', cif: 'Tax id (CIF)', motivo: 'Last reason', idEmpresa: 'Company' },
    avisos: {},
  },
};
