import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentLookupsResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { surnameMatches } from '../../src/company/internships/student-lookups';
import { freshDni } from '../cv/fixtures';
import { demoPassword, testApp, tokenOf } from '../support';
import { caller, openCompanyWorld, type CompanyWorld } from './fixtures';

/**
 * Issue 22: a company turns a national id into nothing more than "a proposal can name this
 * student": it needs the student's surname too, is limited per user and per company, and every
 * look-up is recorded for the student to read.
 */
let world: CompanyWorld;
let passwordHash: string;
const opened: PortalApp[] = [];

beforeAll(async () => {
  world = await openCompanyWorld();
  passwordHash = await hashPassword(demoPassword);
});
afterAll(async () => {
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
  const { rows } = await world.pool.query<{ id: number }>(
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, $2, $2, true) RETURNING id`,
    [
      `B${randomUUID().replace(/\D/g, '').slice(0, 8).padEnd(8, '7')}`,
      `Consultas ${randomUUID().slice(0, 6)}`,
    ],
  );
  const companyId = rows[0]!.id;
  await world.pool.query(
    `INSERT INTO company_agreements (company_id, status, document, deed_stored_name, formalised_on, expires_on)
     VALUES ($1, 'formalizado', '{}', $2, current_date, current_date + 365)`,
    [companyId, `deed-${randomUUID()}`],
  );
  const tokens: string[] = [];
  for (const name of ['una', 'otra']) {
    const email = `${name}-${randomUUID().slice(0, 8)}@consultas.test`;
    const user = await world.pool.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, $2, 'Consulta') RETURNING id`,
      [email, passwordHash],
    );
    await world.pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [
      user.rows[0]!.id,
      companyId,
    ]);
    tokens.push(await tokenOf(app, 'Empresa', { usuario: email, password: demoPassword }));
  }
  return { companyId, tokens };
};

const lookupsOf = async (studentId: number) =>
  (
    await world.pool.query<{
      operation: string;
      result: string;
      company_id: number;
      company_user_id: number;
      hash: Buffer;
    }>(
      `SELECT operation, result, company_id, company_user_id, national_id_hash AS hash FROM student_lookups WHERE student_id = $1 ORDER BY id`,
      [studentId],
    )
  ).rows;

