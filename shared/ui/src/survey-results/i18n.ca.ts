// The Catalan texts of i18n.ts, fetched only by a user of that language.
export const surveyResultsView = {
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
  };
