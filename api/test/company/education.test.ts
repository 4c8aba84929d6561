import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyHomeResponse,
  companyInternshipsResponse,
  companyProgrammesResponse,
  educationRequestResponse,
  educationRequestsResponse,
  staffInternshipChangesResponse,
} from '@portal/contracts';
import { caller, day, openCompanyWorld, setCompanyBrand, type CompanyWorld } from './fixtures';
import { migrationsDir } from '../../src/platform/db/migrate';
import { bearer, demoPassword, tokenOf } from '../support';

/**
 * Education centres' requests, the company's internships and change requests, and programme
 * adhesion per company (spec 001 §2, §4, §7, §8: 529, 530, 531, 64, 81), each refused to another
 * company, to a student, and when the brand turns it off.
 */
let world: CompanyWorld;
let company: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let student: ReturnType<typeof caller>;
let staff: ReturnType<typeof caller>;

const demoSettings = { menuSolicitudesPracticasEducacion: true, solicitarCambioPracticas: true, programasPracticas: true, maxSolicitudesEducacionAceptadas: 3 };

beforeAll(async () => {
  world = await openCompanyWorld();
  company = caller(world.app, world.company);
  other = caller(world.app, world.other);
  student = caller(world.app, world.student);
  staff = caller(world.app, world.staff);
});
afterAll(async () => {
  if (!world) return;
  await setCompanyBrand(world.pool, demoSettings);
  await world.pool.end();
  await world.app.close();
});

const centreRequest = (changes: Record<string, unknown> = {}) => ({
  cif: 'B46123451',
  idCentro: 7,
  cicloFormativo: 'CFGS Desarrollo de Aplicaciones Multiplataforma',
  alumnos: ['Alumna Uno'],
  plazas: 2,
  fechaInicio: day(20),
  fechaFin: day(90),
  horas: 370,
  tutorCentro: { nombre: 'Tutora del Centro', email: 'tutora@centro.example', telefono: '961234567' },
  observaciones: null,
  ...changes,
});

/** A new pending request for the demo company, registered by the careers office: its id. */
const newRequest = async (changes: Record<string, unknown> = {}): Promise<number> => {
  const response = await staff.post('/api/Orientacion/registraSolicitudPracticaEducacion', centreRequest(changes));
  expect(response.json()).toMatchObject({ status: 0, datos: { codigo: 528 } });
  return response.json<{ datos: { idSolicitud: number } }>().datos.idSolicitud;
};

const companySide = (idSolicitud: number, changes: Record<string, unknown> = {}) => ({
  idSolicitud,
  tutorNombre: 'Marta Soler',
  tutorEmail: 'marta@levantetech.example',
  tutorTelefono: '600123123',
  plazasAceptadas: 1,
  fechaInicio: day(25),
  fechaFin: day(85),
  horario: 'De 9:00 a 14:00',
  ...changes,
});

const detailOf = async (id: number) =>
  educationRequestResponse.parse((await company.get(`/api/Empresa/dameSolicitudPractica/${id}`)).json()).datos;

