import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { DomainItem, Language } from '@portal/contracts';
import { domainsApi } from './calls';
import { domainsStore } from './store';

/**
 * The candidacy states alone, per language: what a list of candidacies needs to label them (the
 * student's home), without the whole reference data (`dominios`, `dominiosList`: some 160 KiB).
 * Taken from the whole reference data when a page has loaded it already.
 */
const statesStore = createStore<Partial<Record<Language, DomainItem[]>>>()(() => ({}));
const inFlight = new Map<Language, Promise<DomainItem[]>>();

const fromDomains = (language: Language): DomainItem[] | undefined => domainsStore.getState().byLanguage[language]?.domains.estadosCandidatura;

/** Loads the candidacy states of a language once for the page; a failure is silent (the labels fall back). */
export const loadCandidacyStates = (language: Language): Promise<DomainItem[]> => {
  const known = fromDomains(language) ?? statesStore.getState()[language];
  if (known) return Promise.resolve(known);
  let request = inFlight.get(language);
  if (!request) {
    request = domainsApi
      .candidacyStates(language, { silent: true })
      .then((states) => {
        statesStore.setState({ [language]: states });
        return states;
      })
      .finally(() => inFlight.delete(language));
    inFlight.set(language, request);
  }
  return request;
};

/** The candidacy states of a language, once loaded (by loadCandidacyStates or with the whole reference data). */
export const useCandidacyStates = (language: Language): DomainItem[] | undefined => {
  const own = useStore(statesStore, (state) => state[language]);
  const whole = useStore(domainsStore, (state) => state.byLanguage[language]?.domains.estadosCandidatura);
  return whole ?? own;
};
