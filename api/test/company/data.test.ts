import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDataResponse } from '@portal/contracts';
import { hashPassword } from '../../src/platform/auth/passwords';
import { caller, openCompanyWorld, setCompanyBrand, type CompanyWorld } from './fixtures';
import { bearer, demoPassword, tokenOf } from '../support';

/**
 * The company's own data (spec 001 §2 /mi-empresa, /formulario-datos, /mi-perfil; §5 "Company
 * data"; §7): every call, rule and code, and who may call them. The writes go to companies made
 * here, so the demo company other test files read stays as seeded.
 */
let world: CompanyWorld;
let passwordHash: string;

beforeAll(async () => {
  world = await openCompanyWorld();
  passwordHash = await hashPassword(demoPassword);
});
afterAll(async () => {
  if (!world) return;
  await world.pool.end();
  await world.app.close();
});

let made = 0;
/** A validated company with one user, and that user's calls in a language. */
const newCompany = async (cif: string, options: { internships?: boolean } = {}) => {
  made += 1;
  const { rows } = await world.pool.query<{ id: number }>(
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated, with_internships)
     VALUES ($1, $2, $3, true, $4) RETURNING id`,
    [cif, `Empresa de datos ${made}`, `Empresa de Datos ${made} S.L.`, options.internships ?? true],
  );
  const companyId = rows[0]!.id;
  const email = `datos-${made}-${Date.now()}@empresa.test`;
  const user = await world.pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
     VALUES ('Empresa', $1, $2, 'Lucía Ferrer Camps', 1) RETURNING id`,
    [email, passwordHash],
  );
  const userId = user.rows[0]!.id;
  await world.pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [userId, companyId]);
  const token = await tokenOf(world.app, 'Empresa', { usuario: email, password: demoPassword });
  const as = (language = 'es') => ({
    get: (url: string) => world.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } }),
    post: (url: string, payload: object = {}) =>
      world.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), 'accept-language': language } }),
  });
  return { companyId, userId, email, token, as };
};

const valencia = {
  idTipoVia: 1,
  direccion: 'Colón',
  direccionNumero: '12',
  direccionEscalera: 'A',
  direccionPiso: '2',
  direccionPuerta: '4',
  cp: '46004',
  idPais: 1,
  idProvincia: '46',
  provinciaOtros: null,
  idLocalidad: 46250,
  localidadOtros: null,
  idIsla: null,
  DPO: 'dpo@empresa.test',
};

const details = (cif: string, changes: Record<string, unknown> = {}) => ({
  cif,
  nombreFiscal: 'Ingeniería de Pruebas S.L.',
  nombreComercial: 'Pruebas Ing',
  idTipoEmpresa: 1,
  startup: null,
  idSector: 10,
  idAreaFuncional: 12,
  idRangoEmpleados: 2,
  idRangoFacturacion: 1,
  cargo: 'Directora de personas',
  sedeCentral: 'València (España)',
  web: 'https://pruebas.example',
  iban: 'ES91 2100 0418 4502 0005 1332',
  domicilio: valencia,
  ...changes,
});

type Refusal = { status: number; mensaje: string; errores: { campo: string; mensaje: string }[] };
const messageOf = (answer: Refusal, campo: string) => answer.errores.find((error) => error.campo === campo)?.mensaje;
const stored = async (companyId: number) =>
  (await world.pool.query('SELECT tax_id, legal_name, iban, sector_id FROM companies WHERE id = $1', [companyId])).rows[0];

describe('the company data (dameDatosEmpresa)', () => {
  it('keeps the fields the home reads and adds every field of the company, its address and work centres', async () => {
    const answer = companyDataResponse.parse((await caller(world.app, world.company).get('/api/Empresa/dameDatosEmpresa')).json());
    expect(answer.datos).toMatchObject({
      nombreComercial: 'Levante Tech',
      cif: 'B46123451',
      validada: true,
      idTipoEmpresa: 1,
      idSector: 10,
      idAreaFuncional: 12,
      cargo: expect.any(String),
      sedeCentral: 'València (España)',
      iban: 'ES9121000418450200051332',
      domicilio: expect.objectContaining({ idProvincia: '46', idLocalidad: 46250, DPO: expect.any(String) }),
      bloqueados: [],
      pideTipoEmpresa: true,
      requiereIban: true,
    });
    expect(answer.datos.numOfertasActivas).toBeGreaterThan(0);
    expect(answer.datos.centrosTrabajo.map((centre) => centre.nombre)).toEqual(['Oficinas centrales', 'Laboratorio de Paterna']);
  });

  it('shows the CIF and legal name of a company the office verified as locked', async () => {
    const answer = (await caller(world.app, world.other).get('/api/Empresa/dameDatosEmpresa')).json();
    expect(answer.datos).toMatchObject({ cif: 'A08765430', bloqueados: ['cif', 'nombreFiscal'], fechaVerificacion: expect.any(String) });
  });
});

