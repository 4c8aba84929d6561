import { registerTranslationsByLanguage } from '@portal/i18n';

registerTranslationsByLanguage('company', {
  es: {
    title: 'Mi empresa',
    summary: 'Resumen de tu empresa',
    tradeName: 'Nombre comercial',
    legalName: 'Razón social',
    cif: 'CIF',
    description: 'Descripción',
    noDescription: 'Todavía no has añadido una descripción de tu empresa.',
    validation: 'Estado de la cuenta',
    validated: 'Validada por el servicio de empleo',
    pending: 'Pendiente de validación por el servicio de empleo',
    activeOffers: 'Ofertas activas',
    activeOffersCount_one: '{{count}} oferta activa',
    activeOffersCount_other: '{{count}} ofertas activas',
    seeCompany: 'Ver los datos de la empresa',
  },
  ca: () => import(/* webpackChunkName: "language-ca-company-company-data-i18n-summary" */ './i18n-summary.ca').then((texts) => texts.company),
  en: () => import(/* webpackChunkName: "language-en-company-company-data-i18n-summary" */ './i18n-summary.en').then((texts) => texts.company),
});
