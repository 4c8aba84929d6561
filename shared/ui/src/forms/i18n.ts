import { registerTranslations } from '@portal/i18n';

/**
 * Texts of the shared form helpers (field problems of validation.ts, new password fields, the
 * form card), in the `forms` namespace: the same words in every app's forms (spec 000 §5).
 */
registerTranslations('forms', {
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
  ca: {
    required: 'Aquest camp és requerit',
    emailMalformed: 'El correu no té un format vàlid',
    passwordShort: 'La contrasenya ha de tenir almenys 8 caràcters',
    passwordDigit: 'La contrasenya ha d’incloure almenys un número',
    passwordMismatch: 'Les contrasenyes no coincideixen',
    newPassword: 'Contrasenya nova',
    confirmPassword: 'Repeteix la contrasenya',
    passwordHint: 'Almenys 8 caràcters i un número.',
    reviewForm:
      'Si us plau, revisi el formulari, els camps marcats en vermell són obligatoris o contenen algun error.',
    saving: 'Enviant…',
  },
  en: {
    required: 'This field is required',
    emailMalformed: 'The e-mail is not well formed',
    passwordShort: 'The password needs at least 8 characters',
    passwordDigit: 'The password needs at least one number',
    passwordMismatch: 'The passwords do not match',
    newPassword: 'New password',
    confirmPassword: 'Repeat the password',
    passwordHint: 'At least 8 characters and a number.',
    reviewForm: 'Please review the form: the fields marked in red are required or contain an error.',
    saving: 'Sending…',
  },
});
