// The Catalan texts of i18n-guides.ts, fetched only by a user of that language.
export const cv = {
    help: {
      title: 'Ajuda',
      open: 'Ajuda',
      close: "Tanca l'ajuda",
      loading: "Carregant l'ajuda…",
      failed: "No s'ha pogut obrir l'ajuda",
    },
    guides: {
      title: "Guies d'orientació",
      none: "Encara no hi ha guies d'orientació.",
      open: 'Obre la guia «{{name}}»',
      seeAll: 'Mostra totes les guies',
    },
    missing: {
      title: 'Completa les teves dades personals',
      text: 'Per presentar-te a ofertes i fer pràctiques et falten aquestes dades:',
      ssnTitle: 'Falta el teu número de la Seguretat Social',
      ssnText: "Des de l'1 de gener de 2024 és obligatori per fer pràctiques.",
      ssnLink: 'Afegeix les meves dades de la Seguretat Social',
      dialogTitle: 'Completa les teves dades',
      close: 'Tanca',
      sections: {
        'datos-personales': 'Dades personals',
        estudios: 'Estudis',
        'seguridad-social': 'Dades de la Seguretat Social',
        'permiso-trabajo': 'Permís de treball',
      },
    },
  };
