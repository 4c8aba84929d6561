import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';

const labels: Record<Language, string> = { es: 'ES', ca: 'CA', en: 'EN' };
const names: Record<Language, string> = { es: 'Español', ca: 'Català', en: 'English' };

/** CA / ES / EN: the language of the whole portal, every remote included. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation('shell');
  return (
    <div className="shell-language" role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          title={names[language]}
          onClick={() => void applyLanguage(language)}
        >
          {/* The name read aloud starts with the visible code (WCAG 2.5.3, label in name). */}
          {labels[language]}
          <span className="visually-hidden"> {names[language]}</span>
        </button>
      ))}
    </div>
  );
};
