import { describe, expect, it } from 'vitest';
import { confirmationProblem, emailProblem, newPasswordProblem } from '../src/forms/validation';

describe('account form checks (spec 000 §5)', () => {
  it('wants 8 characters and a digit, and the same confirmation', () => {
    expect(newPasswordProblem('')).toBe('required');
    expect(newPasswordProblem('abc1')).toBe('passwordShort');
    expect(newPasswordProblem('abcdefgh')).toBe('passwordDigit');
    expect(newPasswordProblem('abcdefg1')).toBeNull();
    expect(confirmationProblem('abcdefg1', 'abcdefg2')).toBe('passwordMismatch');
    expect(confirmationProblem('abcdefg1', 'abcdefg1')).toBeNull();
  });

  it('wants an e-mail with @, a dot and no accented characters', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('ana@demo')).toBe('emailMalformed');
    expect(emailProblem('aná@demo.test')).toBe('emailMalformed');
    expect(emailProblem(' ana@demo.test ')).toBeNull();
  });
});
