/**
 * The public interface of the reference-data cache singleton. Every export here is part of a
 * versioned contract (see public-surface.json): add one with a minor version, change or remove
 * one with a major version.
 */
export {
  domainsStore,
  loadDomains,
  useDomains,
  useDomainsError,
  type LanguageDomains,
  type DomainsState,
} from './store';
export { loadCandidacyStates, loadChangeReasons, useCandidacyStates, useChangeReasons } from './single-lists';
export { loadBrandSettings, useLoadedBrandSettings } from './brand-settings';
