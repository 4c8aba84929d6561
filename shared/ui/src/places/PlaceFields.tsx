import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  spainCountryId,
  type Island,
  type Language,
  type Province,
  type ProvinceId,
} from '@portal/contracts';
import { Loading, Notice } from '../components';
import { SelectField, TextField, type SelectOption } from './SearchableSelect';
import { usePlaceDomains } from './use-place-domains';
import './i18n';

/** A place as the portal's forms send it (spec 001 §3: idPais, idProvincia, provinciaOtros...). */
export interface Place {
  idPais: number | null;
  idProvincia: ProvinceId | null;
  /** The province when the country is not Spain. */
  provinciaOtros: string;
  idLocalidad: number | null;
  /** The town when there is no list to choose from. */
  localidadOtros: string;
  idIsla: number | null;
}

export const emptyPlace: Place = {
  idPais: spainCountryId,
  idProvincia: null,
  provinciaOtros: '',
  idLocalidad: null,
  localidadOtros: '',
  idIsla: null,
};

const collators: Partial<Record<Language, Intl.Collator>> = {};
const collatorFor = (language: Language) =>
  (collators[language] ??= new Intl.Collator(language, { sensitivity: 'accent', numeric: true }));

/** Municipalities of a province as options, sorted by name in the language shown. */
const municipalityOptions = (province: Province | undefined, language: Language): SelectOption[] =>
  Object.entries(province?.localidades ?? {})
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collatorFor(language).compare(a.label, b.label));

export const islandsOf = (islands: readonly Island[], provinceId: ProvinceId | null): Island[] =>
  provinceId ? islands.filter((island) => island.idProvincia === provinceId) : [];

export interface PlaceFieldsProps {
  /** Prefix of the fields' ids, unique on the page ("cv-address"). */
  idPrefix: string;
  value: Place;
  onChange: (place: Place) => void;
  required?: boolean;
}

/**
 * Country → province → municipality (spec 001 §2, address fields): the province is a list when the
 * country is Spain (1) and free text otherwise; the municipality a list once a province with
 * municipalities is chosen, free text otherwise; the island when the province has islands.
 */
export const PlaceFields = ({ idPrefix, value, onChange, required }: PlaceFieldsProps) => {
  const { t } = useTranslation('places');
  const { language, loaded, error, retry } = usePlaceDomains();
  const domains = loaded?.domains;

  const countries = useMemo(
    () => domains?.paises.map((country) => ({ value: String(country.id), label: country.descripcion })) ?? [],
    [domains],
  );
  const provinces = useMemo(
    () =>
      domains?.provincias.map((province) => ({
        value: province.idProvincia,
        label: province.nameProvincia,
      })) ?? [],
    [domains],
  );
  const province = domains?.provincias.find((candidate) => candidate.idProvincia === value.idProvincia);
  const municipalities = useMemo(() => municipalityOptions(province, language), [province, language]);
  const islands = islandsOf(domains?.islas ?? [], value.idProvincia);

  if (!domains) {
    if (error === undefined) return <Loading label={t('loading')} />;
    return (
      <Notice
        tone="error"
        title={t('loadError')}
        action={
          <button type="button" className="portal-button" onClick={retry}>
            {t('retry')}
          </button>
        }
      />
    );
  }

  const inSpain = value.idPais === spainCountryId;
  const change = (part: Partial<Place>) => onChange({ ...value, ...part });
  return (
    <>
      <SelectField
        id={`${idPrefix}-country`}
        label={t('country')}
        options={countries}
        value={value.idPais === null ? '' : String(value.idPais)}
        required={required}
        searchable
        onChange={(selected) => onChange({ ...emptyPlace, idPais: selected ? Number(selected) : null })}
      />
      {inSpain ? (
        <SelectField
          id={`${idPrefix}-province`}
          label={t('province')}
          options={provinces}
          value={value.idProvincia ?? ''}
          required={required}
          onChange={(selected) =>
            change({
              idProvincia: selected || null,
              idLocalidad: null,
              localidadOtros: '',
              idIsla: null,
            })
          }
        />
      ) : (
        <TextField
          id={`${idPrefix}-province`}
          label={t('province')}
          value={value.provinciaOtros}
          required={required}
          onChange={(provinciaOtros) => change({ provinciaOtros })}
        />
      )}
      {inSpain && islands.length > 0 ? (
        <SelectField
          id={`${idPrefix}-island`}
          label={t('island')}
          options={islands.map((island) => ({ value: String(island.idIsla), label: island.descripcion }))}
          value={value.idIsla === null ? '' : String(value.idIsla)}
          required={required}
          onChange={(selected) => change({ idIsla: selected ? Number(selected) : null })}
        />
      ) : null}
      {inSpain && municipalities.length > 0 ? (
        <SelectField
          id={`${idPrefix}-municipality`}
          label={t('municipality')}
          options={municipalities}
          value={value.idLocalidad === null ? '' : String(value.idLocalidad)}
          required={required}
          searchable
          onChange={(selected) =>
            change({ idLocalidad: selected ? Number(selected) : null, localidadOtros: '' })
          }
        />
      ) : (
        <TextField
          id={`${idPrefix}-municipality`}
          label={t('municipality')}
          value={value.localidadOtros}
          required={required}
          onChange={(localidadOtros) => change({ localidadOtros, idLocalidad: null })}
        />
      )}
    </>
  );
};
