import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/api-client';
import { emptyForm, formProblems, inTab, isoMoment, localMoment, requestOf, serverProblems, type EventForm } from './logic';

describe('the event form', () => {
  const filled: EventForm = {
    ...emptyForm('talleres'),
    titulo: { es: 'Taller de CV', ca: '', en: ' ' },
    descripcion: { es: 'Cómo escribir tu CV', ca: 'Com escriure el teu CV', en: '' },
    inicio: '2030-03-10T10:00',
    fin: '2030-03-10T12:00',
    lugar: 'Aula 3',
  };

  it('asks for the Spanish texts, the moments and a place or a link', () => {
    expect(formProblems(emptyForm('talleres'))).toEqual({
      'titulo.es': { key: 'required' },
      'descripcion.es': { key: 'required' },
      inicio: { key: 'required' },
      fin: { key: 'required' },
      lugar: { key: 'placeOrLink' },
    });
    expect(formProblems(filled)).toEqual({});
  });

  it('refuses an end before the start, a link that is no web page, bad places, no audience, and registration closing before it opens', () => {
    expect(
      formProblems({
        ...filled,
        fin: '2030-03-10T09:00',
        enlace: 'javascript:alert(1)',
        plazas: '0',
        estudiantes: 'ninguno',
        titulacion: 'G-II',
        empresas: false,
        inscripcionDesde: '2030-03-01T10:00',
        inscripcionHasta: '2030-02-01T10:00',
      }),
    ).toEqual({
      fin: { key: 'endBeforeStart' },
      enlace: { key: 'linkInvalid' },
      plazas: { key: 'placesInvalid' },
      estudiantes: { key: 'noAudience' },
      titulacion: { key: 'degreeOnlyStudents' },
      inscripcionHasta: { key: 'closeBeforeOpen' },
    });
    expect(formProblems({ ...filled, lugar: '', enlace: 'https://meet.example.org/x', plazas: '40' })).toEqual({});
  });

  it('sends empty optional fields as null, moments as ISO, and no degree when not for students', () => {
    const request = requestOf({ ...filled, estudiantes: 'ninguno', titulacion: 'G-II', empresas: true, plazas: '25', enlace: ' https://meet.example.org/x ' });
    expect(request).toMatchObject({
      titulo: { es: 'Taller de CV', ca: null, en: null },
      descripcion: { es: 'Cómo escribir tu CV', ca: 'Com escriure el teu CV', en: null },
      lugar: 'Aula 3',
      enlace: 'https://meet.example.org/x',
      plazas: 25,
      estudiantes: null,
      titulacion: null,
      empresas: true,
      inscripcionDesde: null,
      inscripcionHasta: null,
    });
    expect(request.inicio).toBe(new Date('2030-03-10T10:00').toISOString());
    expect(localMoment(request.inicio)).toBe('2030-03-10T10:00');
    expect(isoMoment('')).toBeNull();
  });

  it("puts the server's field errors on the form's fields", () => {
    const refusal = new ApiError(194, 'Plazas', {
      status: 194,
      errores: [
        { campo: 'plazas', mensaje: 'Las plazas no pueden ser menos que las 3 inscripciones que ya tiene el evento' },
        { campo: 'body', mensaje: 'otra cosa' },
      ],
    });
    expect(serverProblems(refusal)).toEqual({ plazas: { text: 'Las plazas no pueden ser menos que las 3 inscripciones que ya tiene el evento' } });
  });

  it('shows drafts with the events to come, and past and cancelled ones in their own tabs', () => {
    expect(inTab({ estado: 'borrador' }, 'proximos')).toBe(true);
    expect(inTab({ estado: 'proximo' }, 'proximos')).toBe(true);
    expect(inTab({ estado: 'pasado' }, 'proximos')).toBe(false);
    expect(inTab({ estado: 'pasado' }, 'pasados')).toBe(true);
    expect(inTab({ estado: 'cancelado' }, 'cancelados')).toBe(true);
    expect(inTab({ estado: 'cancelado' }, 'proximos')).toBe(false);
  });
});
