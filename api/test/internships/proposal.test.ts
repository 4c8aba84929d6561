import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

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

describe('proposal contacts by e-mail', () => {
  const contact = {
    tratamiento: 'Da.',
    nombre: 'Marta',
    apellidos: 'Soler Puig',
    email: 'marta.soler@levante-tech.example',
    telefono1: '961234567',
    puesto: 'Responsable de desarrollo',
  };

  it('69 for an unknown e-mail; created once (29 after), then found as validated', async () => {
    const company = (await post('/api/Alumno/compruebaCIF', { cif: 'B46123451' })).body as {
      datos: { empresa: { idEmpresa: number } };
    };
    const idEmpresa = company.datos.empresa.idEmpresa;
    expect(
      (await post('/api/Alumno/dameDatosContactoPorEmail', { email: contact.email, idEmpresa })).body,
    ).toEqual({ status: 69 });

    const created = await Promise.all([
      post('/api/Alumno/addContactoEmpresa_tutorPracticas_PorEmail', { ...contact, idEmpresa }),
      post('/api/Alumno/addContactoEmpresa_tutorPracticas_PorEmail', { ...contact, idEmpresa }),
    ]);
    expect(created.map((answer) => answer.body.status).sort((a, b) => a - b)).toEqual([0, 29]);

    const found = await post('/api/Alumno/dameDatosContactoPorEmail', {
      email: contact.email.toUpperCase(),
      idEmpresa,
    });
    expect(found.body).toEqual({
      status: 0,
      datos: expect.objectContaining({
        nameComplet: 'Marta Soler Puig',
        email: contact.email,
        idEmpresa,
        tratamiento: 'Da.',
      }),
    });
    // The same person may also be the general contact: another role, another row.
    expect(
      (await post('/api/Alumno/addContactoEmpresa_contacto_PorEmail', { ...contact, idEmpresa }))
        .body,
    ).toMatchObject({
      status: 0,
      datos: { idNuevaAlta: expect.any(Number) },
    });
    // Never an agreement signatory: who signs for a company is the company's own business.
    expect((await post('/api/Alumno/addContactoEmpresa_firmanteConvenio_PorEmail', { ...contact, idEmpresa })).statusCode).toBe(404);
  });

  it('checks the new contact like a new signatory, and refuses a company not in the portal', async () => {
    const invalid = await post('/api/Alumno/addContactoEmpresa_contacto_PorEmail', {
      ...contact,
      idEmpresa: 1,
      nombre: 'Al',
      email: 'no-valido',
      telefono1: '12',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.errores?.map((error) => error.campo).sort()).toEqual([
      'email',
      'nombre',
      'telefono1',
    ]);
    expect(
      (await post('/api/Alumno/addContactoEmpresa_contacto_PorEmail', { ...contact, idEmpresa: 999_999 }))
        .body,
    ).toEqual({
      status: 3,
    });
  });
});
