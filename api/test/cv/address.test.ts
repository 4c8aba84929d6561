import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { cvResponse, studentAddressResponse, type StudentAddressRequest } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

/**
 * The student's home address (POST /api/Alumno/editDomicilio, read back in dameCvUsuario), checked
 * against the real reference data: two students of their own, so the demo data stays as seeded.
 */

let app: PortalApp;
let pool: Pool;
const students: { id: number; token: string }[] = [];

const createStudent = async (name: string) => {
  const email = `domicilio-${name}-${randomUUID()}@test.example`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Alumno', $1, $2, $3) RETURNING id`,
    [email, await hashPassword(demoPassword), name],
  );
  const id = rows[0]!.id;
  await pool.query(`INSERT INTO students (user_id, first_name, last_names) VALUES ($1, $2, 'Domicilio')`, [
    id,
    name,
  ]);
  return { id, token: await tokenOf(app, 'Alumno', { usuario: email, password: demoPassword }) };
};

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  students.push(await createStudent('Ana'), await createStudent('Berta'));
});
afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = ANY($1)', [students.map((student) => student.id)]);
  await pool.end();
  await app.close();
});

/** Sabadell (INE 08187), in Barcelona. */
const sabadell: StudentAddressRequest = {
  idTipoVia: 2,
  direccion: 'de Francesc Macià',
  direccionNumero: '12',
  direccionPiso: '3º',
  direccionPuerta: 'B',
  cp: '08208',
  idPais: 1,
  idProvincia: '08',
  provinciaOtros: null,
  idLocalidad: 8187,
  localidadOtros: null,
  idIsla: null,
};

