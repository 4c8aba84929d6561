import { describe, expect, it } from 'vitest';
import { defaultFilters, filtersOf, paramsOf, queryOf } from './filters';

describe('the filters of a queue in the URL', () => {
  it('reads what the URL says and keeps the defaults for what is missing or wrong', () => {
    expect(filtersOf(new URLSearchParams(''))).toEqual(defaultFilters);
    expect(filtersOf(new URLSearchParams('pagina=3&porPagina=50&texto=%20fusteria%20&estado=rechazada&orden=nombre&direccion=desc'))).toEqual({
      pagina: 3,
      porPagina: 50,
      texto: 'fusteria',
      estado: 'rechazada',
      orden: 'nombre',
      direccion: 'desc',
    });
    expect(filtersOf(new URLSearchParams('pagina=0&porPagina=1000&orden=x&direccion=up'))).toEqual(defaultFilters);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(paramsOf(defaultFilters).toString()).toBe('');
    const filters = { ...defaultFilters, texto: 'a b', pagina: 2 };
    expect(paramsOf(filters).toString()).toBe('pagina=2&texto=a+b');
    expect(filtersOf(paramsOf(filters))).toEqual(filters);
    expect(queryOf(defaultFilters)).toEqual({ pagina: 1, porPagina: 20, orden: 'antiguedad', direccion: 'asc' });
  });
});
