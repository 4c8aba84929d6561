import type { z } from 'zod';

/**
 * The portal's one phone rule (spec 000 §9, 001 §5 "telefono1 ... 9 to 14"): 9 to 14 digits, an
 * optional leading + for an international number; spaces, dots and dashes are ignored. Every form
 * that asks for a phone (CV, company data and work centres, contacts, registration, tutors) checks
 * it here, so a number one form takes is never refused by another. The spec asks for separate
 * messages for a bad length or format and for a number that is too long.
 */
export const normalisePhone = (value: string) => value.replace(/[\s.-]/g, '');

export type PhoneProblem = 'phone' | 'phoneTooLong';

/** Why a phone is refused, or null when it is a phone. */
export const phoneProblem = (value: string): PhoneProblem | null => {
  const phone = normalisePhone(value);
  if (/^\+?\d{9,14}$/.test(phone)) return null;
  return /^\+?\d{15,}$/.test(phone) ? 'phoneTooLong' : 'phone';
};
export const isValidPhone = (value: string) => phoneProblem(value) === null;

export const phoneRuleTexts = {
  es: {
    phone: 'El teléfono debe tener entre 9 y 14 dígitos (puede empezar por +)',
    phoneTooLong: 'El teléfono es demasiado largo: como máximo 14 dígitos',
  },
  ca: {
    phone: 'El telèfon ha de tenir entre 9 i 14 dígits (pot començar per +)',
    phoneTooLong: 'El telèfon és massa llarg: com a màxim 14 dígits',
  },
  en: {
    phone: 'The phone number must have 9 to 14 digits (it may start with +)',
    phoneTooLong: 'The phone number is too long: 14 digits at most',
  },
} as const satisfies Record<'es' | 'ca' | 'en', Record<PhoneProblem, string>>;

/**
 * A zod refinement adding the issue each domain words its phone rules with (its rule keys, its
 * status code); `issueOf` receives which rule the value broke.
 */
export const checkPhone =
  (issueOf: (problem: PhoneProblem) => { message: string; params?: Record<string, unknown> }) =>
  (value: string, context: z.RefinementCtx) => {
    const problem = phoneProblem(value);
    if (problem) context.addIssue({ code: 'custom', ...issueOf(problem) });
  };
