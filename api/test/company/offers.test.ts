import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { myOffersResponse, offerDetailResponse, savedOfferResponse, type OfferDetail } from '@portal/contracts';
import { hashPassword } from '../../src/platform/auth/passwords';
import { bearer, login } from '../support';
import {
  caller,
  day,
  internshipForm,
  jobForm,
  openCompanyWorld,
  setCompanyBrand,
  type CompanyWorld,
} from './fixtures';

/**
 * The company's offers through the API (spec 001 §2-§6): validation of companies at login and on
 * every call, the wizard's rules and codes, publication by the careers office, my offers with
 * filters and saved searches, the actions and the state machine behind them, and authorization.
 */
let world: CompanyWorld;
let company: ReturnType<typeof caller>;

beforeAll(async () => {
  world = await openCompanyWorld();
  company = caller(world.app, world.company);
});
afterAll(async () => {
  if (!world) return;
  await setCompanyBrand(world.pool, { publicacionDirectaOfertas: false, duplicarOfertas: true, camposOferta: { nombreForo: 'oculto' } });
  await world.pool.end();
  await world.app.close();
});
beforeEach(async () => {
  await setCompanyBrand(world.pool, {
    publicacionDirectaOfertas: true,
    duplicarOfertas: true,
    duplicarOfertasPerfilContrario: true,
    cerrarOfertas: true,
    eliminarOfertas: true,
    compruebaIban: true,
    camposOferta: { nombreForo: 'oculto' },
  });
});

type Saved = { status: number; datos: { codigo: number; idOferta: number; urlAcceso: string; estado: number } };
const create = async (form: object) => (await company.post('/api/Empresa/addOferta', form)).json<Saved>();
const stateOf = async (id: number) =>
  (await world.pool.query<{ state_id: number }>('SELECT state_id FROM offers WHERE id = $1', [id])).rows[0]?.state_id;

