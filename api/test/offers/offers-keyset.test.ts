import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerCountResponse, offerListResponse, type OfferType } from '@portal/contracts';
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

const list = async (type: OfferType, query: string) =>
  offerListResponse.parse(
    (
      await app.inject({
        method: 'GET',
        url: `/api/Alumno/dameOfertasUsuario/${type}?${query}`,
        headers: bearer(token),
      })
    ).json(),
  ).datos;

const ids = (offers: { idOferta: number }[]) => offers.map((offer) => offer.idOferta);

/** `despuesDe`: pages that continue after an offer (keyset), the same pages `desde` gives. */
describe('dameOfertasUsuario with despuesDe', () => {
  it.each(['empleo', 'practicas'] as const)(
    'walks the %s list exactly as desde does, in any page size',
    async (type) => {
      const total = offerCountResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/Alumno/dameNumOfertas${type === 'empleo' ? 'Empleo' : 'Practicas'}Usuario`,
            headers: bearer(token),
          })
        ).json(),
      ).datos;
      expect(total).toBeGreaterThan(7);
      const byOffset = ids(await list(type, `desde=0&cantidad=100`));
      const byKeyset: number[] = [];
      let after: number | undefined;
      for (;;) {
        const page = await list(type, `cantidad=7${after === undefined ? '' : `&despuesDe=${after}`}`);
        byKeyset.push(...ids(page));
        if (page.length < 7) break;
        after = page.at(-1)!.idOferta;
      }
      expect(byKeyset).toEqual(byOffset);
      expect(byKeyset).toHaveLength(total);
    },
  );

  it('ignores desde when despuesDe is given, and gives nothing after the last offer', async () => {
    const all = ids(await list('empleo', 'desde=0&cantidad=100'));
    expect(ids(await list('empleo', `desde=50&cantidad=3&despuesDe=${all[1]}`))).toEqual(all.slice(2, 5));
    expect(await list('empleo', `cantidad=3&despuesDe=${all.at(-1)}`)).toEqual([]);
  });

  it('falls back to desde when the offer named by despuesDe does not exist', async () => {
    const all = ids(await list('empleo', 'desde=0&cantidad=100'));
    expect(ids(await list('empleo', 'desde=2&cantidad=3&despuesDe=2000000000'))).toEqual(all.slice(2, 5));
  });

  it('refuses a cursor that is not an id, changing nothing', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/Alumno/dameOfertasUsuario/empleo?despuesDe=abc',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15 });
  });
});
