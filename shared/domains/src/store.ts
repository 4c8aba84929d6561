import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ChangeReason, DomainItem, DomainLists, Domains, Language } from '@portal/contracts';
import { isApiError } from '@portal/http';
import { domainsApi } from './calls';

/** Everything the cache holds for one language. */
export interface LanguageDomains {
  /** `dominios/{language}`: provinces with municipalities, countries, islands... */
  domains: Domains;
  /** The bulk lists (street types, degrees...); absent when that call failed, which is silent. */
  lists?: DomainLists;
  /** Absent when that call failed (silent, spec 000 §7). */
  changeReasons?: ChangeReason[];
  /** Absent when that call failed (silent, spec 000 §7). */
  companyTypes?: DomainItem[];
}

export interface DomainsState {
  byLanguage: Partial<Record<Language, LanguageDomains>>;
  /**
   * The status of a failed load of `dominios`, per language: the banner has shown the complete
   * error for it (spec 000 §4, reference data) and the forms show it in place.
   */
  errors: Partial<Record<Language, number>>;
}

/**
 * The reference-data cache: loaded once per language for the whole portal, whichever app asks
 * first. It is a federation singleton (shared/mf-config), so a second remote asking for the same
 * language gets what is loaded, or the request already under way; a language switch makes the
 * pages ask for the new language, loaded once in turn.
 */
export const domainsStore = createStore<DomainsState>()(() => ({ byLanguage: {}, errors: {} }));

const inFlight = new Map<Language, Promise<LanguageDomains>>();

const merge = (language: Language, part: Partial<LanguageDomains>) =>
  domainsStore.setState((state) => {
    const current = state.byLanguage[language];
    return current ? { byLanguage: { ...state.byLanguage, [language]: { ...current, ...part } } } : {};
  });

/** Loads the lists that may fail silently; each lands in the store as it arrives. */
const loadSilentParts = (language: Language) =>
  Promise.allSettled([
    domainsApi.lists(language, { silent: true }).then((lists) => merge(language, { lists })),
    domainsApi
      .changeReasons(language, { silent: true })
      .then((changeReasons) => merge(language, { changeReasons })),
    domainsApi
      .companyTypes(language, { silent: true })
      .then((companyTypes) => merge(language, { companyTypes })),
  ]);

export const loadDomains = (language: Language): Promise<LanguageDomains> => {
  const cached = domainsStore.getState().byLanguage[language];
  if (cached) return Promise.resolve(cached);
  const pending = inFlight.get(language);
  if (pending) return pending;
  const request = domainsApi
    .domains(language)
    .then(async (domains) => {
      domainsStore.setState((state) => {
        const { [language]: _cleared, ...errors } = state.errors;
        return { byLanguage: { ...state.byLanguage, [language]: { domains } }, errors };
      });
      await loadSilentParts(language);
      const loaded = domainsStore.getState().byLanguage[language];
      return loaded ?? { domains };
    })
    .catch((error: unknown) => {
      // Not silent: the api-client has reported it, so the banner shows the complete error.
      domainsStore.setState((state) => ({
        errors: { ...state.errors, [language]: isApiError(error) ? error.status : 500 },
      }));
      throw error;
    })
    .finally(() => inFlight.delete(language));
  inFlight.set(language, request);
  return request;
};

export const useDomains = (language: Language): LanguageDomains | undefined =>
  useStore(domainsStore, (state) => state.byLanguage[language]);

export const useDomainsError = (language: Language): number | undefined =>
  useStore(domainsStore, (state) => state.errors[language]);
