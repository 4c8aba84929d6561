import { describe, expect, it } from 'vitest';
import { missingDataToAsk } from '../src';

/** When the student home's dialog asks for missing data, and what (spec 000 §2.3, §4). */

const numberOnFile = { tiene: true, obligatorio: true };
const nothingMissing = { campos: [], mostrarPopup: true };
const phone = { campo: 'telefono1', seccion: 'datos-personales' } as const;
const numberField = { campo: 'numSegSocial', seccion: 'seguridad-social' } as const;

describe('the missing-data dialog', () => {
  it('asks nothing when nothing is missing', () => {
    expect(missingDataToAsk(nothingMissing, numberOnFile)).toBeNull();
  });

  it('asks for the social security number only when internships need it and it is not on file', () => {
    expect(missingDataToAsk(nothingMissing, { tiene: false, obligatorio: true })).toEqual({ missingNumber: true, fields: [] });
    expect(missingDataToAsk(nothingMissing, { tiene: false, obligatorio: false })).toBeNull();
  });

  it('asks for the mandatory fields only when the brand wants the popup, without the number twice', () => {
    expect(missingDataToAsk({ campos: [phone], mostrarPopup: false }, numberOnFile)).toBeNull();
    expect(missingDataToAsk({ campos: [phone, numberField], mostrarPopup: true }, numberOnFile)).toEqual({
      missingNumber: false,
      fields: [phone, numberField],
    });
    expect(missingDataToAsk({ campos: [phone, numberField], mostrarPopup: true }, { tiene: false, obligatorio: true })).toEqual({
      missingNumber: true,
      fields: [phone],
    });
  });
});
