import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './SearchableSelect';
import { usePlaceDomains } from './use-place-domains';
import './i18n';

export interface StreetTypeSelectProps {
  id: string;
  value: number | null;
  onChange: (idTipoVia: number | null) => void;
  required?: boolean;
}

/**
 * Street types (Calle, Avenida...) from the bulk lists. That call fails silently (spec 000 §7):
 * until it has arrived the select stays disabled.
 */
export const StreetTypeSelect = ({ id, value, onChange, required }: StreetTypeSelectProps) => {
  const { t } = useTranslation('places');
  const { loaded } = usePlaceDomains();
  const streetTypes = loaded?.lists?.tiposVia;
  const options = useMemo(
    () => streetTypes?.map((type) => ({ value: String(type.id), label: type.descripcion })) ?? [],
    [streetTypes],
  );
  return (
    <SelectField
      id={id}
      label={t('streetType')}
      options={options}
      value={value === null ? '' : String(value)}
      required={required}
      disabled={!streetTypes}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
    />
  );
};
