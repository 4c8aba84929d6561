import { registerTranslations } from '@portal/i18n';

/** Texts of a survey's results (the `surveyResultsView` namespace): its totals, and each question's chart and table. */
registerTranslations('surveyResultsView', {
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
  ca: {
    responses: 'Respostes rebudes',
    audience: 'Destinataris',
    openAudience: 'Oberta a tot el seu públic',
    responseRate: 'Taxa de resposta',
    noRate: "Sense taxa: l'enquesta no té destinataris fixos",
    noAnswersTitle: 'Encara no hi ha respostes',
    noAnswersBody: "Quan algú respongui l'enquesta, aquí veuràs quantes vegades s'ha triat cada resposta.",
    question: 'Pregunta {{number}}',
    chartSummary: 'Gràfic de barres de «{{question}}»: {{values}}.',
    chartValue: '{{answer}}, {{total}} ({{percent}})',
    tableCaption: 'Respostes a «{{question}}»',
    answer: 'Resposta',
    total: 'Respostes',
    percent: 'Percentatge',
    textAnswers_one: '{{count}} persona ha escrit una resposta. Les respostes de text no es mostren aquí.',
    textAnswers_other:
      '{{count}} persones han escrit una resposta. Les respostes de text no es mostren aquí.',
  },
  en: {
    responses: 'Responses',
    audience: 'Audience',
    openAudience: 'Open to its whole public',
    responseRate: 'Response rate',
    noRate: 'No rate: the survey has no fixed audience',
    noAnswersTitle: 'No answers yet',
    noAnswersBody: 'Once someone answers the survey, you will see here how often each answer was chosen.',
    question: 'Question {{number}}',
    chartSummary: 'Bar chart of “{{question}}”: {{values}}.',
    chartValue: '{{answer}}, {{total}} ({{percent}})',
    tableCaption: 'Answers to “{{question}}”',
    answer: 'Answer',
    total: 'Responses',
    percent: 'Percentage',
    textAnswers_one: '{{count}} person wrote an answer. Text answers are not shown here.',
    textAnswers_other: '{{count}} people wrote an answer. Text answers are not shown here.',
  },
});
