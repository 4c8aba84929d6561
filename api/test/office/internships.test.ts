import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  companyInternshipsResponse,
  companyProgrammesResponse,
  informativeNotesResponse,
  internshipAnnexesResponse,
  programmeDetailResponse,
} from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { onePagePdf } from '../../src/seeds/demo/files';
import { caller, day } from '../company/fixtures';
import { accounts, demoPassword, staffTokenOf, testApp, tokenOf } from '../support';

/**
 * The careers office's internship queues (issue 21): company change requests applied or rejected,
 * company proposals that become internships, programme adhesions of companies and students, the
 * annexes issued to companies, and the informative notes the office publishes. Each decision is
 * checked as the company and the student see it through their own calls.
 */
let app: PortalApp;
let pool: Pool;
let catcher: MailCatcher;
let staff: ReturnType<typeof caller>;
let company: ReturnType<typeof caller>;

type Answer<T = Record<string, unknown>> = { status: number; datos: T; mensaje?: string };
type QueueRecord = {
  estado: string;
  version: string;
  acciones: { accion: string; requiereMotivo: boolean }[];
  registro: Record<string, unknown>;
  decisiones: { autor: string; accion: string; motivo: string | null; antes: Record<string, unknown>; despues: Record<string, unknown> }[];
};
type Item = { id: number; titulo: string; detalle: string | null; estado: string; avisos: string[] };

const record = async (queue: string, id: number) => (await staff.get(`/api/Orientacion/cola/${queue}/${id}`)).json<Answer<QueueRecord>>();
const decide = async (queue: string, id: number, body: object) =>
  (await staff.post(`/api/Orientacion/cola/${queue}/${id}/decision`, body)).json<Answer<{ estado: string; version: string }>>();
const list = async (queue: string, query = '') =>
  (await staff.get(`/api/Orientacion/cola/${queue}${query}`)).json<Answer<{ total: number; elementos: Item[] }>>();
const latestNotice = async (userId: number) =>
  (await pool.query<{ title: string; body: string; access_url: string | null }>(
    'SELECT title, body, access_url FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  )).rows[0];

/**
 * The next mail to that address with one of those subjects (a notice's title in es, ca, en): the
 * demo company's mailbox also receives the decisions of this file's other tests, and another file
 * switches its user's language for a moment.
 */
const mailWithSubject = async (address: string, subjects: string[]) => {
  for (;;) {
    const mail = await catcher.takeMailTo(address);
    if (subjects.includes(mail.subject)) return mail;
  }
};
const subjects = {
  proposalAccepted: ['Propuesta de prácticas aceptada', 'Proposta de pràctiques acceptada', 'Internship proposal accepted'],
  annexIssued: ['Anexo de prácticas para firmar', 'Annex de pràctiques per signar', 'Internship annex to sign'],
  adhesionAccepted: ['Adhesión al programa aceptada', 'Adhesió al programa acceptada', 'Programme adhesion accepted'],
};

/** A DNI with its control letter. */
const dni = (digits: number) => `${digits}${'TRWAGMYFPDXBNJZSQVHLCKE'[digits % 23]}`;
/** This run's students are its own, should the database outlive a run. */
const run = Date.now() % 100_000;

/** A student of the portal with a degree of the institution, logged in: their id, e-mail, DNI and calls. */
const newStudent = async (name: string, seat: number) => {
  const digits = 40_000_000 + run * 10 + seat;
  const email = `${name.toLowerCase()}.${digits}@office-internships.test`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
     VALUES ('Alumno', $1, $2, $3, 1) RETURNING id`,
    [email, await hashPassword(demoPassword), name],
  );
  const userId = rows[0]!.id;
  await pool.query(
    `INSERT INTO students (user_id, first_name, last_names, national_id, phone, birth_date, with_internships, with_employment)
     VALUES ($1, $2, 'Practicante', $3, '600000421', '2001-01-01', true, true)`,
    [userId, name, dni(digits)],
  );
  await pool.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent, social_security_number)
     VALUES ($1, 'GII', 'Grado en Ingeniería Informática', 'grado', 100, '281234567840')`,
    [userId],
  );
  const token = await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword });
  return { userId, email, dni: dni(digits), calls: caller(app, token), name: `${name} Practicante` };
};