describe('completing the company data (editaEmpresaCompletos)', () => {
  it('saves every field and the address at once (539) and reads them back', async () => {
    const company = await newCompany('B87654323');
    const saved = (await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B87654323'))).json();
    expect(saved).toMatchObject({
      status: 0,
      datos: {
        aviso: 539,
        datos: {
          nombreComercial: 'Pruebas Ing',
          nombreFiscal: 'Ingeniería de Pruebas S.L.',
          iban: 'ES9121000418450200051332',
          cargo: 'Directora de personas',
          web: 'https://pruebas.example',
          domicilio: expect.objectContaining({ direccion: 'Colón', direccionEscalera: 'A', cp: '46004', DPO: 'dpo@empresa.test' }),
          fechaDatosCompletos: expect.any(String),
        },
      },
    });
    const read = (await company.as().get('/api/Empresa/dameDatosEmpresa')).json();
    expect(read.datos).toMatchObject({ idSector: 10, idRangoEmpleados: 2, sedeCentral: 'València (España)' });
  });

  it('refuses a CIF without its control character with 33, in the caller\'s language, changing nothing', async () => {
    const company = await newCompany('B23456783');
    const before = await stored(company.companyId);
    const wrong = details('B23456784', { idSector: 3 });
    const es = (await company.as('es').post('/api/Empresa/editaEmpresaCompletos', wrong)).json<Refusal>();
    expect(es.status).toBe(33);
    expect(messageOf(es, 'cif')).toBe('El CIF no es correcto: una letra, 7 dígitos y el carácter de control');
    expect(es.mensaje).toBe('Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.');
    const ca = (await company.as('ca').post('/api/Empresa/editaEmpresaCompletos', wrong)).json<Refusal>();
    expect(messageOf(ca, 'cif')).toBe('El CIF no és correcte: una lletra, 7 dígits i el caràcter de control');
    const en = (await company.as('en').post('/api/Empresa/editaEmpresaCompletos', wrong)).json<Refusal>();
    expect(messageOf(en, 'cif')).toBe('The CIF is not correct: a letter, 7 digits and the control character');
    expect(await stored(company.companyId)).toEqual(before);
  });

  it('refuses an IBAN whose check digits fail with 73, and a missing one with 72 when the company offers internships', async () => {
    const company = await newCompany('B34567891');
    const wrong = (await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B34567891', { iban: 'ES9121000418450200051333' }))).json<Refusal>();
    expect(wrong.status).toBe(73);
    expect(messageOf(wrong, 'iban')).toBe('El IBAN no es correcto: revisa el formato y los dígitos de control');
    const missing = (await company.as('ca').post('/api/Empresa/editaEmpresaCompletos', details('B34567891', { iban: '' }))).json<Refusal>();
    expect(missing.status).toBe(72);
    expect(missing.errores).toEqual([{ campo: 'iban', mensaje: "Indica l'IBAN del compte bancari" }]);
    expect((await stored(company.companyId)).iban).toBeNull();

    const jobsOnly = await newCompany('B45678901', { internships: false });
    expect((await jobsOnly.as().post('/api/Empresa/editaEmpresaCompletos', details('B45678901', { iban: null }))).json()).toMatchObject({
      status: 0,
      datos: { aviso: 539, datos: { iban: null, requiereIban: false } },
    });
  });

  it('names every missing required field with 15, in es, ca and en', async () => {
    const company = await newCompany('B56789019');
    const empty = {
      cif: '',
      nombreFiscal: '',
      nombreComercial: '',
      idSector: null,
      idAreaFuncional: null,
      cargo: '',
      sedeCentral: '',
      domicilio: valencia,
    };
    const required = ['cif', 'nombreFiscal', 'nombreComercial', 'idSector', 'idAreaFuncional', 'cargo', 'sedeCentral'];
    for (const [language, text] of [
      ['es', 'Este campo es requerido'],
      ['ca', 'Aquest camp és requerit'],
      ['en', 'This field is required'],
    ] as const) {
      const answer = await company.as(language).post('/api/Empresa/editaEmpresaCompletos', empty);
      expect(answer.statusCode).toBe(400);
      const body = answer.json<Refusal>();
      expect(body.status).toBe(15);
      for (const campo of required) expect(messageOf(body, campo), `${language} ${campo}`).toBe(text);
    }
  });

  it('asks for the company type only when the brand does, and for the startup data of a startup', async () => {
    const company = await newCompany('B67890129');
    const untyped = (await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B67890129', { idTipoEmpresa: null }))).json<Refusal>();
    expect(untyped.status).toBe(15);
    expect(messageOf(untyped, 'idTipoEmpresa')).toBe('Este campo es requerido');

    const startup = (await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B67890129', { idTipoEmpresa: 7 }))).json<Refusal>();
    expect(messageOf(startup, 'startup.fechaConstitucion')).toBe('Este campo es requerido');
    const future = (
      await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B67890129', {
        idTipoEmpresa: 7,
        startup: { fechaConstitucion: '2999-01-01', certificadaEnisa: true },
      }))
    ).json<Refusal>();
    expect(messageOf(future, 'startup.fechaConstitucion')).toBe('La fecha no puede ser posterior a hoy');
    const founded = (
      await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B67890129', {
        idTipoEmpresa: 7,
        startup: { fechaConstitucion: '2023-03-01', certificadaEnisa: true },
      }))
    ).json();
    expect(founded.datos.datos).toMatchObject({ idTipoEmpresa: 7, startup: { fechaConstitucion: '2023-03-01', certificadaEnisa: true } });

    await setCompanyBrand(world.pool, { tipoEmpresa: false });
    try {
      const saved = (await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B67890129', { idTipoEmpresa: null }))).json();
      expect(saved.datos.datos).toMatchObject({ idTipoEmpresa: null, startup: null, pideTipoEmpresa: false });
    } finally {
      await setCompanyBrand(world.pool, { tipoEmpresa: true });
    }
  });

  it('checks the choices against the reference lists and the address with the place rules', async () => {
    const company = await newCompany('B78901238');
    const answer = (
      await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B78901238', {
        idSector: 999,
        idRangoFacturacion: 999,
        web: 'pruebas sin protocolo',
        domicilio: { ...valencia, cp: '08004', idLocalidad: 8019 },
      }))
    ).json<Refusal>();
    expect(answer.status).toBe(15);
    expect(messageOf(answer, 'web')).toBe('La dirección web no está bien formada');
    const refusedAfterSchema = (
      await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B78901238', {
        idSector: 999,
        idRangoFacturacion: 999,
        domicilio: { ...valencia, cp: '08004', idLocalidad: 8019 },
      }))
    ).json<Refusal>();
    expect(refusedAfterSchema.errores.map((error) => error.campo).sort()).toEqual(
      ['domicilio.cp', 'domicilio.idLocalidad', 'idRangoFacturacion', 'idSector'].sort(),
    );
    expect(messageOf(refusedAfterSchema, 'domicilio.idLocalidad')).toBe('No pertenece a la provincia elegida');
  });

  it('refuses the CIF of another company (8) and, once the office verified them, any change of the CIF or legal name', async () => {
    const company = await newCompany('B89012348');
    const taken = (await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B46123451'))).json<Refusal>();
    expect(taken).toMatchObject({ status: 8, errores: [{ campo: 'cif', mensaje: 'Este CIF ya está registrado en otra empresa' }] });

    const verified = await world.app.inject({
      method: 'POST',
      url: '/api/Orientacion/verificaDatosEmpresa',
      payload: { idEmpresa: company.companyId },
      headers: bearer(world.staff),
    });
    expect(verified.json()).toMatchObject({ status: 0, datos: { fechaVerificacion: expect.any(String) } });
    const locked = (await company.as('en').post('/api/Empresa/editaEmpresaCompletos', details('B90123456'))).json<Refusal>();
    expect(locked.status).toBe(15);
    expect(locked.errores).toEqual([
      { campo: 'cif', mensaje: 'The careers office has verified this field: it cannot be changed' },
      { campo: 'nombreFiscal', mensaje: 'The careers office has verified this field: it cannot be changed' },
    ]);
    const legalName = (await stored(company.companyId)).legal_name as string;
    expect((await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B89012348', { nombreFiscal: legalName }))).json()).toMatchObject({
      status: 0,
      datos: { aviso: 539, datos: { bloqueados: ['cif', 'nombreFiscal'] } },
    });
  });
});

