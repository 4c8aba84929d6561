import { describe, expect, it } from 'vitest';
import { internshipIncorporation, type CompanyContactRecord, type WorkCentre } from '@portal/contracts';
import { tutorFields, workCentreFields, type PlaceNames } from './registered-choices';

const names: PlaceNames = {
  streetType: (id) => (id === 1 ? 'Calle' : undefined),
  province: (id) => (id === '46' ? 'València' : undefined),
  town: (province, town) => (province === '46' && town === 46250 ? 'València' : undefined),
};

const centre: WorkCentre = {
  idCentro: 3,
  nombre: 'Oficina del puerto',
  telefono: null,
  domicilio: {
    idTipoVia: 1,
    direccion: 'Colón',
    direccionNumero: '12',
    direccionPiso: '3',
    direccionPuerta: 'B',
    cp: '46004',
    idPais: 1,
    idProvincia: '46',
    provinciaOtros: null,
    idLocalidad: 46250,
    localidadOtros: null,
    idIsla: null,
  },
};

describe('the incorporation form filled from what the company registered', () => {
  it('fills the work centre from a registered centre, its places by name', () => {
    expect(workCentreFields(centre, names)).toEqual({
      nombre: 'Oficina del puerto',
      direccion: 'Calle Colón 12, 3 B',
      poblacion: 'València',
      provincia: 'València',
      cp: '46004',
    });
  });

  it('fills the tutor from a tutor contact, and the form accepts what it fills', () => {
    const contact = {
      id: 7,
      idTipoContacto: 1,
      nameComplet: 'Ana López Gil',
      tratamiento: null,
      nombre: 'Ana',
      apellidos: 'López Gil',
      email: 'ana@empresa.test',
      nif: null,
      telefono1: '600111222',
      telefono2: null,
      puesto: null,
      departamento: null,
      direccion: null,
      idPais: null,
      provincia: null,
      provinciaOtros: null,
      idLocalidad: null,
      localidad: null,
      cp: null,
      idEmpresa: 1,
    } satisfies CompanyContactRecord;
    const form = {
      tipo: 'practicas',
      fechaIncorporacion: '2027-02-01',
      fechaFin: '2027-06-30',
      diasSemana: [1, 2, 3, 4, 5],
      horasDia: '5',
      horario: 'Mañanas',
      tutor: tutorFields(contact),
      centroTrabajo: workCentreFields(centre, names),
      proyectoFormativo: { objetivos: 'Aprender', tareas: 'Probar' },
    };
    expect(internshipIncorporation.safeParse(form).success).toBe(true);
  });

  it('says an empty e-mail or phone is required, and a typed one that is wrong is badly formed', () => {
    const messages = (tutor: object) => {
      const parsed = internshipIncorporation.safeParse({ tutor });
      return Object.fromEntries(
        (parsed.error?.issues ?? [])
          .filter((issue) => issue.path[0] === 'tutor')
          .map((issue) => [issue.path.join('.'), issue.message]),
      );
    };
    expect(messages({ nombre: 'Ana', apellidos: 'López', email: '', telefono: '' })).toEqual({
      'tutor.email': 'required',
      'tutor.telefono': 'required',
    });
    expect(messages({ nombre: 'Ana', apellidos: 'López', email: 'ana@', telefono: '12' })).toEqual({
      'tutor.email': 'email',
      'tutor.telefono': 'phone',
    });
  });
});
