// The Catalan texts of i18n.ts, fetched only by a user of that language.
export const forms = {
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
  };
