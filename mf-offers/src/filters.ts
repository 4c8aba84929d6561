import type { OfferListing } from '@portal/contracts';

/** What the student can narrow the offers by; '' means "any". */
export interface OfferFilters {
  texto: string;
  provincia: string;
  isla: string;
  sector: string;
  modalidad: string;
  contrato: string;
  salarioMinimo: string;
  dedicacion: string;
  meses: string;
  soloEncajan: boolean;
}

export const noFilters: OfferFilters = {
  texto: '',
  provincia: '',
  isla: '',
  sector: '',
  modalidad: '',
  contrato: '',
  salarioMinimo: '',
  dedicacion: '',
  meses: '',
  soloEncajan: false,
};

/** Lower case without accents, so "practicas" finds "Prácticas". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Salary steps of the "from" filter: hundreds for monthly amounts, thousands for yearly ones. */
export const salaryStep = (salary: number) => (salary >= 10_000 ? 1000 : 100);
const salaryFloor = (salary: number) => Math.floor(salary / salaryStep(salary)) * salaryStep(salary);

export const applyFilters = (
  offers: OfferListing[],
  filters: OfferFilters,
  matching: ReadonlySet<number>,
) => {
  const words = folded(filters.texto).split(/\s+/).filter(Boolean);
  return offers.filter((offer) => {
    const haystack = folded(
      [offer.titulo, offer.empresa, offer.sector, offer.provincia, offer.nombreIsla]
        .filter(Boolean)
        .join(' '),
    );
    return (
      words.every((word) => haystack.includes(word)) &&
      (!filters.provincia || offer.provincia === filters.provincia) &&
      (!filters.isla || String(offer.idIsla) === filters.isla) &&
      (!filters.sector || offer.sector === filters.sector) &&
      (!filters.modalidad || String(offer.tipoModalidadAsistencia) === filters.modalidad) &&
      (!filters.contrato || offer.contrato === filters.contrato) &&
      (!filters.salarioMinimo || (offer.salario ?? -1) >= Number(filters.salarioMinimo)) &&
      (!filters.dedicacion || String(offer.tiempoDedicacionJornada) === filters.dedicacion) &&
      (!filters.meses || String(offer.meses) === filters.meses) &&
      (!filters.soloEncajan || matching.has(offer.idOferta))
    );
  });
};

const distinct = <T>(values: (T | null)[]) => [
  ...new Set(values.filter((value): value is T => value !== null)),
];
const byText = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });
const byNumber = (a: number, b: number) => a - b;

/** The choices of each filter, from the offers loaded: texts alphabetically, numbers numerically. */
export const filterOptions = (offers: OfferListing[], provincia: string) => ({
  provincias: distinct(offers.map((offer) => offer.provincia)).sort(byText),
  islas: [
    ...new Map(
      offers
        .filter((offer) => offer.idIsla !== null && (!provincia || offer.provincia === provincia))
        .map((offer) => [offer.idIsla!, offer.nombreIsla ?? String(offer.idIsla)] as const),
    ),
  ].sort(([, a], [, b]) => byText(a, b)),
  sectores: distinct(offers.map((offer) => offer.sector)).sort(byText),
  modalidades: distinct(offers.map((offer) => offer.tipoModalidadAsistencia)).sort(byNumber),
  contratos: distinct(offers.map((offer) => offer.contrato)).sort(byText),
  salarios: distinct(
    offers.map((offer) => (offer.salario === null ? null : salaryFloor(offer.salario))),
  ).sort(byNumber),
  dedicaciones: distinct(offers.map((offer) => offer.tiempoDedicacionJornada)).sort(byNumber),
  meses: distinct(offers.map((offer) => offer.meses)).sort(byNumber),
});
export type FilterOptions = ReturnType<typeof filterOptions>;
