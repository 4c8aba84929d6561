import { phoneRuleTexts } from '@portal/contracts';
import { registerTranslationsByLanguage } from '@portal/i18n';

/** Texts of the contact check by e-mail (spec 001 §4 proposal flow), in the `contactCheck` namespace. */
registerTranslationsByLanguage('contactCheck', {
  es: {
    check: 'Comprobar el contacto',
    validated: 'Contacto validado: {{name}}',
    notFound:
      'Lo sentimos, el contacto no se encuentra en la empresa. Por favor rellene los siguiente datos para poder darlo de alta:',
    created: 'Su contacto ha sido creado correctamente.',
    title: 'Tratamiento',
    firstName: 'Nombre',
    lastNames: 'Apellidos',
    nif: 'NIF',
    phone: 'Teléfono',
    position: 'Puesto',
    create: 'Dar de alta el contacto',
    minThree: 'Escribe al menos 3 caracteres',
    badPhone: phoneRuleTexts.es.phone,
    phoneTooLong: phoneRuleTexts.es.phoneTooLong,
    badNif: 'El NIF debe tener al menos 9 caracteres',
    required: 'Este campo es requerido',
    checkEmailFirst: 'Escribe un e-mail válido para comprobarlo',
  },
  ca: () => import(/* webpackChunkName: "language-ca-ui-contact-check-i18n" */ './i18n.ca').then((texts) => texts.contactCheck),
  en: () => import(/* webpackChunkName: "language-en-ui-contact-check-i18n" */ './i18n.en').then((texts) => texts.contactCheck),
});
