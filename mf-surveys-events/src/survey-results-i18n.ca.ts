// The Catalan texts of survey-results-i18n.ts, fetched only by a user of that language.
export const surveyResults = {
    pageTitle: "Resultats de l'enquesta",
    title: 'Resultats: {{title}}',
    downloadCsv: 'Descarrega el CSV',
    wrongKeyTitle: 'No es poden mostrar els resultats',
    wrongKeyBody:
      "L'enllaç de resultats no és vàlid: hi falta la clau, no és correcta o l'enquesta no existeix. Comprova que has copiat l'enllaç sencer.",
  };
