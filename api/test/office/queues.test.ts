import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { inject } from 'vitest';
import { caller, internshipForm, setCompanyBrand } from '../company/fixtures';
import { accounts, demoPassword, login, staffTokenOf, testApp, tokenOf } from '../support';
import type { PortalApp } from '../../src/app';

/**
 * The careers office's work queues (issue 21): the dashboard, the company account requests and
 * the offers pending validation, as a staff member works them, with what each decision tells the
 * company and records.
 */
let app: PortalApp;
let pool: Pool;
let catcher: MailCatcher;
let staff: ReturnType<typeof caller>;
let company: ReturnType<typeof caller>;

type Answer<T = Record<string, unknown>> = { status: number; datos: T; mensaje?: string };
type Record_ = {
  estado: string;
  version: string;
  acciones: { accion: string; requiereMotivo: boolean }[];
  registro: Record<string, unknown>;
  decisiones: { autor: string; accion: string; motivo: string | null; antes: object; despues: object }[];
};

/** A valid CIF of a company (letter B): seven digits and their control digit. */
const cif = (digits: string) => {
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return `B${digits}${(10 - (sum % 10)) % 10}`;
};

const requestAccount = async (changes: Record<string, string>) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/Empresa/solicitarCuenta',
    payload: {
      nombreContacto: 'Marta Roig',
      telefono: '612345678',
      aceptaPoliticaPrivacidad: true,
      ...changes,
    },
  });
  expect(answer.json()).toEqual({ status: 0, datos: { aviso: 503 } });
  const mail = await catcher.takeMailTo(changes.email!);
  const token = decodeURIComponent(/\/establecer-login\?token=([\w%-]+)/.exec(mail.text)![1]!);
  await app.inject({ method: 'POST', url: '/api/Empresa/establecerPassword', payload: { token, password: 'Empresa-2026' } });
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM companies WHERE tax_id = $1', [changes.cif]);
  return rows[0]!.id;
};

const record = async (queue: string, id: number) => (await staff.get(`/api/Orientacion/cola/${queue}/${id}`)).json<Answer<Record_>>();
const decide = async (queue: string, id: number, body: object) =>
  (await staff.post(`/api/Orientacion/cola/${queue}/${id}/decision`, body)).json<Answer<{ estado: string; version: string }>>();
const list = async (queue: string, query = '') =>
  (await staff.get(`/api/Orientacion/cola/${queue}${query}`)).json<Answer<{ total: number; elementos: { id: number; estado: string; avisos: string[] }[] }>>();

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test' });
  pool = createPool(inject('databaseUrl'), app.log);
  staff = caller(app, await staffTokenOf(app));
  company = caller(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
});
afterAll(async () => {
  await setCompanyBrand(pool, { publicacionDirectaOfertas: false });
  await pool.end();
  await app.close();
  await catcher.close();
});

describe('the dashboard', () => {
  it('counts each queue and the age of its oldest item, for staff only', async () => {
    const panel = (await staff.get('/api/Orientacion/panel')).json<Answer<{ colas: { cola: string; total: number; masAntigua: string | null }[] }>>();
    expect(panel.status).toBe(0);
    const queues = panel.datos.colas.map((entry) => entry.cola);
    expect(queues).toEqual(expect.arrayContaining(['empresas', 'ofertas']));
    for (const entry of panel.datos.colas) expect(entry.total === 0 ? entry.masAntigua : typeof entry.masAntigua).toBe(entry.total === 0 ? null : 'string');
    expect((await company.get('/api/Orientacion/panel')).json()).toEqual({ status: 2 });
    expect((await company.get('/api/Orientacion/cola/empresas')).json()).toEqual({ status: 2 });
    expect((await company.post('/api/Orientacion/cola/empresas/1/decision', { accion: 'validar', version: 'x' })).json()).toEqual({ status: 2 });
  });

  it('refuses an unknown queue, a bad page and an id past the integer columns before reading anything', async () => {
    expect((await staff.get('/api/Orientacion/cola/nada')).statusCode).toBe(400);
    expect((await staff.get('/api/Orientacion/cola/empresas?porPagina=1000')).statusCode).toBe(400);
    expect((await staff.get('/api/Orientacion/cola/empresas/99999999999')).statusCode).toBe(400);
    expect(await record('empresas', 2_000_000_000)).toEqual({ status: 130 });
  });
});

