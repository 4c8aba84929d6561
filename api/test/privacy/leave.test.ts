import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { createStudent, type TestStudent } from '../cv/fixtures';
import { bearer, demoPassword, testApp, tokenOf } from '../support';
import { createPerson, removeCompanyOf, type Person } from './person';

let app: PortalApp;
let pool: Pool;
let catcher: MailCatcher;
const created: number[] = [];

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test' });
  pool = createPool(inject('databaseUrl'), app.log);
});

afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = ANY($1)', [created]);
  await pool.end();
  await app.close();
  await catcher.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, language = 'es') =>
  app.inject({ method, url, headers: { ...bearer(token), 'accept-language': language }, ...(payload ? { payload } : {}) });

const student = async (name: string): Promise<TestStudent> => {
  const made = await createStudent(app, pool, name);
  created.push(made.id);
  return made;
};

const statusOf = async (token: string) => (await call('GET', '/api/Alumno/estadoBajaServicio', token)).json();

describe('asking to leave the service', () => {
  it('schedules the erasure a grace period ahead (517), says so on the page, in a notification and a mail, and ends the other sessions', async () => {
    const leaving = await student('leave-asks');
    expect(await statusOf(leaving.token)).toEqual({
      status: 0,
      datos: { pendiente: false, fechaSolicitud: null, fechaSupresion: null, diasGracia: 7 },
    });
    const elsewhere = await tokenOf(app, 'Alumno', { usuario: leaving.email, password: demoPassword });
    const asked = await call('POST', '/api/Alumno/solicitarBajaServicio', leaving.token, { motivo: 'Ya trabajo' }, 'ca');
    expect(asked.json()).toMatchObject({ status: 0, datos: { aviso: 517 } });
    const eraseOn = new Date(asked.json().datos.fechaSupresion);
    expect(Math.round((eraseOn.getTime() - Date.now()) / 86_400_000)).toBe(7);

    const status = (await statusOf(leaving.token)).datos;
    expect(status).toMatchObject({ pendiente: true, fechaSupresion: eraseOn.toISOString(), diasGracia: 7 });
    expect(new Date(status.fechaSolicitud).getTime()).toBeLessThanOrEqual(Date.now());

    const mail = await catcher.takeMailTo(leaving.email);
    expect(mail.subject).toBe("Hem rebut la teva sol·licitud de baixa del portal d'ocupació");
    expect(mail.text).toContain('https://portal.test/solicitar-baja');
    const { rows: notices } = await pool.query('SELECT title, access_url AS url FROM notifications WHERE user_id = $1', [leaving.id]);
    expect(notices).toEqual([{ title: 'Baixa sol·licitada', url: '/solicitar-baja' }]);
    expect((await call('GET', '/api/Alumno/dameCvUsuario', elsewhere)).statusCode).toBe(401);
    expect((await call('GET', '/api/Alumno/dameCvUsuario', leaving.token)).statusCode).toBe(200);

    // Asking again keeps the request and its date; nothing is mailed twice.
    const again = await call('POST', '/api/Alumno/solicitarBajaServicio', leaving.token, {});
    expect(again.json()).toEqual({ status: 0, datos: { aviso: 517, fechaSupresion: eraseOn.toISOString() } });
    expect(catcher.mails().filter((caught) => caught.to.includes(leaving.email))).toHaveLength(1);
  });

  it('is refused while an internship is under way or to come (163): nothing is scheduled', async () => {
    const interning = await student('leave-interning');
    await pool.query(
      `INSERT INTO student_internships (student_id, company_name, title, starts_on, ends_on, state)
       VALUES ($1, 'Empresa', 'Prácticas en curso', current_date - 10, current_date + 60, 'enCurso')`,
      [interning.id],
    );
    expect((await call('POST', '/api/Alumno/solicitarBajaServicio', interning.token, {})).json()).toEqual({ status: 163 });
    expect((await statusOf(interning.token)).datos.pendiente).toBe(false);
  });

  it('without a grace period erases the account at once (162) and tells the student by mail', async () => {
    const quick = await testApp({ SMTP_URL: catcher.url, ERASURE_GRACE_DAYS: '0' });
    try {
      const leaving = await createStudent(quick, pool, 'leave-at-once');
      const asked = await quick.inject({ method: 'POST', url: '/api/Alumno/solicitarBajaServicio', headers: bearer(leaving.token), payload: {} });
      expect(asked.json()).toEqual({ status: 0, datos: { aviso: 162, fechaSupresion: null } });
      expect((await pool.query('SELECT 1 FROM users WHERE id = $1', [leaving.id])).rowCount).toBe(0);
      expect((await catcher.takeMailTo(leaving.email)).subject).toBe('Hemos suprimido tus datos del portal de empleo');
      expect((await quick.inject({ method: 'GET', url: '/api/Alumno/estadoBajaServicio', headers: bearer(leaving.token) })).statusCode).toBe(401);
    } finally {
      await quick.close();
    }
  });
});