const tutorEmail = 'tutora.colas@levante-tech.example';
/** The demo company proposes an internship for the student; answers the proposal's id. */
const propose = async (studentDni: string, description = 'Proyecto formativo: pruebas automatizadas de la API de pedidos.') => {
  const answer = await company.post('/api/Empresa/solicitudPractica', {
    dni: studentDni,
    apellidos: 'Practicante',
    codigoTitulacion: 'GII',
    emailTutor: tutorEmail,
    emailFirmante: 'firmas@levante-tech.example',
    descripcion: description,
  });
  expect(answer.json()).toEqual({ status: 0, datos: { codigo: 510 } });
  const { rows } = await pool.query<{ id: number }>(
    `SELECT p.id FROM internship_proposals p JOIN students s ON s.user_id = p.student_id
      WHERE upper(s.national_id) = upper($1) ORDER BY p.id DESC LIMIT 1`,
    [studentDni],
  );
  return rows[0]!.id;
};

type Wait = { cola: string; titulo: string; estado: string; enlace: string | null };
/** What the caller sees waiting on the office (their home page's list). */
const waitsOf = async (who: ReturnType<typeof caller>, kind: 'Empresa' | 'Alumno', queue: string) =>
  (await who.get(`/api/${kind}/dameEsperasServicio`)).json<Answer<{ esperas: Wait[] }>>().datos.esperas.filter((wait) => wait.cola === queue);

const companyInternships = async () => companyInternshipsResponse.parse((await company.get('/api/Empresa/damePracticas')).json()).datos;
const companyAnnexes = async () => internshipAnnexesResponse.parse((await company.get('/api/Empresa/dameAnexosPracticas')).json()).datos;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test' });
  pool = createPool(inject('databaseUrl'), app.log);
  staff = caller(app, await staffTokenOf(app));
  company = caller(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
  const tutor = await company.post('/api/Empresa/addContactoEmpresa_TutorPracticas', {
    nombre: 'Rosa',
    apellidos: 'Ferrer Colas',
    email: tutorEmail,
    telefono1: '961234567',
    puesto: 'Responsable de calidad',
  });
  expect([0, 29]).toContain(tutor.json<Answer>().status);
});
afterAll(async () => {
  await pool.end();
  await app.close();
  await catcher.close();
});

describe('the internship queues on the dashboard', () => {
  it('count what waits, and refuse company and student tokens on every call of theirs', async () => {
    const panel = (await staff.get('/api/Orientacion/panel')).json<Answer<{ colas: { cola: string; total: number }[] }>>();
    expect(panel.datos.colas.map((entry) => entry.cola)).toEqual(
      expect.arrayContaining(['cambiosPracticas', 'propuestasPracticas', 'adhesionesProgramas', 'anexos']),
    );
    const student = caller(app, await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword }));
    for (const who of [company, student]) {
      for (const queue of ['cambiosPracticas', 'propuestasPracticas', 'adhesionesProgramas', 'anexos']) {
        const refused = await who.get(`/api/Orientacion/cola/${queue}`);
        expect([refused.statusCode, refused.json()]).toEqual([401, { status: 2 }]);
        expect((await who.post(`/api/Orientacion/cola/${queue}/1/decision`, { accion: 'aceptar', version: 'x' })).json()).toEqual({ status: 2 });
      }
      expect((await who.get('/api/Orientacion/anexo/1/pdf')).json()).toEqual({ status: 2 });
      expect((await who.get('/api/Orientacion/notasInformativas')).json()).toEqual({ status: 2 });
      expect((await who.post('/api/Orientacion/publicaNotaInformativa', { tipo: 'curricular', titulo: 'x', resumen: 'y', texto: 'z' })).json()).toEqual({
        status: 2,
      });
      expect((await who.post('/api/Orientacion/retiraNotaInformativa/1')).json()).toEqual({ status: 2 });
    }
  });
});