describe('the verified data (dameDatosEmpresaVerificacion, editarEmpresaVerificacion)', () => {
  it('corrects the CIF and names before the office verifies them (532), then locks the CIF and legal name', async () => {
    const company = await newCompany('B01234566');
    expect((await company.as().get('/api/Empresa/dameDatosEmpresaVerificacion')).json()).toMatchObject({
      status: 0,
      datos: { cif: 'B01234566', fechaVerificacion: null, bloqueados: [] },
    });
    const wrong = (await company.as().post('/api/Empresa/editarEmpresaVerificacion', { cif: 'X1234567', nombreFiscal: 'A', nombreComercial: 'B' })).json();
    expect(wrong.status).toBe(33);
    const corrected = (
      await company.as().post('/api/Empresa/editarEmpresaVerificacion', {
        cif: 'b11111119',
        nombreFiscal: 'Correcciones S.A.',
        nombreComercial: 'Correcciones',
      })
    ).json();
    expect(corrected).toEqual({
      status: 0,
      datos: { aviso: 532, datos: { cif: 'B11111119', nombreFiscal: 'Correcciones S.A.', nombreComercial: 'Correcciones', fechaVerificacion: null, bloqueados: [] } },
    });
    await world.pool.query('UPDATE companies SET data_verified_at = now() WHERE id = $1', [company.companyId]);
    const locked = (
      await company.as().post('/api/Empresa/editarEmpresaVerificacion', {
        cif: 'B11111119',
        nombreFiscal: 'Otro nombre S.A.',
        nombreComercial: 'Nuevo comercial',
      })
    ).json<Refusal>();
    expect(locked.errores).toEqual([{ campo: 'nombreFiscal', mensaje: 'El servicio de empleo ya ha verificado este dato y no se puede modificar' }]);
    const tradeName = (
      await company.as().post('/api/Empresa/editarEmpresaVerificacion', {
        cif: 'B11111119',
        nombreFiscal: 'Correcciones S.A.',
        nombreComercial: 'Nuevo comercial',
      })
    ).json();
    expect(tradeName.datos.datos).toMatchObject({ nombreComercial: 'Nuevo comercial', bloqueados: ['cif', 'nombreFiscal'] });
  });
});

