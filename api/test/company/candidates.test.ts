import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidacyDetailResponse, candidatesResponse, processDataResponse } from '@portal/contracts';
import { demoPassword, tokenOf } from '../support';
import {
  caller,
  day,
  ensureTestStudent,
  internshipForm,
  openCompanyWorld,
  setCompanyBrand,
  type CompanyWorld,
} from './fixtures';

/**
 * Candidates of the company's offers (spec 001 §2, §4): lists, filters, exports guarded against
 * formula injection, the process and candidate with every look at the CV recorded, state changes
 * with their refusals, the incorporation form, and the journey a company and a student make.
 */
let world: CompanyWorld;
let company: ReturnType<typeof caller>;
const seededOffer = 'levante-tech-practicas-producto-web';

beforeAll(async () => {
  world = await openCompanyWorld();
  company = caller(world.app, world.company);
  await setCompanyBrand(world.pool, { publicacionDirectaOfertas: true, compruebaIban: true });
});
afterAll(async () => {
  if (!world) return;
  // The demo's brand: the careers office validates offers.
  await setCompanyBrand(world.pool, { publicacionDirectaOfertas: false });
  await world.pool.end();
  await world.app.close();
});

const candidatesOf = async (query: string) =>
  candidatesResponse.parse((await company.get(`/api/Empresa/dameCandidaturas?${query}`)).json()).datos;

const selectionForm = (changes: Record<string, unknown> = {}) => ({
  tipo: 'practicas',
  fechaIncorporacion: day(100),
  fechaFin: day(250),
  diasSemana: [1, 2, 3, 4, 5],
  horasDia: '5',
  horario: 'De 9:00 a 14:00',
  tutor: { nombre: 'Ana', apellidos: 'López Gil', email: 'ana@empresa.test', telefono: '600123123' },
  centroTrabajo: { nombre: 'Sede central', direccion: 'Calle Colón 1', poblacion: 'València', provincia: 'Valencia', cp: '46004' },
  proyectoFormativo: { objetivos: 'Aprender a probar APIs.', tareas: 'Pruebas de integración.' },
  ...changes,
});

/** A candidacy of a fresh student to a fresh published internship of the demo company. */
const newCandidacy = async (email: string, offerChanges: Record<string, unknown> = {}) => {
  const offer = (await company.post('/api/Empresa/addOferta', internshipForm(offerChanges))).json<{
    datos: { urlAcceso: string; idOferta: number };
  }>().datos;
  await ensureTestStudent(world.pool, email);
  const token = await tokenOf(world.app, 'Alumno', { usuario: email, password: demoPassword });
  const applied = await caller(world.app, token).post('/api/Alumno/inscribirse', { urlOferta: offer.urlAcceso });
  expect(applied.json()).toMatchObject({ status: 0 });
  const [candidate] = await candidatesOf(`oferta=${offer.urlAcceso}`);
  return { offer, token, candidacyId: candidate!.idCandidatura, slug: applied.json<{ datos: { urlAcceso: string } }>().datos.urlAcceso };
};

describe('candidates list, filters and exports', () => {
  it("lists an offer's candidates with the filters estado, texto and tipo", async () => {
    const all = await candidatesOf(`oferta=${seededOffer}`);
    expect(new Set(all.map((candidate) => candidate.idEstado))).toEqual(new Set([1, 3, 4, 17]));
    expect((await candidatesOf(`oferta=${seededOffer}&estado=17`)).map((candidate) => candidate.motivo)).toEqual([
      'No cumple los requisitos de la oferta',
    ]);
    expect((await candidatesOf('texto=torres%20vidal')).map((candidate) => candidate.apellidos)).toEqual(['Torres Vidal']);
    expect((await candidatesOf('tipo=empleo&texto=torres')).length).toBe(0);
    expect((await company.get('/api/Empresa/dameCandidaturas?oferta=ingeniero-obra-civil-mediterraneo-obras')).json()).toEqual({ status: 4 });
  });

  it('exports the list as CSV and XLSX with formula-like text neutralised', async () => {
    await world.pool.query(
      `UPDATE students SET first_name = '=HYPERLINK("http://x.test","clic")' WHERE user_id = (SELECT id FROM users WHERE email = 'candidata.inscrita@demo.test')`,
    );
    try {
      const csv = await company.get(`/api/Empresa/exportaCandidaturas?formato=csv&oferta=${seededOffer}`);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="candidatos-.*\.csv"/);
      expect(csv.body).toContain('Oferta,Tipo,Nombre,Apellidos');
      expect(csv.body).toContain(`"'=HYPERLINK(""http://x.test"",""clic"")"`);
      expect(csv.body).toContain('Torres Vidal');

      const xlsx = await company.get(`/api/Empresa/exportaCandidaturas?formato=xlsx&oferta=${seededOffer}`);
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(3).value).toBe('Nombre');
      const names = sheet.getColumn(3).values.slice(2);
      expect(names).toContain(`'=HYPERLINK("http://x.test","clic")`);
      expect(names.every((value) => typeof value === 'string')).toBe(true);
    } finally {
      await world.pool.query(`UPDATE students SET first_name = 'Aina' WHERE user_id = (SELECT id FROM users WHERE email = 'candidata.inscrita@demo.test')`);
    }
  });
});

