import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, type Language } from '@portal/contracts';
import { loadDomains, useDomains, type LanguageDomains } from '@portal/domains';

/** The portal language as the API names it (es when i18next holds something else). */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return asLanguage(i18n.language);
};

/** The shared reference-data cache of the current language, asking for it if nobody has yet. */
export const useLoadedDomains = (): LanguageDomains | undefined => {
  const language = useLanguage();
  const domains = useDomains(language);
  useEffect(() => {
    // A failure is reported to the shell's banner by the shared cache itself.
    loadDomains(language).catch(() => undefined);
  }, [language]);
  return domains;
};

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