describe('companies and a student who asked to leave', () => {
  let person: Person;
  let company: string;
  afterAll(async () => {
    await pool.query('DELETE FROM users WHERE id = $1', [person.id]);
    await removeCompanyOf(pool, person);
  });

  beforeAll(async () => {
    person = await createPerson(app, pool, 'visibility');
    const { rows } = await pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [person.companyUserId]);
    await pool.query('UPDATE users SET password_hash = $2 WHERE id = $1', [person.companyUserId, await hashPassword(demoPassword)]);
    company = await tokenOf(app, 'Empresa', { usuario: rows[0]!.email, password: demoPassword });
    // A company looks a student up only for a proposal, which needs an active agreement (544 otherwise).
    await pool.query(
      `INSERT INTO company_agreements (company_id, status, document, deed_stored_name, formalised_on, expires_on)
       VALUES ($1, 'formalizado', '{}', $2, current_date, current_date + 365)`,
      [person.companyId, `deed-visibility-${person.id}`],
    );
  });

  /** The CV as a PDF (answered 0 here), or the refusal's status. */
  const cvDownload = async (candidacy: number) => {
    const answer = await call('GET', `/api/Empresa/descargaCvCandidato/${candidacy}`, company);
    return answer.headers['content-type'] === 'application/pdf' ? 0 : answer.json().status;
  };

  /** What the company sees of the person: its candidates list, their detail, CV, form, and the DNI look-up. */
  const companyView = async () => {
    const [candidacy] = person.candidacyIds;
    const list = (await call('GET', '/api/Empresa/dameCandidaturas', company)).json();
    return {
      listed: (list.datos as { idCandidatura: number }[]).filter((row) => person.candidacyIds.includes(row.idCandidatura)).length,
      detail: (await call('GET', `/api/Empresa/dameCandidato/${candidacy}`, company)).json().status,
      cv: await cvDownload(candidacy!),
      form: (await call('GET', `/api/Empresa/dameFormularioIncorporacion/${candidacy}`, company)).json().status,
      dni: (await call('POST', '/api/Empresa/compruebaDNIalumno', company, { dni: person.nationalId, apellidos: 'Borrado' })).json().status,
    };
  };

  it('hides them from the request on (list, detail, CV, form, state changes, DNI look-up) and shows them again once cancelled (160)', async () => {
    const before = await companyView();
    expect(before).toEqual({ listed: 2, detail: 0, cv: 0, form: 0, dni: 0 });

    expect((await call('POST', '/api/Alumno/solicitarBajaServicio', person.token, {})).json()).toMatchObject({ status: 0 });
    expect(await companyView()).toEqual({ listed: 0, detail: 31, cv: 31, form: 31, dni: 509 });
    const moved = await call('POST', '/api/Empresa/cambiaEstadoCandidatura', company, { idCandidatura: person.candidacyIds[1], idEstado: 17, idMotivo: 1 });
    expect(moved.json().status).toBe(31);
    // No new candidacy either: it would reach nobody.
    const applied = await call('POST', '/api/Alumno/inscribirse', person.token, { urlOferta: `erasure-offer-practicas-${person.firstName.slice(6)}` });
    expect(applied.json().status).toBe(164);

    await catcher.takeMailTo(person.email);
    expect((await call('POST', '/api/Alumno/cancelarBajaServicio', person.token)).json()).toEqual({ status: 0, datos: { aviso: 160 } });
    expect((await catcher.takeMailTo(person.email)).subject).toBe('Has cancelado tu baja del portal de empleo');
    expect(await statusOf(person.token)).toMatchObject({ datos: { pendiente: false, fechaSupresion: null } });
    expect(await companyView()).toEqual(before);
    expect((await call('POST', '/api/Alumno/cancelarBajaServicio', person.token)).json()).toEqual({ status: 161 });
  });
});

describe('retention periods (plazosConservacion)', () => {
  it('are public and say what the server is configured with', async () => {
    const configured = await testApp({ ERASURE_GRACE_DAYS: '14', RETENTION_INACTIVE_MONTHS: '48', RETENTION_INTERNSHIP_RECORD_YEARS: '6' });
    try {
      expect((await configured.inject({ method: 'GET', url: '/api/Publico/plazosConservacion' })).json()).toEqual({
        status: 0,
        datos: { diasGraciaBaja: 14, mesesInactividad: 48, diasAvisoInactividad: 30, mesesCandidaturasCerradas: 24, aniosRegistroPracticas: 6 },
      });
    } finally {
      await configured.close();
    }
  });
});
