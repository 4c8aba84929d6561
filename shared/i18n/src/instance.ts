import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { statusTexts } from './locales/status';
import { commonTexts } from './locales/common';

/**
 * The one i18next instance of the portal, shared as a federation singleton: a language switch in
 * the shell re-renders every remote. Each app adds its own namespace with `registerTranslations`.
 */
export const i18n = i18next.createInstance();

const resources: Resource = Object.fromEntries(
  languages.map((language) => [language, { status: statusTexts[language], common: commonTexts[language] }]),
);

void i18n.use(initReactI18next).init({
  resources,
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
