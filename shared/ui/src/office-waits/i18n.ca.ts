// The Catalan texts of i18n.ts, fetched only by a user of that language.
export const officeWaits = {
    heading: "Pendent del servei d'ocupació",
    since: 'des de fa {{age}}',
    today: "des d'avui",
    days_one: '{{count}} dia',
    days_other: '{{count}} dies',
    see: 'Mostra',
    queues: {
      empresas: "Validació de l'empresa",
      ofertas: "Validació de l'oferta",
      convenios: 'Conveni de col·laboració',
      cambiosPracticas: 'Sol·licitud de canvi de pràctiques',
      propuestasPracticas: 'Proposta de pràctiques',
      adhesionesProgramas: 'Adhesió a un programa',
      anexos: 'Annex de pràctiques',
      documentos: "Revisió d'un document",
      facturas: 'Factura',
      centrosEducativos: 'Sol·licitud de centre educatiu',
      datosEmpresa: "Verificació de les dades de l'empresa",
      estudios: "Verificació d'estudis",
    },
  };