describe('process, candidate and CV', () => {
  it('gives the process with its history, the next states and the rejection reasons of the profile', async () => {
    const [rejected] = await candidatesOf(`oferta=${seededOffer}&estado=17`);
    const process = processDataResponse.parse((await company.get(`/api/Empresa/dameDatosProceso/${rejected!.idCandidatura}`)).json()).datos;
    expect(process.historial.map((change) => change.idEstado)).toEqual([1, 17]);
    expect(process.siguientesEstados).toEqual([]);
    const [applied] = await candidatesOf(`oferta=${seededOffer}&estado=1`);
    const open = processDataResponse.parse((await company.get(`/api/Empresa/dameDatosProceso/${applied!.idCandidatura}`)).json()).datos;
    expect(open.siguientesEstados.map((state) => state.idEstado)).toEqual([2, 3, 4, 5, 6, 17, 16]);
    // In the company's own voice: never "Ya estoy realizando otras prácticas" or "Motivos personales".
    expect(open.motivosRechazo.map((reason) => reason.descripcion).sort()).toEqual([
      'La plaza de prácticas ha quedado cubierta',
      'No cumple los requisitos de la oferta',
      'No se presentó a la entrevista',
      'Otros motivos',
      'Se ha seleccionado a otra persona',
    ]);

    const asStudent = candidacyDetailResponse.parse((await company.get(`/api/Empresa/dameDatosProcesoComoAlumno/${applied!.idCandidatura}`)).json());
    expect(asStudent.datos.historial.map((change) => change.idEstado)).toEqual([1]);
  });

  it('records every view and download of a CV, and the student lists which companies looked', async () => {
    const { candidacyId, token } = await newCandidacy('cv-visto@company.test');
    expect((await candidatesOf(`estado=1&texto=cv-visto`))[0]?.cvVisto).toBe(false);
    const detail = (await company.get(`/api/Empresa/dameCandidato/${candidacyId}`)).json();
    expect(detail).toMatchObject({ status: 0, datos: { cvVisto: true, cv: { email: 'cv-visto@company.test', titulacion: 'Grado en Ingeniería Informática' } } });
    const file = await company.get(`/api/Empresa/descargaCvCandidato/${candidacyId}`);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''CV%20/);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const views = (await caller(world.app, token).get('/api/Alumno/dameVisitasCv')).json<{ datos: { empresa: string; tipo: string }[] }>();
    expect(views.datos.slice(0, 2).map((view) => [view.empresa, view.tipo])).toEqual([
      ['Levante Tech', 'descargar'],
      ['Levante Tech', 'ver'],
    ]);
    expect((await company.get('/api/Alumno/dameVisitasCv')).json()).toEqual({ status: 79 });
  });
});