describe('the description (507)', () => {
  it('saves the description students read, and refuses an empty one', async () => {
    const company = await newCompany('B22222228');
    expect((await company.as().post('/api/Empresa/guardarDescripcionEmpresa', { descripcion: '  Hacemos pruebas.  ' })).json()).toEqual({
      status: 0,
      datos: { aviso: 507, datos: { descripcion: 'Hacemos pruebas.' } },
    });
    const empty = (await company.as('ca').post('/api/Empresa/guardarDescripcionEmpresa', { descripcion: ' ' })).json<Refusal>();
    expect(empty.errores).toEqual([{ campo: 'descripcion', mensaje: 'Aquest camp és requerit' }]);
  });
});

describe('work centres (editaCentroDeTrabajo, eliminaCentroDeTrabajo)', () => {
  const centre = (changes: Record<string, unknown> = {}) => ({
    nombre: 'Taller de Alzira',
    telefono: '962 41 00 00',
    domicilio: { ...valencia, direccion: 'Mayor', cp: '46600', idLocalidad: 46017 },
    ...changes,
  });

  it('adds, changes and deletes the company\'s centres, answering the list', async () => {
    const company = await newCompany('B33333337');
    const added = (await company.as().post('/api/Empresa/editaCentroDeTrabajo', centre())).json();
    // 98 in the spec's "centre saved" meaning, with the list.
    expect(added).toMatchObject({ status: 0, datos: { aviso: 98, datos: [{ nombre: 'Taller de Alzira', telefono: '962410000', domicilio: { cp: '46600' } }] } });
    const id = added.datos.datos[0].idCentro as number;
    const changed = (await company.as().post('/api/Empresa/editaCentroDeTrabajo', centre({ idCentro: id, nombre: 'Taller de la Ribera' }))).json();
    expect(changed.datos).toEqual({ aviso: 98, datos: [expect.objectContaining({ idCentro: id, nombre: 'Taller de la Ribera' })] });
    expect((await company.as().get('/api/Empresa/dameDatosEmpresa')).json().datos.centrosTrabajo).toHaveLength(1);
    expect((await company.as().post('/api/Empresa/eliminaCentroDeTrabajo', { idCentro: id })).json()).toEqual({ status: 0, datos: [] });
  });

  it('refuses a bad phone (70), a bad address and another company\'s centre (3)', async () => {
    const company = await newCompany('B44444446');
    const phone = (await company.as().post('/api/Empresa/editaCentroDeTrabajo', centre({ telefono: '12' }))).json<Refusal>();
    expect(phone).toMatchObject({ status: 70, errores: [{ campo: 'telefono', mensaje: 'El teléfono debe tener entre 9 y 14 dígitos (puede empezar por +)' }] });
    const address = (await company.as().post('/api/Empresa/editaCentroDeTrabajo', centre({ domicilio: { ...valencia, cp: '4600' } }))).json<Refusal>();
    expect(address.errores).toEqual([{ campo: 'domicilio.cp', mensaje: 'El código postal debe tener 5 dígitos' }]);

    const demoCentre = (await caller(world.app, world.company).get('/api/Empresa/dameDatosEmpresa')).json().datos.centrosTrabajo[0];
    const foreignEdit = await company.as().post('/api/Empresa/editaCentroDeTrabajo', centre({ idCentro: demoCentre.idCentro }));
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json()).toEqual({ status: 3 });
    expect((await company.as().post('/api/Empresa/eliminaCentroDeTrabajo', { idCentro: demoCentre.idCentro })).json()).toEqual({ status: 3 });
    const still = (await caller(world.app, world.company).get('/api/Empresa/dameDatosEmpresa')).json().datos.centrosTrabajo[0];
    expect(still).toEqual(demoCentre);
  });
});

