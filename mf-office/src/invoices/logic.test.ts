import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/api-client';
import { emptyInvoiceForm, invoiceProblems, invoiceRequestOf, invoiceServerProblems } from './logic';

describe('the invoice form', () => {
  const filled = { ...emptyInvoiceForm, cif: ' b46123451 ', concepto: 'Stand en la feria', baseImponible: '150,50' };

  it('asks for the CIF, a concept and an amount, and refuses amounts, VAT and days out of their bounds', () => {
    expect(invoiceProblems(emptyInvoiceForm)).toEqual({
      cif: { key: 'required' },
      concepto: { key: 'required' },
      baseImponible: { key: 'required' },
    });
    expect(invoiceProblems({ ...filled, concepto: 'St', baseImponible: '10,555', tipoIva: '120', diasVencimiento: '400' })).toEqual({
      concepto: { key: 'conceptShort' },
      baseImponible: { key: 'amount' },
      tipoIva: { key: 'vat' },
      diasVencimiento: { key: 'days' },
    });
    expect(invoiceProblems({ ...filled, baseImponible: '-3' })).toEqual({ baseImponible: { key: 'amount' } });
    expect(invoiceProblems(filled)).toEqual({});
  });

  it('sends the amounts as numbers, a comma read as the decimal point, the CIF in capitals', () => {
    expect(invoiceRequestOf({ ...filled, tipoIva: '10,5' })).toEqual({
      cif: 'B46123451',
      concepto: 'Stand en la feria',
      baseImponible: 150.5,
      tipoIva: 10.5,
      diasVencimiento: 30,
    });
  });

  it("says a CIF the server does not know in the page's words, and other fields in the server's", () => {
    const refusal = new ApiError(15, 'Revise el formulario', {
      errores: [
        { campo: 'cif', mensaje: 'El valor no es válido' },
        { campo: 'concepto', mensaje: 'Máximo 300 caracteres' },
        { campo: 'otro', mensaje: '?' },
      ],
    });
    expect(invoiceServerProblems(refusal)).toEqual({ cif: { key: 'unknownCif' }, concepto: { text: 'Máximo 300 caracteres' } });
    expect(invoiceServerProblems(new Error('network'))).toEqual({});
  });
});
