// The English texts of i18n.ts, fetched only by a user of that language.
export const officeWaits = {
    heading: 'Waiting for the careers service',
    since: 'for {{age}}',
    today: 'since today',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    see: 'See',
    queues: {
      empresas: 'Company validation',
      ofertas: 'Offer validation',
      convenios: 'Collaboration agreement',
      cambiosPracticas: 'Internship change request',
      propuestasPracticas: 'Internship proposal',
      adhesionesProgramas: 'Programme adhesion',
      anexos: 'Internship annex',
      documentos: 'Document review',
      facturas: 'Invoice',
      centrosEducativos: 'Education centre request',
      datosEmpresa: 'Company data verification',
      estudios: 'Studies verification',
    },
  };