describe('state changes (cambiaEstadoCandidatura) and the incorporation form', () => {
  it('needs an offered reason to reject, notifies the student, and refuses moves from final states (49)', async () => {
    const { candidacyId, token, slug } = await newCandidacy('rechazo@company.test');
    const change = (body: object) => company.post('/api/Empresa/cambiaEstadoCandidatura', { idCandidatura: candidacyId, ...body });
    const noReason = await change({ idEstado: 17 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ status: 15, errores: [{ campo: 'idMotivo' }] });
    expect((await change({ idEstado: 17, idMotivo: 14 })).json()).toEqual({ status: 15 });
    // A student's reason is not the company's to give.
    expect((await change({ idEstado: 17, idMotivo: 7 })).json()).toEqual({ status: 15 });
    expect((await change({ idEstado: 3 })).json()).toEqual({ status: 0, datos: { codigo: 532, idEstado: 3 } });
    expect((await change({ idEstado: 17, idMotivo: 10 })).json()).toEqual({ status: 0, datos: { codigo: 532, idEstado: 17 } });
    expect((await change({ idEstado: 4 })).json()).toEqual({ status: 49 });

    const student = caller(world.app, token);
    const candidacy = candidacyDetailResponse.parse((await student.get(`/api/Alumno/dameCandidatura/${slug}`)).json()).datos;
    expect(candidacy.historial.map((entry) => entry.idEstado)).toEqual([1, 3, 17]);
    expect(candidacy.idMotivo).toBe(10);
    const notices = (await student.get('/api/Alumno/dameNotificaciones')).json<{ datos: { titulo: string; urlAcceso: string | null }[] }>();
    expect(notices.datos.filter((notice) => notice.urlAcceso === `/mis-candidaturas/${slug}`)).toHaveLength(2);
  });

  it('refuses changes on an expired offer (543) and selecting beyond the places (14)', async () => {
    const first = await newCandidacy('plazas-1@company.test', { plazas: 1 });
    await world.pool.query('UPDATE candidacies SET state_id = 6 WHERE id = $1', [first.candidacyId]);
    await ensureTestStudent(world.pool, 'plazas-2@company.test');
    const second = await tokenOf(world.app, 'Alumno', { usuario: 'plazas-2@company.test', password: demoPassword });
    await caller(world.app, second).post('/api/Alumno/inscribirse', { urlOferta: first.offer.urlAcceso });
    const [waiting] = await candidatesOf(`oferta=${first.offer.urlAcceso}&estado=1`);
    expect((await company.post('/api/Empresa/cambiaEstadoCandidatura', { idCandidatura: waiting!.idCandidatura, idEstado: 6 })).json()).toEqual({ status: 14 });

    await world.pool.query(`UPDATE offers SET expires_at = now() - interval '1 hour' WHERE id = $1`, [first.offer.idOferta]);
    expect((await company.post('/api/Empresa/cambiaEstadoCandidatura', { idCandidatura: waiting!.idCandidatura, idEstado: 3 })).json()).toEqual({ status: 543 });
  });

  it("keeps other companies and students off a company's candidates (31, 79)", async () => {
    const [candidate] = await candidatesOf(`oferta=${seededOffer}&estado=1`);
    const stranger = caller(world.app, world.other);
    const id = candidate!.idCandidatura;
    expect((await stranger.get(`/api/Empresa/dameCandidato/${id}`)).json()).toEqual({ status: 31 });
    expect((await stranger.get(`/api/Empresa/descargaCvCandidato/${id}`)).json()).toEqual({ status: 31 });
    expect((await stranger.get(`/api/Empresa/dameDatosProceso/${id}`)).json()).toEqual({ status: 31 });
    expect((await stranger.get(`/api/Empresa/dameDatosProcesoComoAlumno/${id}`)).json()).toEqual({ status: 31 });
    expect((await stranger.get(`/api/Empresa/dameFormularioIncorporacion/${id}`)).json()).toEqual({ status: 31 });
    expect((await stranger.post('/api/Empresa/cambiaEstadoCandidatura', { idCandidatura: id, idEstado: 3 })).json()).toEqual({ status: 31 });
    expect((await stranger.post('/api/Empresa/guardarFormularioIncorporacion', { idSolicitud: id, formulario: selectionForm() })).json()).toEqual({
      status: 31,
    });
    expect((await stranger.get(`/api/Empresa/dameCandidaturas?oferta=${seededOffer}`)).json()).toEqual({ status: 4 });
    const views = await world.pool.query('SELECT 1 FROM cv_views WHERE candidacy_id = $1 AND company_id = $2', [id, world.otherCompanyId]);
    expect(views.rowCount).toBe(0);

    const student = caller(world.app, world.student);
    for (const url of [`/api/Empresa/dameCandidato/${id}`, '/api/Empresa/dameCandidaturas', `/api/Empresa/dameDatosProceso/${id}`]) {
      const response = await student.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ status: 79 });
    }
  });
});

