import { describe, expect, it } from 'vitest';
import type { OfferListing } from '@portal/contracts';
import { applyFilters, filterOptions, noFilters } from './filters';

const offer = (id: number, patch: Partial<OfferListing>): OfferListing => ({
  idOferta: id,
  urlAcceso: `oferta-${id}`,
  titulo: `Oferta ${id}`,
  empresa: 'Empresa',
  fecha: '2026-11-01T00:00:00.000Z',
  fechaDestacada: null,
  provincia: 'Valencia',
  textoPerfilOferta: 'Prácticas',
  tipo: 'practicas',
  estudiaYtrabaja: false,
  idIsla: null,
  nombreIsla: null,
  sector: 'Sanidad',
  tipoModalidadAsistencia: 1,
  contrato: null,
  salario: null,
  tiempoDedicacionJornada: 80,
  meses: 6,
  ...patch,
});

const offers = [
  offer(1, {
    titulo: 'Prácticas de análisis de datos',
    provincia: 'Illes Balears',
    idIsla: 1,
    nombreIsla: 'Mallorca',
    salario: 900,
  }),
  offer(2, { titulo: 'Enfermería', salario: 12_000, tipoModalidadAsistencia: 2 }),
  offer(3, {
    titulo: 'Diseño',
    provincia: 'Illes Balears',
    idIsla: 3,
    nombreIsla: 'Eivissa',
    salario: 2_500,
    meses: 3,
  }),
];

describe('offer filters', () => {
  it('finds words regardless of accents and case, in title, company, sector and place', () => {
    expect(
      applyFilters(offers, { ...noFilters, texto: 'ANALISIS mallorca' }, new Set()).map(
        (item) => item.idOferta,
      ),
    ).toEqual([1]);
    expect(applyFilters(offers, { ...noFilters, texto: 'nada de esto' }, new Set())).toEqual([]);
  });

  it('narrows by province and island, modality, duration, salary from, and matching offers', () => {
    const ids = (filters: Partial<typeof noFilters>, matching = new Set<number>()) =>
      applyFilters(offers, { ...noFilters, ...filters }, matching).map((item) => item.idOferta);
    expect(ids({ provincia: 'Illes Balears' })).toEqual([1, 3]);
    expect(ids({ provincia: 'Illes Balears', isla: '3' })).toEqual([3]);
    expect(ids({ modalidad: '2' })).toEqual([2]);
    expect(ids({ meses: '3' })).toEqual([3]);
    expect(ids({ salarioMinimo: '2000' })).toEqual([2, 3]);
    expect(ids({ soloEncajan: true }, new Set([2]))).toEqual([2]);
  });

  it('sorts salary choices numerically, not as text, and lists islands of the chosen province', () => {
    const options = filterOptions(offers, '');
    expect(options.salarios).toEqual([900, 2_500, 12_000]);
    expect(options.islas.map(([, name]) => name)).toEqual(['Eivissa', 'Mallorca']);
    expect(filterOptions(offers, 'Valencia').islas).toEqual([]);
  });
});
