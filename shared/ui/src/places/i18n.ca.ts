// The Catalan texts of i18n.ts, fetched only by a user of that language.
export const places = {
    country: 'País',
    province: 'Província',
    municipality: 'Municipi',
    island: 'Illa',
    streetType: 'Tipus de via',
    choose: 'Selecciona una opció',
    search: 'Cerca {{field}}',
    searchHint: 'Escriu per filtrar la llista',
    options_one: '{{count}} opció',
    options_other: '{{count}} opcions',
    noMatch: 'Cap opció coincideix amb la cerca',
    loading: 'Carregant les dades de referència…',
    loadError: "No s'han pogut carregar les llistes de països i províncies.",
    retry: 'Torna-ho a provar',
    required: 'Aquest camp és requerit',
  };
