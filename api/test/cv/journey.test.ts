import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { base64, callsOf, freshDni, freshSocialSecurityNumber, pdf } from './fixtures';
import { testApp, tokenOf } from '../support';

/**
 * A new student registers and, through the CV calls only, fixes every refusal of the enrolment
 * rules until applying to an internship offer answers 0: 26 no studies, 54 active search, 518 data
 * an internship needs, 55 own CV, 80 requirements, 11 a document, 34 work permit.
 */

let app: PortalApp;
let pool: Pool;
let calls: ReturnType<typeof callsOf>;
const email = `journey-${Date.now()}@test.example`;
const dni = freshDni();

const offers = {
  internship: 'practicas-desarrollo-movil-levante-tech',
  anotherInternship: 'practicas-extracurriculares-desarrollo-web-levante-tech',
  enrolmentCertificate: 'practicas-auditoria-calidad-agroalimentaria',
  ownCv: 'analista-datos-senior-cv-propio-datos-baleares',
  requirements: 'comercial-internacional-alemania-levante-tech',
};

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  const registration = await app.inject({
    method: 'POST',
    url: '/api/Alumno/registrarUsuario',
    payload: { nombre: 'Nerea', apellidos: 'Soler Vidal', email, dni, password: 'nueva2026', aceptaPoliticaPrivacidad: true },
  });
  expect(registration.json()).toMatchObject({ status: 0 });
  calls = callsOf(app, await tokenOf(app, 'Alumno', { usuario: email, password: 'nueva2026' }));
});
afterAll(async () => {
  await pool.query(`DELETE FROM users WHERE user_type = 'Alumno' AND email = $1`, [email]);
  await pool.end();
  await app.close();
});

