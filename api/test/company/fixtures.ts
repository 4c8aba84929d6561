import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { OfferFormInput } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { accounts, bearer, demoPassword, staffTokenOf, testApp, tokenOf } from '../support';

/** What the company tests share: one app, one pool, the logins they use. */
export interface CompanyWorld {
  app: PortalApp;
  pool: Pool;
  company: string;
  companyId: number;
  other: string;
  otherCompanyId: number;
  student: string;
  staff: string;
}

export const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

export const internshipForm = (changes: Record<string, unknown> = {}): OfferFormInput =>
  ({
    tipo: 'practicas',
    titulo: 'Prácticas de pruebas de la API',
    descripcion: 'Prácticas para probar el asistente de ofertas.',
    tareas: 'Escribir pruebas.',
    puesto: 'Becario/a de calidad',
    departamento: 'Calidad',
    plazas: 1,
    provincia: 'Valencia',
    poblacion: 'València',
    tipoModalidadAsistencia: 1,
    horario: 'Mañanas',
    horasAldia: '5',
    numeroDiasSemana: 5,
    tiempoDedicacionJornada: 60,
    meses: 6,
    fechaInicio: day(100),
    fechaFin: day(250),
    titulaciones: ['GII'],
    ayudaEstudio: '450,50',
    curso: '4º',
    tutorEmpresa: { nombre: 'Ana', apellidos: 'López Gil', email: 'ana@empresa.test', titulacion: 'Informática' },
    tutorUniversidad: { nombre: 'Dr. Pons' },
    ...changes,
  }) as OfferFormInput;

export const jobForm = (changes: Record<string, unknown> = {}): OfferFormInput =>
  ({
    tipo: 'empleo',
    titulo: 'Empleo de pruebas de la API',
    descripcion: 'Un empleo para probar el asistente.',
    tareas: 'Mantener servicios.',
    puesto: 'Ingeniero/a',
    departamento: 'Plataforma',
    plazas: 1,
    provincia: 'Valencia',
    poblacion: 'València',
    tipoModalidadAsistencia: 2,
    horario: 'Jornada completa',
    horasAldia: 8,
    numeroDiasSemana: 5,
    tiempoDedicacionJornada: 100,
    meses: 12,
    titulaciones: ['GII'],
    idTipoContrato: 1,
    salario: 30000,
    ...changes,
  }) as OfferFormInput;

/** A student who meets every condition of an internship of GII, with a password: returns their id. */
export const ensureTestStudent = async (pool: Pool, email: string): Promise<number> => {
  const existing = await pool.query<{ id: number }>(`SELECT id FROM users WHERE user_type = 'Alumno' AND email = $1`, [email]);
  const userId =
    existing.rows[0]?.id ??
    (
      await pool.query<{ id: number }>(
        `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
         VALUES ('Alumno', $1, $2, 'Estudiante de pruebas', 1) RETURNING id`,
        [email, await hashPassword(demoPassword)],
      )
    ).rows[0]!.id;
  await pool.query(
    `INSERT INTO students (user_id, first_name, last_names, national_id, phone, birth_date, with_internships, with_employment)
     VALUES ($1, 'Estudiante', 'De Pruebas', '00000002W', '600000002', '2001-01-01', true, true)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  await pool.query(
    `INSERT INTO student_cvs (user_id, internship_search_active, job_search_active, has_work_permit)
     VALUES ($1, true, true, true) ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  await pool.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent, social_security_number)
     VALUES ($1, 'GII', 'Grado en Ingeniería Informática', 'grado', 100, '281234567840')
     ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  return userId;
};

/**
 * A validated company of the test's own with `users` users logged in on `app`: what a test does to
 * it (an adhesion, a look-up) cannot have been done already by another file's test on the demo
 * companies, which share the run's database (the fuzz suite calls every company operation as the
 * demo company). The caller deletes it afterwards when it leaves rows behind.
 */
let companyUserPassword: Promise<string> | undefined;
export const newCompany = async (
  { app, pool }: Pick<CompanyWorld, 'app' | 'pool'>,
  { users = 1, name = 'Empresa propia' }: { users?: number; name?: string } = {},
): Promise<{ companyId: number; tokens: string[] }> => {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, $2, $2, true) RETURNING id`,
    [`B${randomUUID().replace(/\D/g, '').slice(0, 8).padEnd(8, '7')}`, `${name} ${randomUUID().slice(0, 6)}`],
  );
  const companyId = rows[0]!.id;
  companyUserPassword ??= hashPassword(demoPassword);
  const tokens: string[] = [];
  for (let index = 0; index < users; index++) {
    const email = `usuario-${randomUUID().slice(0, 8)}@empresa-propia.test`;
    const user = await pool.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, $2, $3) RETURNING id`,
      [email, await companyUserPassword, name],
    );
    await pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [user.rows[0]!.id, companyId]);
    tokens.push(await tokenOf(app, 'Empresa', { usuario: email, password: demoPassword }));
  }
  return { companyId, tokens };
};

export const openCompanyWorld = async (): Promise<CompanyWorld> => {
  const app = await testApp();
  const pool = createPool(inject('databaseUrl'), app.log);
  const companyId = (
    await pool.query<{ id: number }>(`SELECT id FROM companies WHERE tax_id = 'B46123451'`)
  ).rows[0]!.id;
  const otherCompanyId = (
    await pool.query<{ id: number }>(`SELECT id FROM companies WHERE tax_id = 'A08765430'`)
  ).rows[0]!.id;
  const company = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
  const other = await tokenOf(app, 'Empresa', { usuario: accounts.multi, password: demoPassword, idEmpresa: otherCompanyId });
  const student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  const staff = await staffTokenOf(app);
  return { app, pool, company, companyId, other, otherCompanyId, student, staff };
};

export const caller = (app: PortalApp, token: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers: bearer(token) }),
});

/** Switches the brand's company settings for a test (the seed's demo settings come back with restoreBrand). */
export const setCompanyBrand = (pool: Pool, changes: Record<string, unknown>) =>
  pool.query(
    `UPDATE institution_brand SET settings = jsonb_set(settings, '{empresas}', (settings->'empresas') || $1::jsonb)`,
    [JSON.stringify(changes)],
  );
