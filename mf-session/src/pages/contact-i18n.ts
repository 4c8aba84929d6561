import { registerTranslationsByLanguage } from '@portal/i18n';

registerTranslationsByLanguage('contact', {
  es: {
    title: 'Contacto',
    intro: 'Escribe al servicio de empleo y prácticas. Te responderemos por correo electrónico.',
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    company: 'Empresa',
    queryType: 'Tipo de consulta',
    aboutInternships: 'Prácticas',
    aboutEmployment: 'Empleo',
    queryTypeRequired: 'Indica si tu consulta es sobre prácticas, empleo o ambas',
    dataProtectionToggle: 'Información sobre protección de datos',
    dataProtectionText:
      'Responsable: la universidad, a través de su servicio de empleo y prácticas. Finalidad: atender tu consulta y, si lo aceptas, enviarte comunicaciones del servicio. Conservamos los mensajes 3 años. Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo al servicio.',
    dataProtectionUnread: 'Abre y lee la información sobre protección de datos antes de enviar.',
    acceptTreatment: 'Acepto el tratamiento de mis datos para atender esta consulta',
    acceptCommunications: 'Acepto recibir comunicaciones del servicio de empleo y prácticas',
    send: 'Enviar',
  },
  ca: () => import(/* webpackChunkName: "language-ca-session-pages-contact-i18n" */ './contact-i18n.ca').then((texts) => texts.contact),
  en: () => import(/* webpackChunkName: "language-en-session-pages-contact-i18n" */ './contact-i18n.en').then((texts) => texts.contact),
});