describe('company internship proposals, then the annex issued', () => {
  it('accepts a proposal with its dates: the internship exists for the company and the student, its training project waits to be issued', async () => {
    const student = await newStudent('Irene', 1);
    const id = await propose(student.dni);
    const waiting = await list('propuestasPracticas', `?texto=${encodeURIComponent(student.name)}`);
    expect(waiting.datos.elementos).toEqual([expect.objectContaining({ id, titulo: 'Levante Tech', estado: 'pendiente', avisos: [] })]);
    // The student and the degree by name: never the degree's code (issue 24).
    expect(waiting.datos.elementos[0]!.detalle).toMatch(new RegExp(`^${student.name} · Grado en `));
    const before = await record('propuestasPracticas', id);
    expect(before.datos).toMatchObject({
      estado: 'pendiente',
      acciones: [
        { accion: 'aceptar', requiereMotivo: false },
        { accion: 'rechazar', requiereMotivo: true },
      ],
      registro: {
        alumno: student.name,
        dni: student.dni,
        titulacion: { codigo: 'GII', nombre: 'Grado en Ingeniería Informática' },
        tutor: { nombre: 'Rosa Ferrer Colas', email: tutorEmail },
        convenioActivo: true,
      },
      decisiones: [],
    });

    // Both the company and the student see it waiting on the office, each where they follow it.
    expect(await waitsOf(company, 'Empresa', 'propuestasPracticas')).toContainEqual(
      expect.objectContaining({ titulo: student.name, estado: 'pendiente', enlace: '/propuesta-practicas-empresa' }),
    );
    expect(await waitsOf(student.calls, 'Alumno', 'propuestasPracticas')).toEqual([expect.objectContaining({ titulo: 'Levante Tech', enlace: '/mis-practicas' })]);

    // Bad dates are refused, and nothing is written.
    const { version } = before.datos;
    expect(await decide('propuestasPracticas', id, { accion: 'aceptar', version })).toEqual({ status: 15 });
    expect(await decide('propuestasPracticas', id, { accion: 'aceptar', version, datos: { fechaInicio: '2026-02-30', fechaFin: day(300) } })).toEqual({ status: 15 });
    expect(await decide('propuestasPracticas', id, { accion: 'aceptar', version, datos: { fechaInicio: day(300), fechaFin: day(200) } })).toEqual({ status: 27 });
    expect((await record('propuestasPracticas', id)).datos.estado).toBe('pendiente');
    expect((await student.calls.get('/api/Alumno/damePracticasAlumno')).json<Answer<unknown[]>>().datos).toEqual([]);

    const accepted = await decide('propuestasPracticas', id, {
      accion: 'aceptar',
      version,
      datos: { fechaInicio: day(200), fechaFin: day(300), titulo: 'Prácticas de calidad del software' },
    });
    expect(accepted).toMatchObject({ status: 0, datos: { estado: 'aceptada' } });
    const internship = (await companyInternships()).find((item) => item.alumno === student.name)!;
    expect(internship).toMatchObject({ titulo: 'Prácticas de calidad del software', fechaInicio: day(200), fechaFin: day(300), estado: 'pendiente', tutor: 'Rosa Ferrer Colas' });
    const own = (await student.calls.get('/api/Alumno/damePracticasAlumno')).json<Answer<{ titulo: string; empresa: string }[]>>().datos;
    expect(own).toEqual([expect.objectContaining({ titulo: 'Prácticas de calidad del software', empresa: 'Levante Tech' })]);
    expect((await catcher.takeMailTo(student.email)).subject).toBe('Tienes unas prácticas nuevas');
    expect((await mailWithSubject(accounts.company, subjects.proposalAccepted)).text).toContain('https://portal.test/solicitar-cambio-practicas');
    expect(await latestNotice(student.userId)).toMatchObject({ title: 'Tienes unas prácticas nuevas', access_url: '/mis-practicas' });

    expect(await waitsOf(student.calls, 'Alumno', 'propuestasPracticas')).toEqual([]);
    expect(await waitsOf(company, 'Empresa', 'anexos')).toContainEqual(
      expect.objectContaining({ titulo: 'Prácticas de calidad del software', enlace: '/documentacion' }),
    );
    const after = await record('propuestasPracticas', id);
    expect(after.datos).toMatchObject({ estado: 'aceptada', acciones: [], registro: { idPractica: internship.idPractica } });
    expect(after.datos.decisiones).toEqual([
      expect.objectContaining({
        autor: expect.stringContaining('orientacion@demo.test'),
        accion: 'aceptar',
        antes: { estado: 'pendiente' },
        despues: expect.objectContaining({ estado: 'aceptada', idPractica: internship.idPractica, fechaInicio: day(200) }),
      }),
    ]);
    expect(await decide('propuestasPracticas', id, { accion: 'rechazar', motivo: 'Tarde', version })).toEqual({ status: 131 });
    expect(await decide('propuestasPracticas', id, { accion: 'rechazar', motivo: 'Tarde', version: after.datos.version })).toEqual({ status: 133 });

    // The internship's training project waits in the annexes queue; the company sees no annex yet.
    expect((await list('anexos', `?texto=${encodeURIComponent(student.name)}`)).datos.elementos).toEqual([
      expect.objectContaining({ id: internship.idPractica, estado: 'pendiente' }),
    ]);
    const annexes = await record('anexos', internship.idPractica);
    type Annex = { id: number; tipo: string; descripcion: string; emitido: string | null; pdf: string };
    const [draft] = annexes.datos.registro.anexos as Annex[];
    expect(draft).toMatchObject({ tipo: 'proyectoFormativo', emitido: null, descripcion: 'Proyecto formativo: pruebas automatizadas de la API de pedidos.' });
    const preview = await staff.get(draft!.pdf);
    expect([preview.statusCode, preview.headers['content-type'], preview.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    expect((await companyAnnexes()).find((item) => item.idPractica === internship.idPractica)?.anexos).toEqual([]);
    expect((await company.get(`/api/Empresa/dameAnexoPractica/${draft!.id}`)).json()).toEqual({ status: 3 });

    expect(await decide('anexos', internship.idPractica, { accion: 'emitir', version: annexes.datos.version })).toMatchObject({
      status: 0,
      datos: { estado: 'emitido' },
    });
    expect((await mailWithSubject(accounts.company, subjects.annexIssued)).text).toContain('https://portal.test/documentacion');
    const issued = (await companyAnnexes()).find((item) => item.idPractica === internship.idPractica)!;
    expect(issued.anexos).toEqual([expect.objectContaining({ idAnexo: draft!.id, tipo: 'proyectoFormativo', fecha: day(0), idDocumentoFirmado: null })]);
    const download = await company.get(`/api/Empresa/dameAnexoPractica/${draft!.id}`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const signed = await company.post('/api/Empresa/adddoc', {
      idTipoDocumento: 2,
      nombre: 'Proyecto formativo firmado',
      ficheroB64ParaAltas: onePagePdf('Firmado').toString('base64'),
      extension_adjunto: 'pdf',
      idAnexo: draft!.id,
    });
    expect(signed.json()).toMatchObject({ status: 0, datos: { aviso: 513 } });
    expect((await waitsOf(company, 'Empresa', 'anexos')).map((wait) => wait.titulo)).not.toContain('Prácticas de calidad del software');
    const done = await record('anexos', internship.idPractica);
    expect(done.datos).toMatchObject({ estado: 'emitido', acciones: [] });
    expect((done.datos.registro.anexos as { idDocumentoFirmado: number | null }[])[0]!.idDocumentoFirmado).toEqual(expect.any(Number));
    expect(done.datos.decisiones).toEqual([expect.objectContaining({ accion: 'emitir', despues: { estado: 'emitido', anexosEmitidos: [draft!.id] } })]);
    expect(await decide('anexos', internship.idPractica, { accion: 'emitir', version: annexes.datos.version })).toEqual({ status: 131 });
    expect((await list('anexos', `?estado=emitido&texto=${encodeURIComponent(student.name)}`)).datos.total).toBe(1);
  });

  it('rejects a proposal with a reason both read, and refuses dates that overlap another internship of the student (17)', async () => {
    const student = await newStudent('Joan', 2);
    const first = await propose(student.dni);
    const { version } = (await record('propuestasPracticas', first)).datos;
    expect(await decide('propuestasPracticas', first, { accion: 'aceptar', version, datos: { fechaInicio: day(100), fechaFin: day(200) } })).toMatchObject({ status: 0 });
    const title = (await companyInternships()).find((item) => item.alumno === student.name)!.titulo;
    expect(title).toBe('Prácticas en Levante Tech');

    const second = await propose(student.dni, 'Un segundo proyecto en las mismas fechas que el primero.');
    const pending = (await record('propuestasPracticas', second)).datos;
    expect(await decide('propuestasPracticas', second, { accion: 'aceptar', version: pending.version, datos: { fechaInicio: day(150), fechaFin: day(250) } })).toEqual({
      status: 17,
    });
    expect(await decide('propuestasPracticas', second, { accion: 'rechazar', version: pending.version })).toEqual({ status: 132 });
    const reason = 'El alumno ya tiene prácticas en esas fechas.';
    expect(await decide('propuestasPracticas', second, { accion: 'rechazar', motivo: reason, version: pending.version })).toMatchObject({
      status: 0,
      datos: { estado: 'rechazada' },
    });
    expect((await mailWithSubject(student.email, ['Propuesta de prácticas rechazada'])).text).toContain(reason);
    expect((await latestNotice(student.userId))?.body).toContain(reason);
    expect((await list('propuestasPracticas', `?estado=rechazada&texto=${encodeURIComponent(student.name)}`)).datos.elementos.map((item) => item.id)).toEqual([second]);
    expect((await companyInternships()).filter((item) => item.alumno === student.name)).toHaveLength(1);
  });
});

describe('internship change requests', () => {
  it('applies an accepted change to the internship, drafts its modification annex, and tells the company and the student', async () => {
    const student = await newStudent('Nuria', 3);
    const proposal = await propose(student.dni);
    const { version } = (await record('propuestasPracticas', proposal)).datos;
    await decide('propuestasPracticas', proposal, { accion: 'aceptar', version, datos: { fechaInicio: day(30), fechaFin: day(120) } });
    const internship = (await companyInternships()).find((item) => item.alumno === student.name)!;
    const annexes = await record('anexos', internship.idPractica);
    await decide('anexos', internship.idPractica, { accion: 'emitir', version: annexes.datos.version });

    const ask = async (body: object) =>
      (await company.post('/api/Empresa/solictitarAccionSobrePractica', { idPractica: internship.idPractica, ...body })).json<Answer<{ id: number }>>();
    const tutor = (await ask({ accion: 'tutor', tutorNombre: 'Pau Vidal', tutorEmail: 'pau@levante-tech.example', motivo: 'La tutora cambia de departamento.' })).datos.id;
    const dates = (await ask({ accion: 'fechas', fechaInicio: day(40), fechaFin: day(130), motivo: 'El alumno empieza más tarde.' })).datos.id;
    const schedule = (await ask({ accion: 'horario', horario: 'De 8:00 a 13:00', motivo: 'Cambio del turno del equipo.' })).datos.id;

    expect(await waitsOf(student.calls, 'Alumno', 'cambiosPracticas')).toHaveLength(3);
    const waiting = (await list('cambiosPracticas', `?texto=${encodeURIComponent(student.name)}`)).datos.elementos;
    expect(waiting.map((item) => [item.id, item.avisos])).toEqual([
      [tutor, ['cambio.tutor']],
      [dates, ['cambio.fechas']],
      [schedule, ['cambio.horario']],
    ]);
    const view = await record('cambiosPracticas', tutor);
    expect(view.datos).toMatchObject({
      estado: 'pendiente',
      registro: { alumno: student.name, cambio: { accion: 'tutor', tutorNombre: 'Pau Vidal' }, practica: { tutor: 'Rosa Ferrer Colas' }, motivo: 'La tutora cambia de departamento.' },
    });
    expect(await decide('cambiosPracticas', tutor, { accion: 'aceptar', version: view.datos.version })).toMatchObject({ status: 0, datos: { estado: 'aceptada' } });
    expect((await companyInternships()).find((item) => item.idPractica === internship.idPractica)).toMatchObject({ tutor: 'Pau Vidal' });
    expect((await mailWithSubject(student.email, ['Tus prácticas han cambiado'])).text).toContain('https://portal.test/mis-practicas');
    expect(await latestNotice(student.userId)).toMatchObject({ access_url: '/mis-practicas' });

    const datesView = await record('cambiosPracticas', dates);
    expect(await decide('cambiosPracticas', dates, { accion: 'aceptar', version: datesView.datos.version })).toMatchObject({ status: 0 });
    const changed = (await companyInternships()).find((item) => item.idPractica === internship.idPractica)!;
    expect(changed).toMatchObject({ fechaInicio: day(40), fechaFin: day(130), estado: 'pendiente' });
    expect((await student.calls.get('/api/Alumno/damePracticasAlumno')).json<Answer<{ fechaInicio: string; tutor: string }[]>>().datos).toEqual([
      expect.objectContaining({ fechaInicio: day(40), tutor: 'Pau Vidal' }),
    ]);
    expect((await record('cambiosPracticas', dates)).datos.decisiones[0]).toMatchObject({
      antes: { estado: 'pendiente', practica: { fechaInicio: day(30), fechaFin: day(120) } },
      despues: { estado: 'aceptada', cambio: 'fechas', practica: { fechaInicio: day(40), fechaFin: day(130) } },
    });

    // Both accepted changes are one modification annex waiting to be issued.
    const drafts = (await record('anexos', internship.idPractica)).datos;
    expect(drafts.estado).toBe('pendiente');
    const modification = (drafts.registro.anexos as { tipo: string; descripcion: string; emitido: string | null }[]).filter((annex) => annex.emitido === null);
    expect(modification).toEqual([expect.objectContaining({ tipo: 'modificacion', descripcion: expect.stringContaining('Pau Vidal') })]);
    expect(modification[0]!.descripcion).toContain(`del ${day(40)} al ${day(130)}`);

    // Rejected with a reason the company reads beside its request; the student is not told.
    const scheduleView = await record('cambiosPracticas', schedule);
    const mailsBefore = (await pool.query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [student.userId])).rows[0].n;
    expect(await decide('cambiosPracticas', schedule, { accion: 'rechazar', version: scheduleView.datos.version })).toEqual({ status: 132 });
    const reason = 'El convenio fija el horario de tarde.';
    expect(await decide('cambiosPracticas', schedule, { accion: 'rechazar', motivo: reason, version: scheduleView.datos.version })).toMatchObject({ status: 0 });
    const requests = (await companyInternships()).find((item) => item.idPractica === internship.idPractica)!.solicitudesCambio;
    expect(requests.find((request) => request.id === schedule)).toMatchObject({ estado: 'rechazada', motivoRechazo: reason });
    expect((await pool.query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [student.userId])).rows[0].n).toBe(mailsBefore);
    expect((await list('cambiosPracticas', `?estado=rechazada&texto=${encodeURIComponent(student.name)}`)).datos.elementos.map((item) => item.id)).toEqual([schedule]);
  });

  it('refuses a change once the internship ended meanwhile (131 on the old version, only the rejection open after)', async () => {
    const student = await newStudent('Marc', 4);
    const proposal = await propose(student.dni);
    const { version } = (await record('propuestasPracticas', proposal)).datos;
    await decide('propuestasPracticas', proposal, { accion: 'aceptar', version, datos: { fechaInicio: day(10), fechaFin: day(90) } });
    const internship = (await companyInternships()).find((item) => item.alumno === student.name)!;
    const request = (
      await company.post('/api/Empresa/solictitarAccionSobrePractica', {
        idPractica: internship.idPractica,
        accion: 'finalizacionAnticipada',
        fechaFin: day(60),
        motivo: 'El proyecto termina antes.',
      })
    ).json<Answer<{ id: number }>>().datos.id;
    const seen = (await record('cambiosPracticas', request)).datos;
    await pool.query(`UPDATE student_internships SET state = 'renunciada' WHERE id = $1`, [internship.idPractica]);
    expect(await decide('cambiosPracticas', request, { accion: 'aceptar', version: seen.version })).toEqual({ status: 131 });
    const now = (await record('cambiosPracticas', request)).datos;
    expect(now.acciones).toEqual([{ accion: 'rechazar', requiereMotivo: true }]);
    expect(await decide('cambiosPracticas', request, { accion: 'aceptar', version: now.version })).toEqual({ status: 133 });
    expect((await companyInternships()).find((item) => item.idPractica === internship.idPractica)?.fechaFin).toBe(day(90));
    expect(now.decisiones).toEqual([]);
  });
});

describe('programme adhesions', () => {
  it('accepts a company, rejects a student with a reason, and each reads where its request stands', async () => {
    const slug = `programa-colas-${Date.now()}`;
    await pool.query(`INSERT INTO internship_programmes (slug, title, description) VALUES ($1, $2, 'Un programa de las pruebas de las colas.')`, [
      slug,
      `Programa de colas ${slug}`,
    ]);
    const student = await newStudent('Laia', 5);
    expect((await company.post(`/api/Empresa/solicitaAhesionPrograma/${slug}`)).json()).toEqual({ status: 0, datos: { codigo: 523 } });
    expect((await student.calls.post(`/api/Alumno/solicitaAdhesionPrograma/${slug}`)).json()).toEqual({ status: 0, datos: { codigo: 534 } });

    expect(await waitsOf(student.calls, 'Alumno', 'adhesionesProgramas')).toEqual([
      expect.objectContaining({ estado: 'solicitada', enlace: `/programas-practicas-activos/${slug}` }),
    ]);
    const waiting = (await list('adhesionesProgramas', `?texto=${slug}`)).datos.elementos;
    expect(waiting.map((item) => [item.titulo, item.avisos])).toEqual([
      ['Levante Tech', ['deEmpresa']],
      [student.name, ['deAlumno']],
    ]);
    const [ofCompany, ofStudent] = waiting.map((item) => item.id) as [number, number];
    const companyView = await record('adhesionesProgramas', ofCompany);
    expect(companyView.datos).toMatchObject({ estado: 'solicitada', registro: { tipo: 'empresa', solicitante: 'Levante Tech', programa: { activo: true } } });
    expect(await decide('adhesionesProgramas', ofCompany, { accion: 'aceptar', version: companyView.datos.version })).toMatchObject({
      status: 0,
      datos: { estado: 'aceptada' },
    });
    const programmes = companyProgrammesResponse.parse((await company.get('/api/Empresa/programasDeLaEmpresa')).json()).datos;
    expect(programmes.find((programme) => programme.urlAcceso === slug)?.estado).toBe('aceptada');
    expect((await mailWithSubject(accounts.company, subjects.adhesionAccepted)).text).toContain(`/programas-practicas-activos/${slug}`);

    const studentView = await record('adhesionesProgramas', ofStudent);
    expect(studentView.datos.registro).toMatchObject({ tipo: 'alumno', cifODni: student.dni, email: student.email });
    const reason = 'El programa es solo para estudiantes de máster.';
    expect(await decide('adhesionesProgramas', ofStudent, { accion: 'rechazar', version: studentView.datos.version })).toEqual({ status: 132 });
    expect(await decide('adhesionesProgramas', ofStudent, { accion: 'rechazar', motivo: reason, version: studentView.datos.version })).toMatchObject({ status: 0 });
    const detail = programmeDetailResponse.parse((await student.calls.get(`/api/Alumno/detallePrograma/${slug}`)).json()).datos;
    expect(detail).toMatchObject({ adhesionSolicitada: true, estadoAdhesion: 'rechazada' });
    expect((await catcher.takeMailTo(student.email)).text).toContain(reason);
    expect((await record('adhesionesProgramas', ofStudent)).datos.decisiones).toEqual([expect.objectContaining({ accion: 'rechazar', motivo: reason })]);
    expect((await list('adhesionesProgramas', `?texto=${slug}`)).datos.total).toBe(0);
    expect((await list('adhesionesProgramas', `?estado=aceptada&texto=${slug}`)).datos.elementos.map((item) => item.id)).toEqual([ofCompany]);
  });

  it('takes no one into a programme closed meanwhile (63); the request can still be rejected', async () => {
    const slug = `programa-cerrado-${Date.now()}`;
    await pool.query(`INSERT INTO internship_programmes (slug, title, description) VALUES ($1, $1, 'Se cierra durante la prueba.')`, [slug]);
    const student = await newStudent('Oriol', 6);
    await student.calls.post(`/api/Alumno/solicitaAdhesionPrograma/${slug}`);
    const id = (await list('adhesionesProgramas', `?texto=${slug}`)).datos.elementos[0]!.id;
    await pool.query('UPDATE internship_programmes SET active = false WHERE slug = $1', [slug]);
    const view = await record('adhesionesProgramas', id);
    expect((await list('adhesionesProgramas', `?texto=${slug}`)).datos.elementos[0]!.avisos).toEqual(['deAlumno', 'programaInactivo']);
    expect(await decide('adhesionesProgramas', id, { accion: 'aceptar', version: view.datos.version })).toEqual({ status: 63 });
    expect((await record('adhesionesProgramas', id)).datos).toMatchObject({ estado: 'solicitada', decisiones: [] });
    expect(await decide('adhesionesProgramas', id, { accion: 'rechazar', motivo: 'Programa cerrado.', version: view.datos.version })).toMatchObject({ status: 0 });
  });
});

describe('informative notes', () => {
  const notesOfCompanies = async () =>
    informativeNotesResponse.parse((await company.get('/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria')).json()).datos.curriculares;

  it('publishes a text or a PDF of its own that companies see at once, and withdraws it', async () => {
    const title = `Calendario de prácticas ${Date.now()}`;
    const published = (
      await staff.post('/api/Orientacion/publicaNotaInformativa', {
        tipo: 'curricular',
        titulo: title,
        resumen: 'Fechas de entrega de las memorias.',
        texto: 'Las memorias se entregan antes del 30 de junio.\n\nLos tutores las evalúan en julio.',
      })
    ).json<Answer<{ id: number }>>();
    expect(published.status).toBe(0);
    expect((await notesOfCompanies()).find((note) => note.id === published.datos.id)).toMatchObject({ titulo: title, fecha: day(0) });
    const generated = await company.get(`/api/Empresa/dameNotaInformativa/${published.datos.id}`);
    expect(generated.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const own = onePagePdf('Nota de la oficina');
    const withPdf = (
      await staff.post('/api/Orientacion/publicaNotaInformativa', { tipo: 'curricular', titulo: `${title} (PDF)`, resumen: 'La nota en PDF.', pdfB64: own.toString('base64') })
    ).json<Answer<{ id: number }>>();
    expect(Buffer.compare((await company.get(`/api/Empresa/dameNotaInformativa/${withPdf.datos.id}`)).rawPayload, own)).toBe(0);

    const notes = (await staff.get('/api/Orientacion/notasInformativas')).json<Answer<{ id: number; publicadaPor: string; conPdfPropio: boolean }[]>>().datos;
    expect(notes.find((note) => note.id === withPdf.datos.id)).toMatchObject({ publicadaPor: 'orientacion@demo.test', conPdfPropio: true });
    expect((await staff.post(`/api/Orientacion/retiraNotaInformativa/${published.datos.id}`)).json()).toEqual({ status: 0, datos: { id: published.datos.id } });
    expect((await staff.post(`/api/Orientacion/retiraNotaInformativa/${withPdf.datos.id}`)).json()).toMatchObject({ status: 0 });
    expect((await notesOfCompanies()).map((note) => note.id)).not.toContain(published.datos.id);
    expect((await company.get(`/api/Empresa/dameNotaInformativa/${published.datos.id}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/Orientacion/notaInformativa/${published.datos.id}/pdf`)).statusCode).toBe(200);
    expect((await staff.post(`/api/Orientacion/retiraNotaInformativa/${published.datos.id}`)).json()).toEqual({ status: 130 });
    const { rows } = await pool.query<{ action: string }>(
      `SELECT action FROM staff_decisions WHERE queue = 'notasInformativas' AND record_id = $1 ORDER BY id`,
      [published.datos.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['publicar', 'retirar']);
  });

  it('refuses a note with neither text nor PDF (400) or with a file that is not a PDF (46), writing nothing', async () => {
    const count = async () => (await pool.query('SELECT count(*)::int AS n FROM internship_information_notes')).rows[0].n as number;
    const before = await count();
    const empty = await staff.post('/api/Orientacion/publicaNotaInformativa', { tipo: 'curricular', titulo: 'Sin contenido', resumen: 'Nada' });
    expect(empty.statusCode).toBe(400);
    const fake = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>').toString('base64');
    expect(
      (await staff.post('/api/Orientacion/publicaNotaInformativa', { tipo: 'curricular', titulo: 'Falsa', resumen: 'No es un PDF', pdfB64: fake })).json(),
    ).toEqual({ status: 46 });
    expect(await count()).toBe(before);
  });
});
