import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOptions, OfferFilters } from '../filters';

interface Props {
  filters: OfferFilters;
  options: FilterOptions;
  onChange: (filters: OfferFilters) => void;
  onClear: () => void;
}

/** The filters of an offers list; every change applies at once (the list is already loaded). */
export const OfferFiltersForm = ({ filters, options, onChange, onClear }: Props) => {
  const { t, i18n } = useTranslation('offers');
  const id = useId();
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : `${i18n.language}-ES`);
  const set = (patch: Partial<OfferFilters>) => onChange({ ...filters, ...patch });

  const select = (
    name: keyof OfferFilters,
    label: string,
    choices: [string, string][],
    patch?: Partial<OfferFilters>,
  ) => (
    <div className="portal-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={String(filters[name])}
        onChange={(event) => set({ ...patch, [name]: event.target.value })}
      >
        <option value="">{t('any')}</option>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="offers-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>{t('filtersTitle')}</legend>
        <div className="portal-field">
          <label htmlFor={`${id}-texto`}>{t('filterText')}</label>
          <input
            id={`${id}-texto`}
            type="search"
            value={filters.texto}
            onChange={(event) => set({ texto: event.target.value })}
          />
        </div>
        {select(
          'provincia',
          t('filterProvince'),
          options.provincias.map((value) => [value, value]),
          { isla: '' },
        )}
        {options.islas.length > 0
          ? select(
              'isla',
              t('filterIsland'),
              options.islas.map(([value, text]) => [String(value), text]),
            )
          : null}
        {select(
          'sector',
          t('filterSector'),
          options.sectores.map((value) => [value, value]),
        )}
        {select(
          'modalidad',
          t('filterModality'),
          options.modalidades.map((value) => [String(value), t(`modality_${value}`)]),
        )}
        {options.contratos.length > 0
          ? select(
              'contrato',
              t('filterContract'),
              options.contratos.map((value) => [value, value]),
            )
          : null}
        {select(
          'salarioMinimo',
          t('filterSalary'),
          options.salarios.map((value) => [String(value), t('salaryFrom', { value: number.format(value) })]),
        )}
        {select(
          'dedicacion',
          t('filterDedication'),
          options.dedicaciones.map((value) => [String(value), t('dedicationValue', { value })]),
        )}
        {options.meses.length > 0
          ? select(
              'meses',
              t('filterDuration'),
              options.meses.map((value) => [String(value), t('months', { count: value })]),
            )
          : null}
        <label className="offers-filters__check">
          <input
            type="checkbox"
            checked={filters.soloEncajan}
            onChange={(event) => set({ soloEncajan: event.target.checked })}
          />
          {t('filterMatching')}
        </label>
        <div className="offers-filters__actions">
          <button type="button" className="portal-button portal-button--secondary" onClick={onClear}>
            {t('clearFilters')}
          </button>
        </div>
      </fieldset>
    </form>
  );
};
