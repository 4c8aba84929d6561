import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/api-client';
import { emptyForm, formProblems, requestOf, serverProblems } from './logic';
import { plainCommunicationText } from './plain-text';

describe('the communication form', () => {
  const filled = { ...emptyForm('2026-11-26'), textos: { es: 'Feria de empleo', ca: '', en: '  ' } };

  it('asks for the Spanish text, a link the home can follow and a last day after the first', () => {
    expect(formProblems(emptyForm('2026-11-26'))).toEqual({ 'textos.es': { key: 'required' } });
    expect(formProblems({ ...filled, enlace: 'javascript:alert(1)', hasta: '2026-11-01', publico: 'empresas', titulacion: 'G-II' })).toEqual({
      enlace: { key: 'linkInvalid' },
      hasta: { key: 'untilBeforeFrom' },
      titulacion: { key: 'companiesNoDegree' },
    });
    expect(formProblems({ ...filled, enlace: 'https://www.sepe.es/' })).toEqual({});
  });

  it('sends empty optional fields as null, and no degree to companies', () => {
    expect(requestOf({ ...filled, publico: 'empresas', titulacion: 'G-II', enlace: ' /eventos ' })).toEqual({
      publico: 'empresas',
      titulacion: null,
      textos: { es: 'Feria de empleo', ca: null, en: null },
      enlace: '/eventos',
      desde: '2026-11-26',
      hasta: null,
      notificar: false,
    });
  });

  it("puts the server's field errors on the form's fields", () => {
    const refusal = new ApiError(15, 'Revise el formulario', {
      status: 15,
      errores: [
        { campo: 'textos.es', mensaje: 'Este campo es requerido' },
        { campo: 'body', mensaje: 'otra cosa' },
      ],
    });
    expect(serverProblems(refusal)).toEqual({ 'textos.es': { text: 'Este campo es requerido' } });
  });

  it('previews the text as the server stores it: plain, without scripts or invisible characters', () => {
    expect(plainCommunicationText('<script>alert(1)</script><b>Feria</b>   de\n<i>empleo</i><img src=x onerror="alert(2)">\u202E')).toBe(
      'Feria de empleo',
    );
  });
});
