import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementRequest } from '@portal/contracts';
import { onePagePdf } from '../../src/seeds/demo/files';
import { openCompanyWorld, type CompanyWorld } from './fixtures';
import { freshDni } from '../cv/fixtures';

let world: CompanyWorld;
beforeAll(async () => {
  world = await openCompanyWorld();
});
afterAll(async () => {
  await world.pool.end();
  await world.app.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Answer = { status: number; datos?: any; errores?: { campo: string; mensaje: string }[]; mensaje?: string };
const as = (token: string, language = 'es') => {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': language };
  return {
    get: async (url: string) => {
      const response = await world.app.inject({ method: 'GET', url, headers });
      return { code: response.statusCode, body: response.json<Answer>() };
    },
    post: async (url: string, payload: object = {}) => {
      const response = await world.app.inject({ method: 'POST', url, payload, headers });
      return { code: response.statusCode, body: response.json<Answer>() };
    },
  };
};
const fieldsOf = (answer: { body: Answer }) => (answer.body.errores ?? []).map((error) => error.campo).sort();
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@contactos.example`;

const contact = (changes: Record<string, unknown> = {}) => ({
  tratamiento: 'D.',
  nombre: 'Pablo',
  apellidos: 'Ferrer Roig',
  email: unique('pablo'),
  // One person is one contact of a type: each contact of these tests is someone else (94 otherwise).
  nif: freshDni(),
  telefono1: '961234567',
  puesto: 'Responsable de formación',
  ...changes,
});

const pdf = (text = 'Escritura') => onePagePdf(text).toString('base64');
/** A file just over 2 MB that starts like a PDF. */
const bigPdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]).toString('base64');

const valencia = {
  idTipoVia: 2,
  direccion: 'de Colón',
  direccionNumero: '12',
  direccionEscalera: 'B',
  direccionPiso: '3',
  direccionPuerta: '2',
  cp: '46004',
  idPais: 1,
  idProvincia: '46',
  provinciaOtros: null,
  idLocalidad: 46250,
  localidadOtros: null,
  idIsla: null,
  DPO: 'dpo@levante-tech.example',
};

describe('contacts of the company', () => {
  it('are the company’s: students get 79, no token 401, another company does not see them', async () => {
    expect((await as(world.student).get('/api/Empresa/dameContactosTipoFirmanteConvenio')).code).toBe(403);
    expect((await as(world.student).get('/api/Empresa/dameContactosTipoFirmanteConvenio')).body.status).toBe(79);
    const anonymous = await world.app.inject({ method: 'GET', url: '/api/Empresa/dameDatosContactoEmpresa' });
    expect(anonymous.json()).toEqual({ status: 2 });

    const own = await as(world.company).get('/api/Empresa/dameContactosTipoFirmanteConvenio');
    expect(own.body.datos.map((row: { email: string }) => row.email)).toContain('firmas@levante-tech.example');
    const theirs = await as(world.other).get('/api/Empresa/dameContactosTipoFirmanteConvenio');
    expect(theirs.body.datos.map((row: { email: string }) => row.email)).not.toContain('firmas@levante-tech.example');
  });

  it('adds each of the four types (538 with idNuevaAlta); 29 for an e-mail the type already has', async () => {
    const company = as(world.company);
    const email = unique('cuatro');
    for (const [type, id] of [
      ['TutorPracticas', 1],
      ['FirmanteAnexo', 2],
      ['FirmanteConvenio', 3],
      ['Contacto', 4],
    ] as const) {
      const added = await company.post(`/api/Empresa/addContactoEmpresa_${type}`, contact({ email }));
      expect(added.body, type).toEqual({ status: 0, datos: { idNuevaAlta: expect.any(Number), codigo: 538 } });
      const listed = await company.get(`/api/Empresa/dameContactosTipo${type}`);
      expect(listed.body.datos.find((row: { email: string }) => row.email === email)).toMatchObject({
        id: added.body.datos.idNuevaAlta,
        idTipoContacto: id,
        nameComplet: 'Pablo Ferrer Roig',
      });
    }
    expect((await company.post('/api/Empresa/addContactoEmpresa_TutorPracticas', contact({ email: email.toUpperCase() }))).body).toEqual({
      status: 29,
    });
    expect((await company.post('/api/Empresa/addContactoEmpresa', contact({ email, idTipoContacto: 4 }))).body).toEqual({ status: 29 });
    const generic = await company.post('/api/Empresa/addContactoEmpresa', contact({ idTipoContacto: 1 }));
    expect(generic.body.datos.codigo).toBe(538);
    const untyped = await company.post('/api/Empresa/addContactoEmpresa', contact());
    expect(untyped.code).toBe(400);
    expect(fieldsOf(untyped)).toEqual(['idTipoContacto']);
  });

  it('checks every rule of a new signatory, a message per field in the caller’s language, and writes nothing', async () => {
    const email = unique('malo');
    const wrong = contact({
      email: 'sin-arroba',
      nombre: 'Al',
      apellidos: '',
      nif: '1234',
      telefono1: '12',
      telefono2: '+34 600 111 222 333 44',
      puesto: 'ab',
      direccion: 'c/',
      idPais: 2,
      provinciaOtros: 'ab',
      cp: '12a',
    });
    const refused = await as(world.company).post('/api/Empresa/addContactoEmpresa_FirmanteConvenio', wrong);
    expect(refused.code).toBe(400);
    // The NIF is among the refused fields: the answer is the spec's 66 (ID document), the fields say the rest.
    expect(refused.body.status).toBe(66);
    expect(refused.body.mensaje).toBe(
      'Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.',
    );
    expect(fieldsOf(refused)).toEqual(
      ['apellidos', 'cp', 'direccion', 'email', 'nif', 'nombre', 'provinciaOtros', 'puesto', 'telefono1', 'telefono2'].sort(),
    );
    const message = (field: string) => refused.body.errores!.find((error) => error.campo === field)?.mensaje;
    expect(message('nombre')).toBe('Escribe al menos 3 caracteres');
    expect(message('apellidos')).toBe('Este campo es requerido');
    expect(message('telefono1')).toBe('El teléfono debe tener entre 9 y 14 dígitos (puede empezar por +)');
    expect(message('telefono2')).toBe('El teléfono es demasiado largo: como máximo 14 dígitos');
    expect(message('nif')).toBe('El NIF debe tener al menos 9 caracteres');
    expect(message('cp')).toBe('El código postal debe tener al menos 5 cifras');
    expect(message('email')).toBe('El email está mal formado');

    const english = await as(world.company, 'en').post('/api/Empresa/addContactoEmpresa_FirmanteConvenio', wrong);
    expect(english.body.errores!.find((error) => error.campo === 'telefono1')?.mensaje).toBe('The phone number must have 9 to 14 digits (it may start with +)');
    const catalan = await as(world.company, 'ca').post('/api/Empresa/addContactoEmpresa_FirmanteConvenio', wrong);
    expect(catalan.body.errores!.find((error) => error.campo === 'nombre')?.mensaje).toBe('Escriu almenys 3 caràcters');

    // A short NIF alone: 66 naming the NIF, so the form marks it; a missing one is 15 (required, below).
    const shortNif = await as(world.company, 'en').post('/api/Empresa/addContactoEmpresa_TutorPracticas', contact({ email, nif: '1234' }));
    expect([shortNif.code, shortNif.body.status, shortNif.body.errores]).toEqual([
      400,
      66,
      [{ campo: 'nif', mensaje: 'The national id must have at least 9 characters' }],
    ]);
    // A signatory needs the NIF the agreement names; a tutor does not.
    const noNif = await as(world.company).post('/api/Empresa/addContactoEmpresa_FirmanteConvenio', contact({ email, nif: null }));
    expect(noNif.code).toBe(400);
    expect(noNif.body.status).toBe(15);
    expect(fieldsOf(noNif)).toEqual(['nif']);
    expect((await as(world.company).post('/api/Empresa/addContactoEmpresa_TutorPracticas', contact({ email, nif: null }))).body.status).toBe(0);
    const { rowCount } = await world.pool.query(
      'SELECT 1 FROM company_contacts WHERE lower(email) = lower($1) AND contact_type_id = 3',
      [email],
    );
    expect(rowCount).toBe(0);
  });

  it('keeps the address (Spain: province and town ids; abroad: text) and refuses a province outside Spain', async () => {
    const company = as(world.company);
    const spain = await company.post(
      '/api/Empresa/addContactoEmpresa_Contacto',
      contact({ direccion: 'Calle de Colón 12', idPais: 1, provincia: '46', idLocalidad: 46250, cp: '46004' }),
    );
    const read = await company.get(`/api/Empresa/dameDatosContactoPorId/${spain.body.datos.idNuevaAlta}`);
    expect(read.body.datos).toMatchObject({ direccion: 'Calle de Colón 12', idPais: 1, provincia: '46', idLocalidad: 46250, cp: '46004' });
    const abroad = await company.post(
      '/api/Empresa/addContactoEmpresa_Contacto',
      contact({ direccion: 'Rue de Rivoli 5', idPais: 250, provinciaOtros: 'Île-de-France', localidad: 'Paris', cp: '75001' }),
    );
    expect(abroad.body.status).toBe(0);
    const mixed = await company.post('/api/Empresa/addContactoEmpresa_Contacto', contact({ idPais: 250, provincia: '46' }));
    expect(fieldsOf(mixed)).toEqual(['provincia']);
    const notInProvince = await company.post(
      '/api/Empresa/addContactoEmpresa_Contacto',
      contact({ idPais: 1, provincia: '08', idLocalidad: 46250 }),
    );
    expect(fieldsOf(notInProvince)).toEqual(['idLocalidad']);
  });

  it('reads and edits only the company’s own contacts: 97 for a tutor, 96 for others, 29 for a taken e-mail', async () => {
    const company = as(world.company);
    const tutor = (await company.post('/api/Empresa/addContactoEmpresa_TutorPracticas', contact())).body.datos.idNuevaAlta;
    const general = contact();
    const generalId = (await company.post('/api/Empresa/addContactoEmpresa_Contacto', general)).body.datos.idNuevaAlta;
    const other = contact();
    await company.post('/api/Empresa/addContactoEmpresa_Contacto', other);

    expect((await company.post('/api/Empresa/editaContactoEmpresa', contact({ id: tutor, nombre: 'Pablo José' }))).body).toEqual({
      status: 0,
      datos: { codigo: 97 },
    });
    expect((await company.get(`/api/empresa/dameDatosContactoPorId/${tutor}`)).body.datos.nombre).toBe('Pablo José');
    expect((await company.post('/api/Empresa/editaContactoEmpresa', { ...general, id: generalId, telefono2: '600111222' })).body).toEqual({
      status: 0,
      datos: { codigo: 96 },
    });
    expect((await company.post('/api/Empresa/editaContactoEmpresa', { ...general, id: generalId, email: other.email })).body).toEqual({
      status: 29,
    });

    const theirs = as(world.other);
    const foreign = await theirs.get(`/api/Empresa/dameDatosContactoPorId/${tutor}`);
    expect(foreign.code).toBe(403);
    expect(foreign.body.status).toBe(3);
    expect((await theirs.post('/api/Empresa/editaContactoEmpresa', contact({ id: tutor, nombre: 'Intruso' }))).body).toEqual({ status: 3 });

    // A NIF another contact of the same type has: 94 (DNI already registered), adding or editing, nothing written.
    const taken = general.nif.toLowerCase();
    expect((await company.post('/api/Empresa/addContactoEmpresa_Contacto', contact({ nif: taken }))).body).toEqual({ status: 94 });
    const otherId = (await world.pool.query<{ id: number }>('SELECT id FROM company_contacts WHERE lower(email) = lower($1)', [other.email])).rows[0]!.id;
    expect((await company.post('/api/Empresa/editaContactoEmpresa', { ...other, id: otherId, nif: taken })).body).toEqual({ status: 94 });
    expect((await company.get(`/api/Empresa/dameDatosContactoPorId/${otherId}`)).body.datos.nif).toBe(other.nif);
    // Its own NIF again, or the same NIF as another type (the tutor may sign the agreement too): saved.
    expect((await company.post('/api/Empresa/editaContactoEmpresa', { ...general, id: generalId })).body.status).toBe(0);
    expect((await company.post('/api/Empresa/addContactoEmpresa_TutorPracticas', contact({ nif: general.nif }))).body.status).toBe(0);
    expect((await company.get(`/api/Empresa/dameDatosContactoPorId/${tutor}`)).body.datos.nombre).toBe('Pablo José');
  });

  it('dameDatosContacto is the company’s main (oldest general) contact; dameDatosContactoEmpresa lists every type', async () => {
    const main = await as(world.company).get('/api/Empresa/dameDatosContacto');
    expect(main.body.status).toBe(0);
    if (main.body.datos) expect(main.body.datos.idTipoContacto).toBe(4);
    const all = await as(world.company).get('/api/Empresa/dameDatosContactoEmpresa');
    expect(new Set(all.body.datos.map((row: { idTipoContacto: number }) => row.idTipoContacto)).has(3)).toBe(true);
  });

  it('lets a company token use the proposal’s checks for its own company only', async () => {
    const company = as(world.company);
    expect((await company.post('/api/Alumno/compruebaCIF', { cif: 'B46123451' })).body).toMatchObject({
      status: 0,
      datos: { existe: true, empresa: { idEmpresa: world.companyId } },
    });
    expect((await company.post('/api/Alumno/compruebaCIF', { cif: 'A08765430' })).body).toEqual({ status: 3 });
    expect(
      (await company.post('/api/Alumno/dameDatosContactoPorEmail', { email: 'firmas@levante-tech.example', idEmpresa: world.companyId })).body,
    ).toMatchObject({ status: 0, datos: { nameComplet: 'Elena Navarro Soler' } });
    expect(
      (await company.post('/api/Alumno/dameDatosContactoPorEmail', { email: 'nadie@levante-tech.example', idEmpresa: world.companyId })).body,
    ).toEqual({ status: 524 });
    expect(
      (await company.post('/api/Alumno/dameDatosContactoPorEmail', { email: 'firmas@levante-tech.example', idEmpresa: world.otherCompanyId }))
        .body,
    ).toEqual({ status: 3 });
  });
});

/** An agreement signatory of the caller's company, for the requests. */
const newSignatory = async (token: string) =>
  (await as(token).post('/api/Empresa/addContactoEmpresa_FirmanteConvenio', contact())).body.datos.idNuevaAlta as number;

const agreementRequest = (idFirmanteConvenio: number, changes: Partial<AgreementRequest> = {}): AgreementRequest => ({
  ...valencia,
  idFirmanteConvenio,
  ficheroCopiaEscritura: { ficheroB64: pdf(), extension_adjunto: 'pdf' },
  ...changes,
});

describe('agreements', () => {
  it('lists the company’s agreements with their status; the demo company has an active one', async () => {
    const own = await as(world.company).get('/api/Empresa/dameConveniosEmpresa');
    expect(own.body.datos.convenioActivo).toBe(true);
    expect(own.body.datos.convenios.map((row: { estado: string }) => row.estado)).toContain('formalizado');
    expect(own.body.datos.convenios[0]).toMatchObject({ firmante: 'Da. Elena Navarro Soler' });
    expect((await as(world.student).get('/api/Empresa/dameConveniosEmpresa')).body.status).toBe(79);
  });

  it('requests an agreement (536): saves the company address with it and generates the document', async () => {
    const company = as(world.company);
    const signatory = await newSignatory(world.company);
    const before = (await company.get('/api/Empresa/dameConveniosEmpresa')).body.datos.convenios.length;
    const answer = await company.post('/api/Empresa/addSolicitudConvenioEmpresa', agreementRequest(signatory));
    expect(answer.body).toEqual({ status: 0, datos: { codigo: 536, idConvenio: expect.any(Number) } });
    const listed = (await company.get('/api/Empresa/dameConveniosEmpresa')).body.datos.convenios;
    expect(listed).toHaveLength(before + 1);
    expect(listed[0]).toMatchObject({ idConvenio: answer.body.datos.idConvenio, estado: 'generado', puedeSubirFirmado: true, tieneFirmado: false });
    const { rows } = await world.pool.query('SELECT street, staircase, dpo FROM company_addresses WHERE company_id = $1', [world.companyId]);
    expect(rows[0]).toEqual({ street: 'de Colón', staircase: 'B', dpo: 'dpo@levante-tech.example' });

    const document = await world.app.inject({
      method: 'GET',
      url: `/api/Empresa/ficheroConvenio/${answer.body.datos.idConvenio}/documento`,
      headers: { authorization: `Bearer ${world.company}` },
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const deed = await world.app.inject({
      method: 'GET',
      url: `/api/Empresa/ficheroConvenio/${answer.body.datos.idConvenio}/escritura`,
      headers: { authorization: `Bearer ${world.company}` },
    });
    expect(deed.rawPayload.equals(onePagePdf('Escritura'))).toBe(true);
    const foreign = await world.app.inject({
      method: 'GET',
      url: `/api/Empresa/ficheroConvenio/${answer.body.datos.idConvenio}/documento`,
      headers: { authorization: `Bearer ${world.other}` },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a deed that is not a PDF (46) or over 2 MB, a foreign or non-signatory contact and a bad address, writing nothing', async () => {
    const company = as(world.company);
    const signatory = await newSignatory(world.company);
    const count = async () =>
      Number((await world.pool.query('SELECT count(*) FROM company_agreements WHERE company_id = $1', [world.companyId])).rows[0].count);
    const before = await count();

    const word = await company.post(
      '/api/Empresa/addSolicitudConvenioEmpresa',
      agreementRequest(signatory, { ficheroCopiaEscritura: { ficheroB64: Buffer.from('hola').toString('base64'), extension_adjunto: 'docx' } }),
    );
    expect(word.body).toEqual({ status: 46 });
    const disguised = await company.post(
      '/api/Empresa/addSolicitudConvenioEmpresa',
      agreementRequest(signatory, { ficheroCopiaEscritura: { ficheroB64: Buffer.from('no soy un pdf').toString('base64'), extension_adjunto: 'pdf' } }),
    );
    expect(disguised.body).toEqual({ status: 46 });
    const big = await company.post(
      '/api/Empresa/addSolicitudConvenioEmpresa',
      agreementRequest(signatory, { ficheroCopiaEscritura: { ficheroB64: bigPdf(), extension_adjunto: 'pdf' } }),
    );
    expect(big.code).toBe(400);
    expect(big.body.errores).toEqual([{ campo: 'ficheroCopiaEscritura', mensaje: 'El fichero no puede superar los 2 MB' }]);

    const tutor = (await company.post('/api/Empresa/addContactoEmpresa_TutorPracticas', contact())).body.datos.idNuevaAlta;
    const theirSignatory = await newSignatory(world.other);
    for (const id of [tutor, theirSignatory]) {
      const refused = await company.post('/api/Empresa/addSolicitudConvenioEmpresa', agreementRequest(id));
      expect(fieldsOf(refused)).toEqual(['idFirmanteConvenio']);
    }
    const badAddress = await company.post('/api/Empresa/addSolicitudConvenioEmpresa', agreementRequest(signatory, { cp: '1234', direccion: '' }));
    expect(badAddress.code).toBe(400);
    expect(fieldsOf(badAddress)).toEqual(['cp', 'direccion']);
    const missing = await company.post('/api/Empresa/addSolicitudConvenioEmpresa', { ...agreementRequest(signatory), ficheroCopiaEscritura: undefined });
    expect(fieldsOf(missing)).toEqual(['ficheroCopiaEscritura']);
    expect(await count()).toBe(before);
    expect((await as(world.student).post('/api/Empresa/addSolicitudConvenioEmpresa', agreementRequest(signatory))).body.status).toBe(79);
  });

  it('walks the state machine: signed by the company, wrong, signed again, sent, formalised, expired by date', async () => {
    const theirs = as(world.other);
    const staff = as(world.staff);
    const signatory = await newSignatory(world.other);
    const id = (await theirs.post('/api/Empresa/addSolicitudConvenioEmpresa', agreementRequest(signatory))).body.datos.idConvenio as number;
    const status = async () =>
      (await theirs.get('/api/Empresa/dameConveniosEmpresa')).body.datos.convenios.find((row: { idConvenio: number }) => row.idConvenio === id);

    // The office cannot send what the company has not signed; the demo company cannot sign it.
    expect((await staff.post('/api/Orientacion/enviaConvenioSecretaria', { idConvenio: id })).body).toEqual({ status: 49 });
    expect(
      (await as(world.company).post('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { idConvenio: id, ficheroB64: pdf(), extension_adjunto: 'pdf' })).body,
    ).toEqual({ status: 3 });
    expect(
      (await theirs.post('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { idConvenio: id, ficheroB64: Buffer.from('x').toString('base64'), extension_adjunto: 'png' })).body,
    ).toEqual({ status: 46 });
    const tooBig = await theirs.post('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { idConvenio: id, ficheroB64: bigPdf(), extension_adjunto: 'pdf' });
    expect(tooBig.code).toBe(400);

    expect(
      (await theirs.post('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { idConvenio: id, ficheroB64: pdf('Firmado'), extension_adjunto: 'pdf' })).body,
    ).toEqual({ status: 0, datos: { codigo: 513, estado: 'firmadoEmpresa' } });
    expect(await status()).toMatchObject({ estado: 'firmadoEmpresa', puedeSubirFirmado: false, tieneFirmado: true });
    expect(
      (await theirs.post('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { idConvenio: id, ficheroB64: pdf(), extension_adjunto: 'pdf' })).body,
    ).toEqual({ status: 49 });

    expect((await staff.post('/api/Orientacion/marcaConvenioErroneo', { idConvenio: id, motivo: 'Falta la firma en la página 2' })).body).toEqual({
      status: 0,
      datos: { idConvenio: id, estado: 'erroneo' },
    });
    expect(await status()).toMatchObject({ estado: 'erroneo', motivoErroneo: 'Falta la firma en la página 2', puedeSubirFirmado: true });
    await theirs.post('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { idConvenio: id, ficheroB64: pdf('Firmado otra vez'), extension_adjunto: 'pdf' });
    const signed = await world.app.inject({
      method: 'GET',
      url: `/api/Empresa/ficheroConvenio/${id}/firmado`,
      headers: { authorization: `Bearer ${world.other}` },
    });
    expect(signed.rawPayload.equals(onePagePdf('Firmado otra vez'))).toBe(true);

    expect((await staff.post('/api/Orientacion/formalizaConvenio', { idConvenio: id })).body).toEqual({ status: 49 });
    expect((await staff.post('/api/Orientacion/enviaConvenioSecretaria', { idConvenio: id })).body.datos.estado).toBe('enviadoSecretaria');
    const past = await staff.post('/api/Orientacion/formalizaConvenio', { idConvenio: id, fechaCaducidad: '2020-01-01' });
    expect(past.code).toBe(400);
    const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    expect((await staff.post('/api/Orientacion/formalizaConvenio', { idConvenio: id, fechaCaducidad: expiry })).body.datos.estado).toBe('formalizado');
    expect(await status()).toMatchObject({ estado: 'formalizado', fechaCaducidad: expiry });
    expect((await theirs.get('/api/Empresa/dameConveniosEmpresa')).body.datos.convenioActivo).toBe(true);
    const pending = await staff.get('/api/Orientacion/dameConvenios?estado=formalizado');
    expect(pending.body.datos.some((row: { idConvenio: number; idEmpresa: number }) => row.idConvenio === id && row.idEmpresa === world.otherCompanyId)).toBe(true);

    // Expiry is by date: the same row read after its date is expired, and no longer active.
    await world.pool.query(`UPDATE company_agreements SET expires_on = current_date - 1 WHERE id = $1`, [id]);
    expect(await status()).toMatchObject({ estado: 'caducado' });
    expect((await theirs.get('/api/Empresa/dameConveniosEmpresa')).body.datos.convenioActivo).toBe(false);
    expect((await staff.post('/api/Orientacion/marcaConvenioErroneo', { idConvenio: id, motivo: 'Caducado' })).body).toEqual({ status: 49 });
    await world.pool.query(`DELETE FROM company_agreements WHERE id = $1`, [id]);
  });

  it('keeps the office’s calls for the office: company tokens get 2, unknown agreements 3', async () => {
    expect((await as(world.company).post('/api/Orientacion/enviaConvenioSecretaria', { idConvenio: 1 })).body).toEqual({ status: 2 });
    expect((await as(world.staff).post('/api/Orientacion/enviaConvenioSecretaria', { idConvenio: 999_999 })).body).toEqual({ status: 3 });
  });
});

describe('the company’s internship proposal', () => {
  it('finds the student by DNI and surname (509 otherwise) and lists their degrees; students get 79', async () => {
    const company = as(world.company);
    expect((await company.post('/api/Empresa/compruebaDNIalumno', { dni: '12345678z', apellidos: 'Martín' })).body).toEqual({
      status: 0,
      datos: { existe: true },
    });
    expect((await company.post('/api/Empresa/compruebaDNIalumno', { dni: '99999999R', apellidos: 'Martín' })).body).toEqual({ status: 509 });
    const degrees = await company.post('/api/Empresa/dameTitulacionesAlumno', { dni: '12345678Z', apellidos: 'Martín Pérez' });
    expect(degrees.body.datos.length).toBeGreaterThan(0);
    expect((await company.post('/api/Empresa/dameTitulacionesAlumno', { dni: '99999999R', apellidos: 'Martín' })).body).toEqual({ status: 509 });
    expect((await as(world.student).post('/api/Empresa/compruebaDNIalumno', { dni: '12345678Z', apellidos: 'Martín' })).body.status).toBe(79);
  });

  it('544 without an active agreement; 510 with one, with the company’s own tutor and signatory', async () => {
    const company = as(world.company);
    const degree = (await company.post('/api/Empresa/dameTitulacionesAlumno', { dni: '12345678Z', apellidos: 'Martín' })).body.datos[0].codigo as string;
    const tutor = contact();
    await company.post('/api/Empresa/addContactoEmpresa_TutorPracticas', tutor);
    const proposal = {
      dni: '12345678Z',
      apellidos: 'Martín',
      codigoTitulacion: degree,
      emailTutor: tutor.email,
      emailFirmante: 'firmas@levante-tech.example',
      descripcion: 'Prácticas de análisis de datos en el equipo de producto.',
    };
    expect((await as(world.other).post('/api/Empresa/solicitudPractica', proposal)).body).toEqual({ status: 544 });
    expect((await company.post('/api/Empresa/solicitudPractica', proposal)).body).toEqual({ status: 0, datos: { codigo: 510 } });
    const { rows } = await world.pool.query(
      `SELECT proposed_by, degree_code FROM internship_proposals WHERE company_id = $1 ORDER BY id DESC LIMIT 1`,
      [world.companyId],
    );
    expect(rows[0]).toEqual({ proposed_by: 'empresa', degree_code: degree });

    expect((await company.post('/api/Empresa/solicitudPractica', { ...proposal, dni: '99999999R' })).body).toEqual({ status: 509 });
    const strangers = await company.post('/api/Empresa/solicitudPractica', {
      ...proposal,
      codigoTitulacion: 'NOPE',
      emailTutor: unique('nadie'),
      emailFirmante: tutor.email,
    });
    expect(strangers.code).toBe(400);
    expect(fieldsOf(strangers)).toEqual(['codigoTitulacion', 'emailFirmante', 'emailTutor']);
    expect(strangers.body.errores!.find((error) => error.campo === 'emailTutor')?.mensaje).toBe(
      'Comprueba este contacto o dalo de alta antes de enviar la propuesta',
    );
  });
});

describe('the company address on the agreement request', () => {
  it('is read by the company only', async () => {
    expect((await as(world.company).get('/api/Empresa/dameDireccionEmpresa')).body.status).toBe(0);
    expect((await as(world.student).get('/api/Empresa/dameDireccionEmpresa')).body.status).toBe(79);
  });
});