describe('company account requests', () => {
  it('validates a company: it logs in, is told by mail and in the portal, and the decision is on the record', async () => {
    const taxId = cif('8123451');
    const id = await requestAccount({ cif: taxId, nombreComercial: 'Fusteria Nova', nombreFiscal: 'Fusteria Nova SL', email: 'marta@fusteria.test' });
    expect((await login(app, 'Empresa', { usuario: 'marta@fusteria.test', password: 'Empresa-2026' })).body.status).toBe(9);

    const waiting = await list('empresas', '?texto=fusteria');
    expect(waiting.datos.elementos).toEqual([expect.objectContaining({ id, estado: 'pendiente', avisos: [] })]);
    const before = await record('empresas', id);
    expect(before.datos).toMatchObject({
      estado: 'pendiente',
      acciones: [
        { accion: 'validar', requiereMotivo: false },
        { accion: 'rechazar', requiereMotivo: true },
      ],
      registro: { cif: taxId, email: 'marta@fusteria.test', contacto: 'Marta Roig', duplicados: [] },
      decisiones: [],
    });

    expect(await decide('empresas', id, { accion: 'validar', version: before.datos.version })).toMatchObject({ status: 0, datos: { estado: 'validada' } });
    expect((await login(app, 'Empresa', { usuario: 'marta@fusteria.test', password: 'Empresa-2026' })).body.status).toBe(0);
    const mail = await catcher.takeMailTo('marta@fusteria.test');
    expect(mail.subject).toBe('Tu empresa ha sido validada');
    expect(mail.text).toContain('https://portal.test/login/empresas');
    const after = await record('empresas', id);
    expect(after.datos.acciones).toEqual([]);
    expect(after.datos.decisiones).toEqual([
      expect.objectContaining({ autor: expect.stringContaining('orientacion@demo.test'), accion: 'validar', antes: { estado: 'pendiente' }, despues: { estado: 'validada' } }),
    ]);
    // Deciding again on what the staff member saw before is refused, and changes nothing.
    expect(await decide('empresas', id, { accion: 'rechazar', motivo: 'Duplicada', version: before.datos.version })).toEqual({ status: 131 });
    expect((await record('empresas', id)).datos.decisiones).toHaveLength(1);
  });

  it('rejects with a reason the company reads when it logs in, and flags a request sharing a legal name', async () => {
    const id = await requestAccount({
      cif: cif('8123459'),
      nombreComercial: 'Levante Copia',
      nombreFiscal: 'Tecnologías del Levante S.L.',
      email: 'copia@levante.test',
    });
    const item = (await list('empresas', '?texto=copia')).datos.elementos[0];
    expect(item).toMatchObject({ id, avisos: ['cifDuplicado'] });
    const { datos } = await record('empresas', id);
    expect(datos.registro.duplicados).toEqual([expect.objectContaining({ cif: 'B46123451' })]);

    expect(await decide('empresas', id, { accion: 'rechazar', version: datos.version })).toEqual({ status: 132 });
    expect(await decide('empresas', id, { accion: 'rechazar', motivo: '   ', version: datos.version })).toEqual({ status: 132 });
    expect(await decide('empresas', id, { accion: 'borrar', motivo: 'x', version: datos.version })).toEqual({ status: 133 });
    expect((await record('empresas', id)).datos.estado).toBe('pendiente');

    const reason = 'La empresa ya está registrada con otro CIF.';
    expect(await decide('empresas', id, { accion: 'rechazar', motivo: reason, version: datos.version })).toMatchObject({ status: 0 });
    expect((await login(app, 'Empresa', { usuario: 'copia@levante.test', password: 'Empresa-2026' })).body).toEqual({ status: 134, mensaje: reason });
    expect((await catcher.takeMailTo('copia@levante.test')).text).toContain(reason);
    expect((await list('empresas', '?estado=rechazada&texto=copia')).datos.total).toBe(1);
  });

  it('lets exactly one of two staff members decide a record at once', async () => {
    const id = await requestAccount({ cif: cif('8123467'), nombreComercial: 'Doble Decisión', nombreFiscal: 'Doble Decisión SL', email: 'doble@decision.test' });
    const { version } = (await record('empresas', id)).datos;
    const other = caller(app, await staffTokenOf(app, accounts.admin));
    const answers = await Promise.all([
      decide('empresas', id, { accion: 'validar', version }),
      other.post(`/api/Orientacion/cola/empresas/${id}/decision`, { accion: 'rechazar', motivo: 'No', version }).then((r) => r.json<Answer>()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([0, 131]);
    expect((await record('empresas', id)).datos.decisiones).toHaveLength(1);
  });
});

describe('offers pending validation', () => {
  it('returns an offer for changes, takes it back once edited, validates it, and tells the company each time', async () => {
    await setCompanyBrand(pool, { publicacionDirectaOfertas: false });
    const created = (await company.post('/api/Empresa/addOferta', internshipForm({ titulo: 'Prácticas de validación' }))).json<
      Answer<{ idOferta: number; urlAcceso: string; estado: number }>
    >();
    expect(created.datos.estado).toBe(1);
    const id = created.datos.idOferta;
    expect((await list('ofertas', '?texto=validación')).datos.elementos.map((item) => item.id)).toContain(id);
    // The company sees what it waits for, and since when; a student waits for nothing of it.
    const waits = (await company.get('/api/Empresa/dameEsperasServicio')).json<Answer<{ esperas: { cola: string; titulo: string; desde: string }[] }>>();
    expect(waits.datos.esperas).toContainEqual(expect.objectContaining({ cola: 'ofertas', titulo: 'Prácticas de validación', enlace: '/mis-ofertas' }));
    const student = caller(app, await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword }));
    expect((await student.get('/api/Alumno/dameEsperasServicio')).json<Answer<{ esperas: { cola: string }[] }>>().datos.esperas.map((wait) => wait.cola)).not.toContain('ofertas');
    expect((await student.get('/api/Empresa/dameEsperasServicio')).json()).toEqual({ status: 79 });

    const pending = await record('ofertas', id);
    expect(pending.datos.registro.oferta).toMatchObject({ titulo: 'Prácticas de validación' });
    const returned = await decide('ofertas', id, { accion: 'devolver', motivo: 'Añade las tareas del puesto.', version: pending.datos.version });
    expect(returned).toMatchObject({ status: 0, datos: { estado: 'devuelta' } });
    expect((await list('ofertas', '?texto=validación')).datos.elementos.map((item) => item.id)).not.toContain(id);
    const { rows } = await pool.query<{ title: string }>(
      `SELECT n.title FROM notifications n JOIN company_users cu ON cu.user_id = n.user_id
        WHERE cu.company_id = (SELECT company_id FROM offers WHERE id = $1) ORDER BY n.id DESC LIMIT 1`,
      [id],
    );
    expect(rows[0]?.title).toBe('Oferta devuelta para cambios');

    const edited = await company.post(`/api/Empresa/editaOferta/${created.datos.urlAcceso}`, internshipForm({ titulo: 'Prácticas de validación (revisada)' }));
    expect(edited.json<Answer>().status).toBe(0);
    expect((await list('ofertas', '?texto=validación')).datos.elementos.map((item) => item.id)).toContain(id);

    const again = await record('ofertas', id);
    expect(await decide('ofertas', id, { accion: 'validar', version: pending.datos.version })).toEqual({ status: 131 });
    expect(await decide('ofertas', id, { accion: 'validar', version: again.datos.version })).toMatchObject({ status: 0, datos: { estado: 'publicada' } });
    const { rows: state } = await pool.query<{ state_id: number }>('SELECT state_id FROM offers WHERE id = $1', [id]);
    expect(state[0]!.state_id).toBe(2);
    expect((await record('ofertas', id)).datos.decisiones.map((decision) => decision.accion)).toEqual(['validar', 'devolver']);
    const after = (await company.get('/api/Empresa/dameEsperasServicio')).json<Answer<{ esperas: { titulo: string }[] }>>();
    expect(after.datos.esperas.map((wait) => wait.titulo)).not.toContain('Prácticas de validación (revisada)');
  });
});
