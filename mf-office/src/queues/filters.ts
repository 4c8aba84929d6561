import { queueSortKeys, type QueueListQuery } from '@portal/contracts';

/**
 * The filters of a queue's list as they live in the URL (`?texto=…&estado=…&orden=…`), so a
 * reload or a shared link shows the same list. Only what differs from the defaults is written.
 */
export interface ListFilters {
  pagina: number;
  porPagina: number;
  texto: string;
  /** '' is what waits for the office (the server's default for each queue). */
  estado: string;
  orden: (typeof queueSortKeys)[number];
  direccion: 'asc' | 'desc';
}

export const pageSizes = [10, 20, 50, 100] as const;

export const defaultFilters: ListFilters = { pagina: 1, porPagina: 20, texto: '', estado: '', orden: 'antiguedad', direccion: 'asc' };

const wholeIn = (raw: string | null, min: number, max: number, fallback: number) => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
};

export const filtersOf = (params: URLSearchParams): ListFilters => {
  const orden = params.get('orden');
  const size = wholeIn(params.get('porPagina'), 5, 100, defaultFilters.porPagina);
  return {
    pagina: wholeIn(params.get('pagina'), 1, 100_000, 1),
    porPagina: size,
    texto: (params.get('texto') ?? '').trim().slice(0, 100),
    estado: (params.get('estado') ?? '').trim().slice(0, 40),
    orden: queueSortKeys.find((key) => key === orden) ?? defaultFilters.orden,
    direccion: params.get('direccion') === 'desc' ? 'desc' : 'asc',
  };
};

export const paramsOf = (filters: ListFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultFilters) as (keyof ListFilters)[]) {
    if (filters[key] !== defaultFilters[key]) params.set(key, String(filters[key]));
  }
  return params;
};

/** The list call's query: the server fills in what is left out. */
export const queryOf = (filters: ListFilters): Partial<QueueListQuery> => ({
  pagina: filters.pagina,
  porPagina: filters.porPagina,
  orden: filters.orden,
  direccion: filters.direccion,
  ...(filters.texto ? { texto: filters.texto } : {}),
  ...(filters.estado ? { estado: filters.estado } : {}),
});

/** Whether the list is narrowed by words or a state other than what waits. */
export const isFiltered = (filters: ListFilters): boolean => filters.texto !== '' || filters.estado !== '';
