import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { accounts, bearer, demoPassword, staffTokenOf, testApp, tokenOf } from '../support';

/**
 * What the office queue tests share: an app with a mail catcher, staff and student callers, new
 * companies of their own (so no test depends on another's data), and the queue calls.
 */
export type Answer<T = Record<string, unknown>> = { status: number; datos: T; mensaje?: string; errores?: { campo: string }[] };
export interface QueueRecord {
  estado: string;
  version: string;
  acciones: { accion: string; requiereMotivo: boolean }[];
  registro: Record<string, unknown>;
  decisiones: { autor: string; accion: string; motivo: string | null; antes: object; despues: object }[];
}
export interface QueueList {
  total: number;
  elementos: { id: number; titulo: string; detalle: string | null; estado: string; desde: string; avisos: string[] }[];
}

export const as = (app: PortalApp, token: string, language = 'es') => {
  const headers = { ...bearer(token), 'accept-language': language };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers }),
  };
};
export type Caller = ReturnType<typeof as>;

/** A valid CIF of a company (letter B): seven digits and their control digit. */
export const cif = (digits: string) => {
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return `B${digits}${(10 - (sum % 10)) % 10}`;
};

export const openOfficeWorld = async () => {
  const catcher: MailCatcher = await startMailCatcher();
  const app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test' });
  const pool: Pool = createPool(inject('databaseUrl'), app.log);
  const staff = as(app, await staffTokenOf(app));
  const student = as(app, await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword }));
  const passwordHash = await hashPassword(demoPassword);

  /** A validated company of the test's own with one user (its language: es 1, ca 2, en 3). */
  const newCompany = async (name: string, taxId: string, languageId = 1) => {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, $2, $3, true) RETURNING id`,
      [taxId, name, `${name} S.L.`],
    );
    const companyId = rows[0]!.id;
    const email = `${randomUUID().slice(0, 8)}@${name.toLowerCase().replace(/\W+/g, '-')}.test`;
    const user = await pool.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
       VALUES ('Empresa', $1, $2, 'Marta Roig', $3) RETURNING id`,
      [email, passwordHash, languageId],
    );
    await pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [user.rows[0]!.id, companyId]);
    const token = await tokenOf(app, 'Empresa', { usuario: email, password: demoPassword });
    return { companyId, email, token, name, cif: taxId, calls: as(app, token) };
  };

  const queue = {
    list: async (cola: string, query = '') => (await staff.get(`/api/Orientacion/cola/${cola}${query}`)).json<Answer<QueueList>>(),
    record: async (cola: string, id: number) => (await staff.get(`/api/Orientacion/cola/${cola}/${id}`)).json<Answer<QueueRecord>>(),
    decide: async (cola: string, id: number, body: object) =>
      (await staff.post(`/api/Orientacion/cola/${cola}/${id}/decision`, body)).json<Answer<{ estado: string; version: string }>>(),
    /** Decides on the record as the staff member sees it now. */
    decideNow: async (cola: string, id: number, body: object) => queue.decide(cola, id, { ...body, version: (await queue.record(cola, id)).datos.version }),
    ids: async (cola: string, query = '') => (await queue.list(cola, query)).datos.elementos.map((item) => item.id),
  };

  /** The company's newest in-app notification (title, body, link). */
  const lastNotice = async (companyId: number) =>
    (
      await pool.query<{ title: string; body: string; access_url: string | null }>(
        `SELECT n.title, n.body, n.access_url FROM notifications n JOIN company_users cu ON cu.user_id = n.user_id
          WHERE cu.company_id = $1 ORDER BY n.id DESC LIMIT 1`,
        [companyId],
      )
    ).rows[0];

  /** How many staff decisions a record has (to prove a refusal wrote nothing). */
  const auditCount = async (cola: string, id: number) =>
    Number((await pool.query('SELECT count(*) FROM staff_decisions WHERE queue = $1 AND record_id = $2', [cola, id])).rows[0].count);

  /** A queue's calls refused to a company and a student token (401, status 2). */
  const expectStaffOnly = async (cola: string, id: number, company: Caller) => {
    for (const who of [company, student]) {
      for (const answer of [
        await who.get(`/api/Orientacion/cola/${cola}`),
        await who.get(`/api/Orientacion/cola/${cola}/${id}`),
        await who.post(`/api/Orientacion/cola/${cola}/${id}/decision`, { accion: 'x', version: 'x' }),
      ]) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ status: 2 });
      }
    }
  };

  const close = async () => {
    await pool.end();
    await app.close();
    await catcher.close();
  };
  return { app, pool, catcher, staff, student, newCompany, queue, lastNotice, auditCount, expectStaffOnly, close };
};
export type OfficeWorld = Awaited<ReturnType<typeof openOfficeWorld>>;
