import { registerTranslationsByLanguage } from '@portal/i18n';

/**
 * The words of a part of a page whose code arrives when it is opened (a CV section's form, a
 * company form). All three languages are here, not fetched later: they are needed precisely when
 * the network failed to bring that code.
 */
const texts = {
  es: {
    loading: 'Cargando el formulario…',
    failedTitle: 'No se ha podido abrir el formulario',
    failedBody: 'Comprueba tu conexión a internet y vuelve a intentarlo.',
    retry: 'Reintentar',
  },
  ca: {
    loading: 'Carregant el formulari…',
    failedTitle: "No s'ha pogut obrir el formulari",
    failedBody: 'Comprova la teva connexió a internet i torna-ho a provar.',
    retry: 'Torna-ho a provar',
  },
  en: {
    loading: 'Loading the form…',
    failedTitle: 'The form could not be opened',
    failedBody: 'Check your internet connection and try again.',
    retry: 'Try again',
  },
};

registerTranslationsByLanguage('lazyPart', {
  es: texts.es,
  ca: () => Promise.resolve(texts.ca),
  en: () => Promise.resolve(texts.en),
});
