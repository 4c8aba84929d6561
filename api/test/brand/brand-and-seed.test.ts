import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { brandResponse, brandSettings } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { migrate } from '../../src/platform/db/migrate';
import { seed } from '../../src/seeds/demo/seed';
import { accountDemoStudents } from '../../src/seeds/demo/accounts';
import { accounts, demoPassword, login, testApp } from '../support';

const log = pino({ level: 'silent' });
let app: PortalApp;
let pool: Pool;

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), log);
});
afterAll(async () => {
  await app.close();
  await pool.end();
});

const tables = [
  'institution_brand',
  'users',
  'students',
  'student_cvs',
  'companies',
  'company_users',
  'offers',
  'event_categories',
  'events',
  'event_registrations',
];

const counts = async () => {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`);
    result[table] = rows[0]?.n ?? -1;
  }
  return result;
};

describe('brand settings', () => {
  it('match the contract and name the demo institution', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracionMarca' });
    expect(response.statusCode).toBe(200);
    const { datos } = brandResponse.parse(response.json());
    expect(brandSettings.safeParse(datos).success).toBe(true);
    expect(datos).toMatchObject({
      logos: { cabecera: '/brand/logo-cabecera.svg', pie: '/brand/logo-pie.svg' },
      fuentes: { titulos: 'Nunito', texto: 'Lato' },
      idAnalytics: null,
      mantenimiento: false,
      version: '3.4.2',
      languagebydefault: 'es',
    });
    expect(datos.flags.hasEventos).toBe(true);
    for (const language of ['es', 'ca', 'en'] as const)
      expect(datos.enlacesPie[language].length).toBeGreaterThan(0);
  });

  it('point at logos the server serves', async () => {
    for (const url of ['/brand/logo-cabecera.svg', '/brand/logo-pie.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('seed', () => {
  it('holds the demo data: the accounts of the README, about 12 offers of both types, about 6 events', async () => {
    const current = await counts();
    // Other test files add users to this database as they run: the demo accounts are named, not counted.
    const demoEmails = [...Object.values(accounts), ...accountDemoStudents.map((student) => student.email), 'encuesta@demo.test'];
    const found = await pool.query<{ email: string }>('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1)', [demoEmails]);
    expect(new Set(found.rows.map((row) => row.email))).toEqual(new Set(demoEmails));
    expect(current.offers).toBeGreaterThanOrEqual(12);
    expect(current.events).toBeGreaterThanOrEqual(6);
    const { rows } = await pool.query<{ offer_type: string }>(
      'SELECT DISTINCT offer_type FROM offers ORDER BY 1',
    );
    expect(rows.map((row) => row.offer_type)).toEqual(['empleo', 'practicas']);
  });

  it('stores argon2id hashes, never the password', async () => {
    // NULL is "no password yet" (a company account request until its link is used), never a password.
    const { rows } = await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE password_hash IS NOT NULL');
    for (const row of rows) {
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(row.password_hash).not.toContain(demoPassword);
    }
  });

  it('is idempotent: running it (and the migrations) again keeps every count and the passwords', async () => {
    const before = await counts();
    expect(await migrate(pool, log)).toEqual([]);
    await seed(pool, log);
    await seed(pool, log);
    expect(await counts()).toEqual(before);
    const { body } = await login(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    expect(body.status).toBe(0);
  });

  it('can run concurrently without duplicating anything', async () => {
    const before = await counts();
    await Promise.all([seed(pool, log), seed(pool, log)]);
    expect(await counts()).toEqual(before);
  });
});