const save = (token: string, payload: unknown, language = 'es') =>
  app.inject({
    method: 'POST',
    url: '/api/Alumno/editDomicilio',
    headers: { ...bearer(token), 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });

const addressOf = async (token: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/Alumno/dameCvUsuario',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return cvResponse.parse(response.json()).datos.domicilio;
};

/** A refusal: 400, status 15, and the fields it names. */
const refusedFields = async (payload: unknown, language = 'es') => {
  const response = await save(students[0]!.token, payload, language);
  expect(response.statusCode).toBe(400);
  const body = response.json<{ status: number; errores: { campo: string; mensaje: string }[] }>();
  expect(body.status).toBe(15);
  return body.errores;
};
const fieldsOf = (errores: { campo: string }[]) => errores.map((error) => error.campo);

describe('the student address', () => {
  it('is null until saved, then reads back as saved', async () => {
    const [ana] = students;
    expect(await addressOf(ana!.token)).toBeNull();
    const response = await save(ana!.token, {
      ...sabadell,
      direccion: '  de Francesc Macià  ',
      direccionPiso: '',
    });
    expect(response.statusCode).toBe(200);
    const expected = { ...sabadell, direccionPiso: null };
    expect(studentAddressResponse.parse(response.json()).datos).toEqual(expected);
    expect(await addressOf(ana!.token)).toEqual(expected);
  });

  it('replaces the address on a second save, island and abroad included', async () => {
    const [ana] = students;
    const palma = {
      ...sabadell,
      idProvincia: '07',
      idLocalidad: 7040,
      idIsla: 1,
      cp: '07001',
      direccionPuerta: null,
    };
    expect((await save(ana!.token, palma)).statusCode).toBe(200);
    expect(await addressOf(ana!.token)).toMatchObject({ idProvincia: '07', idLocalidad: 7040, idIsla: 1 });

    const paris = {
      ...sabadell,
      idPais: 250,
      idProvincia: null,
      provinciaOtros: 'Île-de-France',
      idLocalidad: null,
      localidadOtros: 'Paris',
      cp: '75001',
    };
    expect((await save(ana!.token, paris)).statusCode).toBe(200);
    expect(await addressOf(ana!.token)).toEqual({ ...paris, direccionPiso: '3º', direccionPuerta: 'B' });

    // The unknown province (53): the town is written, the postal code only has five digits.
    const unknown = {
      ...sabadell,
      idProvincia: '53',
      idLocalidad: null,
      localidadOtros: 'Villanueva',
      cp: '99999',
    };
    expect((await save(ana!.token, unknown)).statusCode).toBe(200);
    expect(await addressOf(ana!.token)).toMatchObject({
      idProvincia: '53',
      idLocalidad: null,
      localidadOtros: 'Villanueva',
    });
  });

  it('refuses missing street type, street, number and postal code, naming each field', async () => {
    const before = await addressOf(students[0]!.token);
    const errores = await refusedFields({
      ...sabadell,
      idTipoVia: null,
      direccion: ' ',
      direccionNumero: '',
      cp: '',
    });
    expect(fieldsOf(errores)).toEqual(['idTipoVia', 'direccion', 'direccionNumero', 'cp']);
    expect(errores[0]!.mensaje).toBe('Este campo es requerido');
    expect(await addressOf(students[0]!.token)).toEqual(before);
  });

  it('refuses unknown street types, countries and provinces', async () => {
    expect(fieldsOf(await refusedFields({ ...sabadell, idTipoVia: 999 }))).toEqual(['idTipoVia']);
    expect(fieldsOf(await refusedFields({ ...sabadell, idPais: 9999 }))).toEqual(['idPais']);
    expect(fieldsOf(await refusedFields({ ...sabadell, idPais: null }))).toEqual(['idPais']);
    expect(fieldsOf(await refusedFields({ ...sabadell, idProvincia: null }))).toEqual(['idProvincia']);
    // Not a province code at all: the schema refuses it.
    expect(fieldsOf(await refusedFields({ ...sabadell, idProvincia: '54' }))).toEqual(['idProvincia']);
  });

  it('refuses a municipality of another province, or one given with the unknown province', async () => {
    // Madrid (28079) is not in Barcelona.
    const errores = await refusedFields({ ...sabadell, idLocalidad: 28079 }, 'ca');
    expect(errores).toEqual([{ campo: 'idLocalidad', mensaje: 'No pertany a la província triada' }]);
    expect(
      await refusedFields({ ...sabadell, idProvincia: '53', localidadOtros: 'Sabadell', cp: '53000' }),
    ).toEqual([
      { campo: 'idLocalidad', mensaje: 'Este dato no corresponde al país o la provincia elegidos' },
    ]);
    // A province with a list needs an id from it, not a text.
    expect(
      fieldsOf(await refusedFields({ ...sabadell, idLocalidad: null, localidadOtros: 'Sabadell' })),
    ).toEqual(['idLocalidad', 'localidadOtros']);
  });

  it('requires the island of an island province, and only one of its islands', async () => {
    const palma = { ...sabadell, idProvincia: '07', idLocalidad: 7040, cp: '07001' };
    expect(fieldsOf(await refusedFields({ ...palma, idIsla: null }))).toEqual(['idIsla']);
    // Tenerife (9) is in Santa Cruz de Tenerife, not in the Balearic Islands.
    expect(await refusedFields({ ...palma, idIsla: 9 }, 'en')).toEqual([
      { campo: 'idIsla', mensaje: 'It is not in the chosen province' },
    ]);
    expect(fieldsOf(await refusedFields({ ...sabadell, idIsla: 1 }))).toEqual(['idIsla']);
  });

  it('checks the Spanish postal code: five digits starting with the province code', async () => {
    expect(await refusedFields({ ...sabadell, cp: '8208' })).toEqual([
      { campo: 'cp', mensaje: 'El código postal debe tener 5 dígitos' },
    ]);
    expect(fieldsOf(await refusedFields({ ...sabadell, cp: '08A08' }))).toEqual(['cp']);
    expect(await refusedFields({ ...sabadell, cp: '28001' }, 'ca')).toEqual([
      { campo: 'cp', mensaje: 'El codi postal ha de començar pel codi de la província' },
    ]);
  });

  it('abroad wants the town as text and no Spanish province, municipality or island', async () => {
    const abroad = { ...sabadell, idPais: 250, idLocalidad: null, localidadOtros: null, cp: 'F-75001' };
    expect(fieldsOf(await refusedFields(abroad))).toEqual(['idProvincia', 'localidadOtros']);
    expect(
      fieldsOf(
        await refusedFields({
          ...abroad,
          idProvincia: null,
          idLocalidad: 8187,
          localidadOtros: 'Paris',
          idIsla: 1,
        }),
      ),
    ).toEqual(['idLocalidad', 'idIsla']);
    // Spain takes no province text.
    expect(fieldsOf(await refusedFields({ ...sabadell, provinciaOtros: 'Catalunya' }))).toEqual([
      'provinciaOtros',
    ]);
  });

  it("writes only the logged student's own address", async () => {
    const [ana, berta] = students;
    const anaBefore = await addressOf(ana!.token);
    expect(anaBefore).not.toBeNull();
    // A student id in the body means nothing: the address is the token's student's.
    const response = await save(berta!.token, { ...sabadell, direccion: 'Rambla', idAlumno: ana!.id });
    expect(response.statusCode).toBe(200);
    expect(await addressOf(berta!.token)).toMatchObject({ direccion: 'Rambla' });
    expect(await addressOf(ana!.token)).toEqual(anaBefore);
  });

  it('is refused without a student token', async () => {
    const companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const asCompany = await save(companyToken, sabadell);
    expect(asCompany.statusCode).toBe(403);
    expect(asCompany.json()).toEqual({ status: 79 });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/Alumno/editDomicilio',
      payload: sabadell,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 2 });
  });
});
