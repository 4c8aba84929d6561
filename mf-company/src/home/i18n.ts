import { registerTranslationsByLanguage } from '@portal/i18n';

/** The company home's tiles and its missing-data notice (spec 001 §2 Company home). */
registerTranslationsByLanguage('companyHome', {
  es: {
    tiles: 'Accesos directos',
    myInternshipOffers: 'Mis ofertas de prácticas',
    newInternshipOffer: 'Nueva oferta de prácticas',
    newProposal: 'Nueva propuesta de prácticas',
    myJobOffers: 'Mis ofertas de empleo',
    newJobOffer: 'Nueva oferta de empleo',
    offersCount_one: '{{count}} oferta',
    offersCount_other: '{{count}} ofertas',
    activeProcesses_one: '{{count}} proceso activo',
    activeProcesses_other: '{{count}} procesos activos',
    missingTitle: 'Faltan datos de tu empresa',
    missingCompany: 'Completa los datos de la empresa para poder publicar ofertas y firmar convenios.',
    missingContact: 'Completa los datos de la persona de contacto de la empresa.',
    completeData: 'Completar los datos de la empresa',
    later: 'Ahora no',
  },
  ca: () => import(/* webpackChunkName: "language-ca-company-home-i18n" */ './i18n.ca').then((texts) => texts.companyHome),
  en: () => import(/* webpackChunkName: "language-en-company-home-i18n" */ './i18n.en').then((texts) => texts.companyHome),
});