describe('a new student completes the CV and applies', () => {
  it('starts with an empty CV that cannot apply (26)', async () => {
    const cv = await calls.cv();
    expect(cv).toMatchObject({ academicos: [], idiomas: [], urlCV: null, tieneNumSegSocial: false, busquedaPracticasActiva: false });
    expect(cv.personales.dni).toBe(dni);
    expect(await calls.apply(offers.internship)).toBe(26);
  });

  it('adds a degree of the institution, then switches the internship search on (54 until then)', async () => {
    const study = await calls.post('addEstudioUniversidad', { idTitulacion: 15, anioInicio: 2023, finalizado: false, nota: '2,75' });
    expect(study.body).toMatchObject({ status: 0, datos: { registro: { deLaUniversidad: true, codigo: 'G-II', nota: 2.75 } } });
    expect(await calls.apply(offers.internship)).toBe(54);
    expect((await calls.post('editDatosBusquedaActivaPracticas', { activa: true })).body).toEqual({ status: 0, datos: { aviso: 532 } });
  });

  it('gives the phone and the social-security data the internship needs (518 until then)', async () => {
    expect(await calls.apply(offers.internship)).toBe(518);
    const missing = (await calls.get('/api/Alumno/faltaDatosNecesariosPorPractica')).json();
    expect(missing.datos).toEqual({ faltan: ['telefono', 'numSeguridadSocial'] });
    const personal = await calls.post('editDatosPersonales', {
      telefono: '612 345 678',
      fechaNacimiento: '2003-05-14',
      genero: 'mujer',
      nacionalidades: [1],
    });
    expect(personal.body).toEqual({ status: 0, datos: { aviso: 532 } });
    expect(await calls.apply(offers.internship)).toBe(518);
    const socialSecurity = await calls.post('addDatosSeguridadSocial', {
      dni,
      numSeguridadSocial: freshSocialSecurityNumber(),
      politica: true,
      adjunto: { nombre: 'Documento de afiliación', ficheroB64ParaAltas: base64(pdf('Afiliacion Nerea')), extension_adjunto: 'pdf' },
    });
    expect(socialSecurity.body).toEqual({ status: 0, datos: { aviso: 532, tieneNumSegSocial: true } });
    expect((await calls.get('/api/Alumno/tieneNumSegSocial')).json().datos).toEqual({ tiene: true, obligatorio: true, politicaAceptada: true });
    const document = (await calls.cv()).documentoSeguridadSocial;
    expect(document).toMatchObject({ nombre: 'Documento de afiliación', esFichero: true, extension: 'pdf' });
    expect((await calls.get(document!.enlace)).headers['content-type']).toBe('application/pdf');
  });

  it('applies to the internship offer: status 0', async () => {
    const response = await calls.post('inscribirse', { urlOferta: offers.internship });
    expect(response.body).toMatchObject({ status: 0, datos: { idEstado: 1 } });
  });

  it('uploads the document a process asks for (11 until then)', async () => {
    expect(await calls.apply(offers.enrolmentCertificate)).toBe(11);
    const document = await calls.post('addDocumento2', {
      nombre: 'Certificado de matrícula 2025-26',
      ficheroB64ParaAltas: base64(pdf('Certificado de matricula')),
      extension_adjunto: 'pdf',
      idDocumentoNecesarioOfertaNoTipado: 'certificadoMatricula',
    });
    expect(document.body).toMatchObject({ status: 0, datos: { aviso: 618 } });
    expect(await calls.apply(offers.enrolmentCertificate)).toBe(0);
  });

  it('uploads an own CV for the offer that asks for one (55 until then)', async () => {
    await calls.post('editDatosBusquedaActivaTrabajo', { activa: true });
    expect(await calls.apply(offers.ownCv)).toBe(55);
    const cvFile = await calls.post('addDoc', {
      tipo: 'cv',
      nombre: 'Mi CV',
      ficheroB64ParaAltas: base64(pdf('CV Nerea Soler')),
      extension_adjunto: 'pdf',
    });
    expect(cvFile.body).toMatchObject({ status: 0, datos: { aviso: 618 } });
    expect((await calls.cv()).urlCV).toMatch(/^\/api\/Alumno\/documentoCv\/\d+$/);
    expect(await calls.apply(offers.ownCv)).toBe(0);
  });

  it('adds the languages and the car an offer requires (80 until then)', async () => {
    expect(await calls.apply(offers.requirements)).toBe(80);
    expect((await calls.post('addIdioma', { idIdioma: 5, idNivel: 4 })).body.status).toBe(0);
    expect((await calls.post('addIdioma', { idIdioma: 3, idNivel: 5, certificacion: 'C1 Advanced' })).body.status).toBe(0);
    expect(await calls.apply(offers.requirements)).toBe(80);
    const profile = { carnetConducir: true, vehiculoPropio: true, disponibilidadTraslado: true, idAreasFuncionales: [4] };
    expect((await calls.post('editProfesionales', profile)).body.status).toBe(0);
    expect(await calls.apply(offers.requirements)).toBe(0);
  });

  it('says a nationality outside the EU needs a work permit, and applies once there is one (34 until then)', async () => {
    // Argentina (ISO 032): a permit is needed.
    expect((await calls.post('editDatosPersonales', { nacionalidades: [32] })).body.status).toBe(0);
    expect((await calls.cv()).necesitaPermisoTrabajo).toBe(true);
    expect(await calls.apply(offers.anotherInternship)).toBe(34);
    const without = await calls.post('editPermisoTrabajo', { permiso: false });
    expect(without.body.datos).toEqual({ tienePermisoTrabajo: false, necesitaPermisoTrabajo: true, aviso: 34 });
    const missing = (await calls.get('/api/Alumno/faltanDatosPersonalesObligatorios')).json().datos;
    expect(missing.campos).toContainEqual({ campo: 'permisoTrabajo', seccion: 'permiso-trabajo' });
    const withPermit = await calls.post('editPermisoTrabajo', { permiso: true });
    expect(withPermit.body.datos).toEqual({ tienePermisoTrabajo: true, necesitaPermisoTrabajo: true, aviso: null });
    expect(await calls.apply(offers.anotherInternship)).toBe(0);
  });
});
