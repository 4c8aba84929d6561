import { registerTranslationsByLanguage } from '@portal/i18n';

/** Texts of a survey's results (the `surveyResultsView` namespace): its totals, and each question's chart and table. */
registerTranslationsByLanguage('surveyResultsView', {
  es: {
    responses: 'Contestaciones',
    audience: 'Destinatarios',
    openAudience: 'Abierta a todo su público',
    responseRate: 'Tasa de respuesta',
    noRate: 'Sin tasa: la encuesta no tiene destinatarios fijos',
    noAnswersTitle: 'Todavía no hay respuestas',
    noAnswersBody:
      'Cuando alguien conteste la encuesta, aquí verás cuántas veces se ha elegido cada respuesta.',
    question: 'Pregunta {{number}}',
    chartSummary: 'Gráfico de barras de «{{question}}»: {{values}}.',
    chartValue: '{{answer}}, {{total}} ({{percent}})',
    tableCaption: 'Respuestas a «{{question}}»',
    answer: 'Respuesta',
    total: 'Contestaciones',
    percent: 'Porcentaje',
    textAnswers_one:
      '{{count}} persona ha escrito una respuesta. Las respuestas de texto no se muestran aquí.',
    textAnswers_other:
      '{{count}} personas han escrito una respuesta. Las respuestas de texto no se muestran aquí.',
  },
  ca: () => import(/* webpackChunkName: "language-ca-ui-survey-results-i18n" */ './i18n.ca').then((texts) => texts.surveyResultsView),
  en: () => import(/* webpackChunkName: "language-en-ui-survey-results-i18n" */ './i18n.en').then((texts) => texts.surveyResultsView),
});
