import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, type DomainItem, type Language } from '@portal/contracts';
import { loadDomains, useDomains, type LanguageDomains } from '@portal/domains';

/** The portal language as the API names it (es when i18next holds something else). */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation('cv');
  return asLanguage(i18n.language);
};

/** The shared reference-data cache of the current language, asking for it if nobody has yet. */
export const useCvDomains = (): LanguageDomains | undefined => {
  const language = useLanguage();
  const domains = useDomains(language);
  useEffect(() => {
    // A failure is reported to the shell's banner by the shared cache itself.
    loadDomains(language).catch(() => undefined);
  }, [language]);
  return domains;
};

/** The name of a reference-data item, or its id until the list arrives. */
export const labelOf = (items: readonly DomainItem[] | undefined, id: number | null | undefined): string =>
  id === null || id === undefined ? '' : (items?.find((item) => item.id === id)?.descripcion ?? String(id));
