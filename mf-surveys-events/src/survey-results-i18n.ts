import { registerTranslations } from '@portal/i18n';

/** Texts of the careers office's results page (`/encuestas/{id}/resultados`). */
registerTranslations('surveyResults', {
  es: {
    pageTitle: 'Resultados de la encuesta',
    title: 'Resultados: {{title}}',
    downloadCsv: 'Descargar CSV',
    wrongKeyTitle: 'No se pueden mostrar los resultados',
    wrongKeyBody:
      'El enlace de resultados no es válido: falta la clave, no es correcta o la encuesta no existe. Comprueba que has copiado el enlace completo.',
  },
  ca: {
    pageTitle: "Resultats de l'enquesta",
    title: 'Resultats: {{title}}',
    downloadCsv: 'Descarrega el CSV',
    wrongKeyTitle: 'No es poden mostrar els resultats',
    wrongKeyBody:
      "L'enllaç de resultats no és vàlid: hi falta la clau, no és correcta o l'enquesta no existeix. Comprova que has copiat l'enllaç sencer.",
  },
  en: {
    pageTitle: 'Survey results',
    title: 'Results: {{title}}',
    downloadCsv: 'Download CSV',
    wrongKeyTitle: 'The results cannot be shown',
    wrongKeyBody:
      'The results link is not valid: its key is missing or wrong, or the survey does not exist. Check that you copied the whole link.',
  },
});