describe('validation of companies (spec 001 §6: 9, 90)', () => {
  it('refuses the login of a company the office has not validated (9) or has blocked (90), and its calls at once', async () => {
    const hash = await hashPassword('Clave-2024');
    const { rows } = await world.pool.query<{ id: number }>(
      `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ('B98765435', 'Pendiente SL', 'Pendiente SL', false)
       ON CONFLICT (tax_id) DO UPDATE SET validated = false, blocked = false RETURNING id`,
    );
    const companyId = rows[0]!.id;
    const user = await world.pool.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', 'pendiente@empresa.test', $1, 'Pendiente')
       ON CONFLICT (user_type, lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id`,
      [hash],
    );
    await world.pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      user.rows[0]!.id,
      companyId,
    ]);
    const credentials = { usuario: 'pendiente@empresa.test', password: 'Clave-2024' };
    expect((await login(world.app, 'Empresa', credentials)).body.status).toBe(9);

    await world.pool.query('UPDATE companies SET validated = true WHERE id = $1', [companyId]);
    const { body } = await login(world.app, 'Empresa', credentials);
    expect(body.status).toBe(0);
    const token = String(body.datos?.token);

    await world.pool.query('UPDATE companies SET blocked = true WHERE id = $1', [companyId]);
    expect((await login(world.app, 'Empresa', credentials)).body.status).toBe(90);
    const call = await caller(world.app, token).get('/api/Empresa/dameInicioEmpresa');
    expect(call.statusCode).toBe(403);
    expect(call.json()).toEqual({ status: 90 });
  });
});

describe('the offer wizard: addOferta', () => {
  it('creates an internship offer (506) that students see at once when the brand publishes directly', async () => {
    const saved = savedOfferResponse.parse(await create(internshipForm({ titulo: 'Prácticas publicadas al momento' })));
    expect(saved.datos).toMatchObject({ codigo: 506, estado: 2 });
    const seen = await caller(world.app, world.student).get(`/api/Alumno/dameOferta/${saved.datos.urlAcceso}`);
    expect(seen.json()).toMatchObject({ status: 0, datos: { titulo: 'Prácticas publicadas al momento', salario: 450.5 } });
  });

  it('shows students and the company what the wizard collected, degrees and lists by name in the reader language', async () => {
    const saved = await create(
      internshipForm({
        titulo: 'Prácticas con todo el asistente',
        tareas: 'Escribir pruebas.\nRevisar código.',
        experienciaRequerida: 'Un proyecto con React',
        areasTitulaciones: [6, 7],
        idTipoPracticas: 2,
        tutorEmpresa: { nombre: 'Ana', apellidos: 'López Gil', email: 'ana@empresa.test', telefono: '600111222', titulacion: 'Informática', puesto: 'CTO' },
        requisitosAdicionales: { competencias: [1, 2], trabajandoActualmente: false },
      }),
    );
    const inCatalan = await world.app.inject({
      method: 'GET',
      url: `/api/Alumno/dameOferta/${saved.datos.urlAcceso}`,
      headers: { ...bearer(world.student), 'accept-language': 'ca' },
    });
    const student = offerDetailResponse.parse(inCatalan.json()).datos;
    expect(student.titulaciones).toEqual(['GII']);
    expect(student.titulacionesNombres).toEqual(['Grau en Enginyeria Informàtica']);
    expect(student.datosOferta).toMatchObject({
      tareas: 'Escribir pruebas.\nRevisar código.',
      puesto: 'Becario/a de calidad',
      departamento: 'Calidad',
      poblacion: 'València',
      experienciaRequerida: 'Un proyecto con React',
      competencias: ['Treball en equip', 'Comunicació oral'],
      areasTitulaciones: ['Tecnologies de la informació i la comunicació (TIC)', 'Enginyeria, indústria i construcció'],
      trabajandoActualmente: false,
      ayudaEstudio: 450.5,
      curso: '4º',
      tipoPracticas: 'Pràctiques extracurriculars',
      tutorUniversidad: 'Dr. Pons',
    });
    // The student reads who the tutor is, not how to reach them outside the portal.
    expect(student.datosOferta.tutorEmpresa).toEqual({
      nombre: 'Ana', apellidos: 'López Gil', puesto: 'CTO', departamento: null, titulacion: 'Informática', email: null, telefono: null,
    });

    const own = (await company.get(`/api/Empresa/dameOferta/${saved.datos.idOferta}`)).json<{ datos: { oferta: OfferDetail } }>();
    expect(own.datos.oferta.titulacionesNombres).toEqual(['Grado en Ingeniería Informática']);
    expect(own.datos.oferta.datosOferta.competencias).toEqual(['Trabajo en equipo', 'Comunicación oral']);
    expect(own.datos.oferta.datosOferta.areasTitulaciones).toEqual([
      'Tecnologías de la información y las comunicaciones (TIC)',
      'Ingeniería, industria y construcción',
    ]);
    // Kept as the reference ids, which the wizard reads back to edit them.
    const stored = await world.pool.query(`SELECT extra->'areasTitulaciones' AS areas FROM offers WHERE id = $1`, [saved.datos.idOferta]);
    expect(stored.rows[0].areas).toEqual([6, 7]);
    expect(own.datos.oferta.datosOferta.tutorEmpresa).toMatchObject({ email: 'ana@empresa.test', telefono: '600111222' });
  });

  it('keeps a new offer pending for the careers office, who validates or rejects it with a reason', async () => {
    await setCompanyBrand(world.pool, { publicacionDirectaOfertas: false });
    const pending = await create(internshipForm({ titulo: 'Prácticas pendientes de validar' }));
    expect(pending.datos.estado).toBe(1);
    expect((await caller(world.app, world.student).get(`/api/Alumno/dameOferta/${pending.datos.urlAcceso}`)).json()).toEqual({ status: 4 });

    const staff = caller(world.app, world.staff);
    const queue = (await staff.get('/api/Orientacion/dameOfertasPendientes')).json<{ datos: { urlAcceso: string }[] }>();
    expect(queue.datos.map((offer) => offer.urlAcceso)).toContain(pending.datos.urlAcceso);
    expect((await staff.post('/api/Orientacion/validaOferta', { urlOferta: pending.datos.urlAcceso })).json()).toEqual({
      status: 0,
      datos: { idOferta: pending.datos.idOferta, estado: 2 },
    });
    expect((await staff.post('/api/Orientacion/validaOferta', { urlOferta: pending.datos.urlAcceso })).json()).toEqual({ status: 68 });
    expect((await caller(world.app, world.student).get(`/api/Alumno/dameOferta/${pending.datos.urlAcceso}`)).json()).toMatchObject({ status: 0 });

    const rejected = await create(jobForm({ titulo: 'Empleo que el servicio rechaza' }));
    expect(
      (await staff.post('/api/Orientacion/rechazaOferta', { urlOferta: rejected.datos.urlAcceso, motivo: 'Falta el salario real.' })).json(),
    ).toMatchObject({ status: 0, datos: { estado: 5 } });
    const history = myOffersResponse.parse(
      (await company.get('/api/Empresa/dameOfertasEmpresa?ambito=historico&estado=5&cantidad=100')).json(),
    );
    expect(history.datos.find((offer) => offer.idOferta === rejected.datos.idOferta)).toMatchObject({
      estado: 5,
      descripcionEstado: 'Rechazada',
      descripcionEstadoMotivo: 'Falta el salario real.',
    });
  });

  it('answers 400/15 naming every field a rule of §5 refuses, and saves nothing', async () => {
    const before = (await world.pool.query('SELECT count(*)::integer AS n FROM offers')).rows[0].n;
    const response = await company.post(
      '/api/Empresa/addOferta',
      internshipForm({
        titulo: ' ',
        plazas: 0,
        horasAldia: 'cinco',
        meses: 13,
        tiempoDedicacionJornada: 101,
        numeroDiasSemana: 8,
        titulaciones: [],
        urlInscripcionExterna: 'www.sin-protocolo',
        centroCoste: 'ESB0012',
        ordenInterna: '300001234',
        nota: '4,5',
        tutorEmpresa: { nombre: 'Ana', apellidos: 'López', email: 'ana@', titulacion: 'Inf', nif: '12345678A' },
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ status: number; errores: { campo: string }[] }>();
    // The tutor's national id is among the refused fields: the spec's 66 (ID document), every field named.
    expect(body.status).toBe(66);
    const fields = body.errores.map((error) => error.campo);
    for (const field of [
      'titulo',
      'plazas',
      'horasAldia',
      'meses',
      'tiempoDedicacionJornada',
      'numeroDiasSemana',
      'titulaciones',
      'urlInscripcionExterna',
      'centroCoste',
      'ordenInterna',
      'nota',
      'tutorEmpresa.email',
      'tutorEmpresa.nif',
    ])
      expect(fields, field).toContain(field);
    expect((await world.pool.query('SELECT count(*)::integer AS n FROM offers')).rows[0].n).toBe(before);
  });

  it('refuses a degree area the reference data does not know, and an offer switched off by hand (it is closed instead)', async () => {
    const before = (await world.pool.query('SELECT count(*)::integer AS n FROM offers')).rows[0].n;
    const unknownArea = await company.post('/api/Empresa/addOferta', internshipForm({ areasTitulaciones: [6, 999] }));
    expect([unknownArea.statusCode, unknownArea.json().status, unknownArea.json().errores.map((error: { campo: string }) => error.campo)]).toEqual([
      400,
      15,
      ['areasTitulaciones'],
    ]);
    const inactive = await company.post('/api/Empresa/addOferta', internshipForm({ activa: false }));
    expect([inactive.statusCode, inactive.json().errores]).toEqual([
      400,
      [{ campo: 'activa', mensaje: 'Una oferta deja de recibir candidaturas cuando la cierras desde Mis ofertas' }],
    ]);
    expect((await world.pool.query('SELECT count(*)::integer AS n FROM offers')).rows[0].n).toBe(before);
  });

  it('adds 120 (pending creation in the forum) to the confirmation of an offer that names an employment forum', async () => {
    await setCompanyBrand(world.pool, { camposOferta: { nombreForo: 'opcional' } });
    const inForum = await create(jobForm({ titulo: 'Empleo del foro', nombreForo: 'Foro de Empleo 2026' }));
    expect(inForum.datos).toMatchObject({ codigo: 506, avisos: [120] });
    const plain = await create(jobForm({ titulo: 'Empleo sin foro' }));
    expect(plain.datos.codigo).toBe(506);
    expect(plain.datos).not.toHaveProperty('avisos');
    // With the field hidden by the brand the forum is dropped: no notice.
    await setCompanyBrand(world.pool, { camposOferta: { nombreForo: 'oculto' } });
    expect((await create(jobForm({ titulo: 'Empleo con foro oculto', nombreForo: 'Foro de Empleo 2026' }))).datos).not.toHaveProperty('avisos');
  });

  it("refuses a tutor's national id with a wrong letter with 66, naming the field in the caller's language, and writes nothing", async () => {
    const before = (await world.pool.query('SELECT count(*)::integer AS n FROM offers')).rows[0].n;
    const tutorEmpresa = { nombre: 'Ana', apellidos: 'López', email: 'ana@empresa.test', titulacion: 'Inf', nif: '12345678A' };
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/Empresa/addOferta',
      payload: internshipForm({ tutorEmpresa }),
      headers: { ...bearer(world.company), 'accept-language': 'ca' },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      expect.objectContaining({ status: 66, errores: [{ campo: 'tutorEmpresa.nif', mensaje: 'El DNI o NIE no és vàlid' }] }),
    ]);
    expect((await world.pool.query('SELECT count(*)::integer AS n FROM offers')).rows[0].n).toBe(before);
  });

  it('accepts the §5 formats: decimal comma, ESB00 cost centre, 30000 internal order, grade 1-4, a valid national id', async () => {
    const saved = await create(
      internshipForm({ centroCoste: 'esb0012345', ordenInterna: '300001234567', nota: '3,5', tutorEmpresa: { nombre: 'Ana', apellidos: 'López', email: 'ana@empresa.test', titulacion: 'Inf', nif: '12345678Z' } }),
    );
    expect(saved.status).toBe(0);
    const { rows } = await world.pool.query('SELECT cost_centre, internal_order, min_grade, study_aid FROM offers WHERE id = $1', [saved.datos.idOferta]);
    expect(rows[0]).toEqual({ cost_centre: 'ESB0012345', internal_order: '300001234567', min_grade: '3.50', study_aid: '450.50' });
  });

  it('keeps an internship offer to the hours the incorporation form accepts (5 a day, 25 a week; 7 and 35 outside teaching)', async () => {
    const eight = await world.app.inject({
      method: 'POST',
      url: '/api/Empresa/addOferta',
      payload: internshipForm({ horasAldia: 8, numeroDiasSemana: 5 }),
      headers: { ...bearer(world.company), 'accept-language': 'es' },
    });
    expect(eight.statusCode).toBe(400);
    expect(eight.json()).toMatchObject({
      status: 15,
      errores: [{ campo: 'horasAldia', mensaje: expect.stringContaining('como máximo 5 horas al día') }],
    });
    const sixDays = await company.post('/api/Empresa/addOferta', internshipForm({ horasAldia: 5, numeroDiasSemana: 6 }));
    expect(sixDays.json()).toMatchObject({ status: 15, errores: [{ campo: 'numeroDiasSemana' }] });
    expect((await company.post('/api/Empresa/addOferta', internshipForm({ horasAldia: 8, fueraPeriodoLectivo: true }))).json()).toMatchObject({
      status: 15,
      errores: [{ campo: 'horasAldia' }],
    });
    const summer = await create(internshipForm({ horasAldia: '7', numeroDiasSemana: 5, fueraPeriodoLectivo: true }));
    expect(summer.status).toBe(0);
    const stored = await world.pool.query(`SELECT hours_per_day, extra->'fueraPeriodoLectivo' AS outside FROM offers WHERE id = $1`, [summer.datos.idOferta]);
    expect(stored.rows[0]).toEqual({ hours_per_day: '7.00', outside: true });
    // A job keeps its full day.
    expect((await create(jobForm({ horasAldia: 8 }))).status).toBe(0);
  });

  it('accepts a dedication with decimals ("62,5") and shows it as it was typed', async () => {
    const saved = await create(jobForm({ titulo: 'Empleo a jornada parcial', tiempoDedicacionJornada: '62,5' }));
    expect(saved.status).toBe(0);
    const listed = await caller(world.app, world.student).get(`/api/Alumno/dameOferta/${saved.datos.urlAcceso}`);
    expect(listed.json()).toMatchObject({ status: 0, datos: { tiempoDedicacionJornada: 62.5 } });
    expect((await company.post('/api/Empresa/addOferta', jobForm({ tiempoDedicacionJornada: '100,5' }))).json()).toMatchObject({
      status: 15,
      errores: [{ campo: 'tiempoDedicacionJornada' }],
    });
  });

  it('refuses internships without dates, unknown degrees and unknown contract types (400/15)', async () => {
    const noDates = await company.post('/api/Empresa/addOferta', internshipForm({ fechaInicio: null, fechaFin: null }));
    expect(noDates.json<{ errores: { campo: string }[] }>().errores.map((error) => error.campo)).toEqual(['fechaInicio', 'fechaFin']);
    const degree = await company.post('/api/Empresa/addOferta', internshipForm({ titulaciones: ['NO-EXISTE'] }));
    expect(degree.json()).toMatchObject({ status: 15, errores: [{ campo: 'titulaciones' }] });
    const contract = await company.post('/api/Empresa/addOferta', jobForm({ idTipoContrato: 999 }));
    expect(contract.json()).toMatchObject({ status: 15, errores: [{ campo: 'idTipoContrato' }] });
  });

  it('answers the business codes: 27 dates, 109 unpaid internship within 10 days, 58 programme, 72 IBAN', async () => {
    expect((await create(internshipForm({ fechaInicio: day(200), fechaFin: day(150) }))).status).toBe(27);
    expect((await create(internshipForm({ ayudaEstudio: 0, fechaInicio: day(5), fechaFin: day(100) }))).status).toBe(109);
    expect((await create(internshipForm({ ayudaEstudio: 0, fechaInicio: day(12), fechaFin: day(100) }))).status).toBe(0);
    expect((await create(internshipForm({ ayudaEstudio: 300, fechaInicio: day(2), fechaFin: day(100) }))).status).toBe(0);

    const programme = (
      await world.pool.query<{ id: number }>(`SELECT id FROM internship_programmes WHERE slug = 'programa-estudia-trabaja'`)
    ).rows[0]!.id;
    expect((await create(internshipForm({ idPrograma: programme, tiempoDedicacionJornada: 60, meses: 6 }))).status).toBe(58);
    expect((await create(internshipForm({ idPrograma: programme, tiempoDedicacionJornada: 80, meses: 12 }))).status).toBe(0);

    const iban = (await world.pool.query<{ iban: string }>('SELECT iban FROM companies WHERE id = $1', [world.companyId])).rows[0]!.iban;
    await world.pool.query('UPDATE companies SET iban = NULL WHERE id = $1', [world.companyId]);
    try {
      expect((await create(internshipForm())).status).toBe(72);
      expect((await company.get('/api/Empresa/dameInicioEmpresa')).json()).toMatchObject({ datos: { avisoIban: 535 } });
      expect((await create(jobForm())).status).toBe(0);
      await setCompanyBrand(world.pool, { compruebaIban: false });
      expect((await create(internshipForm())).status).toBe(0);
    } finally {
      await world.pool.query('UPDATE companies SET iban = $2 WHERE id = $1', [world.companyId, iban]);
    }
  });

  it("follows the brand's offer field configuration: hidden fields are dropped, required ones enforced", async () => {
    const saved = await create(jobForm({ nombreForo: 'Foro 2026' }));
    const { rows } = await world.pool.query<{ extra: { nombreForo: string | null } }>('SELECT extra FROM offers WHERE id = $1', [
      saved.datos.idOferta,
    ]);
    expect(rows[0]!.extra.nombreForo).toBeNull();
    await setCompanyBrand(world.pool, { camposOferta: { candidatoPreferente: 'obligatorio' } });
    const refused = await company.post('/api/Empresa/addOferta', jobForm());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 15, errores: [{ campo: 'candidatoPreferente', mensaje: 'Este campo es requerido' }] });
  });

  it('asks for a destination company only where the brand lets companies request one (solicitarEmpresaDestino)', async () => {
    await setCompanyBrand(world.pool, { solicitarEmpresaDestino: true, camposOferta: { empresaDestino: 'obligatorio' } });
    const missing = await company.post('/api/Empresa/addOferta', jobForm());
    expect(missing.json()).toMatchObject({ status: 15, errores: [{ campo: 'empresaDestino', mensaje: 'Este campo es requerido' }] });
    await setCompanyBrand(world.pool, { solicitarEmpresaDestino: false });
    const saved = await create(jobForm({ empresaDestino: 'Otra Empresa SL' }));
    expect(saved.status).toBe(0);
    const { rows } = await world.pool.query<{ extra: { empresaDestino: string | null } }>('SELECT extra FROM offers WHERE id = $1', [
      saved.datos.idOferta,
    ]);
    expect(rows[0]!.extra.empresaDestino).toBeNull();
    await setCompanyBrand(world.pool, { solicitarEmpresaDestino: true });
  });
});

describe('editing: dameOfertaEditable and editaOferta (68, 25, 543, 512, 108)', () => {
  it('edits a pending offer only, and refuses published, managed and expired ones', async () => {
    await setCompanyBrand(world.pool, { publicacionDirectaOfertas: false });
    const pending = await create(internshipForm({ titulo: 'Oferta para editar' }));
    const editable = (await company.get(`/api/Empresa/dameOfertaEditable/${pending.datos.idOferta}`)).json<{
      datos: { oferta: Record<string, unknown> };
    }>();
    expect(editable.datos.oferta).toMatchObject({ tipo: 'practicas', titulo: 'Oferta para editar', ayudaEstudio: 450.5, horasAldia: 5 });
    const edited = await company.post(`/api/Empresa/editaOferta/${pending.datos.urlAcceso}`, { ...editable.datos.oferta, titulo: 'Oferta editada' });
    expect(edited.json()).toMatchObject({ status: 0, datos: { codigo: 512 } });
    expect((await world.pool.query('SELECT title FROM offers WHERE id = $1', [pending.datos.idOferta])).rows[0].title).toBe('Oferta editada');

    const unpaid = await company.post(`/api/Empresa/editaOferta/${pending.datos.idOferta}`, {
      ...editable.datos.oferta,
      ayudaEstudio: 0,
      fechaInicio: day(3),
    });
    expect(unpaid.json()).toEqual({ status: 108 });
    const otherType = await company.post(`/api/Empresa/editaOferta/${pending.datos.idOferta}`, jobForm());
    expect(otherType.statusCode).toBe(400);

    await world.pool.query(`UPDATE offers SET manager_name = 'Gestora del servicio' WHERE id = $1`, [pending.datos.idOferta]);
    expect((await company.get(`/api/Empresa/dameOfertaEditable/${pending.datos.idOferta}`)).json()).toEqual({ status: 25 });
    await world.pool.query(`UPDATE offers SET manager_name = NULL, expires_at = now() - interval '1 day' WHERE id = $1`, [pending.datos.idOferta]);
    expect((await company.get(`/api/Empresa/dameOfertaEditable/${pending.datos.idOferta}`)).json()).toEqual({ status: 543 });
    expect((await company.post(`/api/Empresa/editaOferta/${pending.datos.idOferta}`, editable.datos.oferta)).json()).toEqual({ status: 543 });

    await setCompanyBrand(world.pool, { publicacionDirectaOfertas: true });
    const published = await create(internshipForm());
    expect((await company.get(`/api/Empresa/dameOfertaEditable/${published.datos.idOferta}`)).json()).toEqual({ status: 68 });
  });
});

describe('actions: close (511), delete (516), copy, copy to the other profile, each behind its brand flag', () => {
  it('closes with the questions about a proposed candidate; a closed offer leaves the students and takes no candidates', async () => {
    const offer = await create(jobForm({ titulo: 'Empleo para cerrar' }));
    // Active (the spec's flag) while published; closing it is what switches it off.
    expect((await company.get(`/api/Empresa/dameOferta/${offer.datos.idOferta}`)).json().datos).toMatchObject({ estado: 2, activa: true });
    const missing = await company.post('/api/Empresa/cerrarOferta', { urlOferta: offer.datos.urlAcceso, candidatoPropuestoSeleccionado: true });
    expect(missing.statusCode).toBe(400);
    const closed = await company.post('/api/Empresa/cerrarOferta', {
      urlOferta: offer.datos.urlAcceso,
      candidatoPropuestoSeleccionado: true,
      nombreCandidato: 'Lucía Martín',
      fechaInicioContrato: day(15),
      idTipoContrato: 1,
    });
    expect(closed.json()).toEqual({ status: 0, datos: { codigo: 511 } });
    const { rows } = await world.pool.query('SELECT state_id, closing_candidate_name, closed_at IS NOT NULL AS closed FROM offers WHERE id = $1', [
      offer.datos.idOferta,
    ]);
    expect(rows[0]).toEqual({ state_id: 3, closing_candidate_name: 'Lucía Martín', closed: true });
    expect((await company.get(`/api/Empresa/dameOferta/${offer.datos.idOferta}`)).json().datos).toMatchObject({ estado: 3, activa: false });
    expect((await caller(world.app, world.student).get(`/api/Alumno/dameOferta/${offer.datos.urlAcceso}`)).json()).toEqual({ status: 4 });
    expect((await company.post('/api/Empresa/cerrarOferta', { urlOferta: offer.datos.urlAcceso, candidatoPropuestoSeleccionado: false })).json()).toEqual({
      status: 68,
    });
  });

  it('deletes (516): gone from every list, not found afterwards', async () => {
    const offer = await create(jobForm({ titulo: 'Empleo para borrar' }));
    expect((await company.post('/api/Empresa/deleteOferta', { urlOferta: offer.datos.urlAcceso })).json()).toEqual({ status: 0, datos: { codigo: 516 } });
    expect(await stateOf(offer.datos.idOferta)).toBe(6);
    expect((await company.get(`/api/Empresa/dameOferta/${offer.datos.idOferta}`)).json()).toEqual({ status: 4 });
    expect((await company.post('/api/Empresa/deleteOferta', { urlOferta: offer.datos.urlAcceso })).json()).toEqual({ status: 4 });
  });

  it('copies an offer as a draft the company edits, naming what an older offer lacks; saving it publishes it', async () => {
    const original = await create(internshipForm({ titulo: 'Original para copiar' }));
    // An offer written before tasks and the tutor's e-mail were required, already expired.
    await world.pool.query(
      `UPDATE offers SET tasks = NULL, company_tutor = company_tutor - 'email', expires_at = now() - interval '2 days' WHERE id = $1`,
      [original.datos.idOferta],
    );
    const copy = await world.app.inject({
      method: 'POST',
      url: '/api/Empresa/copiarOferta',
      payload: { urlOferta: original.datos.urlAcceso },
      headers: { ...bearer(world.company), 'accept-language': 'en' },
    });
    const copied = savedOfferResponse.parse(copy.json()).datos;
    expect(copied).toMatchObject({ codigo: 506, estado: 1, borrador: true });
    expect(copied.camposPendientes).toEqual([
      { campo: 'tareas', mensaje: 'This field is required' },
      { campo: 'tutorEmpresa.email', mensaje: 'This field is required' },
    ]);
    expect(copied.idOferta).not.toBe(original.datos.idOferta);
    expect((await world.pool.query('SELECT title, offer_type, copied_from, expires_at FROM offers WHERE id = $1', [copied.idOferta])).rows[0]).toEqual({
      title: 'Original para copiar',
      offer_type: 'practicas',
      copied_from: original.datos.idOferta,
      expires_at: null,
    });

    // "Editar la copia" opens the copy's editor, with the same missing fields; nobody else sees the draft.
    const editable = (await company.get(`/api/Empresa/dameOfertaEditable/${copied.idOferta}`)).json();
    expect(editable).toMatchObject({ status: 0, datos: { estado: 1, borrador: true, oferta: { titulo: 'Original para copiar', tareas: '' } } });
    expect(editable.datos.camposPendientes.map((field: { campo: string }) => field.campo)).toEqual(['tareas', 'tutorEmpresa.email']);
    const listed = myOffersResponse.parse((await company.get('/api/Empresa/dameOfertasEmpresa?cantidad=100')).json()).datos;
    expect(listed.find((offer) => offer.idOferta === copied.idOferta)).toMatchObject({
      borrador: true,
      descripcionEstado: 'Borrador: complétalo y guárdalo en el asistente',
      acciones: { editar: true },
    });
    const staff = caller(world.app, world.staff);
    const queue = (await staff.get('/api/Orientacion/dameOfertasPendientes')).json<{ datos: { urlAcceso: string }[] }>();
    expect(queue.datos.map((offer) => offer.urlAcceso)).not.toContain(copied.urlAcceso);
    expect((await staff.post('/api/Orientacion/validaOferta', { urlOferta: copied.urlAcceso })).json()).toEqual({ status: 68 });
    expect((await caller(world.app, world.student).get(`/api/Alumno/dameOferta/${copied.urlAcceso}`)).json()).toEqual({ status: 4 });

    // Saved with what it lacked, it goes on as a new offer: published at once under this brand.
    const saved = await company.post(`/api/Empresa/editaOferta/${copied.idOferta}`, internshipForm({ titulo: 'Original para copiar' }));
    expect(saved.json()).toMatchObject({ status: 0, datos: { codigo: 506, estado: 2 } });
    expect((await world.pool.query('SELECT draft FROM offers WHERE id = $1', [copied.idOferta])).rows[0].draft).toBe(false);
    expect((await caller(world.app, world.student).get(`/api/Alumno/dameOferta/${copied.urlAcceso}`)).json()).toMatchObject({ status: 0 });
    expect((await company.get(`/api/Empresa/dameOfertaEditable/${copied.idOferta}`)).json()).toEqual({ status: 68 });
  });

  it('copies an offer to the other profile as a draft to complete in the wizard, and refuses copies the brand does not allow (59)', async () => {
    const original = await create(internshipForm({ titulo: 'Original para copiar' }));
    const opposite = (await company.post('/api/Empresa/copiarOfertaPerfilContrario', { urlOferta: original.datos.urlAcceso })).json<Saved>();
    expect(opposite).toMatchObject({ status: 0, datos: { estado: 1, borrador: true } });
    expect((opposite.datos as unknown as { camposPendientes: { campo: string }[] }).camposPendientes.map((field) => field.campo)).toEqual(
      expect.arrayContaining(['idTipoContrato', 'salario']),
    );
    expect((await world.pool.query('SELECT offer_type FROM offers WHERE id = $1', [opposite.datos.idOferta])).rows[0].offer_type).toBe('empleo');
    const toComplete = (await company.get(`/api/Empresa/dameOfertaEditable/${opposite.datos.idOferta}`)).json();
    expect(toComplete).toMatchObject({ status: 0, datos: { oferta: { tipo: 'empleo', titulo: 'Original para copiar' } } });

    await setCompanyBrand(world.pool, { duplicarOfertas: false, duplicarOfertasPerfilContrario: false, cerrarOfertas: false, eliminarOfertas: false });
    expect((await company.post('/api/Empresa/copiarOferta', { urlOferta: original.datos.urlAcceso })).json()).toEqual({ status: 59 });
    expect((await company.post('/api/Empresa/copiarOfertaPerfilContrario', { urlOferta: original.datos.urlAcceso })).json()).toEqual({ status: 59 });
    expect((await company.post('/api/Empresa/deleteOferta', { urlOferta: original.datos.urlAcceso })).json()).toEqual({ status: 59 });
    expect((await company.post('/api/Empresa/cerrarOferta', { urlOferta: original.datos.urlAcceso, candidatoPropuestoSeleccionado: false })).json()).toEqual({
      status: 59,
    });
  });
});

describe('my offers: lists, filters, batches, saved searches, counts', () => {
  it('lists current and history offers with their states, in batches up to the count, highlighted first', async () => {
    const count = (await company.get('/api/Empresa/dameNumOfertasEmpresa')).json<{ datos: number }>().datos;
    const seen: number[] = [];
    for (let desde = 0; desde < count; desde += 7) {
      const batch = myOffersResponse.parse((await company.get(`/api/Empresa/dameOfertasEmpresa?desde=${desde}&cantidad=7`)).json());
      seen.push(...batch.datos.map((offer) => offer.idOferta));
      for (const offer of batch.datos) expect([1, 2]).toContain(offer.estado);
    }
    expect(new Set(seen).size).toBe(count);

    await world.pool.query(`UPDATE offers SET highlighted_at = now() WHERE access_slug = 'levante-tech-practicas-producto-web'`);
    const first = myOffersResponse.parse((await company.get('/api/Empresa/dameOfertasEmpresa?cantidad=1')).json()).datos[0];
    expect(first?.urlAcceso).toBe('levante-tech-practicas-producto-web');
    expect(first?.numCandidatos).toBeGreaterThan(0);

    const history = myOffersResponse.parse((await company.get('/api/Empresa/dameOfertasEmpresa?ambito=historico&cantidad=100')).json());
    const states = new Set(history.datos.map((offer) => offer.estado));
    expect(states).toEqual(new Set([3, 4, 5]));
    expect(history.datos.some((offer) => offer.urlAcceso === 'levante-tech-practicas-eliminada')).toBe(false);
    const expired = history.datos.find((offer) => offer.urlAcceso === 'levante-tech-empleo-caducada');
    expect(expired).toMatchObject({ estado: 4, descripcionEstado: 'Caducada', acciones: { editar: false, cerrar: true } });
  });

  it('filters by estado, titulo, type, caducanPronto, soloConCandidatos and omitirLeidos', async () => {
    const list = async (query: string) =>
      myOffersResponse.parse((await company.get(`/api/Empresa/dameOfertasEmpresa?cantidad=100&${query}`)).json()).datos;
    expect((await list('titulo=producto%20web')).map((offer) => offer.urlAcceso)).toEqual(['levante-tech-practicas-producto-web']);
    expect((await list('tipo=empleo')).every((offer) => offer.tipo === 'empleo')).toBe(true);
    expect((await list('estado=1')).every((offer) => offer.estado === 1)).toBe(true);
    const withCandidates = await list('soloConCandidatos=true');
    expect(withCandidates.length).toBeGreaterThan(0);
    expect(withCandidates.every((offer) => offer.numCandidatos > 0)).toBe(true);
    expect((await list('omitirLeidos=true')).every((offer) => offer.numCandidatosNuevos > 0)).toBe(true);

    const soon = await create(jobForm({ titulo: 'Empleo que caduca pronto', fechaCaducidad: day(3) }));
    const expiring = await list('caducanPronto=true');
    expect(expiring.map((offer) => offer.idOferta)).toContain(soon.datos.idOferta);
    expect(expiring.every((offer) => offer.fechaCaducidad !== null)).toBe(true);
    const count = (await company.get('/api/Empresa/dameNumOfertasEmpresa?caducanPronto=true')).json<{ datos: number }>().datos;
    expect(count).toBe(expiring.length);
  });

  it('keeps saved searches per user: save, replace by name, list, delete; nobody else deletes them', async () => {
    const saved = (
      await company.post('/api/Empresa/guardarBusqueda', { nombre: 'Prácticas con candidatos', filtros: { tipo: 'practicas', soloConCandidatos: true } })
    ).json<{ datos: { id: number } }>();
    await company.post('/api/Empresa/guardarBusqueda', { nombre: 'Prácticas con candidatos', filtros: { tipo: 'practicas' } });
    const list = (await company.get('/api/Empresa/dameBusquedasGuardadas')).json<{ datos: { id: number; filtros: object }[] }>();
    expect(list.datos.filter((search) => search.id === saved.datos.id)).toEqual([
      expect.objectContaining({ filtros: { tipo: 'practicas' } }),
    ]);
    const stranger = caller(world.app, world.other);
    expect((await stranger.get('/api/Empresa/dameBusquedasGuardadas')).json<{ datos: unknown[] }>().datos).toEqual([]);
    expect((await stranger.post(`/api/Empresa/eliminaBusqueda/${saved.datos.id}`)).json()).toEqual({ status: 1 });
    expect((await company.post(`/api/Empresa/eliminaBusqueda/${saved.datos.id}`)).json()).toEqual({ status: 0, datos: null });
  });

  it('gives the home data, the menu condition, the missing-data popups (brand flag) and the process counts', async () => {
    const home = (await company.get('/api/Empresa/dameInicioEmpresa')).json<{ datos: Record<string, unknown> }>();
    expect(home.datos).toMatchObject({ nombreComercial: 'Levante Tech', faltanDatosAlaEmpresa: false, tieneMenuSolicitudesPracticasEducacion: true, avisoIban: null });
    expect(home.datos.numProcesosActivosPracticas).toBeGreaterThan(0);
    const counts = (await company.get('/api/Empresa/dameNumProcesos')).json();
    expect(counts).toEqual({
      status: 0,
      datos: { numProcesosActivosPracticas: home.datos.numProcesosActivosPracticas, numProcesosActivosEmpleo: home.datos.numProcesosActivosEmpleo },
    });
    const processes = (await company.get('/api/Empresa/dameProcesosEmpleoYpracticas')).json<{ datos: { practicas: { urlAcceso: string }[] } }>();
    expect(processes.datos.practicas.map((offer) => offer.urlAcceso)).toContain('levante-tech-practicas-producto-web');
    // The demo company has education centres' requests (seed); /company/education.test.ts covers the rule.
    expect((await company.get('/api/Empresa/tieneMenuSolicitudesPracticasEducacion')).json()).toEqual({ status: 0, datos: true });

    // A company of the test's own, without a general contact (other files add contacts to the demo company).
    const { rows: created } = await world.pool.query<{ id: number }>(
      `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ('B7' || lpad((extract(epoch FROM clock_timestamp()) * 1000)::bigint % 10000000 || '', 7, '0'), 'Sin Contacto', 'Sin Contacto S.L.', true) RETURNING id`,
    );
    const loneEmail = `sin-contacto-${Date.now()}@empresa.test`;
    const loneUser = await world.pool.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, $2, 'Sin Contacto') RETURNING id`,
      [loneEmail, await hashPassword('Clave-2024')],
    );
    await world.pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [loneUser.rows[0]!.id, created[0]!.id]);
    const lone = caller(world.app, (await login(world.app, 'Empresa', { usuario: loneEmail, password: 'Clave-2024' })).body.datos!.token as string);
    expect((await lone.get('/api/Empresa/faltanDatosAlContactoEmpresa')).json()).toEqual({ status: 0, datos: { faltan: false, campos: [] } });
    await world.pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,checkDatosCompletosEmpresa}', 'true')`);
    try {
      expect((await lone.get('/api/Empresa/faltanDatosAlContactoEmpresa')).json()).toEqual({ status: 0, datos: { faltan: true, campos: ['contacto'] } });
      expect((await company.get('/api/Empresa/faltanDatosAlaEmpresa')).json()).toEqual({ status: 0, datos: { faltan: false, campos: [] } });
    } finally {
      await world.pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,checkDatosCompletosEmpresa}', 'false')`);
    }
  });

  it('shows an offer as students will see it, in any state (/oferta/{id})', async () => {
    const view = (await company.get('/api/Empresa/dameOferta/levante-tech-practicas-rechazada')).json();
    expect(view).toMatchObject({
      status: 0,
      datos: { estado: 5, descripcionEstadoMotivo: expect.stringContaining('proyecto formativo'), oferta: { titulo: 'Prácticas sin tutor asignado (rechazada)' } },
    });
  });
});

