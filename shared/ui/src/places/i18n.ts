import { registerTranslationsByLanguage } from '@portal/i18n';

/** Texts of the place selects, in the `places` namespace. */
registerTranslationsByLanguage('places', {
  es: {
    country: 'País',
    province: 'Provincia',
    municipality: 'Municipio',
    island: 'Isla',
    streetType: 'Tipo de vía',
    choose: 'Selecciona una opción',
    search: 'Buscar {{field}}',
    searchHint: 'Escribe para filtrar la lista',
    options_one: '{{count}} opción',
    options_other: '{{count}} opciones',
    noMatch: 'Ninguna opción coincide con la búsqueda',
    loading: 'Cargando los datos de referencia…',
    loadError: 'No se han podido cargar las listas de países y provincias.',
    retry: 'Reintentar',
    required: 'Este campo es requerido',
  },
  ca: () => import(/* webpackChunkName: "language-ca-ui-places-i18n" */ './i18n.ca').then((texts) => texts.places),
  en: () => import(/* webpackChunkName: "language-en-ui-places-i18n" */ './i18n.en').then((texts) => texts.places),
});
