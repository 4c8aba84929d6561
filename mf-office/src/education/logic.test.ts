import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/api-client';
import {
  educationProblems,
  educationRequestOf,
  educationServerProblems,
  emptyEducationRequestForm,
  fieldOfPath,
  type EducationRequestForm,
} from './logic';

const filled: EducationRequestForm = {
  cif: ' b46123451 ',
  provincia: '46',
  idCentro: '7',
  cicloFormativo: 'CFGS Desarrollo de Aplicaciones Web',
  alumnos: 'Ana Pérez\n\n  Luis Gil  \n',
  plazas: '2',
  fechaInicio: '2027-01-10',
  fechaFin: '2027-03-20',
  horas: '370',
  tutorNombre: 'Tutora del Centro',
  tutorEmail: 'tutora@centro.example',
  tutorTelefono: '',
  observaciones: '',
};

describe('the education-centre request form', () => {
  it('sends what the contract takes: upper-case CIF, numbers, one pupil a line, the tutor nested', () => {
    expect(educationRequestOf(filled)).toMatchObject({
      cif: 'B46123451',
      idCentro: 7,
      alumnos: ['Ana Pérez', 'Luis Gil'],
      plazas: 2,
      horas: 370,
      tutorCentro: { nombre: 'Tutora del Centro', email: 'tutora@centro.example', telefono: '' },
    });
    expect(educationProblems(filled)).toEqual({});
  });

  it('says every empty required field is required, dates and numbers included', () => {
    expect(educationProblems(emptyEducationRequestForm)).toEqual({
      cif: { key: 'required' },
      provincia: { key: 'required' },
      idCentro: { key: 'required' },
      cicloFormativo: { key: 'required' },
      plazas: { key: 'required' },
      fechaInicio: { key: 'required' },
      fechaFin: { key: 'required' },
      horas: { key: 'required' },
      tutorNombre: { key: 'required' },
      tutorEmail: { key: 'required' },
    });
  });

  it("words the contract's rules at their fields: bounds, date order, e-mail, more pupils than places", () => {
    expect(
      educationProblems({
        ...filled,
        plazas: '1',
        horas: 'mucho',
        fechaFin: '2027-01-01',
        tutorEmail: 'tutora',
        tutorTelefono: '12',
      }),
    ).toEqual({
      alumnos: { key: 'places' },
      horas: { key: 'hours' },
      fechaFin: { key: 'datesOrder' },
      tutorEmail: { key: 'email' },
      tutorTelefono: expect.objectContaining({ key: expect.stringMatching(/^phone/) }),
    });
    expect(educationProblems({ ...filled, plazas: '51' })).toEqual({ plazas: { key: 'places' } });
  });

  it("puts the server's field errors on their fields, an unknown CIF and centre in the form's words", () => {
    const refused = new ApiError(15, 'Revisa el formulario', {
      errores: [
        { campo: 'cif', mensaje: 'El valor no es válido' },
        { campo: 'idCentro', mensaje: 'El valor no es válido' },
        { campo: 'tutorCentro.email', mensaje: 'El email está mal formado' },
        { campo: 'alumnos.3', mensaje: 'El texto es demasiado largo' },
      ],
    });
    expect(educationServerProblems(refused)).toEqual({
      cif: { key: 'unknownCif' },
      idCentro: { key: 'unknownCentre' },
      tutorEmail: { text: 'El email está mal formado' },
      alumnos: { text: 'El texto es demasiado largo' },
    });
    expect(educationServerProblems(new Error('offline'))).toEqual({});
    expect(fieldOfPath('provincia')).toBeUndefined();
  });
});
