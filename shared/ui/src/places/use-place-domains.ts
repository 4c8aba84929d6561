import { useCallback, useEffect } from 'react';
import type { Language } from '@portal/contracts';
import { loadDomains, useDomains, useDomainsError, type LanguageDomains } from '@portal/domains';
import { useLanguage } from '../labels/use-language';

export interface PlaceDomains {
  language: Language;
  /** Undefined while loading or after a failure. */
  loaded: LanguageDomains | undefined;
  /** The status of a failed load (the banner has shown it too). */
  error: number | undefined;
  retry: () => void;
}

const ignore = () => undefined;

/**
 * The domains of the language shown, from the portal-wide cache: the first component to ask loads
 * them, every other one (in any remote) reuses them; a language switch asks for the new language.
 */
export const usePlaceDomains = (): PlaceDomains => {
  const language = useLanguage();
  const loaded = useDomains(language);
  const error = useDomainsError(language);
  useEffect(() => {
    // A failure is in the store (and the banner): nothing more to do here.
    loadDomains(language).catch(ignore);
  }, [language]);
  const retry = useCallback(() => {
    loadDomains(language).catch(ignore);
  }, [language]);
  return { language, loaded, error, retry };
};

/** Case and accents never stop a match: "avila" finds "ÁVILA". */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
