import { registerTranslations } from '@portal/i18n';

registerTranslations('offersCompanyProgrammes', {
  es: {
    title: 'Programas de tu empresa',
    intro: 'Los programas a los que tu empresa ha pedido adherirse (una vez por empresa) y cómo está cada solicitud.',
    empty: 'Tu empresa todavía no ha pedido adherirse a ningún programa.',
    status_solicitada: 'Solicitada',
    status_aceptada: 'Aceptada',
    status_rechazada: 'Rechazada',
    requestedOn: 'Solicitada el {{date}}',
    closed: 'Programa cerrado',
  },
  ca: {
    title: 'Programes de la teva empresa',
    intro: "Els programes als quals la teva empresa ha demanat adherir-se (una vegada per empresa) i com està cada sol·licitud.",
    empty: 'La teva empresa encara no ha demanat adherir-se a cap programa.',
    status_solicitada: 'Sol·licitada',
    status_aceptada: 'Acceptada',
    status_rechazada: 'Rebutjada',
    requestedOn: 'Sol·licitada el {{date}}',
    closed: 'Programa tancat',
  },
  en: {
    title: "Your company's programmes",
    intro: 'The programmes your company asked to join (once per company) and where each request stands.',
    empty: 'Your company has not asked to join any programme yet.',
    status_solicitada: 'Requested',
    status_aceptada: 'Accepted',
    status_rechazada: 'Refused',
    requestedOn: 'Requested on {{date}}',
    closed: 'Programme closed',
  },
});
