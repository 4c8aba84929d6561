import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { z } from 'zod';
import { envelope, type Language } from '@portal/contracts';
import { call, isApiError } from '@portal/api-client';

/** Reference lists by name (provinces, sectors, contract types...), as the server sends them. */
export const domainsSchema = z.record(z.string(), z.unknown());
export type Domains = z.infer<typeof domainsSchema>;

export interface DomainsState {
  byLanguage: Partial<Record<Language, Domains>>;
  /** The status of a failed load, stored whole so the banner can show it (spec 000 §4). */
  error: number | null;
}

/**
 * The reference-data cache: loaded once per language for the whole portal, whichever app asks
 * first. It is a federation singleton, so a second remote asking for the same language gets the
 * list already loaded, or the request already under way.
 */
export const domainsStore = createStore<DomainsState>()(() => ({ byLanguage: {}, error: null }));

const inFlight = new Map<Language, Promise<Domains>>();

export const loadDomains = (language: Language): Promise<Domains> => {
  const cached = domainsStore.getState().byLanguage[language];
  if (cached) return Promise.resolve(cached);
  const pending = inFlight.get(language);
  if (pending) return pending;
  const request = call({ url: `/api/Dominios/dominios/${language}` }, envelope(domainsSchema))
    .then((domains) => {
      domainsStore.setState((state) => ({ byLanguage: { ...state.byLanguage, [language]: domains }, error: null }));
      return domains;
    })
    .catch((error: unknown) => {
      domainsStore.setState({ error: isApiError(error) ? error.status : 500 });
      throw error;
    })
    .finally(() => inFlight.delete(language));
  inFlight.set(language, request);
  return request;
};

export const useDomains = (language: Language): Domains | undefined =>
  useStore(domainsStore, (state) => state.byLanguage[language]);
