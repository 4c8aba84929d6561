// The English texts of i18n.ts, fetched only by a user of that language.
export const forms = {
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
  };
