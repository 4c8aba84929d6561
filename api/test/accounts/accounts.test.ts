import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesOfUserResponse, companyDataResponse, cvResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

let app: PortalApp;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe("the student's CV", () => {
  it("is the token's student's", async () => {
    const token = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    const response = await app.inject({
      method: 'GET',
      url: '/api/Alumno/dameCvUsuario',
      headers: bearer(token),
    });
    const cv = cvResponse.parse(response.json()).datos;
    expect(cv.personales).toMatchObject({
      nombre: 'Lucía',
      apellidos: 'Martín Pérez',
      email: 'alumno@demo.test',
      fechaNacimiento: '2001-04-17',
    });
    expect(cv).toMatchObject({
      busquedaPracticasActiva: true,
      busquedaTrabajoActiva: true,
      tienePermisoTrabajo: true,
    });
    expect(cv.presentacion).toEqual(expect.any(String));
  });
});

describe('company data', () => {
  it('is the company of the session, for each company of a multi-company user', async () => {
    const credentials = { usuario: accounts.multi, password: demoPassword };
    const listed = await app.inject({
      method: 'POST',
      url: '/api/Empresa/dameEmpresasDelUsuario',
      payload: credentials,
    });
    const companies = companiesOfUserResponse.parse(listed.json()).datos;
    expect(companies).toHaveLength(2);
    for (const company of companies) {
      const token = await tokenOf(app, 'Empresa', { ...credentials, idEmpresa: company.idEmpresa });
      const response = await app.inject({
        method: 'GET',
        url: '/api/Empresa/dameDatosEmpresa',
        headers: bearer(token),
      });
      const data = companyDataResponse.parse(response.json()).datos;
      expect(data).toMatchObject({
        idEmpresa: company.idEmpresa,
        nombreComercial: company.nombreComercial,
        cif: company.cif,
      });
      expect(data.validada).toBe(true);
      expect(data.numOfertasActivas).toBeGreaterThan(0);
    }
  });

  it('of the one-company user is Levante Tech', async () => {
    const token = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const response = await app.inject({
      method: 'GET',
      url: '/api/Empresa/dameDatosEmpresa',
      headers: bearer(token),
    });
    expect(companyDataResponse.parse(response.json()).datos).toMatchObject({
      nombreComercial: 'Levante Tech',
      nombreFiscal: 'Tecnologías del Levante S.L.',
    });
  });
});