describe('the user profile (dameUsuarioEmpresa, guardarUsuarioEmpresa)', () => {
  const profile = (changes: Record<string, unknown> = {}) => ({
    nombre: 'Lucía',
    apellidos: 'Ferrer Camps',
    cargo: 'Técnica de selección',
    telefono: '+34 600 111 222',
    idioma: 'ca',
    ...changes,
  });

  it('starts from the account and saves the profile, the e-mail and the preferred language (532)', async () => {
    const company = await newCompany('B55555551');
    expect((await company.as().get('/api/Empresa/dameUsuarioEmpresa')).json()).toEqual({
      status: 0,
      datos: { nombre: 'Lucía', apellidos: 'Ferrer Camps', cargo: null, telefono: null, email: company.email, idioma: 'es' },
    });
    const email = `nueva-${company.email}`;
    const saved = (await company.as().post('/api/Empresa/guardarUsuarioEmpresa', profile({ email }))).json();
    expect(saved).toEqual({
      status: 0,
      datos: { aviso: 532, datos: { nombre: 'Lucía', apellidos: 'Ferrer Camps', cargo: 'Técnica de selección', telefono: '+34600111222', email, idioma: 'ca' } },
    });
    const account = await world.pool.query('SELECT email, display_name, preferred_language_id FROM users WHERE id = $1', [company.userId]);
    expect(account.rows[0]).toEqual({ email, display_name: 'Lucía Ferrer Camps', preferred_language_id: 2 });
  });

  it('refuses an e-mail of another account: 16 of the same company, 60 of another', async () => {
    const company = await newCompany('B66666660');
    const colleague = `colega-${company.email}`;
    const colleagueId = (
      await world.pool.query<{ id: number }>(
        `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, NULL, 'Colega') RETURNING id`,
        [colleague],
      )
    ).rows[0]!.id;
    await world.pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [colleagueId, company.companyId]);
    const same = (await company.as().post('/api/Empresa/guardarUsuarioEmpresa', profile({ email: colleague.toUpperCase() }))).json<Refusal>();
    expect(same).toMatchObject({ status: 16, errores: [{ campo: 'email', mensaje: 'Este email ya está registrado en otra cuenta' }] });
    const other = (await company.as('en').post('/api/Empresa/guardarUsuarioEmpresa', profile({ email: 'empresa@demo.test' }))).json<Refusal>();
    expect(other).toMatchObject({ status: 60, errores: [{ campo: 'email', mensaje: 'This e-mail is already registered to another account' }] });
    const phone = (await company.as().post('/api/Empresa/guardarUsuarioEmpresa', profile({ email: company.email, telefono: '123' }))).json<Refusal>();
    expect(phone.status).toBe(70);
    const malformed = (await company.as().post('/api/Empresa/guardarUsuarioEmpresa', profile({ email: 'sin-arroba' }))).json<Refusal>();
    expect(malformed).toMatchObject({ status: 69, errores: [{ campo: 'email', mensaje: 'El email está mal formado' }] });
    expect((await world.pool.query('SELECT email FROM users WHERE id = $1', [company.userId])).rows[0].email).toBe(company.email);
  });
});