describe('the journey: a company publishes, a student applies, the company selects through the incorporation form', () => {
  it('goes from a new internship offer to a selected candidate the student sees', async () => {
    await setCompanyBrand(world.pool, { publicacionDirectaOfertas: true });
    const created = (await company.post('/api/Empresa/addOferta', internshipForm({ titulo: 'Prácticas del recorrido completo' }))).json<{
      status: number;
      datos: { urlAcceso: string; estado: number };
    }>();
    expect(created).toMatchObject({ status: 0, datos: { estado: 2 } });

    const email = 'recorrido@company.test';
    await ensureTestStudent(world.pool, email);
    const student = caller(world.app, await tokenOf(world.app, 'Alumno', { usuario: email, password: demoPassword }));
    const listed = (await student.get('/api/Alumno/dameOfertasUsuario/practicas?cantidad=100')).json<{ datos: { urlAcceso: string }[] }>();
    expect(listed.datos.map((offer) => offer.urlAcceso)).toContain(created.datos.urlAcceso);
    const applied = (await student.post('/api/Alumno/inscribirse', { urlOferta: created.datos.urlAcceso })).json<{
      status: number;
      datos: { urlAcceso: string };
    }>();
    expect(applied.status).toBe(0);

    const [candidate] = await candidatesOf(`oferta=${created.datos.urlAcceso}`);
    const select = await company.post('/api/Empresa/cambiaEstadoCandidatura', { idCandidatura: candidate!.idCandidatura, idEstado: 6 });
    expect(select.json()).toEqual({ status: 98, datos: { idSolicitud: candidate!.idCandidatura } });

    const form = (await company.get(`/api/Empresa/dameFormularioIncorporacion/${candidate!.idCandidatura}`)).json();
    expect(form).toMatchObject({ status: 0, datos: { tipo: 'practicas', formulario: null, candidato: { email } } });

    const save = (formulario: object) =>
      company.post('/api/Empresa/guardarFormularioIncorporacion', { idSolicitud: candidate!.idCandidatura, formulario });
    const tooLong = await save(selectionForm({ horasDia: 6, diasSemana: [1, 2, 3, 4] }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ status: 15, errores: [{ campo: 'formulario.horasDia' }] });
    const tooMuchWeek = await save(selectionForm({ horasDia: '4,5', diasSemana: [0, 1, 2, 3, 4, 5] }));
    expect(tooMuchWeek.json()).toMatchObject({ status: 15, errores: [{ campo: 'formulario.diasSemana' }] });
    expect((await save(selectionForm({ fueraPeriodoLectivo: true, horasDia: 8 }))).json()).toMatchObject({ status: 15 });
    expect((await save(selectionForm({ fechaFin: day(50) }))).json()).toEqual({ status: 27 });
    expect((await save({ ...selectionForm(), tipo: 'empleo' })).statusCode).toBe(400);
    expect(
      (await world.pool.query('SELECT state_id FROM candidacies WHERE id = $1', [candidate!.idCandidatura])).rows[0].state_id,
    ).toBe(1);

    expect((await save(selectionForm())).json()).toEqual({ status: 0, datos: { codigo: 540, idEstado: 6 } });
    const saved = (await company.post('/api/Empresa/dameFormularioIncorporacion', { idSolicitud: candidate!.idCandidatura })).json();
    expect(saved).toMatchObject({ status: 0, datos: { formulario: { horasDia: 5, centroTrabajo: { cp: '46004' } } } });

    const candidacy = candidacyDetailResponse.parse((await student.get(`/api/Alumno/dameCandidatura/${applied.datos.urlAcceso}`)).json()).datos;
    expect(candidacy.idEstado).toBe(6);
    expect(candidacy.historial.map((entry) => entry.idEstado)).toEqual([1, 6]);
    const notices = (await student.get('/api/Alumno/dameNotificaciones')).json<{ datos: { texto: string }[] }>();
    expect(notices.datos[0]?.texto).toContain('Seleccionado');
    expect((await company.post('/api/Empresa/cambiaEstadoCandidatura', { idCandidatura: candidate!.idCandidatura, idEstado: 17, idMotivo: 10 })).json()).toEqual({
      status: 49,
    });
  });
});
