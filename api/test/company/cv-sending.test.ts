import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { candidatesResponse, sentCandidateCvResponse } from '@portal/contracts';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';
import { caller } from './fixtures';

/**
 * The candidate's CV sent to the company by e-mail (spec 001 §8, 502): to the asking user's own
 * account only, with the PDF the company downloads, listed to the student; refused for another
 * company's candidacy (31) and when the mail cannot leave (12, nothing recorded).
 */
let catcher: MailCatcher;
let app: PortalApp;
let pool: Pool;
let company: ReturnType<typeof caller>;
const seededOffer = 'levante-tech-practicas-producto-web';

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test' });
  pool = createPool(inject('databaseUrl'), app.log);
  company = caller(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
});
afterAll(async () => {
  await pool?.end();
  await app?.close();
  await catcher?.close();
});

const sentRows = async (candidacyId: number) =>
  (await pool.query(`SELECT 1 FROM cv_views WHERE candidacy_id = $1 AND kind = 'enviar'`, [candidacyId])).rowCount;

describe('enviaCvCandidato (502)', () => {
  it("mails the candidate's CV in PDF to the asking user's account, with the link to the application, and tells the student", async () => {
    const [candidate] = candidatesResponse.parse((await company.get(`/api/Empresa/dameCandidaturas?oferta=${seededOffer}`)).json()).datos;
    const id = candidate!.idCandidatura;
    const before = await sentRows(id);
    const answer = sentCandidateCvResponse.parse((await company.post('/api/Empresa/enviaCvCandidato', { idCandidatura: id })).json());
    expect(answer.datos).toEqual({ codigo: 502, email: accounts.company });

    const mail = await catcher.takeMailTo(accounts.company);
    const name = `${candidate!.nombre} ${candidate!.apellidos}`;
    expect(mail.subject).toBe(`CV de ${name} (${candidate!.oferta.titulo})`);
    expect(mail.text).toContain(`https://portal.test/ver-cv/${id}`);
    expect(mail.attachments).toEqual([{ filename: `CV ${name}.pdf`, contentType: 'application/pdf' }]);
    expect(await sentRows(id)).toBe((before ?? 0) + 1);

    const studentId = (await pool.query<{ id: number }>('SELECT student_id AS id FROM candidacies WHERE id = $1', [id])).rows[0]!.id;
    const listed = await pool.query(`SELECT kind FROM cv_views WHERE student_id = $1 ORDER BY id DESC LIMIT 1`, [studentId]);
    expect(listed.rows[0]).toEqual({ kind: 'enviar' });
  });

  it("refuses another company's candidacy (31) and a student (79), mailing nothing", async () => {
    const [candidate] = candidatesResponse.parse((await company.get(`/api/Empresa/dameCandidaturas?oferta=${seededOffer}`)).json()).datos;
    const otherCompanyId = (await pool.query<{ id: number }>(`SELECT id FROM companies WHERE tax_id = 'A08765430'`)).rows[0]!.id;
    const other = caller(app, await tokenOf(app, 'Empresa', { usuario: accounts.multi, password: demoPassword, idEmpresa: otherCompanyId }));
    const mailsBefore = catcher.mails().length;
    expect((await other.post('/api/Empresa/enviaCvCandidato', { idCandidatura: candidate!.idCandidatura })).json()).toEqual({ status: 31 });
    const student = caller(app, await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword }));
    const refused = await student.post('/api/Empresa/enviaCvCandidato', { idCandidatura: candidate!.idCandidatura });
    expect([refused.statusCode, refused.json()]).toEqual([403, { status: 79 }]);
    expect((await company.post('/api/Empresa/enviaCvCandidato', { idCandidatura: 0 })).statusCode).toBe(400);
    expect(catcher.mails().length).toBe(mailsBefore);
  });

  it('limits the CV mails of a company user (429 with the wait, nothing mailed or recorded past the limit)', async () => {
    const limited = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test', RATE_LIMITS: 'cv-mail.user=2/1h' });
    // A user of the demo company of this test's own: the limit's counter is per user and shared by
    // every app on the database, so the demo user's sendings above must not count here.
    const email = `reclutadora-${randomUUID().slice(0, 8)}@levante.test`;
    const userId = (
      await pool.query<{ id: number }>(
        `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, $2, 'Reclutadora') RETURNING id`,
        [email, await hashPassword(demoPassword)],
      )
    ).rows[0]!.id;
    try {
      await pool.query(`INSERT INTO company_users (user_id, company_id) SELECT $1, id FROM companies WHERE tax_id = 'B46123451'`, [userId]);
      const token = await tokenOf(limited, 'Empresa', { usuario: email, password: demoPassword });
      const recruiter = caller(limited, token);
      const [candidate] = candidatesResponse.parse((await recruiter.get(`/api/Empresa/dameCandidaturas?oferta=${seededOffer}`)).json()).datos;
      const id = candidate!.idCandidatura;
      for (let sending = 0; sending < 2; sending++) {
        expect((await recruiter.post('/api/Empresa/enviaCvCandidato', { idCandidatura: id })).json()).toMatchObject({ datos: { codigo: 502, email } });
        await catcher.takeMailTo(email);
      }
      const before = await sentRows(id);
      const mailsBefore = catcher.mails().length;
      const refused = await limited.inject({
        method: 'POST',
        url: '/api/Empresa/enviaCvCandidato',
        payload: { idCandidatura: id },
        headers: { ...bearer(token), 'accept-language': 'ca' },
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ status: 429, mensaje: expect.stringMatching(/^Has fet massa intents seguits\. Torna-ho a provar d'aquí a \d+ (segons?|minuts?|hora|hores)\.$/) });
      expect(catcher.mails().length).toBe(mailsBefore);
      expect(await sentRows(id)).toBe(before);
    } finally {
      await pool.query('DELETE FROM users WHERE id = $1', [userId]);
      await limited.close();
    }
  });

  it('answers 12 when the mail cannot be sent, and records no sending', async () => {
    const unreachable = await testApp({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://portal.test' });
    try {
      const token = await tokenOf(unreachable, 'Empresa', { usuario: accounts.company, password: demoPassword });
      const [candidate] = candidatesResponse.parse((await caller(unreachable, token).get(`/api/Empresa/dameCandidaturas?oferta=${seededOffer}`)).json()).datos;
      const before = await sentRows(candidate!.idCandidatura);
      expect((await caller(unreachable, token).post('/api/Empresa/enviaCvCandidato', { idCandidatura: candidate!.idCandidatura })).json()).toEqual({ status: 12 });
      expect(await sentRows(candidate!.idCandidatura)).toBe(before);
    } finally {
      await unreachable.close();
    }
  });
});
