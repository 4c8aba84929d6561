import { useTranslation } from 'react-i18next';
import type { ProvinceId } from '@portal/contracts';
import { islandsOf } from './PlaceFields';
import { SelectField } from './SearchableSelect';
import { usePlaceDomains } from './use-place-domains';
import './i18n';

export interface IslandSelectProps {
  id: string;
  provinceId: ProvinceId | null;
  value: number | null;
  onChange: (idIsla: number | null) => void;
  required?: boolean;
}

/** The islands of a province (Illes Balears, Las Palmas, Santa Cruz de Tenerife); nothing for the others. */
export const IslandSelect = ({ id, provinceId, value, onChange, required }: IslandSelectProps) => {
  const { t } = useTranslation('places');
  const { loaded } = usePlaceDomains();
  const islands = islandsOf(loaded?.domains.islas ?? [], provinceId);
  if (islands.length === 0) return null;
  return (
    <SelectField
      id={id}
      label={t('island')}
      options={islands.map((island) => ({ value: String(island.idIsla), label: island.descripcion }))}
      value={value === null ? '' : String(value)}
      required={required}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
    />
  );
};
