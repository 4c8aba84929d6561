import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerCountResponse, offerListResponse, type OfferSummary, type OfferType } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

let app: PortalApp;
let token: string;

beforeAll(async () => {
  app = await testApp();
  token = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const capitalised = (type: OfferType) => (type === 'empleo' ? 'Empleo' : 'Practicas');

const countOf = async (type: OfferType) =>
  offerCountResponse.parse((await get(`/api/Alumno/dameNumOfertas${capitalised(type)}Usuario`)).json()).datos;

const page = async (type: string, desde: number, cantidad: number) =>
  offerListResponse.parse(
    (await get(`/api/Alumno/dameOfertasUsuario/${type}?desde=${desde}&cantidad=${cantidad}`)).json(),
  ).datos;

/** What the offers remote does: batches until the count is reached. */
const fetchAll = async (type: OfferType, batch: number) => {
  const total = await countOf(type);
  const offers: OfferSummary[] = [];
  while (offers.length < total) {
    const next = await page(type, offers.length, batch);
    if (next.length === 0) break;
    offers.push(...next);
  }
  return { total, offers };
};

/** Highlighted first by fechaDestacada descending, the rest after; within each, fecha descending. */
const isOrdered = (offers: OfferSummary[]) =>
  offers.every((offer, index) => {
    const previous = offers[index - 1];
    if (!previous) return true;
    if (previous.fechaDestacada && !offer.fechaDestacada) return true;
    if (!previous.fechaDestacada && offer.fechaDestacada) return false;
    if (previous.fechaDestacada && offer.fechaDestacada && previous.fechaDestacada !== offer.fechaDestacada) {
      return previous.fechaDestacada > offer.fechaDestacada;
    }
    return previous.fecha >= offer.fecha;
  });

describe('student offers', () => {
  it('counts the study-and-work offers as the lists flag them', async () => {
    const flagged = [...(await fetchAll('empleo', 20)).offers, ...(await fetchAll('practicas', 20)).offers].filter(
      (offer) => offer.estudiaYtrabaja,
    );
    const count = offerCountResponse.parse((await get('/api/Alumno/dameNumOfertasEstudiaYTrabajaUsuario')).json()).datos;
    expect(flagged.length).toBeGreaterThan(0);
    expect(count).toBe(flagged.length);
  });

  it.each(['empleo', 'practicas'] as const)(
    'the %s count equals the offers fetched in batches, each once',
    async (type) => {
      const { total, offers } = await fetchAll(type, 4);
      expect(total).toBeGreaterThanOrEqual(5);
      expect(offers).toHaveLength(total);
      expect(new Set(offers.map((offer) => offer.idOferta)).size).toBe(total);
      expect(new Set(offers.map((offer) => offer.urlAcceso)).size).toBe(total);
      expect(offers.every((offer) => offer.tipo === type)).toBe(true);
      expect(
        offers.every((offer) => offer.textoPerfilOferta === (type === 'practicas' ? 'Prácticas' : 'Empleo')),
      ).toBe(true);
    },
  );

  it.each(['empleo', 'practicas'] as const)(
    'lists %s offers highlighted first, then newest first',
    async (type) => {
      const { offers } = await fetchAll(type, 100);
      expect(offers[0]?.fechaDestacada).not.toBeNull();
      expect(offers.some((offer) => offer.fechaDestacada === null)).toBe(true);
      expect(isOrdered(offers)).toBe(true);
      // Batches of any size give the same sequence.
      expect((await fetchAll(type, 3)).offers).toEqual(offers);
    },
  );

  it('accepts 1 for empleo and 2 for practicas', async () => {
    expect(await page('1', 0, 50)).toEqual(await page('empleo', 0, 50));
    expect(await page('2', 0, 50)).toEqual(await page('practicas', 0, 50));
  });

  it('uses desde 0 and cantidad 20 when they are absent', async () => {
    const response = offerListResponse.parse((await get('/api/Alumno/dameOfertasUsuario/empleo')).json());
    expect(response.datos).toEqual(await page('empleo', 0, 20));
  });

  it('refuses an unknown type or a page size out of range with 15', async () => {
    for (const url of [
      '/api/Alumno/dameOfertasUsuario/3',
      '/api/Alumno/dameOfertasUsuario/otras',
      '/api/Alumno/dameOfertasUsuario/empleo?cantidad=0',
      '/api/Alumno/dameOfertasUsuario/empleo?cantidad=101',
      '/api/Alumno/dameOfertasUsuario/empleo?desde=-1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ status: 15, errores: expect.any(Array) });
    }
  });
});
