import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerCountResponse, offerListingResponse, type OfferType } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import type { Pool } from '../../src/platform/db/pool';
import { bearer } from '../support';
import { twoServersOfStudent } from './two-servers';

/**
 * Each server keeps the students' offers list in memory (src/offers/visible-order.ts). Two servers
 * on one database answer, after every kind of change another server or an operator commits
 * (publishing, editing, closing, returning, highlighting, a company blocked or renamed, an offer
 * reaching its expiry with nothing written), exactly what the database holds: every page by
 * `desde` and by `despuesDe`, and the counts. The offers and the company of this file are its own
 * and are removed afterwards.
 */
let servers: { app: PortalApp; token: string }[];
let db: Pool;
let companyId: number;
const mine: number[] = [];

beforeAll(async () => {
  ({ servers, db } = await twoServersOfStudent());
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated)
     VALUES ('B' || lpad((floor(random() * 1e8))::text, 8, '0'), 'Lista Viva SL', 'Lista Viva S.L.', true) RETURNING id`,
  );
  companyId = rows[0]!.id;
});
afterAll(async () => {
  await db.query('DELETE FROM offers WHERE company_id = $1', [companyId]);
  await db.query('DELETE FROM companies WHERE id = $1', [companyId]);
  await db.end();
  await Promise.all(servers.map(({ app }) => app.close()));
});

interface Shown {
  idOferta: number;
  titulo: string;
  empresa: string;
}

/** What the database holds now: the rule of spec 000 §9, read directly. */
const databaseList = async (type: OfferType): Promise<Shown[]> =>
  (
    await db.query<Shown>(
      `SELECT o.id AS "idOferta", o.title AS titulo, c.trade_name AS empresa
         FROM offers o JOIN companies c ON c.id = o.company_id
        WHERE o.offer_type = $1 AND o.closed_at IS NULL AND o.state_id = 2
          AND (o.expires_at IS NULL OR o.expires_at > now()) AND c.validated AND NOT c.blocked
        ORDER BY o.highlighted_at DESC NULLS LAST, o.published_at DESC, o.id DESC`,
      [type],
    )
  ).rows;

const shown = (offers: Shown[]): Shown[] => offers.map(({ idOferta, titulo, empresa }) => ({ idOferta, titulo, empresa }));

const capitalised = (type: OfferType) => (type === 'empleo' ? 'Empleo' : 'Practicas');

/** One server's answers: the count, every page by desde and the walk by despuesDe. */
const serverLists = async ({ app, token }: { app: PortalApp; token: string }, type: OfferType) => {
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: bearer(token) })).json();
  const count = offerCountResponse.parse(await get(`/api/Alumno/dameNumOfertas${capitalised(type)}Usuario`)).datos;
  const byOffset: Shown[] = [];
  for (let desde = 0; desde <= count; desde += 7) {
    byOffset.push(
      ...offerListingResponse.parse(await get(`/api/Alumno/dameOfertasUsuario/${type}?desde=${desde}&cantidad=7`)).datos,
    );
  }
  const byCursor: Shown[] = [];
  for (;;) {
    const after = byCursor.at(-1)?.idOferta;
    const page = offerListingResponse.parse(
      await get(`/api/Alumno/dameOfertasUsuario/${type}?cantidad=9${after === undefined ? '' : `&despuesDe=${after}`}`),
    ).datos;
    byCursor.push(...page);
    if (page.length < 9) break;
  }
  return { count, byOffset: shown(byOffset), byCursor: shown(byCursor) };
};

const expectBothServersAsDatabase = async () => {
  for (const type of ['empleo', 'practicas'] as const) {
    const expected = await databaseList(type);
    for (const server of servers) {
      expect(await serverLists(server, type)).toEqual({ count: expected.length, byOffset: expected, byCursor: expected });
    }
  }
};

const publish = async (title: string, changes: { highlighted?: boolean; type?: OfferType } = {}) => {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO offers (access_slug, company_id, title, offer_type, highlighted_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END) RETURNING id`,
    [`lista-viva-${randomUUID()}`, companyId, title, changes.type ?? 'empleo', changes.highlighted ?? false],
  );
  mine.push(rows[0]!.id);
  return rows[0]!.id;
};

