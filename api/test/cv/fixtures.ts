import { afterAll, beforeAll, inject } from 'vitest';
import { randomInt, randomUUID } from 'node:crypto';
import { studentCvResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { solidPng } from '../../src/seeds/demo/cv';
import { onePagePdf } from '../../src/seeds/demo/files';
import { bearer, demoPassword, testApp, tokenOf } from '../support';

/** Helpers of the CV tests: students of their own, valid identifiers, real files. */

const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A Spanish DNI nobody has: 8 random digits and their letter. */
export const freshDni = () => {
  const number = randomInt(10_000_000, 99_999_999);
  return `${number}${dniLetters[number % 23]}`;
};

/** A social security number nobody has, with its check digits. */
export const freshSocialSecurityNumber = () => {
  const number = randomInt(10_000_000, 99_999_999);
  const base = Number(`28${number}`);
  return `28${number}${String(base % 97).padStart(2, '0')}`;
};

export interface TestStudent {
  id: number;
  email: string;
  token: string;
}

/** A student with an empty CV, as registration leaves one, logged in. */
export const createStudent = async (app: PortalApp, pool: Pool, name: string): Promise<TestStudent> => {
  const email = `cv-${name}-${randomUUID()}@test.example`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Alumno', $1, $2, $3) RETURNING id`,
    [email, await hashPassword(demoPassword), name],
  );
  const id = rows[0]!.id;
  await pool.query(`INSERT INTO students (user_id, first_name, last_names, national_id) VALUES ($1, $2, 'Prueba CV', $3)`, [
    id,
    name,
    freshDni(),
  ]);
  await pool.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [id]);
  return { id, email, token: await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword }) };
};

export interface TwoStudents {
  app: PortalApp;
  pool: Pool;
  ana: TestStudent;
  berta: TestStudent;
  asAna: ReturnType<typeof callsOf>;
  asBerta: ReturnType<typeof callsOf>;
}

/**
 * A test file's app, pool and two students of their own, set up before its tests and removed
 * after: Ana writes, Berta tries Ana's records.
 */
export const withTwoStudents = (prefix: string): TwoStudents => {
  const world = {} as TwoStudents;
  beforeAll(async () => {
    world.app = await testApp();
    world.pool = createPool(inject('databaseUrl'), world.app.log);
    world.ana = await createStudent(world.app, world.pool, `${prefix}-ana`);
    world.berta = await createStudent(world.app, world.pool, `${prefix}-berta`);
    world.asAna = callsOf(world.app, world.ana.token);
    world.asBerta = callsOf(world.app, world.berta.token);
  });
  afterAll(async () => {
    await world.pool.query('DELETE FROM users WHERE id = ANY($1)', [[world.ana.id, world.berta.id]]);
    await world.pool.end();
    await world.app.close();
  });
  return world;
};

type Json = Record<string, unknown>;

/** Calls of one student: POST and GET with the token, the envelope parsed. */
export const callsOf = (app: PortalApp, token: string) => {
  const post = async (call: string, payload: unknown, language = 'es') => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/Alumno/${call}`,
      headers: { ...bearer(token), 'accept-language': language },
      payload: payload as Json,
    });
    // Answers of every CV call go through here: the tests read the shape they expect of each.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type Datos = any;
    return {
      code: response.statusCode,
      body: response.json<Json & { status: number; datos?: Datos; errores?: { campo: string; mensaje: string }[] }>(),
    };
  };
  const get = (url: string, language = 'es') =>
    app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } });
  /** The CV as dameCvUsuario answers it, checked against its contract. */
  const cv = async () => studentCvResponse.parse((await get('/api/Alumno/dameCvUsuario')).json()).datos;
  const apply = async (urlOferta: string) => (await post('inscribirse', { urlOferta })).body.status;
  return { post, get, cv, apply };
};

/** A PNG of the given size (a real image: its header and pixels). */
export const png = (width: number, height: number) => solidPng(width, height, [40, 40, 40]);

/** A one-page PDF, distinct per text. */
export const pdf = (text: string) => onePagePdf(text);

export const base64 = (bytes: Buffer) => bytes.toString('base64');
