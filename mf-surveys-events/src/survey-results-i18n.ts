import { registerTranslationsByLanguage } from '@portal/i18n';

/** Texts of the careers office's results page (`/encuestas/{id}/resultados`). */
registerTranslationsByLanguage('surveyResults', {
  es: {
    pageTitle: 'Resultados de la encuesta',
    title: 'Resultados: {{title}}',
    downloadCsv: 'Descargar CSV',
    wrongKeyTitle: 'No se pueden mostrar los resultados',
    wrongKeyBody:
      'El enlace de resultados no es válido: falta la clave, no es correcta o la encuesta no existe. Comprueba que has copiado el enlace completo.',
  },
  ca: () => import(/* webpackChunkName: "language-ca-surveys-events-survey-results-i18n" */ './survey-results-i18n.ca').then((texts) => texts.surveyResults),
  en: () => import(/* webpackChunkName: "language-en-surveys-events-survey-results-i18n" */ './survey-results-i18n.en').then((texts) => texts.surveyResults),
});
