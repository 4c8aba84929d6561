import { registerTranslations } from '@portal/i18n';

/**
 * What a company or a student waits for from the careers office (the `officeWaits` namespace):
 * each queue named as the one who waits sees it.
 */
registerTranslations('officeWaits', {
  es: {
    heading: 'Pendiente del servicio de empleo',
    since: 'desde hace {{age}}',
    today: 'desde hoy',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    see: 'Ver',
    queues: {
      empresas: 'Validación de la empresa',
      ofertas: 'Validación de la oferta',
      convenios: 'Convenio de colaboración',
      cambiosPracticas: 'Solicitud de cambio de prácticas',
      propuestasPracticas: 'Propuesta de prácticas',
      adhesionesProgramas: 'Adhesión a un programa',
      anexos: 'Anexo de prácticas',
      documentos: 'Revisión de un documento',
      facturas: 'Factura',
      centrosEducativos: 'Solicitud de centro educativo',
      datosEmpresa: 'Verificación de los datos de la empresa',
      estudios: 'Verificación de estudios',
    },
  },
  ca: {
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
  },
  en: {
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
  },
});
