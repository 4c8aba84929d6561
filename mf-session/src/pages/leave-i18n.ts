import { registerTranslations } from '@portal/i18n';

/** The words of the leave page (/solicitar-baja): request, pending erasure, cancel, download. */
registerTranslations('leave', {
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
  ca: {
    title: 'Sol·licita la baixa del servei',
    intro:
      'Pots demanar que suprimim el teu compte i totes les teves dades del portal: el teu CV, els teus documents, les teves candidatures, les teves respostes a enquestes, les teves notificacions i els teus consentiments.',
    introGrace_one:
      "Les suprimirem {{count}} dia després de la teva sol·licitud i fins aleshores la podràs cancel·lar des d'aquesta pàgina. Les empreses deixen de veure les teves candidatures i el teu CV tan bon punt la demanes.",
    introGrace_other:
      "Les suprimirem {{count}} dies després de la teva sol·licitud i fins aleshores la podràs cancel·lar des d'aquesta pàgina. Les empreses deixen de veure les teves candidatures i el teu CV tan bon punt la demanes.",
    introAtOnce: 'Les suprimirem en el moment que ho demanis i no ho podràs desfer.',
    kept: 'De cada pràctica que hagis fet conservem només un registre sense les teves dades personals (empresa, títol, dates i estat), com explica la',
    privacyPolicy: 'política de privacitat',
    downloadTitle: 'Desa una còpia de les teves dades',
    downloadText: 'Baixa un arxiu .zip amb tot el que el portal guarda sobre tu i els fitxers que vas pujar.',
    download: 'Baixa totes les meves dades (.zip)',
    requestTitle: 'Sol·licita la baixa',
    reason: 'Motiu (opcional)',
    confirm: 'Confirmo que vull donar-me de baixa del servei',
    confirmRequired: 'Marca la casella per confirmar la baixa',
    submit: 'Sol·licita la baixa',
    pendingTitle: 'La teva baixa està programada',
    pendingDate: 'Suprimirem el teu compte i les teves dades el',
    pendingSince:
      'La vas demanar el {{date}}. Des d’aleshores les empreses no veuen les teves candidatures ni el teu CV i no et pots inscriure a ofertes.',
    pendingCancelText: 'Si canvies d’idea, cancel·la la baixa abans d’aquesta data: el teu compte continuarà com estava.',
    cancel: 'Cancel·la la baixa',
    home: "Ves a l'inici",
  },
  en: {
    title: 'Ask to leave the service',
    intro:
      'You can ask us to erase your account and all your data from the portal: your CV, your documents, your applications, your survey answers, your notifications and your consents.',
    introGrace_one:
      'We erase them {{count}} day after your request, and until then you can cancel it on this page. Companies stop seeing your applications and your CV as soon as you ask.',
    introGrace_other:
      'We erase them {{count}} days after your request, and until then you can cancel it on this page. Companies stop seeing your applications and your CV as soon as you ask.',
    introAtOnce: 'We erase them as soon as you ask, and it cannot be undone.',
    kept: 'Of each internship you did we keep only a record without your personal data (company, title, dates and state), as explained in the',
    privacyPolicy: 'privacy policy',
    downloadTitle: 'Keep a copy of your data',
    downloadText: 'Download a .zip archive with everything the portal holds about you and the files you uploaded.',
    download: 'Download all my data (.zip)',
    requestTitle: 'Ask to leave',
    reason: 'Reason (optional)',
    confirm: 'I confirm I want to leave the service',
    confirmRequired: 'Tick the box to confirm',
    submit: 'Ask to leave',
    pendingTitle: 'Your request to leave is scheduled',
    pendingDate: 'We will erase your account and your data on',
    pendingSince:
      'You asked on {{date}}. Since then companies do not see your applications or your CV, and you cannot apply to offers.',
    pendingCancelText: 'If you change your mind, cancel before that date: your account stays as it was.',
    cancel: 'Cancel my request to leave',
    home: 'Go to the home page',
  },
});
