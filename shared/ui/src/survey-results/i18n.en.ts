// The English texts of i18n.ts, fetched only by a user of that language.
export const surveyResultsView = {
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
  };
