import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';
import { newStudent, openDatabase } from '../fixtures/surveys-events';

let app: PortalApp;
let student: string;

beforeAll(async () => {
  app = await testApp();
  student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(student) }).then((response) => ({
    statusCode: response.statusCode,
    body: response.json<{ status: number; datos?: unknown; errores?: { campo: string }[] }>(),
  }));

const proposal = {
  cif: 'B46123451',
  emailTutor: 'tutora@levante-tech.example',
  emailFirmante: 'direccion@levante-tech.example',
  descripcion: 'Prácticas de desarrollo web en el equipo de producto durante el segundo cuatrimestre.',
};

describe('internship proposal', () => {
  it('finds a company of the portal by CIF; 33 for a malformed CIF', async () => {
    expect((await post('/api/Alumno/compruebaCIF', { cif: 'b46123451' })).body).toEqual({
      status: 0,
      datos: { existe: true, empresa: { idEmpresa: expect.any(Number), nombreComercial: 'Levante Tech' } },
    });
    expect((await post('/api/Alumno/compruebaCIF', { cif: 'B76543214' })).body).toEqual({
      status: 0,
      datos: { existe: false, empresa: null },
    });
    expect((await post('/api/Alumno/compruebaCIF', { cif: '1234' })).body).toEqual({ status: 33 });
  });

  it('510 with a company of the portal, 528 with a new one', async () => {
    expect((await post('/api/Alumno/solicitudPractica', proposal)).body).toEqual({
      status: 0,
      datos: { codigo: 510 },
    });
    expect(
      (
        await post('/api/Alumno/solicitudPractica', {
          ...proposal,
          cif: 'B76543214',
          nombreEmpresa: 'Nueva Empresa SL',
        })
      ).body,
    ).toEqual({ status: 0, datos: { codigo: 528 } });
  });

  it('the signatory e-mail is required and valid; a new company needs its name', async () => {
    for (const emailFirmante of [undefined, '', 'sin-arroba.example', 'acentuado@ejémplo.es']) {
      const { statusCode, body } = await post('/api/Alumno/solicitudPractica', {
        ...proposal,
        emailFirmante,
      });
      expect(statusCode, String(emailFirmante)).toBe(400);
      expect(
        body.errores?.map((error) => error.campo),
        String(emailFirmante),
      ).toEqual(['emailFirmante']);
    }
    const unnamed = await post('/api/Alumno/solicitudPractica', { ...proposal, cif: 'B76543214' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toMatchObject({ status: 15, errores: [{ campo: 'nombreEmpresa' }] });
  });
});

describe('a contact by id (dameDatosContactoPorId, student)', () => {
  it('answers the id and name of a contact the student’s own proposal names, and 403 (3) for any other', async () => {
    const db = openDatabase();
    try {
      const signatory = (await post('/api/Alumno/dameDatosContactoPorEmail', {
        email: 'firmas@levante-tech.example',
        idEmpresa: ((await post('/api/Alumno/compruebaCIF', { cif: 'B46123451' })).body as { datos: { empresa: { idEmpresa: number } } }).datos
          .empresa.idEmpresa,
      })).body as { datos: { id: number; nameComplet: string; idEmpresa: number } };
      const stranger = await newStudent(db);
      const read = (token: string, prefix = '/api/alumno') =>
        app.inject({ method: 'GET', url: `${prefix}/dameDatosContactoPorId/${signatory.datos.id}`, headers: bearer(token) });

      const before = await read(stranger.token);
      expect([before.statusCode, before.json()]).toEqual([403, { status: 3 }]);
      const proposed = await app.inject({
        method: 'POST',
        url: '/api/Alumno/solicitudPractica',
        headers: bearer(stranger.token),
        payload: { ...proposal, emailFirmante: 'Firmas@levante-tech.example' },
      });
      expect(proposed.json()).toEqual({ status: 0, datos: { codigo: 510 } });
      for (const prefix of ['/api/alumno', '/api/Alumno']) {
        expect((await read(stranger.token, prefix)).json()).toEqual({ status: 0, datos: signatory.datos });
      }
      const company = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
      expect((await read(company)).json()).toEqual({ status: 79 });
    } finally {
      await db.end();
    }
  });
});

describe('proposal contacts by e-mail', () => {
  const contact = {
    tratamiento: 'Da.',
    nombre: 'Marta',
    apellidos: 'Soler Puig',
    email: 'marta.soler@levante-tech.example',
    telefono1: '961234567',
    puesto: 'Responsable de desarrollo',
  };
  const demoCompanyId = async () =>
    ((await post('/api/Alumno/compruebaCIF', { cif: 'B46123451' })).body as { datos: { empresa: { idEmpresa: number } } }).datos.empresa
      .idEmpresa;

  it('524 for an unknown e-mail; a contact of the company answers its id and name, nothing more', async () => {
    const idEmpresa = await demoCompanyId();
    expect((await post('/api/Alumno/dameDatosContactoPorEmail', { email: contact.email, idEmpresa })).body).toEqual({ status: 524 });
    // The demo company's agreement signatory, added by the company itself.
    expect((await post('/api/Alumno/dameDatosContactoPorEmail', { email: 'FIRMAS@levante-tech.example', idEmpresa })).body).toEqual({
      status: 0,
      datos: { id: expect.any(Number), nameComplet: 'Elena Navarro Soler', idEmpresa },
    });
  });

  it('a student adds no contact to any company: 403, status 170, for every role, and no row is written', async () => {
    const idEmpresa = await demoCompanyId();
    for (const role of ['tutorPracticas', 'contacto', 'firmanteConvenio']) {
      const refused = await post(`/api/Alumno/addContactoEmpresa_${role}_PorEmail`, { ...contact, idEmpresa });
      expect(refused, role).toEqual({ statusCode: 403, body: { status: 170 } });
    }
    expect((await post('/api/Alumno/dameDatosContactoPorEmail', { email: contact.email, idEmpresa })).body).toEqual({ status: 524 });
  });

  it('limits a student’s look-ups of contacts (429)', async () => {
    const limited = await testApp({ RATE_LIMITS: 'contact-lookup.user=2/1h' });
    const db = openDatabase();
    try {
      // A student of the test's own: the demo student's counter is shared with the calls above.
      const { token } = await newStudent(db);
      const idEmpresa = await demoCompanyId();
      const ask = () =>
        limited.inject({ method: 'POST', url: '/api/Alumno/dameDatosContactoPorEmail', headers: bearer(token), payload: { email: contact.email, idEmpresa } });
      expect((await ask()).json()).toEqual({ status: 524 });
      expect((await ask()).json()).toEqual({ status: 524 });
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429 });
    } finally {
      await db.end();
      await limited.close();
    }
  });
});
