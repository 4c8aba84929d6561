import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { companyDocumentsResponse, incorporationFormDataResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { onePagePdf } from '../../src/seeds/demo/files';
import { caller, day, ensureTestStudent, internshipForm, setCompanyBrand } from '../company/fixtures';
import { callsOf, freshDni, freshSocialSecurityNumber } from '../cv/fixtures';
import { accounts, demoPassword, staffTokenOf, testApp, tokenOf } from '../support';

/**
 * Two work queues of the careers office (issue 21): the documents and incorporation forms
 * companies hand in (`documentos`: accepted, or returned with a reason the company reads and
 * fixes), and the studies self-registered students declare (`estudios`: verified or rejected;
 * under the brand's verificarEstudiosDeclarados only a verified declaration opens the offers
 * restricted to its degree).
 */
let app: PortalApp;
let pool: Pool;
let catcher: MailCatcher;
let staff: ReturnType<typeof caller>;
let company: ReturnType<typeof caller>;
let companyId: number;

type Answer<T = Record<string, unknown>> = { status: number; datos: T; mensaje?: string };
type QueueRecord = {
  estado: string;
  version: string;
  acciones: { accion: string; requiereMotivo: boolean }[];
  registro: Record<string, unknown>;
  decisiones: { autor: string; accion: string; motivo: string | null; antes: object; despues: object }[];
};
type Item = { id: number; titulo: string; detalle: string | null; estado: string; avisos: string[] };

const record = async (queue: string, id: number) => (await staff.get(`/api/Orientacion/cola/${queue}/${id}`)).json<Answer<QueueRecord>>();
const decide = async (queue: string, id: number, body: object) =>
  (await staff.post(`/api/Orientacion/cola/${queue}/${id}/decision`, body)).json<Answer<{ estado: string; version: string }>>();
const list = async (queue: string, query = '') =>
  (await staff.get(`/api/Orientacion/cola/${queue}${query}`)).json<Answer<{ total: number; elementos: Item[] }>>();
const panel = async () =>
  (await staff.get('/api/Orientacion/panel')).json<Answer<{ colas: { cola: string; total: number; masAntigua: string | null }[] }>>().datos.colas;

/** The newest in-app notification of a user. */
const lastNotification = async (userId: number) =>
  (
    await pool.query<{ title: string; body: string; url: string | null }>(
      'SELECT title, body, access_url AS url FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [userId],
    )
  ).rows[0];
const userIdOf = async (email: string, type = 'Empresa') =>
  (await pool.query<{ id: number }>('SELECT id FROM users WHERE user_type = $1 AND email = $2', [type, email])).rows[0]!.id;

type Wait = { cola: string; titulo: string; estado: string; enlace: string | null };
/** What the caller sees waiting on the office (dameEsperasServicio of their own side). */
const waitsOf = async (who: ReturnType<typeof caller>, side: 'Empresa' | 'Alumno') =>
  (await who.get(`/api/${side}/dameEsperasServicio`)).json<Answer<{ esperas: Wait[] }>>().datos.esperas;

const setStudiesFlag = (on: boolean) =>
  pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,verificarEstudiosDeclarados}', $1::jsonb)`, [
    JSON.stringify(on),
  ]);

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test' });
  pool = createPool(inject('databaseUrl'), app.log);
  staff = caller(app, await staffTokenOf(app));
  company = caller(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
  companyId = (await pool.query<{ id: number }>(`SELECT id FROM companies WHERE tax_id = 'B46123451'`)).rows[0]!.id;
  // The offers these tests apply to are published at once; the demo has the office validate them.
  await setCompanyBrand(pool, { publicacionDirectaOfertas: true });
});
afterAll(async () => {
  await setCompanyBrand(pool, { publicacionDirectaOfertas: false });
  await setStudiesFlag(false);
  await pool.end();
  await app.close();
  await catcher.close();
});

