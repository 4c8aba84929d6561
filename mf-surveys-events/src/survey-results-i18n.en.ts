// The English texts of survey-results-i18n.ts, fetched only by a user of that language.
export const surveyResults = {
    pageTitle: 'Survey results',
    title: 'Results: {{title}}',
    downloadCsv: 'Download CSV',
    wrongKeyTitle: 'The results cannot be shown',
    wrongKeyBody:
      'The results link is not valid: its key is missing or wrong, or the survey does not exist. Check that you copied the whole link.',
  };
