import { registerTranslationsByLanguage } from '@portal/i18n';

registerTranslationsByLanguage('offersCompanyProgrammes', {
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
  ca: () => import(/* webpackChunkName: "language-ca-offers-i18n-company-programmes" */ './i18n-company-programmes.ca').then((texts) => texts.offersCompanyProgrammes),
  en: () => import(/* webpackChunkName: "language-en-offers-i18n-company-programmes" */ './i18n-company-programmes.en').then((texts) => texts.offersCompanyProgrammes),
});