describe('both queues on the dashboard, for staff only', () => {
  it('counts what waits in each and refuses students and companies (status 2)', async () => {
    const colas = await panel();
    expect(colas.map((entry) => entry.cola)).toEqual(expect.arrayContaining(['documentos', 'estudios']));
    const student = caller(app, await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword }));
    for (const who of [student, company]) {
      expect((await who.get('/api/Orientacion/cola/documentos')).json()).toEqual({ status: 2 });
      expect((await who.get('/api/Orientacion/cola/estudios/1')).json()).toEqual({ status: 2 });
      expect((await who.post('/api/Orientacion/cola/estudios/1/decision', { accion: 'verificar', version: 'x' })).json()).toEqual({ status: 2 });
      expect((await who.get('/api/Orientacion/documentoEmpresa/1')).json()).toEqual({ status: 2 });
      expect((await who.get('/api/Orientacion/documentoAlumno/1')).json()).toEqual({ status: 2 });
    }
  });
});

describe('documents companies upload', () => {
  const documentsOfCompany = async () => companyDocumentsResponse.parse((await company.get('/api/Empresa/dameDocumentosPracticas')).json()).datos;
  const upload = (name: string, text: string) =>
    company.post('/api/empresa/adddoc', { idTipoDocumento: 3, nombre: name, ficheroB64ParaAltas: onePagePdf(text).toString('base64'), extension_adjunto: 'pdf' });

  it('returns a document with a reason the company reads; uploaded again it replaces the returned one and is accepted', async () => {
    const before = (await panel()).find((entry) => entry.cola === 'documentos')!.total;
    const uploaded = (await upload('Acreditación revisable', 'Acreditacion v1')).json<Answer<{ documento: { id: number } }>>();
    expect(uploaded.status).toBe(0);
    const id = uploaded.datos.documento.id;
    expect((await panel()).find((entry) => entry.cola === 'documentos')!.total).toBe(before + 1);
    expect((await documentsOfCompany()).find((document) => document.id === id)).toMatchObject({ revision: 'pendiente', motivoDevolucion: null });
    expect(await waitsOf(company, 'Empresa')).toContainEqual(
      expect.objectContaining({ cola: 'documentos', titulo: 'Acreditación revisable', estado: 'pendiente', enlace: '/documentacion' }),
    );

    const waiting = await list('documentos', '?texto=revisable');
    expect(waiting.datos.elementos).toEqual([expect.objectContaining({ id, estado: 'pendiente', detalle: expect.any(String), avisos: ['documento'] })]);
    const pending = await record('documentos', id);
    expect(pending.datos).toMatchObject({
      estado: 'pendiente',
      acciones: [
        { accion: 'aceptar', requiereMotivo: false },
        { accion: 'devolver', requiereMotivo: true },
      ],
      registro: { clase: 'documento', idEmpresa: companyId, nombre: 'Acreditación revisable', tipo: expect.any(String), extension: 'pdf' },
    });
    // The staff reads the very file the company uploaded.
    const download = await staff.get(pending.datos.registro.descarga as string);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(onePagePdf('Acreditacion v1'))).toBe(true);
    expect((await staff.get('/api/Orientacion/documentoEmpresa/999999999')).json()).toEqual({ status: 130 });

    expect(await decide('documentos', id, { accion: 'devolver', version: pending.datos.version })).toEqual({ status: 132 });
    expect(await decide('documentos', id, { accion: 'validar', version: pending.datos.version })).toEqual({ status: 133 });
    const reason = 'La acreditación está caducada';
    expect(await decide('documentos', id, { accion: 'devolver', motivo: reason, version: pending.datos.version })).toMatchObject({
      status: 0,
      datos: { estado: 'devuelto' },
    });
    expect((await documentsOfCompany()).find((document) => document.id === id)).toMatchObject({ revision: 'devuelto', motivoDevolucion: reason });
    expect((await waitsOf(company, 'Empresa')).map((wait) => wait.titulo)).not.toContain('Acreditación revisable');
    const mail = await catcher.takeMailTo(accounts.company);
    expect(mail.subject).toBe('Documentación devuelta');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('https://portal.test/documentacion');
    expect(await lastNotification(await userIdOf(accounts.company))).toMatchObject({ title: 'Documentación devuelta', url: '/documentacion' });
    // A second decision on what the staff member saw before changes nothing.
    expect(await decide('documentos', id, { accion: 'aceptar', version: pending.datos.version })).toEqual({ status: 131 });
    const returned = await record('documentos', id);
    expect(returned.datos).toMatchObject({ estado: 'devuelto', acciones: [], registro: { motivoDevolucion: reason } });
    expect(returned.datos.decisiones).toEqual([
      expect.objectContaining({ autor: expect.stringContaining('orientacion@demo.test'), accion: 'devolver', motivo: reason, antes: { estado: 'pendiente' }, despues: { estado: 'devuelto' } }),
    ]);
    expect((await list('documentos', '?texto=revisable')).datos.total).toBe(0);
    expect((await list('documentos', '?estado=devuelto&texto=revisable')).datos.elementos.map((item) => item.id)).toEqual([id]);

    // The company uploads it again, corrected: the returned one goes, the new one waits.
    const again = (await upload('Acreditación revisable', 'Acreditacion v2')).json<Answer<{ documento: { id: number } }>>();
    expect(again.status).toBe(0);
    const newId = again.datos.documento.id;
    expect((await documentsOfCompany()).filter((document) => document.nombre === 'Acreditación revisable')).toEqual([
      expect.objectContaining({ id: newId, revision: 'pendiente' }),
    ]);
    expect(await record('documentos', id)).toEqual({ status: 130 });
    const fresh = await record('documentos', newId);
    expect(await decide('documentos', newId, { accion: 'aceptar', version: fresh.datos.version })).toMatchObject({ status: 0, datos: { estado: 'aceptado' } });
    expect((await documentsOfCompany()).find((document) => document.id === newId)).toMatchObject({ revision: 'aceptado', motivoDevolucion: null });
    expect((await catcher.takeMailTo(accounts.company)).subject).toBe('Documentación aceptada');
  });

  it('keeps a one-per-company document refused while it is not returned (56)', async () => {
    // The demo company's insurance policy is there and not returned: a second one is still 56.
    const policy = await company.post('/api/empresa/adddoc', {
      idTipoDocumento: 1,
      nombre: 'Otra póliza',
      ficheroB64ParaAltas: onePagePdf('Otra poliza').toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(policy.json()).toEqual({ status: 56 });
  });
});

describe('incorporation forms', () => {
  const selectionForm = (changes: Record<string, unknown> = {}) => ({
    tipo: 'practicas',
    fechaIncorporacion: day(100),
    fechaFin: day(250),
    diasSemana: [1, 2, 3, 4, 5],
    horasDia: '5',
    horario: 'De 9:00 a 14:00',
    tutor: { nombre: 'Ana', apellidos: 'López Gil', email: 'ana@empresa.test', telefono: '600123123' },
    centroTrabajo: { nombre: 'Sede central', direccion: 'Calle Colón 1', poblacion: 'València', provincia: 'Valencia', cp: '46004' },
    proyectoFormativo: { objetivos: 'Aprender a revisar formularios.', tareas: 'Revisar.' },
    ...changes,
  });
  const formOf = async (candidacyId: number) =>
    incorporationFormDataResponse.parse((await company.get(`/api/Empresa/dameFormularioIncorporacion/${candidacyId}`)).json()).datos;

  it('lists a form under an id of its own space, returns it, takes the corrected one back and accepts it', async () => {
    const offer = (await company.post('/api/Empresa/addOferta', internshipForm({ titulo: 'Prácticas de formulario revisado' }))).json<
      Answer<{ urlAcceso: string }>
    >().datos;
    const email = `form-review-${Date.now()}@test.example`;
    await ensureTestStudent(pool, email);
    const student = caller(app, await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword }));
    expect((await student.post('/api/Alumno/inscribirse', { urlOferta: offer.urlAcceso })).json()).toMatchObject({ status: 0 });
    const candidacyId = (
      await pool.query<{ id: number }>(
        'SELECT ca.id FROM candidacies ca JOIN offers o ON o.id = ca.offer_id WHERE o.access_slug = $1',
        [offer.urlAcceso],
      )
    ).rows[0]!.id;
    expect((await company.post('/api/Empresa/guardarFormularioIncorporacion', { idSolicitud: candidacyId, formulario: selectionForm() })).json()).toMatchObject({
      status: 0,
    });
    expect(await formOf(candidacyId)).toMatchObject({ revision: 'pendiente', motivoDevolucion: null });
    expect(await waitsOf(company, 'Empresa')).toContainEqual(
      expect.objectContaining({ cola: 'documentos', titulo: 'Estudiante De Pruebas', enlace: `/formulario-incorporacion/${candidacyId}` }),
    );

    const id = 1_000_000_000 + candidacyId;
    const items = (await list('documentos', '?texto=formulario%20revisado')).datos.elementos;
    expect(items).toEqual([expect.objectContaining({ id, titulo: 'Estudiante De Pruebas', estado: 'pendiente', avisos: ['formularioIncorporacion'] })]);
    const pending = await record('documentos', id);
    expect(pending.datos.registro).toMatchObject({
      clase: 'formularioIncorporacion',
      idSolicitud: candidacyId,
      candidato: { email },
      oferta: { titulo: 'Prácticas de formulario revisado' },
      formulario: { horario: 'De 9:00 a 14:00' },
    });

    const reason = 'El horario no coincide con el de la oferta';
    expect(await decide('documentos', id, { accion: 'devolver', motivo: reason, version: pending.datos.version })).toMatchObject({ status: 0 });
    expect(await formOf(candidacyId)).toMatchObject({ revision: 'devuelto', motivoDevolucion: reason });
    const mail = await catcher.takeMailTo(accounts.company);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`https://portal.test/formulario-incorporacion/${candidacyId}`);

    // Corrected by the company, the candidate already selected: it waits again, under a new version.
    const returned = await record('documentos', id);
    const corrected = await company.post('/api/Empresa/guardarFormularioIncorporacion', {
      idSolicitud: candidacyId,
      formulario: selectionForm({ horario: 'Mañanas' }),
    });
    expect(corrected.json()).toMatchObject({ status: 0, datos: { idEstado: 6 } });
    expect(await formOf(candidacyId)).toMatchObject({ revision: 'pendiente', motivoDevolucion: null, formulario: { horario: 'Mañanas' } });
    expect(await decide('documentos', id, { accion: 'aceptar', version: returned.datos.version })).toEqual({ status: 131 });
    // A form not returned cannot be saved again: the candidate is selected (49, as before).
    expect((await company.post('/api/Empresa/guardarFormularioIncorporacion', { idSolicitud: candidacyId, formulario: selectionForm() })).json()).toMatchObject({
      status: 49,
    });

    const again = await record('documentos', id);
    expect(again.datos.estado).toBe('pendiente');
    expect(await decide('documentos', id, { accion: 'aceptar', version: again.datos.version })).toMatchObject({ status: 0, datos: { estado: 'aceptado' } });
    expect(await formOf(candidacyId)).toMatchObject({ revision: 'aceptado' });
    expect((await record('documentos', id)).datos.decisiones.map((decision) => decision.accion)).toEqual(['aceptar', 'devolver']);
    expect(await record('documentos', 1_000_000_000 + 999_999_999)).toEqual({ status: 130 });
  });
});

