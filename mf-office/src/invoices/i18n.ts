import { registerTranslationsByLanguage } from '@portal/i18n';

/** The office's form to issue an invoice, beside the invoices queue (namespace `officeInvoices`). */
registerTranslationsByLanguage('officeInvoices', {
  es: {
    open: 'Emitir una factura',
    close: 'Cerrar el formulario',
    legend: 'Nueva factura',
    intro: 'La factura toma el número siguiente del año y la empresa recibe un aviso.',
    cif: 'CIF de la empresa',
    cifHint: 'El de una empresa registrada en el portal.',
    concepto: 'Concepto',
    baseImponible: 'Base imponible (€)',
    baseHint: 'Con dos decimales como máximo, por ejemplo 150,50.',
    tipoIva: 'IVA (%)',
    diasVencimiento: 'Días hasta el vencimiento',
    issue: 'Emitir la factura',
    issued: 'Factura {{numero}} emitida',
    issuedBody: '«{{concepto}}»: {{total}} €, vence el {{vencimiento}}. La empresa ya la ve en sus facturas.',
    required: 'Este campo es requerido',
    conceptShort: 'Escribe al menos 3 caracteres',
    amount: 'Entre 0 y 1.000.000, con dos decimales como máximo',
    vat: 'Entre 0 y 100',
    days: 'Entre 0 y 365 días',
    unknownCif: 'No hay ninguna empresa con este CIF en el portal',
  },
  ca: () => import(/* webpackChunkName: "language-ca-office-invoices-i18n" */ './i18n.ca').then((texts) => texts.officeInvoices),
  en: () => import(/* webpackChunkName: "language-en-office-invoices-i18n" */ './i18n.en').then((texts) => texts.officeInvoices),
});