describe('education centres requests', () => {
  it("lists the company's requests (the seeded ones, pending first) and none of another company's", async () => {
    const list = educationRequestsResponse.parse((await company.get('/api/Empresa/dameSolicitudesPracticasEducacion')).json()).datos;
    expect(list.map((request) => request.centro)).toEqual(
      expect.arrayContaining(['CIPFP Misericordia', "CIPFP Ciutat de l'Aprenent", 'Institut Escola del Treball de Barcelona']),
    );
    expect(list.map((request) => request.centro)).not.toContain('IES Virgen de la Paloma');
    const firstAnswered = list.findIndex((request) => request.estado !== 'pendiente');
    expect(list.slice(firstAnswered).every((request) => request.estado !== 'pendiente')).toBe(true);
  });

  it('gives the menu entry only to a company with requests and a brand with the menu', async () => {
    const home = async (token: string) =>
      companyHomeResponse.parse((await caller(world.app, token).get('/api/Empresa/dameInicioEmpresa')).json()).datos;
    expect((await company.get('/api/Empresa/tieneMenuSolicitudesPracticasEducacion')).json()).toEqual({ status: 0, datos: true });
    expect((await home(world.company)).tieneMenuSolicitudesPracticasEducacion).toBe(true);
    // Datos Baleares (the multi-company user's second company) has no request.
    const baleares = (await world.pool.query<{ id: number }>(`SELECT id FROM companies WHERE tax_id = 'B07654320'`)).rows[0]!.id;
    const without = await tokenOf(world.app, 'Empresa', { usuario: 'multi@demo.test', password: demoPassword, idEmpresa: baleares });
    expect((await caller(world.app, without).get('/api/Empresa/tieneMenuSolicitudesPracticasEducacion')).json()).toEqual({ status: 0, datos: false });
    await setCompanyBrand(world.pool, { menuSolicitudesPracticasEducacion: false });
    try {
      expect((await company.get('/api/Empresa/tieneMenuSolicitudesPracticasEducacion')).json()).toEqual({ status: 0, datos: false });
      expect((await home(world.company)).tieneMenuSolicitudesPracticasEducacion).toBe(false);
      const refused = await company.get('/api/Empresa/dameSolicitudesPracticasEducacion');
      expect([refused.statusCode, refused.json()]).toEqual([403, { status: 3 }]);
    } finally {
      await setCompanyBrand(world.pool, { menuSolicitudesPracticasEducacion: true });
    }
  });

  it('shows a request with its centre, pupils and tutor; the company completes its side (532) before accepting (531)', async () => {
    const id = await newRequest();
    const fresh = await detailOf(id);
    expect(fresh).toMatchObject({
      centro: 'CIPFP Misericordia',
      idProvincia: '46',
      alumnos: ['Alumna Uno'],
      plazas: 2,
      estado: 'pendiente',
      tutorCentro: { nombre: 'Tutora del Centro', email: 'tutora@centro.example' },
      acciones: { editar: true, aceptar: false, rechazar: true },
    });
    // Without the company's tutor it cannot be accepted yet.
    expect((await company.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: id })).json()).toEqual({ status: 15 });

    expect((await company.post('/api/Empresa/editaSolicitudPractica', companySide(id))).json()).toEqual({ status: 0, datos: { codigo: 532 } });
    const edited = await detailOf(id);
    expect(edited.empresa).toEqual({
      tutorNombre: 'Marta Soler',
      tutorEmail: 'marta@levantetech.example',
      tutorTelefono: '600123123',
      plazasAceptadas: 1,
      fechaInicio: day(25),
      fechaFin: day(85),
      horario: 'De 9:00 a 14:00',
    });
    expect(edited.acciones.aceptar).toBe(true);

    expect((await company.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: id })).json()).toEqual({
      status: 0,
      datos: { codigo: 531, estado: 'aceptada' },
    });
    const accepted = await detailOf(id);
    expect(accepted).toMatchObject({ estado: 'aceptada', acciones: { editar: false, aceptar: false, rechazar: false } });
    // Answered now: the answer's date is today's.
    expect(accepted.fechaRespuesta?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    // Answered: no second answer, no edit.
    expect((await company.post('/api/Empresa/rechazarSolicitudPractica', { idSolicitud: id, motivo: 'Ya no tenemos plazas libres.' })).json()).toEqual({ status: 49 });
    expect((await company.post('/api/Empresa/editaSolicitudPractica', companySide(id))).json()).toEqual({ status: 49 });
  });

  it('refuses a company side with wrong fields (400/15, per field in the caller language) and changes nothing', async () => {
    const id = await newRequest();
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/Empresa/editaSolicitudPractica',
      headers: { ...bearer(world.company), 'accept-language': 'ca' },
      payload: companySide(id, { tutorEmail: 'no-es-un-email', fechaFin: day(10), tutorNombre: '' }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ status: number; errores: { campo: string; mensaje: string }[] }>();
    expect(body.status).toBe(15);
    expect(body.errores.map((error) => error.campo).sort()).toEqual(['fechaFin', 'tutorEmail', 'tutorNombre']);
    expect(body.errores.find((error) => error.campo === 'tutorNombre')?.mensaje).toBe('Aquest camp és requerit');
    // More places than the centre asked for: named on its field.
    const places = await company.post('/api/Empresa/editaSolicitudPractica', companySide(id, { plazasAceptadas: 3 }));
    expect(places.statusCode).toBe(400);
    expect(places.json<{ errores: { campo: string }[] }>().errores.map((error) => error.campo)).toEqual(['plazasAceptadas']);
    expect((await detailOf(id)).empresa.tutorNombre).toBeNull();
  });

  it('rejects with the reason (530), which is required and at least 10 characters', async () => {
    const id = await newRequest();
    const short = await company.post('/api/Empresa/rechazarSolicitudPractica', { idSolicitud: id, motivo: 'No' });
    expect([short.statusCode, short.json<{ status: number }>().status]).toEqual([400, 15]);
    expect((await company.post('/api/Empresa/rechazarSolicitudPractica', { idSolicitud: id })).statusCode).toBe(400);
    expect((await detailOf(id)).estado).toBe('pendiente');
    expect(
      (await company.post('/api/Empresa/rechazarSolicitudPractica', { idSolicitud: id, motivo: 'Este trimestre no podemos tutorizar a nadie.' })).json(),
    ).toEqual({ status: 0, datos: { codigo: 530, estado: 'rechazada' } });
    expect(await detailOf(id)).toMatchObject({ estado: 'rechazada', motivoRespuesta: 'Este trimestre no podemos tutorizar a nadie.' });
  });

  it('limits the accepted requests running at once to the brand setting (81), counting only those not ended', async () => {
    const { rows } = await world.pool.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM education_requests
        WHERE company_id = $1 AND status = 'aceptada' AND coalesce(company_ends_on, ends_on) >= current_date`,
      [world.companyId],
    );
    const running = rows[0]!.count;
    expect(running).toBeGreaterThan(0);
    await setCompanyBrand(world.pool, { maxSolicitudesEducacionAceptadas: running });
    try {
      const id = await newRequest();
      await company.post('/api/Empresa/editaSolicitudPractica', companySide(id));
      expect((await detailOf(id)).limite).toEqual({ aceptadasEnCurso: running, maximo: running });
      expect((await company.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: id })).json()).toEqual({ status: 81 });
      expect((await detailOf(id)).estado).toBe('pendiente');
      // A request whose placement ended no longer counts.
      await setCompanyBrand(world.pool, { maxSolicitudesEducacionAceptadas: running + 1 });
      expect((await company.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: id })).json()).toMatchObject({ status: 0 });
      const next = await newRequest();
      await company.post('/api/Empresa/editaSolicitudPractica', companySide(next));
      expect((await company.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: next })).json()).toEqual({ status: 81 });
      await world.pool.query(
        `UPDATE education_requests SET company_starts_on = current_date - 60, company_ends_on = current_date - 1 WHERE id = $1`,
        [id],
      );
      expect((await company.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: next })).json()).toMatchObject({ status: 0, datos: { codigo: 531 } });
    } finally {
      await setCompanyBrand(world.pool, { maxSolicitudesEducacionAceptadas: 3 });
    }
  });

  it("refuses another company's request (3) and any student (79)", async () => {
    const id = await newRequest();
    await company.post('/api/Empresa/editaSolicitudPractica', companySide(id));
    expect((await other.get(`/api/Empresa/dameSolicitudPractica/${id}`)).json()).toEqual({ status: 3 });
    expect((await other.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: id })).json()).toEqual({ status: 3 });
    expect((await other.post('/api/Empresa/rechazarSolicitudPractica', { idSolicitud: id, motivo: 'Motivo suficientemente largo.' })).json()).toEqual({ status: 3 });
    expect((await other.post('/api/Empresa/editaSolicitudPractica', companySide(id))).json()).toEqual({ status: 3 });
    expect((await detailOf(id)).estado).toBe('pendiente');
    for (const response of [
      await student.get('/api/Empresa/dameSolicitudesPracticasEducacion'),
      await student.get(`/api/Empresa/dameSolicitudPractica/${id}`),
      await student.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: id }),
    ])
      expect([response.statusCode, response.json<{ status: number }>().status]).toEqual([403, 79]);
  });

  it('lets only the careers office register a request, for a known company and centre', async () => {
    const unknown = await staff.post('/api/Orientacion/registraSolicitudPracticaEducacion', centreRequest({ cif: 'B00000000', idCentro: 99999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errores: { campo: string }[] }>().errores.map((error) => error.campo).sort()).toEqual(['cif', 'idCentro']);
    const dates = await staff.post('/api/Orientacion/registraSolicitudPracticaEducacion', centreRequest({ fechaFin: day(1) }));
    expect(dates.statusCode).toBe(400);
    const byCompany = await company.post('/api/Orientacion/registraSolicitudPracticaEducacion', centreRequest());
    expect(byCompany.statusCode).toBe(401);
  });
});

describe("the company's internships and change requests", () => {
  const internshipsOf = async (who: ReturnType<typeof caller>) =>
    companyInternshipsResponse.parse((await who.get('/api/Empresa/damePracticas')).json()).datos;

  it('lists the internships done at the company, current first, and none of another company', async () => {
    const mine = await internshipsOf(company);
    expect(mine.map((internship) => internship.titulo)).toEqual(
      expect.arrayContaining(['Prácticas de desarrollo frontend', 'Prácticas de análisis de datos', 'Prácticas curriculares de desarrollo backend']),
    );
    expect(mine.map((internship) => internship.titulo)).not.toContain('Prácticas de oficina técnica');
    expect(mine.find((internship) => internship.estado === 'finalizada')?.admiteCambios).toBe(false);
    expect(mine[0]?.admiteCambios).toBe(true);
    const theirs = await internshipsOf(other);
    expect(theirs.map((internship) => internship.titulo)).toEqual(['Prácticas de oficina técnica']);
  });

  it('records a change with its reason (529), listed with its status; the same kind waits for an answer (8)', async () => {
    const internship = (await internshipsOf(company)).find((item) => item.titulo === 'Prácticas de desarrollo frontend')!;
    const request = {
      idPractica: internship.idPractica,
      accion: 'horario',
      horario: 'De 8:00 a 13:00',
      tutorNombre: 'Ignorado',
      motivo: 'El equipo cambia al turno de mañana.',
    };
    const answer = await company.post('/api/Empresa/solictitarAccionSobrePractica', request);
    expect(answer.json()).toMatchObject({ status: 0, datos: { codigo: 529 } });
    const listed = (await internshipsOf(company)).find((item) => item.idPractica === internship.idPractica)!;
    expect(listed.solicitudesCambio[0]).toMatchObject({
      accion: 'horario',
      horario: 'De 8:00 a 13:00',
      tutorNombre: null,
      motivo: 'El equipo cambia al turno de mañana.',
      estado: 'pendiente',
    });
    expect((await company.post('/api/Empresa/solictitarAccionSobrePractica', request)).json()).toEqual({ status: 8 });
    const queue = staffInternshipChangesResponse.parse((await staff.get('/api/Orientacion/dameSolicitudesCambioPracticas')).json()).datos;
    expect(queue.find((change) => change.id === answer.json<{ datos: { id: number } }>().datos.id)).toMatchObject({
      empresa: 'Levante Tech',
      titulo: 'Prácticas de desarrollo frontend',
      estado: 'pendiente',
    });
  });

  it('checks each kind of change: its fields (400/15), an early end within the internship (27), a finished internship (49)', async () => {
    const internships = await internshipsOf(company);
    const current = internships.find((item) => item.titulo === 'Prácticas de desarrollo frontend')!;
    const finished = internships.find((item) => item.estado === 'finalizada')!;
    const post = (body: Record<string, unknown>) =>
      company.post('/api/Empresa/solictitarAccionSobrePractica', { idPractica: current.idPractica, motivo: 'Motivo del cambio pedido.', ...body });
    const missing = await post({ accion: 'tutor', tutorNombre: 'Nuevo Tutor' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errores: { campo: string }[] }>().errores.map((error) => error.campo)).toEqual(['tutorEmail']);
    const order = await post({ accion: 'fechas', fechaInicio: day(10), fechaFin: day(5) });
    expect(order.json<{ errores: { campo: string }[] }>().errores.map((error) => error.campo)).toEqual(['fechaFin']);
    expect((await post({ accion: 'otro', motivo: 'Corto' })).statusCode).toBe(400);
    expect((await post({ accion: 'finalizacionAnticipada', fechaFin: current.fechaFin })).json()).toEqual({ status: 27 });
    expect((await post({ accion: 'finalizacionAnticipada', fechaFin: day(30) })).json()).toMatchObject({ status: 0, datos: { codigo: 529 } });
    expect(
      (await company.post('/api/Empresa/solictitarAccionSobrePractica', { idPractica: finished.idPractica, accion: 'otro', motivo: 'Motivo del cambio pedido.' })).json(),
    ).toEqual({ status: 49 });
  });

  it("refuses another company's internship (3), a student (79), and the brand flag off (403/3)", async () => {
    const theirs = (await internshipsOf(other))[0]!;
    const body = { idPractica: theirs.idPractica, accion: 'otro', motivo: 'Motivo del cambio pedido.' };
    expect((await company.post('/api/Empresa/solictitarAccionSobrePractica', body)).json()).toEqual({ status: 3 });
    expect((await student.get('/api/Empresa/damePracticas')).statusCode).toBe(403);
    await setCompanyBrand(world.pool, { solicitarCambioPracticas: false });
    try {
      const refused = await other.post('/api/Empresa/solictitarAccionSobrePractica', body);
      expect([refused.statusCode, refused.json()]).toEqual([403, { status: 3 }]);
    } finally {
      await setCompanyBrand(world.pool, { solicitarCambioPracticas: true });
    }
    expect((await other.post('/api/Empresa/solictitarAccionSobrePractica', body)).json()).toMatchObject({ status: 0 });
  });
});

describe('programme adhesion per company', () => {
  const programmesOf = async (who: ReturnType<typeof caller>) =>
    companyProgrammesResponse.parse((await who.get('/api/Empresa/programasDeLaEmpresa')).json()).datos;

  it("answers the spec's spelling, once per company whoever asks (64), and lists it with its status", async () => {
    const slug = 'programa-estudia-trabaja';
    const [firstCompany, secondCompany] = await Promise.all(
      ['A08765430', 'B07654320'].map(async (cif) => (await world.pool.query<{ id: number }>('SELECT id FROM companies WHERE tax_id = $1', [cif])).rows[0]!.id),
    );
    // A second user of Mediterráneo Obras, besides the multi-company user.
    const colleague = await world.pool.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
       SELECT 'Empresa', 'colega.obras@demo.test', password_hash, 'Colega de Obras', 1 FROM users WHERE email = 'multi@demo.test'
       ON CONFLICT DO NOTHING RETURNING id`,
    );
    const colleagueId =
      colleague.rows[0]?.id ??
      (await world.pool.query<{ id: number }>(`SELECT id FROM users WHERE email = 'colega.obras@demo.test'`)).rows[0]!.id;
    await world.pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [colleagueId, firstCompany]);
    const colleagueToken = await tokenOf(world.app, 'Empresa', { usuario: 'colega.obras@demo.test', password: demoPassword });

    expect((await other.post(`/api/Empresa/solicitaAhesionPrograma/${slug}`)).json()).toEqual({ status: 0, datos: { codigo: 523 } });
    expect((await caller(world.app, colleagueToken).post(`/api/Empresa/solicitaAdhesionPrograma/${slug}`)).json()).toEqual({ status: 64 });
    expect((await caller(world.app, colleagueToken).get(`/api/Empresa/detallePrograma/${slug}`)).json()).toMatchObject({
      datos: { adhesionSolicitada: true },
    });
    expect(await programmesOf(other)).toEqual([
      expect.objectContaining({ urlAcceso: slug, titulo: 'Programa estudia y trabaja', estado: 'solicitada', activo: true }),
    ]);
    // The same user for their other company asks on that company's behalf.
    const forBaleares = await tokenOf(world.app, 'Empresa', { usuario: 'multi@demo.test', password: demoPassword, idEmpresa: secondCompany });
    expect((await caller(world.app, forBaleares).post(`/api/Empresa/solicitaAhesionPrograma/${slug}`)).json()).toEqual({ status: 0, datos: { codigo: 523 } });
    expect((await other.post('/api/Empresa/solicitaAhesionPrograma/no-existe')).json()).toEqual({ status: 63 });
    expect((await other.post('/api/Empresa/solicitaAhesionPrograma/programa-practicas-verano')).json()).toEqual({ status: 65 });
  });

  it('refuses students and the brand without programmes (403/3)', async () => {
    expect((await student.get('/api/Empresa/programasDeLaEmpresa')).statusCode).toBe(403);
    await setCompanyBrand(world.pool, { programasPracticas: false });
    try {
      const list = await company.get('/api/Empresa/programasDeLaEmpresa');
      expect([list.statusCode, list.json()]).toEqual([403, { status: 3 }]);
      const adhesion = await company.post('/api/Empresa/solicitaAhesionPrograma/programa-estudia-trabaja');
      expect([adhesion.statusCode, adhesion.json()]).toEqual([403, { status: 3 }]);
    } finally {
      await setCompanyBrand(world.pool, { programasPracticas: true });
    }
  });

  it('moves the requests company users made per user to their company, the first per company (migration 048)', async () => {
    const sql = await readFile(path.join(migrationsDir, '048_company_programme_adhesions.sql'), 'utf8');
    const copy = sql.slice(sql.indexOf('INSERT INTO company_programme_adhesions'));
    const client = await world.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM company_programme_adhesions');
      const users = await client.query<{ id: number; email: string }>(
        `SELECT id, email FROM users WHERE email IN ('empresa@demo.test', 'alumno@demo.test')`,
      );
      const idOf = (email: string) => users.rows.find((row) => row.email === email)!.id;
      const programme = (await client.query<{ id: number }>(`SELECT id FROM internship_programmes WHERE slug = 'programa-estudia-trabaja'`)).rows[0]!.id;
      // A second user of the demo company, who asked later than the first.
      const second = (
        await client.query<{ id: number }>(
          `INSERT INTO users (user_type, email, display_name) VALUES ('Empresa', 'segunda@levante.test', 'Segunda') RETURNING id`,
        )
      ).rows[0]!.id;
      await client.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [second, world.companyId]);
      await client.query('DELETE FROM programme_adhesions WHERE programme_id = $1', [programme]);
      await client.query(
        `INSERT INTO programme_adhesions (programme_id, user_id, requested_at)
         VALUES ($1, $2, now() - interval '3 days'), ($1, $3, now() - interval '1 day'), ($1, $4, now())`,
        [programme, idOf('empresa@demo.test'), second, idOf('alumno@demo.test')],
      );
      await client.query(copy);
      const moved = await client.query('SELECT company_id, requested_by, status FROM company_programme_adhesions');
      expect(moved.rows).toEqual([{ company_id: world.companyId, requested_by: idOf('empresa@demo.test'), status: 'solicitada' }]);
      expect((await client.query('SELECT 1 FROM programme_adhesions WHERE programme_id = $1', [programme])).rowCount).toBe(3);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
