import { registerTranslationsByLanguage } from '@portal/i18n';

/** The words of the leave page (/solicitar-baja): request, pending erasure, cancel, download. */
registerTranslationsByLanguage('leave', {
  es: {
    title: 'Solicitar la baja del servicio',
    intro:
      'Puedes pedir que suprimamos tu cuenta y todos tus datos del portal: tu CV, tus documentos, tus candidaturas, tus respuestas a encuestas, tus notificaciones y tus consentimientos.',
    introGrace_one:
      'Los suprimiremos {{count}} día después de tu solicitud y hasta entonces podrás cancelarla desde esta página. Las empresas dejan de ver tus candidaturas y tu CV en cuanto la pides.',
    introGrace_other:
      'Los suprimiremos {{count}} días después de tu solicitud y hasta entonces podrás cancelarla desde esta página. Las empresas dejan de ver tus candidaturas y tu CV en cuanto la pides.',
    introAtOnce: 'Los suprimiremos en el momento en que lo pidas y no podrás deshacerlo.',
    kept: 'De cada práctica que hayas hecho conservamos solo un registro sin tus datos personales (empresa, título, fechas y estado), como explica la',
    privacyPolicy: 'política de privacidad',
    downloadTitle: 'Guarda una copia de tus datos',
    downloadText: 'Descarga un archivo .zip con todo lo que el portal guarda sobre ti y los ficheros que subiste.',
    download: 'Descargar todos mis datos (.zip)',
    requestTitle: 'Solicitar la baja',
    reason: 'Motivo (opcional)',
    confirm: 'Confirmo que quiero darme de baja del servicio',
    confirmRequired: 'Marca la casilla para confirmar la baja',
    submit: 'Solicitar la baja',
    pendingTitle: 'Tu baja está programada',
    pendingDate: 'Suprimiremos tu cuenta y tus datos el',
    pendingSince:
      'La pediste el {{date}}. Desde entonces las empresas no ven tus candidaturas ni tu CV y no puedes inscribirte en ofertas.',
    pendingCancelText: 'Si cambias de idea, cancela la baja antes de esa fecha: tu cuenta seguirá como estaba.',
    cancel: 'Cancelar la baja',
    home: 'Ir al inicio',
  },
  ca: () => import(/* webpackChunkName: "language-ca-session-pages-leave-i18n" */ './leave-i18n.ca').then((texts) => texts.leave),
  en: () => import(/* webpackChunkName: "language-en-session-pages-leave-i18n" */ './leave-i18n.en').then((texts) => texts.leave),
});
