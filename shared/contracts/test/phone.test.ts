import { describe, expect, it } from 'vitest';
import { companyAccountRequest, contactFields, isValidPhone, phoneProblem } from '../src';

describe('the one phone rule', () => {
  it('takes 9 to 14 digits, a leading + and the usual separators', () => {
    for (const phone of ['600111222', '+34600111222', '600 11 12 22', '600.111.222', '600-111-222', '+34 600 111 222 333'])
      expect(phoneProblem(phone), phone).toBeNull();
  });

  it('says "too long" for more than 14 digits and "9 to 14" for anything else', () => {
    expect(phoneProblem('123456789012345')).toBe('phoneTooLong');
    expect(phoneProblem('+34 600 111 222 333 4')).toBe('phoneTooLong');
    for (const phone of ['12345678', '', '+', '600 111 22a', '++34600111222', '600/111/222'])
      expect(phoneProblem(phone), phone).toBe('phone');
    expect(isValidPhone('12345678')).toBe(false);
  });

  it('refuses the same numbers in every form that asks for a phone', () => {
    const contact = (telefono1: string) =>
      contactFields.safeParse({ nombre: 'Ana', apellidos: 'Pérez', email: 'ana@example.com', telefono1 });
    const account = (telefono: string) =>
      companyAccountRequest.safeParse({
        cif: 'B12345674',
        nombreComercial: 'A',
        nombreFiscal: 'A',
        nombreContacto: 'Ana',
        email: 'ana@example.com',
        telefono,
        aceptaPoliticaPrivacidad: true,
      });
    expect(contact('+34 600 111 222').success).toBe(true);
    expect(account('+34 600 111 222').success).toBe(true);
    expect(contact('1234567890123456').error?.issues[0]?.message).toBe('phoneTooLong');
    expect(account('1234567890123456').error?.issues[0]?.message).toBe('phoneTooLong');
    expect(contact('12').error?.issues[0]?.message).toBe('phone');
  });
});