describe('the students’ offers list kept by each server', () => {
  it('answers what the database holds after each change another server commits', async () => {
    await expectBothServersAsDatabase();

    const highlighted = await publish('Oferta destacada de la lista viva', { highlighted: true });
    const plain = await publish('Oferta de la lista viva');
    const internship = await publish('Prácticas de la lista viva', { type: 'practicas' });
    await expectBothServersAsDatabase();

    await db.query(`UPDATE offers SET title = 'Título cambiado' WHERE id = $1`, [plain]);
    await expectBothServersAsDatabase();

    await db.query(`UPDATE offers SET highlighted_at = now() WHERE id = $1`, [internship]);
    await db.query(`UPDATE offers SET highlighted_at = NULL WHERE id = $1`, [highlighted]);
    await expectBothServersAsDatabase();

    await db.query(`UPDATE companies SET trade_name = 'Lista Renombrada SL' WHERE id = $1`, [companyId]);
    await expectBothServersAsDatabase();

    await db.query('UPDATE companies SET blocked = true WHERE id = $1', [companyId]);
    await expectBothServersAsDatabase();
    await db.query('UPDATE companies SET blocked = false WHERE id = $1', [companyId]);
    await expectBothServersAsDatabase();

    // Returned to the company by the careers office (state 1), then closed.
    await db.query('UPDATE offers SET state_id = 1 WHERE id = $1', [internship]);
    await expectBothServersAsDatabase();
    await db.query('UPDATE offers SET closed_at = now(), state_id = 3 WHERE id = $1', [plain]);
    await expectBothServersAsDatabase();

    // Several changes in one transaction are seen together, and not before it commits.
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE offers SET title = 'En una transacción' WHERE id = $1`, [highlighted]);
      await client.query(`INSERT INTO offers (access_slug, company_id, title, offer_type) VALUES ($1, $2, 'Nueva en la transacción', 'empleo')`, [
        `lista-viva-${randomUUID()}`,
        companyId,
      ]);
      await expectBothServersAsDatabase();
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await expectBothServersAsDatabase();
  });

  it('drops an offer from every page when it reaches its expiry, with nothing written', async () => {
    const expiring = await publish('Oferta que caduca enseguida', { highlighted: true });
    await db.query(`UPDATE offers SET expires_at = now() + interval '4 seconds' WHERE id = $1`, [expiring]);
    // Both servers read the list while the offer is there (it stands first: highlighted last).
    for (const { app, token } of servers) {
      const first = offerListingResponse.parse(
        (await app.inject({ method: 'GET', url: '/api/Alumno/dameOfertasUsuario/empleo?cantidad=1', headers: bearer(token) })).json(),
      ).datos;
      expect(first.map((offer) => offer.idOferta)).toEqual([expiring]);
    }

    while ((await databaseList('empleo')).some((offer) => offer.idOferta === expiring)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await expectBothServersAsDatabase();
  });

  it('answers a page read again after a change another server commits as the database holds it, not as kept', async () => {
    // The page's whole answer is kept once read (visible-order.ts pages): read it twice, change the
    // list on the other side, read it again before anything else (no count, no other page).
    const [server] = servers;
    const { app, token } = server!;
    const page = async () =>
      shown(
        offerListingResponse.parse(
          (await app.inject({ method: 'GET', url: '/api/Alumno/dameOfertasUsuario/empleo?desde=0&cantidad=3', headers: bearer(token) })).json(),
        ).datos,
      );
    const first = await publish('Oferta primera de una página guardada', { highlighted: true });
    expect((await page())[0]?.idOferta).toBe(first);
    expect(await page()).toEqual((await databaseList('empleo')).slice(0, 3));

    await db.query(`UPDATE offers SET title = 'Título de una página guardada' WHERE id = $1`, [first]);
    expect(await page()).toEqual((await databaseList('empleo')).slice(0, 3));
    expect((await page())[0]?.titulo).toBe('Título de una página guardada');

    await db.query('UPDATE offers SET closed_at = now(), state_id = 3 WHERE id = $1', [first]);
    expect(await page()).toEqual((await databaseList('empleo')).slice(0, 3));
    expect((await page()).map((offer) => offer.idOferta)).not.toContain(first);
  });

  it('continues after an offer closed since it was read, from where it stood', async () => {
    const [server] = servers;
    const cursor = await publish('Oferta que se cierra tras leerla', { highlighted: true });
    const { app, token } = server!;
    const page = async (query: string) =>
      offerListingResponse.parse(
        (await app.inject({ method: 'GET', url: `/api/Alumno/dameOfertasUsuario/empleo?${query}`, headers: bearer(token) })).json(),
      ).datos;
    expect((await page('cantidad=1'))[0]?.idOferta).toBe(cursor);

    await db.query('UPDATE offers SET closed_at = now(), state_id = 3 WHERE id = $1', [cursor]);
    // The most recently highlighted offer stood first: the offers after it are the whole list now.
    expect(shown(await page(`cantidad=5&despuesDe=${cursor}`))).toEqual((await databaseList('empleo')).slice(0, 5));
  });

  it('sends each page as the route’s serializer would write it, in the contract’s shape', async () => {
    const { app, token } = servers[1]!;
    for (const url of [
      '/api/Alumno/dameOfertasUsuario/empleo?desde=0&cantidad=50',
      '/api/Alumno/dameOfertasUsuario/practicas?desde=3&cantidad=7',
      '/api/Alumno/dameOfertasUsuario/empleo?desde=100000&cantidad=5',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      const parsed = offerListingResponse.parse(response.json());
      expect(response.body, url).toBe(JSON.stringify(offerListingResponse.encode(parsed)));
    }
  });
});
