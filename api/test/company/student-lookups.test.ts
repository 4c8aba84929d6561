import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentLookupsResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { surnameMatches } from '../../src/company/internships/student-lookups';
import { freshDni } from '../cv/fixtures';
import { demoPassword, testApp, tokenOf } from '../support';
import { caller, newCompany, openCompanyWorld, type CompanyWorld } from './fixtures';

/**
 * Issue 22: a company turns a national id into nothing more than "a proposal can name this
 * student": it needs the student's surname too, is limited per user and per company, and every
 * look-up is recorded for the student to read.
 */
let world: CompanyWorld;
let passwordHash: string;
const opened: PortalApp[] = [];
/** The companies the tests create: removed afterwards (their agreement names a deed no file backs). */
const createdCompanies: number[] = [];

beforeAll(async () => {
  world = await openCompanyWorld();
  passwordHash = await hashPassword(demoPassword);
});
afterAll(async () => {
  await world.pool.query('DELETE FROM companies WHERE id = ANY($1)', [createdCompanies]);
  await Promise.all(opened.map((app) => app.close()));
  await world.pool.end();
  await world.app.close();
});

type Answer = { status: number; datos?: unknown; mensaje?: string; errores?: { campo: string }[] };
const as = (token: string, app: PortalApp = world.app) => {
  const calls = caller(app, token);
  return {
    get: async (url: string) => (await calls.get(url)).json<Answer>(),
    post: async (url: string, body: object) => {
      const response = await calls.post(url, body);
      return { code: response.statusCode, body: response.json<Answer>(), headers: response.headers };
    },
  };
};

/** A student of the test's own with a degree (or none), logged in. */
const newStudent = async (lastNames: string, withDegree = true) => {
  const dni = freshDni();
  const email = `consulta-${randomUUID()}@test.example`;
  const { rows } = await world.pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Alumno', $1, $2, 'Consulta') RETURNING id`,
    [email, passwordHash],
  );
  const id = rows[0]!.id;
  await world.pool.query(
    `INSERT INTO students (user_id, first_name, last_names, national_id) VALUES ($1, 'Noa', $2, $3)`,
    [id, lastNames, dni],
  );
  await world.pool.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [id]);
  if (withDegree) {
    await world.pool.query(
      `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent)
       VALUES ($1, 'GII', 'Grado en Ingeniería Informática', 'grado', 80)`,
      [id],
    );
  }
  const token = await tokenOf(world.app, 'Alumno', { usuario: email, password: demoPassword });
  return { id, dni, token };
};

/** A validated company of the test's own with an active agreement and two users, logged in on `app`. */
const newCompanyWithAgreement = async (app: PortalApp) => {
  const { companyId, tokens } = await newCompany({ app, pool: world.pool }, { users: 2, name: 'Consultas' });
  createdCompanies.push(companyId);
  await world.pool.query(
    `INSERT INTO company_agreements (company_id, status, document, deed_stored_name, formalised_on, expires_on)
     VALUES ($1, 'formalizado', '{}', $2, current_date, current_date + 365)`,
    [companyId, `deed-${randomUUID()}`],
  );
  return { companyId, tokens };
};

type LookupRow = { operation: string; result: string; company_id: number; company_user_id: number; hash: Buffer };
const lookupsOf = async (studentId: number) =>
  (
    await world.pool.query<LookupRow>(
      `SELECT operation, result, company_id, company_user_id, national_id_hash AS hash
         FROM student_lookups WHERE student_id = $1 ORDER BY id`,
      [studentId],
    )
  ).rows;

/** What a company user is answered by a look-up call for a DNI and surname. */
const lookUp = async (token: string, dni: string, apellidos: string, call = 'compruebaDNIalumno') =>
  (await as(token).post(`/api/Empresa/${call}`, { dni, apellidos })).body;

