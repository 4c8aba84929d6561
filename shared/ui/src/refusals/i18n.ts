import { registerTranslationsByLanguage } from '@portal/i18n';

/** The words of the links that lead from a refusal to the place that fixes it (fixes.ts). */
registerTranslationsByLanguage('refusals', {
  es: {
    fixIt: 'Cómo solucionarlo',
    refusedFields: 'Campos por corregir',
    addStudy: 'Añade tus estudios en tu currículum',
    activateSearch: 'Activa la búsqueda de prácticas o empleo en tu currículum',
    workPermit: 'Indica tu permiso de trabajo en tu currículum',
    uploadOwnCv: 'Sube tu propio currículum en Documentos',
    uploadDegreeCopy: 'Sube la copia de tu título en Documentos',
    uploadRequiredDocuments: 'Sube en tu CV la documentación que pide esta oferta',
    personalData: 'Completa tus datos personales',
    socialSecurity: 'Indica tu número de la Seguridad Social',
    datum: {
      dni: 'Tu DNI o NIE (datos personales)',
      telefono: 'Tu teléfono (datos personales)',
      numSeguridadSocial: 'Tu número de la Seguridad Social',
    },
    addIban: 'Indica el IBAN en los datos de la empresa',
    requestAgreement: 'Solicita un convenio de colaboración',
    startDate: 'Corrige la fecha de inicio',
    dedication: 'Corrige la dedicación',
  },
  ca: () => import(/* webpackChunkName: "language-ca-ui-refusals-i18n" */ './i18n.ca').then((texts) => texts.refusals),
  en: () => import(/* webpackChunkName: "language-en-ui-refusals-i18n" */ './i18n.en').then((texts) => texts.refusals),
});