describe('who may call them', () => {
  const calls: [method: 'GET' | 'POST', url: string][] = [
    ['GET', '/api/Empresa/dameDatosEmpresa'],
    ['POST', '/api/Empresa/editaEmpresaCompletos'],
    ['GET', '/api/Empresa/dameDatosEmpresaVerificacion'],
    ['POST', '/api/Empresa/editarEmpresaVerificacion'],
    ['POST', '/api/Empresa/guardarDescripcionEmpresa'],
    ['POST', '/api/Empresa/editaCentroDeTrabajo'],
    ['POST', '/api/Empresa/eliminaCentroDeTrabajo'],
    ['GET', '/api/Empresa/dameUsuarioEmpresa'],
    ['POST', '/api/Empresa/guardarUsuarioEmpresa'],
  ];

  it('refuses a student token (79) and a user removed from the company (71, the company-data refusal) before reading the input', async () => {
    const company = await newCompany('B77777779');
    await world.pool.query('DELETE FROM company_users WHERE user_id = $1', [company.userId]);
    for (const [method, url] of calls) {
      const student = await world.app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: bearer(world.student) });
      expect([url, student.statusCode, student.json()]).toEqual([url, 403, { status: 79 }]);
      const removed = await world.app.inject({ method, url, payload: method === 'POST' ? details('B77777779') : undefined, headers: bearer(company.token) });
      expect([url, removed.statusCode, removed.json().status]).toEqual([url, 403, 71]);
    }
    const home = await world.app.inject({ method: 'GET', url: '/api/Empresa/dameDatosEmpresa', headers: bearer(company.token) });
    expect([home.statusCode, home.json()]).toEqual([403, { status: 71 }]);
  });

  it("gives each company its own data only: another company's token reads and writes its own", async () => {
    const mine = (await caller(world.app, world.company).get('/api/Empresa/dameDatosEmpresaVerificacion')).json();
    const theirs = (await caller(world.app, world.other).get('/api/Empresa/dameDatosEmpresaVerificacion')).json();
    expect(mine.datos.cif).toBe('B46123451');
    expect(theirs.datos.cif).toBe('A08765430');
  });
});

describe('the missing-data popup (faltanDatosAlaEmpresa)', () => {
  it('lists the required fields not given yet, and none once the form and the description are saved', async () => {
    const company = await newCompany('B88888888');
    await world.pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,checkDatosCompletosEmpresa}', 'true')`);
    try {
      expect((await company.as().get('/api/Empresa/faltanDatosAlaEmpresa')).json()).toEqual({
        status: 0,
        datos: {
          faltan: true,
          campos: ['idTipoEmpresa', 'idSector', 'idAreaFuncional', 'cargo', 'sedeCentral', 'domicilio', 'iban', 'descripcion'],
        },
      });
      await company.as().post('/api/Empresa/editaEmpresaCompletos', details('B88888888'));
      expect((await company.as().get('/api/Empresa/faltanDatosAlaEmpresa')).json().datos).toEqual({ faltan: true, campos: ['descripcion'] });
      await company.as().post('/api/Empresa/guardarDescripcionEmpresa', { descripcion: 'Probamos.' });
      expect((await company.as().get('/api/Empresa/faltanDatosAlaEmpresa')).json().datos).toEqual({ faltan: false, campos: [] });
      expect((await company.as().get('/api/Empresa/dameInicioEmpresa')).json().datos.faltanDatosAlaEmpresa).toBe(false);
    } finally {
      await world.pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,checkDatosCompletosEmpresa}', 'false')`);
    }
  });
});
