/**
 * The public interface of the i18n singleton: the page's one i18next instance and the status
 * texts of the catalogue. Every export here is part of a versioned contract (see
 * public-surface.json): add one with a minor version, change or remove one with a major version.
 */
export {
  i18n,
  registerTranslations,
  registerTranslationsByLanguage,
  applyLanguage,
  currentLanguage,
  type Translations,
  type TranslationsByLanguage,
} from './instance';
export type { StatusTexts, StatusCatalogueTexts } from './locales/types';
export { statusTextKey } from './status-keys';
