import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchingOffersResponse,
  offerCountResponse,
  offerDetailResponse,
  offerListingResponse,
  type OfferListing,
} from '@portal/contracts';
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

const allOffers = async (): Promise<OfferListing[]> => {
  const lists = await Promise.all(
    ['empleo', 'practicas'].map(
      async (type) =>
        offerListingResponse.parse((await get(`/api/Alumno/dameOfertasUsuario/${type}?cantidad=100`)).json())
          .datos,
    ),
  );
  return lists.flat();
};

describe('offers for browsing', () => {
  it('the seed gives at least 60 offers of both types, with the fields the filters read', async () => {
    const offers = await allOffers();
    const jobs = offerCountResponse.parse(
      (await get('/api/Alumno/dameNumOfertasEmpleoUsuario')).json(),
    ).datos;
    const internships = offerCountResponse.parse(
      (await get('/api/Alumno/dameNumOfertasPracticasUsuario')).json(),
    ).datos;
    expect(jobs + internships).toBe(offers.length);
    expect(offers.length).toBeGreaterThanOrEqual(60);
    expect(new Set(offers.map((offer) => offer.provincia)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(offers.map((offer) => offer.sector)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(offers.map((offer) => offer.tipoModalidadAsistencia))).toEqual(new Set([1, 2, 3]));
    expect(offers.some((offer) => offer.nombreIsla === 'Mallorca')).toBe(true);
    expect(offers.some((offer) => offer.estudiaYtrabaja)).toBe(true);
    expect(offers.every((offer) => offer.salario === null || typeof offer.salario === 'number')).toBe(true);
  });

  it('the detail has every filled field, mandatory and desirable requirements and the company', async () => {
    const response = offerDetailResponse.parse(
      (await get('/api/Alumno/dameOferta/comercial-internacional-alemania-levante-tech')).json(),
    );
    expect(response.datos).toMatchObject({
      titulo: 'Comercial internacional para el mercado alemán',
      tipo: 'empleo',
      contrato: 'Indefinido',
      salario: 28000,
      tipoModalidadAsistencia: 3,
      empresaDatos: { nombreComercial: 'Levante Tech' },
      candidatura: null,
    });
    expect(response.datos.requisitosObligatorios.map((requirement) => requirement.descripcion)).toEqual([
      'Alemán B2',
      'Vehículo propio',
      'Inglés B2',
    ]);
    expect(response.datos.requisitosDeseables.map((requirement) => requirement.descripcion)).toEqual([
      'Disponibilidad para viajar',
    ]);
  });

  it('the detail shows the caller’s candidacy to the offer', async () => {
    const response = offerDetailResponse.parse(
      (await get('/api/Alumno/dameOferta/practicas-marketing-digital-levante-tech')).json(),
    );
    expect(response.datos.candidatura).toMatchObject({ idEstado: 16 });
  });

  it('4 for an offer that does not exist', async () => {
    expect((await get('/api/Alumno/dameOferta/no-existe')).json()).toEqual({ status: 4 });
  });

  it('marks the offers that match the student: degree, level and mandatory requirements', async () => {
    const ids = matchingOffersResponse.parse(
      (await get('/api/Alumno/ofertasEncajanConUsuario')).json(),
    ).datos;
    const offers = await allOffers();
    const idOf = (slug: string) => offers.find((offer) => offer.urlAcceso === slug)?.idOferta;
    // Grado en Ingeniería Informática, English B2, no car.
    expect(ids).toContain(idOf('practicas-desarrollo-software-solo-grado-levante-tech'));
    expect(ids).toContain(idOf('desarrollador-full-stack-junior-levante-tech'));
    expect(ids).not.toContain(idOf('practicas-enfermeria-quirofano-hospital'));
    expect(ids).not.toContain(idOf('practicas-investigacion-clinica-master-hospital'));
    expect(ids).not.toContain(idOf('comercial-internacional-alemania-levante-tech'));
  });
});
