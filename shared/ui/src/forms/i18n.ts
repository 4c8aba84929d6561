import { registerTranslationsByLanguage } from '@portal/i18n';

/**
 * Texts of the shared form helpers (field problems of validation.ts, new password fields, the
 * form card), in the `forms` namespace: the same words in every app's forms (spec 000 §5).
 */
registerTranslationsByLanguage('forms', {
  es: {
    required: 'Este campo es requerido',
    emailMalformed: 'El email está mal formado',
    passwordShort: 'La contraseña debe tener al menos 8 caracteres',
    passwordDigit: 'La contraseña debe incluir al menos un número',
    passwordMismatch: 'Las contraseñas no coinciden',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Repite la contraseña',
    passwordHint: 'Al menos 8 caracteres y un número.',
    reviewForm:
      'Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.',
    saving: 'Enviando…',
  },
  ca: () => import(/* webpackChunkName: "language-ca-ui-forms-i18n" */ './i18n.ca').then((texts) => texts.forms),
  en: () => import(/* webpackChunkName: "language-en-ui-forms-i18n" */ './i18n.en').then((texts) => texts.forms),
});
