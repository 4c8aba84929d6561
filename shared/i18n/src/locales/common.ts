import type { Language } from '@portal/contracts';

/** Texts several apps use: actions, loading and failure states. */
export const commonTexts: Record<Language, Record<string, string>> = {
  es: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    close: 'Cerrar',
    accept: 'Aceptar',
    areaUnavailableTitle: 'Esta sección no está disponible ahora',
    areaUnavailableBody: 'No hemos podido cargar esta parte del portal. El resto sigue funcionando; vuelve a intentarlo en unos segundos.',
    areaCrashedTitle: 'Algo ha fallado en esta sección',
    areaCrashedBody: 'Ha ocurrido un error inesperado al mostrar esta parte del portal.',
    noResults: 'No hay resultados.',
    seeAll: 'Ver todas',
    date: 'Fecha',
  },
  ca: {
    loading: 'Carregant…',
    retry: 'Torna-ho a provar',
    close: 'Tanca',
    accept: 'Accepta',
    areaUnavailableTitle: 'Aquesta secció no està disponible ara',
    areaUnavailableBody: "No hem pogut carregar aquesta part del portal. La resta continua funcionant; torna-ho a provar d'aquí a uns segons.",
    areaCrashedTitle: 'Alguna cosa ha fallat en aquesta secció',
    areaCrashedBody: "S'ha produït un error inesperat en mostrar aquesta part del portal.",
    noResults: 'No hi ha resultats.',
    seeAll: 'Mostra-les totes',
    date: 'Data',
  },
  en: {
    loading: 'Loading…',
    retry: 'Retry',
    close: 'Close',
    accept: 'Accept',
    areaUnavailableTitle: 'This section is not available right now',
    areaUnavailableBody: 'We could not load this part of the portal. Everything else still works; try again in a few seconds.',
    areaCrashedTitle: 'Something went wrong in this section',
    areaCrashedBody: 'An unexpected error happened while showing this part of the portal.',
    noResults: 'No results.',
    seeAll: 'See all',
    date: 'Date',
  },
};
