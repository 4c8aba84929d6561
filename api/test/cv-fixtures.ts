import { randomInt, randomUUID } from 'node:crypto';
import { studentCvResponse } from '@portal/contracts';
import type { PortalApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import type { Pool } from '../src/db/pool';
import { solidPng } from '../src/db/seed-cv';
import { onePagePdf } from '../src/db/seed-files';
import { bearer, demoPassword, tokenOf } from './support';

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

/**
 * The app, a pool and two students of their own for a test file: the first writes, the second
 * tries the first's records. Removed with `close`.
 */
export const twoStudents = async (app: PortalApp, pool: Pool, names: [string, string]) => {
  const first = await createStudent(app, pool, names[0]);
  const second = await createStudent(app, pool, names[1]);
  return {
    first,
    second,
    asFirst: callsOf(app, first.token),
    asSecond: callsOf(app, second.token),
    remove: () => pool.query('DELETE FROM users WHERE id = ANY($1)', [[first.id, second.id]]),
  };
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
