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

type Texts = Record<string, unknown>;
type LaterLanguage = Exclude<Language, 'es'>;

/** An app's texts of a namespace: Spanish with its code, each other language fetched when needed. */
export type TranslationsByLanguage = { es: Texts } & Record<LaterLanguage, () => Promise<Texts>>;

/** What every app registered with `registerTranslationsByLanguage`: namespace → language → loaders (one per file). */
const laterTexts = new Map<string, Map<LaterLanguage, (() => Promise<Texts>)[]>>();

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Several files' keys of one namespace as one tree (a later file's key wins). */
const mergedTexts = (parts: Texts[]): Texts =>
  parts.reduce<Texts>((merged, part) => {
    for (const [key, value] of Object.entries(part)) {
      const before = merged[key];
      merged[key] = isTexts(before) && isTexts(value) ? mergedTexts([before, value]) : value;
    }
    return merged;
  }, {});

const loaderOf = (language: Language, namespace: string): (() => Promise<Texts>) | undefined => {
  if (namespace === 'status') return laterStatusTexts[language];
  const loaders = language === 'es' ? undefined : laterTexts.get(namespace)?.get(language);
  return loaders && (() => Promise.all(loaders.map((load) => load())).then(mergedTexts));
};

/**
 * i18next's loader for what is not bundled: the status texts and the apps' namespaces in a
 * language other than Spanish. i18next calls it for every namespace when the language changes,
 * before it says so: the page switches with the new texts already there, never showing keys.
 */
const laterTextsLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaderOf(language as Language, namespace);
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

void i18n.use(initReactI18next).use(laterTextsLoader).init({
  resources,
  partialBundledLanguages: true,
  lng: sessionStore.getState().language ?? 'es',
  fallbackLng: 'es',
  supportedLngs: [...languages],
  ns: ['common', 'status'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // A component shows an app's texts in the user's language once they arrive (a file that
  // registered after its namespace was first loaded adds its own).
  react: { bindI18nStore: 'added' },
});

export type Translations = Record<Language, Record<string, unknown>>;

/** Adds an app's namespace in every language (called once when the app's code loads). */
export const registerTranslations = (namespace: string, translations: Translations): void => {
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
};

/**
 * Adds an app's namespace (or more of its keys) with only the Spanish texts in the code that
 * registers them; a Catalan or English user fetches that language's file alone, started here as
 * soon as the code runs, and a language switch fetches the new one before the page changes.
 * A component of the namespace (`useTranslation(namespace)`) waits for its texts (the shell's
 * loading state) rather than showing keys or Spanish.
 */
export const registerTranslationsByLanguage = (namespace: string, { es, ...later }: TranslationsByLanguage): void => {
  i18n.addResourceBundle('es', namespace, es, true, true);
  const byLanguage = laterTexts.get(namespace) ?? new Map<LaterLanguage, (() => Promise<Texts>)[]>();
  laterTexts.set(namespace, byLanguage);
  for (const [language, load] of Object.entries(later) as [LaterLanguage, () => Promise<Texts>][]) {
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), load]);
  }
  const ns = i18n.options.ns;
  if (Array.isArray(ns) && !ns.includes(namespace)) ns.push(namespace);
  const language = currentLanguage();
  const load = language === 'es' ? undefined : later[language];
  load?.().then(
    (texts) => i18n.addResourceBundle(language, namespace, texts, true, true),
    (error: unknown) => console.error(`The ${language} texts of ${namespace} did not load`, error),
  );
};

/** Switches the whole portal's language and keeps the choice (spec 000 §1). */
export const applyLanguage = async (language: Language): Promise<void> => {
  sessionStore.getState().setLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await i18n.changeLanguage(language);
};

export const currentLanguage = (): Language => (i18n.language as Language | undefined) ?? 'es';
