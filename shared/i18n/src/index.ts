export { i18n, registerTranslations, applyLanguage, currentLanguage, type Translations } from './instance';
export type { StatusTexts, StatusCatalogueTexts } from './locales/types';
export { statusTextKey } from './status-keys';
