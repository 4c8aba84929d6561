import { useEffect } from 'react';
import { loadDomains, useDomains } from '@portal/domains';
import { useLoadedDomains } from '@portal/ui';

/**
 * Provinces to choose from: labelled in the user's language, valued by their Spanish name, the
 * form offers store and my offers' province filter compares (the demo's offers are in Spanish).
 */
export const useProvinceOptions = (): { value: string; label: string; idProvincia: string }[] => {
  const local = useLoadedDomains();
  const spanish = useDomains('es');
  useEffect(() => {
    loadDomains('es').catch(() => undefined);
  }, []);
  const spanishNames = new Map(
    (spanish?.domains.provincias ?? []).map((province) => [province.idProvincia, province.nameProvincia]),
  );
  return (local?.domains.provincias ?? []).map((province) => ({
    value: spanishNames.get(province.idProvincia) ?? province.nameProvincia,
    label: province.nameProvincia,
    idProvincia: province.idProvincia,
  }));
};
