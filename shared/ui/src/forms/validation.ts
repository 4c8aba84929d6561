import { isStrongPassword, isWellFormedEmail, minimumPasswordLength } from '@portal/contracts';

/**
 * Comfort checks before sending (spec 000 §5); the server checks the same rules for truth. Each
 * returns the i18n key (namespace `forms`, see i18n.ts) of the problem, or null.
 */
export const requiredProblem = (value: string): string | null => (value.trim() === '' ? 'required' : null);

export const emailProblem = (value: string): string | null =>
  requiredProblem(value) ?? (isWellFormedEmail(value.trim()) ? null : 'emailMalformed');

export const newPasswordProblem = (value: string): string | null => {
  if (value === '') return 'required';
  if (value.length < minimumPasswordLength) return 'passwordShort';
  return isStrongPassword(value) ? null : 'passwordDigit';
};

export const confirmationProblem = (password: string, confirmation: string): string | null =>
  requiredProblem(confirmation) ?? (password === confirmation ? null : 'passwordMismatch');

/** True when no field has a problem. */
export const allValid = (problems: Record<string, string | null>): boolean =>
  Object.values(problems).every((problem) => problem === null);
