import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { statusEs } from './locales/status.es';
import type { StatusCatalogueTexts } from './locales/types';
import { commonTexts } from './locales/common';

/**
 * The one i18next instance of the portal, shared as a federation singleton: a language switch in
 * the shell re-renders every remote. Each app adds its own namespace with `registerTranslations`.
 */
export const i18n = i18next.createInstance();

/**
 * The status catalogue is the largest text of every first view. Spanish, the default and the
 * fallback, comes with the code; Catalan and English are fetched only by a user of that language
 * (at start, or when switching), so nobody downloads the three.
 */
const laterStatusTexts: Partial<Record<Language, () => Promise<StatusCatalogueTexts>>> = {
  ca: () => import(/* webpackChunkName: "language-ca-status" */ './locales/status.ca').then((module) => module.statusCa),
  en: () => import(/* webpackChunkName: "language-en-status" */ './locales/status.en').then((module) => module.statusEn),
};

/** i18next's loader for what is not bundled: only those status texts (every app registers its own namespaces). */
const statusTextsLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = namespace === 'status' ? laterStatusTexts[language as Language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const resources: Resource = Object.fromEntries(
  languages.map((language): [Language, Resource[string]] => [
    language,
    language === 'es' ? { status: statusEs, common: commonTexts.es } : { common: commonTexts[language] },
  ]),
);

void i18n.use(initReactI18next).use(statusTextsLoader).init({
  resources,
  partialBundledLanguages: true,
  lng: sessionStore.getState().language ?? 'es',
  fallbackLng: 'es',
  supportedLngs: [...languages],
  ns: ['common', 'status'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Translations = Record<Language, Record<string, unknown>>;

/** Adds an app's namespace in every language (called once when the app's code loads). */
export const registerTranslations = (namespace: string, translations: Translations): void => {
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
};

/** Switches the whole portal's language and keeps the choice (spec 000 §1). */
export const applyLanguage = async (language: Language): Promise<void> => {
  sessionStore.getState().setLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await i18n.changeLanguage(language);
};

export const currentLanguage = (): Language => (i18n.language as Language | undefined) ?? 'es';