describe('a company’s look-up of a student by national id', () => {
  it('answers only whether a proposal can name the student, never the name, and needs the surname too', async () => {
    const exists = await lookUp(world.company, '12345678z', 'martin');
    expect(exists).toEqual({ status: 0, datos: { existe: true } });
    expect(JSON.stringify(exists)).not.toMatch(/Lucía|Martín/);
    // Both surnames, any case and accents; the wrong surname and an unknown id read the same 509.
    expect(await lookUp(world.company, '12345678Z', 'MARTÍN pérez')).toEqual({ status: 0, datos: { existe: true } });
    expect(await lookUp(world.company, '12345678Z', 'García')).toEqual({ status: 509 });
    expect(await lookUp(world.company, '99999999R', 'Martín')).toEqual({ status: 509 });

    const degrees = await lookUp(world.company, '12345678Z', 'Martín', 'dameTitulacionesAlumno');
    expect(degrees.status).toBe(0);
    expect(degrees.datos).toEqual(expect.arrayContaining([expect.objectContaining({ codigo: expect.any(String), nombre: expect.any(String) })]));
    expect(await lookUp(world.company, '12345678Z', 'Pérez', 'dameTitulacionesAlumno')).toEqual({ status: 509 });

    // Without the surname nothing is looked up: 400, status 15, the field named.
    const bare = await as(world.company).post('/api/Empresa/compruebaDNIalumno', { dni: '12345678Z' });
    expect(bare.code).toBe(400);
    expect(bare.body).toMatchObject({ status: 15, errores: [{ campo: 'apellidos' }] });
  });

  it('answers 509 for a student without a degree at the institution: no proposal can name them', async () => {
    const student = await newStudent('Sin Titulación', false);
    expect(await lookUp(world.company, student.dni, 'sin')).toEqual({ status: 509 });
    expect((await lookupsOf(student.id)).map((row) => row.result)).toEqual(['sinTitulacion']);
  });

  it('answers 544 to a company without an active agreement before looking anything up', async () => {
    const student = await newStudent('Sin Convenio');
    expect(await lookUp(world.other, student.dni, 'Sin Convenio')).toEqual({ status: 544 });
    expect(await lookUp(world.other, student.dni, 'Sin Convenio', 'dameTitulacionesAlumno')).toEqual({ status: 544 });
    expect(await lookupsOf(student.id)).toEqual([]);
  });

  it('records every look-up (who, which company, a keyed hash of the id, the result) and the student reads them', async () => {
    const student = await newStudent('de la Fuente Ruiz');
    const company = as(world.company);
    expect(await lookUp(world.company, student.dni, 'de')).toEqual({ status: 509 });
    expect(await lookUp(world.company, student.dni, 'De la Fuente', 'dameTitulacionesAlumno')).toMatchObject({ status: 0 });
    const proposal = {
      dni: student.dni.toLowerCase(),
      apellidos: 'Fuente',
      codigoTitulacion: 'GII',
      emailTutor: 'nadie@levante-tech.example',
      emailFirmante: 'firmas@levante-tech.example',
      descripcion: 'Prácticas de análisis de datos en el equipo de producto.',
    };
    expect((await company.post('/api/Empresa/solicitudPractica', proposal)).body).toEqual({ status: 509 });

    const rows = await lookupsOf(student.id);
    const { rows: users } = await world.pool.query<{ id: number }>(`SELECT id FROM users WHERE email = 'empresa@demo.test'`);
    expect(rows.map((row) => `${row.operation} ${row.result}`)).toEqual([
      'compruebaDNIalumno noCoincide',
      'dameTitulacionesAlumno coincide',
      'solicitudPractica noCoincide',
    ]);
    for (const row of rows) expect([row.company_id, row.company_user_id]).toEqual([world.companyId, users[0]!.id]);
    // One hash for one id however it is written, and not a plain hash anyone could recompute.
    expect(new Set(rows.map((row) => row.hash.toString('hex'))).size).toBe(1);
    expect(rows[0]!.hash.equals(createHash('sha256').update(student.dni).digest())).toBe(false);
    expect(rows[0]!.hash.toString('latin1')).not.toContain(student.dni);

    const seen = studentLookupsResponse.parse(await as(student.token).get('/api/Alumno/dameConsultasDeEmpresas'));
    expect(seen.datos.map(({ empresa, consulta, coincide }) => ({ empresa, consulta, coincide }))).toEqual([
      { empresa: 'Levante Tech', consulta: 'solicitudPractica', coincide: false },
      { empresa: 'Levante Tech', consulta: 'dameTitulacionesAlumno', coincide: true },
      { empresa: 'Levante Tech', consulta: 'compruebaDNIalumno', coincide: false },
    ]);
    expect(Date.parse(seen.datos[0]!.fecha)).toBeGreaterThan(Date.now() - 60_000);
    // Another student reads only their own; a company token cannot read the student's list.
    const other = await newStudent('Ajena');
    expect(await as(other.token).get('/api/Alumno/dameConsultasDeEmpresas')).toEqual({ status: 0, datos: [] });
    expect((await as(world.company).get('/api/Alumno/dameConsultasDeEmpresas')).status).toBe(79);
  });

  it('is limited per company user and per company (429 with Retry-After), the refused calls not recorded', async () => {
    const app = await testApp({ RATE_LIMITS: 'student-lookup.user=3/1h,student-lookup.company=5/1h' });
    opened.push(app);
    const { tokens } = await newCompanyWithAgreement(app);
    const student = await newStudent('Límite');
    const [first, second] = tokens.map((token) => as(token, app)) as [
      ReturnType<typeof as>,
      ReturnType<typeof as>,
    ];
    const ask = (who: ReturnType<typeof as>) =>
      who.post('/api/Empresa/compruebaDNIalumno', { dni: student.dni, apellidos: 'Límite' });
    for (let i = 0; i < 3; i += 1)
      expect((await ask(first)).body).toEqual({ status: 0, datos: { existe: true } });
    const refused = await ask(first);
    expect(refused.code).toBe(429);
    expect(refused.body).toMatchObject({ status: 429, mensaje: expect.stringMatching(/\d/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The other user of the company still has their own allowance, until the company's runs out.
    expect((await ask(second)).body.status).toBe(0);
    expect((await ask(second)).code).toBe(429);
    // solicitudPractica counts too: it would otherwise tell a known id from an unknown one.
    expect(
      (
        await second.post('/api/Empresa/solicitudPractica', {
          dni: student.dni,
          apellidos: 'Límite',
          codigoTitulacion: 'GII',
          emailTutor: 'a@b.test',
          emailFirmante: 'a@b.test',
          descripcion: 'Diez letras o más.',
        })
      ).code,
    ).toBe(429);
    expect((await lookupsOf(student.id)).length).toBe(4);
  });
});

describe('the surname a look-up needs', () => {
  it('is all the surnames or the first ones as whole words, with a word of three letters or more', () => {
    expect(surnameMatches('Martín', 'Martín Pérez')).toBe(true);
    expect(surnameMatches('martin  PEREZ', 'Martín Pérez')).toBe(true);
    expect(surnameMatches('Martín-Pérez', 'Martín Pérez')).toBe(true);
    expect(surnameMatches('Pérez', 'Martín Pérez')).toBe(false);
    expect(surnameMatches('Mart', 'Martín Pérez')).toBe(false);
    expect(surnameMatches('Martín Pérez López', 'Martín Pérez')).toBe(false);
    expect(surnameMatches('de', 'de la Fuente')).toBe(false);
    expect(surnameMatches('de la', 'de la Fuente')).toBe(false);
    expect(surnameMatches('De la Fuente', 'de la Fuente Ruiz')).toBe(true);
    expect(surnameMatches('Li', 'Li')).toBe(true);
    expect(surnameMatches('  ', 'Li')).toBe(false);
  });
});
