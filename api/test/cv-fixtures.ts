import { randomInt, randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import type { PortalApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import type { Pool } from '../src/db/pool';
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
    return { code: response.statusCode, body: response.json<Json & { status: number; datos?: any; errores?: { campo: string; mensaje: string }[] }>() };
  };
  const get = (url: string, language = 'es') =>
    app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } });
  const cv = async () => (await get('/api/Alumno/dameCvUsuario')).json<{ status: number; datos: any }>().datos;
  const apply = async (urlOferta: string) => (await post('inscribirse', { urlOferta })).body.status;
  return { post, get, cv, apply };
};

/** A PNG of the given size (a real image: its header and pixels). */
export const png = (width: number, height: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const pixels = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A one-page PDF, distinct per text. */
export const pdf = (text: string) => onePagePdf(text);

export const base64 = (bytes: Buffer) => bytes.toString('base64');
