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
