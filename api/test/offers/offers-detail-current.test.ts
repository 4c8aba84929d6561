import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, offerDetailResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import type { Pool } from '../../src/platform/db/pool';
import { accounts, bearer } from '../support';
import { twoServersOfStudent } from './two-servers';

/**
 * Each server keeps the offer details students open (src/offers/kept-details.ts). Two servers on
 * one database answer, after every kind of change another server or an operator commits (the
 * offer edited, a requirement added, the company described anew, renamed or blocked, the offer
 * closed or reaching its expiry with nothing written, the student's candidacy), exactly what the
 * database holds, and the same bytes. The offer and the company of this file are its own and are
 * removed afterwards.
 */
let servers: { app: PortalApp; token: string }[];
let db: Pool;
let companyId: number;
let studentId: number;

beforeAll(async () => {
  ({ servers, db } = await twoServersOfStudent());
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated, description)
     VALUES ('B' || lpad((floor(random() * 1e8))::text, 8, '0'), 'Detalle Vivo SL', 'Detalle Vivo S.L.', true, 'Primera descripción')
     RETURNING id`,
  );
  companyId = rows[0]!.id;
  studentId = (await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [accounts.student])).rows[0]!.id;
});
afterAll(async () => {
  await db.query('DELETE FROM offers WHERE company_id = $1', [companyId]);
  await db.query('DELETE FROM companies WHERE id = $1', [companyId]);
  await db.end();
  await Promise.all(servers.map(({ app }) => app.close()));
});

const publish = async (expiresIn?: string) => {
  const slug = `detalle-vivo-${randomUUID()}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO offers (access_slug, company_id, title, offer_type, expires_at)
     VALUES ($1, $2, 'Oferta del detalle vivo', 'empleo', now() + $3::interval) RETURNING id`,
    [slug, companyId, expiresIn ?? null],
  );
  return { id: rows[0]!.id, slug };
};

/** Both servers' answers, twice each (the second from what the server keeps): all four the same bytes. */
const detailOnBothServers = async (slug: string) => {
  const bodies: string[] = [];
  for (const { app, token } of servers) {
    for (let time = 0; time < 2; time += 1) {
      const response = await app.inject({ method: 'GET', url: `/api/Alumno/dameOferta/${slug}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      bodies.push(response.body);
    }
  }
  expect(new Set(bodies).size).toBe(1);
  return JSON.parse(bodies[0]!) as { status: number; datos?: unknown };
};

const shownDetail = async (slug: string) => offerDetailResponse.parse(await detailOnBothServers(slug)).datos;

describe('the offer details kept by each server', () => {
  it('answers what the database holds after each change another server commits', async () => {
    const offer = await publish();
    expect(await shownDetail(offer.slug)).toMatchObject({
      titulo: 'Oferta del detalle vivo',
      empresa: 'Detalle Vivo SL',
      empresaDatos: { nombreComercial: 'Detalle Vivo SL', descripcion: 'Primera descripción' },
      requisitosObligatorios: [],
      candidatura: null,
    });

    await db.query(`UPDATE offers SET title = 'Título cambiado', description = 'Ahora con descripción' WHERE id = $1`, [offer.id]);
    expect(await shownDetail(offer.slug)).toMatchObject({ titulo: 'Título cambiado', descripcion: 'Ahora con descripción' });

    await db.query(
      `INSERT INTO offer_requirements (offer_id, kind, value, label, mandatory) VALUES ($1, 'idioma', 'en:B2', 'Inglés B2', true)`,
      [offer.id],
    );
    expect((await shownDetail(offer.slug)).requisitosObligatorios).toEqual([
      { tipo: 'idioma', valor: 'en:B2', descripcion: 'Inglés B2' },
    ]);
    await db.query(`UPDATE offer_requirements SET mandatory = false WHERE offer_id = $1`, [offer.id]);
    expect(await shownDetail(offer.slug)).toMatchObject({
      requisitosObligatorios: [],
      requisitosDeseables: [{ tipo: 'idioma', valor: 'en:B2', descripcion: 'Inglés B2' }],
    });

    await db.query(`UPDATE companies SET description = 'Segunda descripción', trade_name = 'Detalle Renombrado SL' WHERE id = $1`, [
      companyId,
    ]);
    expect(await shownDetail(offer.slug)).toMatchObject({
      empresa: 'Detalle Renombrado SL',
      empresaDatos: { nombreComercial: 'Detalle Renombrado SL', descripcion: 'Segunda descripción' },
    });

    // The caller's candidacy is never kept: it shows at once, and goes at once.
    const { rows } = await db.query<{ slug: string }>(
      'INSERT INTO candidacies (offer_id, student_id) VALUES ($1, $2) RETURNING access_slug AS slug',
      [offer.id, studentId],
    );
    expect((await shownDetail(offer.slug)).candidatura).toEqual({ urlAcceso: rows[0]!.slug, idEstado: 1 });
    await db.query('UPDATE candidacies SET state_id = 16 WHERE offer_id = $1 AND student_id = $2', [offer.id, studentId]);
    expect((await shownDetail(offer.slug)).candidatura).toEqual({ urlAcceso: rows[0]!.slug, idEstado: 16 });
    await db.query('DELETE FROM candidacies WHERE offer_id = $1 AND student_id = $2', [offer.id, studentId]);
    expect((await shownDetail(offer.slug)).candidatura).toBeNull();

    await db.query('UPDATE companies SET blocked = true WHERE id = $1', [companyId]);
    expect(await detailOnBothServers(offer.slug)).toMatchObject({ status: Status.offerNotFound });
    await db.query('UPDATE companies SET blocked = false WHERE id = $1', [companyId]);
    expect(await shownDetail(offer.slug)).toMatchObject({ titulo: 'Título cambiado' });

    await db.query('UPDATE offers SET closed_at = now(), state_id = 3 WHERE id = $1', [offer.id]);
    expect(await detailOnBothServers(offer.slug)).toMatchObject({ status: Status.offerNotFound });
  });

  it('stops answering an offer when it reaches its expiry, with nothing written', async () => {
    const offer = await publish('1.5 seconds');
    expect(await shownDetail(offer.slug)).toMatchObject({ titulo: 'Oferta del detalle vivo' });
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await detailOnBothServers(offer.slug)).toMatchObject({ status: Status.offerNotFound });
  });

  it('answers a change made inside a transaction only once it commits', async () => {
    const offer = await publish();
    await shownDetail(offer.slug);
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE offers SET title = 'En una transacción' WHERE id = $1`, [offer.id]);
      expect(await shownDetail(offer.slug)).toMatchObject({ titulo: 'Oferta del detalle vivo' });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await shownDetail(offer.slug)).toMatchObject({ titulo: 'En una transacción' });
  });
});
