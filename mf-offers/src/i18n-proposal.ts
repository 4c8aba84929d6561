import { registerTranslationsByLanguage } from '@portal/i18n';

/** Texts of /propuesta-practicas, in the offers namespace. */
registerTranslationsByLanguage('offers', {
  es: {
    proposalTitle: 'Propuesta de prácticas',
    proposalIntro:
      'Propón unas prácticas en una empresa: la buscamos por su CIF y el servicio de prácticas tramita tu propuesta.',
    proposalCif: 'CIF de la empresa',
    proposalCheck: 'Buscar la empresa',
    proposalFound: 'Empresa encontrada: {{name}}',
    proposalNotFound: 'La empresa no está en el portal: indica su nombre y la daremos de alta.',
    proposalCompanyName: 'Nombre de la empresa',
    proposalTutorEmail: 'E-mail del tutor o tutora en la empresa',
    proposalSignatoryEmail: 'E-mail de la persona firmante del convenio',
    proposalSignatoryMissing:
      'Esta persona aún no es firmante de la empresa: la empresa la dará de alta al tramitar el convenio.',
    proposalTutorMissing:
      'Esta persona aún no es contacto de la empresa: la empresa la dará de alta y la confirmará al recibir tu propuesta.',
    proposalDescription: 'Descripción de las prácticas',
    proposalSubmit: 'Enviar la propuesta',
    required: 'Este campo es requerido',
    badEmail: 'El email está mal formado',
    tooShort: 'Escribe al menos 10 caracteres',
  },
  ca: () => import(/* webpackChunkName: "language-ca-offers-i18n-proposal" */ './i18n-proposal.ca').then((texts) => texts.offers),
  en: () => import(/* webpackChunkName: "language-en-offers-i18n-proposal" */ './i18n-proposal.en').then((texts) => texts.offers),
});