describe('studies students declare', () => {
  const newStudent = async (label: string, selfRegistered: boolean) => {
    const email = `${label}-${Date.now()}@test.example`;
    const userId = await ensureTestStudent(pool, email);
    // ensureTestStudent's students stand for the institution's (standing GII from the academic record).
    // The social security number in the CV too: a CV write copies the CV's into the standing.
    await pool.query('UPDATE students SET self_registered = $2, social_security_number = $3 WHERE user_id = $1', [
      userId,
      selfRegistered,
      freshSocialSecurityNumber(),
    ]);
    return { email, userId, calls: callsOf(app, await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword })) };
  };
  /** A published internship restricted to the degree G-II (catalogue id 15). */
  const restrictedOffer = async (title: string) => {
    const created = (await company.post('/api/Empresa/addOferta', internshipForm({ titulo: title, titulaciones: ['G-II'] }))).json<
      Answer<{ urlAcceso: string; estado: number }>
    >();
    expect(created).toMatchObject({ status: 0, datos: { estado: 2 } });
    return created.datos.urlAcceso;
  };
  const declareDegree = async (calls: ReturnType<typeof callsOf>) => {
    const added = await calls.post('addEstudioUniversidad', { idTitulacion: 15, anioInicio: 2022, finalizado: false, nota: '3' });
    expect(added.body).toMatchObject({ status: 0, datos: { registro: { codigo: 'G-II', verificacion: 'pendiente', motivoRechazo: null } } });
    return added.body.datos.registro.id as number;
  };

  it('is off in the product: the brand answers the flag off, and a declared degree counts at once', async () => {
    const brand = (await app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracionMarca' })).json<Answer<{ flags: Record<string, boolean> }>>();
    expect(brand.datos.flags.verificarEstudiosDeclarados).toBe(false);
    const { calls } = await newStudent('declared-off', true);
    const offer = await restrictedOffer('Prácticas G-II sin verificación');
    expect(await calls.apply(offer)).toBe(13);
    await declareDegree(calls);
    expect(await calls.apply(offer)).toBe(0);
  });

  it('with the flag on, refuses the restricted internship until the office verifies the degree, and tells the student', async () => {
    const { calls, email, userId } = await newStudent('declared-on', true);
    const offer = await restrictedOffer('Prácticas G-II con verificación');
    await setStudiesFlag(true);
    try {
      const studyId = await declareDegree(calls);
      expect(await calls.apply(offer)).toBe(13);
      const student = caller(app, await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword }));
      expect(await waitsOf(student, 'Alumno')).toEqual([
        expect.objectContaining({ cola: 'estudios', titulo: 'Grado en Ingeniería Informática', estado: 'pendiente', enlace: '/mi-perfil-cv' }),
      ]);

      const item = (await list('estudios', `?texto=${encodeURIComponent(email)}`)).datos.elementos;
      expect(item).toEqual([expect.objectContaining({ id: studyId, estado: 'pendiente', avisos: ['titulacionInstitucion'] })]);
      const pending = await record('estudios', studyId);
      expect(pending.datos).toMatchObject({
        estado: 'pendiente',
        acciones: [
          { accion: 'verificar', requiereMotivo: false },
          { accion: 'rechazar', requiereMotivo: true },
        ],
        registro: { idAlumno: userId, email, codigo: 'G-II', deLaUniversidad: true, documentos: [] },
      });
      expect(await decide('estudios', studyId, { accion: 'verificar', version: pending.datos.version })).toMatchObject({
        status: 0,
        datos: { estado: 'verificado' },
      });

      const study = (await calls.cv()).academicos.find((entry) => entry.id === studyId);
      expect(study).toMatchObject({ verificacion: 'verificado', validadoDOIP: true });
      expect(await waitsOf(student, 'Alumno')).toEqual([]);
      expect(await calls.apply(offer)).toBe(0);
      const mail = await catcher.takeMailTo(email);
      expect(mail.subject).toBe('Estudios verificados');
      expect(mail.text).toContain('https://portal.test/mi-perfil-cv');
      expect(await lastNotification(userId)).toMatchObject({ title: 'Estudios verificados', url: '/mi-perfil-cv' });
      expect((await record('estudios', studyId)).datos.decisiones).toEqual([
        expect.objectContaining({ accion: 'verificar', antes: { estado: 'pendiente' }, despues: { estado: 'verificado' } }),
      ]);
      expect((await list('estudios', `?estado=verificado&texto=${encodeURIComponent(email)}`)).datos.total).toBe(1);
    } finally {
      await setStudiesFlag(false);
    }
  });

  it('reads the verified state as soon as the flag is on; a rejection the student reads and corrects, which waits again', async () => {
    const { calls, email } = await newStudent('declared-rejected', true);
    const offer = await restrictedOffer('Prácticas G-II con rechazo');
    const studyId = await declareDegree(calls);
    const pending = await record('estudios', studyId);
    await setStudiesFlag(true);
    try {
      // Declared while the flag was off: the standing took the degree, the rules no longer count it.
      expect(await calls.apply(offer)).toBe(13);
      expect(await decide('estudios', studyId, { accion: 'rechazar', motivo: ' ', version: pending.datos.version })).toEqual({ status: 132 });
      const reason = 'No figuras matriculada en esta titulación';
      expect(await decide('estudios', studyId, { accion: 'rechazar', motivo: reason, version: pending.datos.version })).toMatchObject({
        status: 0,
        datos: { estado: 'rechazado' },
      });
      expect((await calls.cv()).academicos.find((entry) => entry.id === studyId)).toMatchObject({ verificacion: 'rechazado', motivoRechazo: reason });
      expect((await catcher.takeMailTo(email)).text).toContain(reason);
      expect(await calls.apply(offer)).toBe(13);

      // The student corrects the study: it waits for the office again, and the old version is refused.
      const rejected = await record('estudios', studyId);
      expect(await decide('estudios', studyId, { accion: 'verificar', version: rejected.datos.version })).toEqual({ status: 133 });
      const edited = await calls.post('editEstudio', { id: studyId, anioInicio: 2021, finalizado: false, nota: '3' });
      expect(edited.body).toMatchObject({ status: 0, datos: { registro: { verificacion: 'pendiente', motivoRechazo: null } } });
      expect(await decide('estudios', studyId, { accion: 'verificar', version: rejected.datos.version })).toEqual({ status: 131 });
      expect((await list('estudios', `?texto=${encodeURIComponent(email)}`)).datos.elementos.map((item) => item.id)).toEqual([studyId]);
    } finally {
      await setStudiesFlag(false);
    }
    // A study the office rejected does not count with the flag off either.
    const { calls: other } = await newStudent('declared-rejected-off', true);
    const otherStudy = await declareDegree(other);
    const view = await record('estudios', otherStudy);
    expect(await decide('estudios', otherStudy, { accion: 'rechazar', motivo: 'Título no acreditado', version: view.datos.version })).toMatchObject({ status: 0 });
    expect(await other.apply(offer)).toBe(13);
  });

  it('asks nothing of studies the institutional login brought, and marks those of a portal registration as declared', async () => {
    const { calls, email } = await newStudent('institutional', false);
    const added = await calls.post('addEstudio', { titulacion: 'Máster en Otra Universidad', nivel: 'postgrado', centro: 'UPV', anioInicio: 2020, finalizado: false });
    expect(added.body).toMatchObject({ status: 0, datos: { registro: { verificacion: 'noRequerida' } } });
    expect((await list('estudios', `?texto=${encodeURIComponent(email)}`)).datos.total).toBe(0);
    expect(await record('estudios', added.body.datos.registro.id as number)).toEqual({ status: 130 });

    const registered = `registered-${Date.now()}@test.example`;
    const registration = await app.inject({
      method: 'POST',
      url: '/api/Alumno/registrarUsuario',
      payload: { nombre: 'Irene', apellidos: 'Declara Estudios', email: registered, dni: freshDni(), password: 'nueva2026', aceptaPoliticaPrivacidad: true },
    });
    expect(registration.json()).toMatchObject({ status: 0 });
    const own = callsOf(app, await tokenOf(app, 'Alumno', { usuario: registered, password: 'nueva2026' }));
    const declared = await own.post('addEstudio', { titulacion: 'Grado en Historia', nivel: 'grado', centro: 'UV', anioInicio: 2019, finalizado: true });
    expect(declared.body).toMatchObject({ status: 0, datos: { registro: { verificacion: 'pendiente' } } });
    const items = (await list('estudios', '?texto=Declara%20Historia&orden=nombre')).datos.elementos;
    expect(items).toEqual([expect.objectContaining({ titulo: 'Irene Declara Estudios', detalle: 'Grado en Historia · UV', avisos: [] })]);
    expect((await panel()).find((entry) => entry.cola === 'estudios')!.masAntigua).toEqual(expect.any(String));
  });
});
