import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ChangeReason, DomainItem, Language } from '@portal/contracts';
import type { CallOptions } from '@portal/api-client';
import { domainsApi } from './calls';
import { domainsStore, type LanguageDomains } from './store';

/**
 * One reference list alone, per language: what a page needs when it shows a few labels (the
 * student's home labels candidacies by state and offers reasons to reject a pre-enrolment),
 * without the whole reference data (`dominios`, `dominiosList`: some 160 KiB, which on a phone's
 * network competes with the page's own code). Taken from the whole reference data when a page
 * has loaded it already. Every load is silent: a page falls back (a number for a label, "could
 * not be read" for a choice) instead of showing the banner.
 */
const singleList = <T>(
  fetch: (language: Language, options: CallOptions) => Promise<T[]>,
  fromWhole: (loaded: LanguageDomains | undefined) => T[] | undefined,
) => {
  /** The list of each language once read; null when reading it failed. */
  const store = createStore<Partial<Record<Language, T[] | null>>>()(() => ({}));
  const inFlight = new Map<Language, Promise<T[]>>();

  const load = (language: Language): Promise<T[]> => {
    const known = fromWhole(domainsStore.getState().byLanguage[language]) ?? store.getState()[language];
    if (known) return Promise.resolve(known);
    let request = inFlight.get(language);
    if (!request) {
      request = fetch(language, { silent: true })
        .then(
          (list) => {
            store.setState({ [language]: list });
            return list;
          },
          (error: unknown) => {
            store.setState({ [language]: null });
            throw error;
          },
        )
        .finally(() => inFlight.delete(language));
      inFlight.set(language, request);
    }
    return request;
  };

  /** The list once read (by `load` or with the whole reference data), null when it could not be read, undefined before. */
  const use = (language: Language): T[] | null | undefined => {
    const own = useStore(store, (state) => state[language]);
    const whole = useStore(domainsStore, (state) => fromWhole(state.byLanguage[language]));
    return whole ?? own;
  };

  return { load, use };
};

const candidacyStates = singleList<DomainItem>(domainsApi.candidacyStates, (loaded) => loaded?.domains.estadosCandidatura);
const changeReasons = singleList<ChangeReason>(domainsApi.changeReasons, (loaded) => loaded?.changeReasons);

/** Loads the candidacy states of a language once for the page; a failure is silent (the labels fall back). */
export const loadCandidacyStates = candidacyStates.load;

/** The candidacy states of a language, once loaded (by loadCandidacyStates or with the whole reference data). */
export const useCandidacyStates = (language: Language): DomainItem[] | undefined => candidacyStates.use(language) ?? undefined;

/** Loads the reasons for changing a candidacy's state (spec 000 §7) once for the page; a failure is silent. */
export const loadChangeReasons = changeReasons.load;

/** The reasons for changing a candidacy's state: undefined while loading, null when they could not be read. */
export const useChangeReasons = changeReasons.use;