describe('authorization', () => {
  it("refuses another company's offers (4), a student's token (79) and a staff token (2) on company calls", async () => {
    const stranger = caller(world.app, world.other);
    const slug = 'levante-tech-practicas-pendiente';
    expect((await stranger.get(`/api/Empresa/dameOfertaEditable/${slug}`)).json()).toEqual({ status: 4 });
    expect((await stranger.get(`/api/Empresa/dameOferta/${slug}`)).json()).toEqual({ status: 4 });
    expect((await stranger.post('/api/Empresa/cerrarOferta', { urlOferta: slug, candidatoPropuestoSeleccionado: false })).json()).toEqual({ status: 4 });
    expect((await stranger.post('/api/Empresa/deleteOferta', { urlOferta: slug })).json()).toEqual({ status: 4 });
    expect((await stranger.post('/api/Empresa/copiarOferta', { urlOferta: slug })).json()).toEqual({ status: 4 });
    expect((await stranger.post(`/api/Empresa/editaOferta/${slug}`, internshipForm())).json()).toEqual({ status: 4 });
    const theirs = myOffersResponse.parse((await stranger.get('/api/Empresa/dameOfertasEmpresa?cantidad=100')).json()).datos;
    expect(theirs.some((offer) => offer.urlAcceso.startsWith('levante-tech'))).toBe(false);
    expect(await stateOf((await world.pool.query<{ id: number }>('SELECT id FROM offers WHERE access_slug = $1', [slug])).rows[0]!.id)).toBe(1);

    const student = await caller(world.app, world.student).post('/api/Empresa/addOferta', internshipForm());
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual({ status: 79 });
    const staff = await caller(world.app, world.staff).get('/api/Empresa/dameOfertasEmpresa');
    expect(staff.json()).toEqual({ status: 2 });
    expect((await company.get('/api/Orientacion/dameOfertasPendientes')).json()).toEqual({ status: 2 });
    expect(
      (await world.app.inject({ method: 'POST', url: '/api/Orientacion/logaUsuario', payload: { usuario: 'orientacion@demo.test', password: 'mala-1234' } })).json(),
    ).toEqual({ status: 3 });
  });

  it('documents every company call in the OpenAPI document', async () => {
    const { paths } = (await world.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/Empresa/addOferta', '/api/Empresa/cambiaEstadoCandidatura', '/api/Empresa/guardarFormularioIncorporacion', '/api/Orientacion/validaOferta'])
      expect(Object.keys(paths)).toContain(path);
  });
});
