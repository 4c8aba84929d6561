import { registerTranslationsByLanguage } from '@portal/i18n';

/**
 * What a company or a student waits for from the careers office (the `officeWaits` namespace):
 * each queue named as the one who waits sees it.
 */
registerTranslationsByLanguage('officeWaits', {
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
  ca: () => import(/* webpackChunkName: "language-ca-ui-office-waits-i18n" */ './i18n.ca').then((texts) => texts.officeWaits),
  en: () => import(/* webpackChunkName: "language-en-ui-office-waits-i18n" */ './i18n.en').then((texts) => texts.officeWaits),
});