describe('a company’s look-up of a student by national id', () => {
  it('answers only whether a proposal can name the student, never the name, and needs the surname too', async () => {
    const company = as(world.company);
    const lucia = { dni: '12345678z', apellidos: 'martin' };
    const exists = await company.post('/api/Empresa/compruebaDNIalumno', lucia);
    expect(exists.body).toEqual({ status: 0, datos: { existe: true } });
    expect(JSON.stringify(exists.body)).not.toMatch(/Lucía|Martín/);
    // Both surnames, any case and accents; the wrong surname and an unknown id read the same 509.
    expect(
      (await company.post('/api/Empresa/compruebaDNIalumno', { ...lucia, apellidos: 'MARTÍN pérez' })).body,
    ).toEqual({ status: 0, datos: { existe: true } });
    expect(
      (await company.post('/api/Empresa/compruebaDNIalumno', { ...lucia, apellidos: 'García' })).body,
    ).toEqual({ status: 509 });
    expect(
      (await company.post('/api/Empresa/compruebaDNIalumno', { dni: '99999999R', apellidos: 'Martín' })).body,
    ).toEqual({ status: 509 });

    const degrees = await company.post('/api/Empresa/dameTitulacionesAlumno', lucia);
    expect(degrees.body.status).toBe(0);
    expect(degrees.body.datos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codigo: expect.any(String), nombre: expect.any(String) }),
      ]),
    );
    expect(
      (await company.post('/api/Empresa/dameTitulacionesAlumno', { ...lucia, apellidos: 'Pérez' })).body,
    ).toEqual({ status: 509 });

    // Without the surname nothing is looked up: 400, status 15, the field named.
    const bare = await company.post('/api/Empresa/compruebaDNIalumno', { dni: '12345678Z' });
    expect(bare.code).toBe(400);
    expect(bare.body).toMatchObject({ status: 15, errores: [{ campo: 'apellidos' }] });
  });

  it('answers 509 for a student without a degree at the institution: no proposal can name them', async () => {
    const student = await newStudent('Sin Titulación', false);
    expect(
      (
        await as(world.company).post('/api/Empresa/compruebaDNIalumno', {
          dni: student.dni,
          apellidos: 'sin',
        })
      ).body,
    ).toEqual({ status: 509 });
    expect((await lookupsOf(student.id)).map((row) => row.result)).toEqual(['sinTitulacion']);
  });

  it('answers 544 to a company without an active agreement before looking anything up', async () => {
    const student = await newStudent('Sin Convenio');
    expect(
      (
        await as(world.other).post('/api/Empresa/compruebaDNIalumno', {
          dni: student.dni,
          apellidos: 'Sin Convenio',
        })
      ).body,
    ).toEqual({ status: 544 });
    expect(
      (
        await as(world.other).post('/api/Empresa/dameTitulacionesAlumno', {
          dni: student.dni,
          apellidos: 'Sin Convenio',
        })
      ).body,
    ).toEqual({ status: 544 });
    expect(await lookupsOf(student.id)).toEqual([]);
  });

  it('records every look-up (who, which company, a keyed hash of the id, the result) and the student reads them', async () => {
    const student = await newStudent('de la Fuente Ruiz');
    const company = as(world.company);
    expect(
      (await company.post('/api/Empresa/compruebaDNIalumno', { dni: student.dni, apellidos: 'de' })).body,
    ).toEqual({ status: 509 });
    expect(
      (
        await company.post('/api/Empresa/dameTitulacionesAlumno', {
          dni: student.dni,
          apellidos: 'De la Fuente',
        })
      ).body,
    ).toMatchObject({ status: 0 });
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
    const { rows: users } = await world.pool.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'empresa@demo.test'`,
    );
    expect(
      rows.map(({ operation, result, company_id, company_user_id }) => ({
        operation,
        result,
        company_id,
        company_user_id,
      })),
    ).toEqual([
      {
        operation: 'compruebaDNIalumno',
        result: 'noCoincide',
        company_id: world.companyId,
        company_user_id: users[0]!.id,
      },
      {
        operation: 'dameTitulacionesAlumno',
        result: 'coincide',
        company_id: world.companyId,
        company_user_id: users[0]!.id,
      },
      {
        operation: 'solicitudPractica',
        result: 'noCoincide',
        company_id: world.companyId,
        company_user_id: users[0]!.id,
      },
    ]);
    // One hash for one id however it is written, and not a plain hash anyone could recompute.
    expect(new Set(rows.map((row) => row.hash.toString('hex'))).size).toBe(1);
    expect(rows[0]!.hash.equals(createHash('sha256').update(student.dni).digest())).toBe(false);
    expect(rows[0]!.hash.toString('latin1')).not.toContain(student.dni);

    const seen = studentLookupsResponse.parse(
      await as(student.token).get('/api/Alumno/dameConsultasDeEmpresas'),
    );
    expect(seen.datos.map(({ empresa, consulta, coincide }) => ({ empresa, consulta, coincide }))).toEqual([
      { empresa: 'Levante Tech', consulta: 'solicitudPractica', coincide: false },
      { empresa: 'Levante Tech', consulta: 'dameTitulacionesAlumno', coincide: true },
      { empresa: 'Levante Tech', consulta: 'compruebaDNIalumno', coincide: false },
    ]);
    expect(Date.parse(seen.datos[0]!.fecha)).toBeGreaterThan(Date.now() - 60_000);
    // Another student reads only their own; a company token cannot read the student's list.
    const other = await newStudent('Ajena');
    expect(await as(other.token).get('/api/Alumno/dameConsultasDeEmpresas')).toEqual({
      status: 0,
      datos: [],
    });
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
