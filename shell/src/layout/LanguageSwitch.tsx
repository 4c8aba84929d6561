import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@portal/contracts';
import { userApi } from '@portal/api-client';
import { applyLanguage } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { ConfirmDialog } from '@portal/ui';

const labels: Record<Language, string> = { es: 'ES', ca: 'CA', en: 'EN' };
const names: Record<Language, string> = { es: 'Español', ca: 'Català', en: 'English' };

/**
 * Changes the language of the whole portal after the user confirms (spec 000 §1): the choice is
 * kept in this browser and, for a logged user, saved on the server; the pages then load their
 * data again in the new language (the shell remounts them, see App).
 */
export const switchLanguage = async (language: Language): Promise<void> => {
  await applyLanguage(language);
  const { userType } = sessionStore.getState();
  // A failure to save it is shown by the banner; the switch itself has happened.
  if (userType) await userApi(userType).savePreferredLanguage(language).catch(() => undefined);
};

/** CA / ES / EN: the language of the whole portal, every remote included. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation('shell');
  const [asked, setAsked] = useState<Language | null>(null);
  return (
    <div className="shell-language" role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          title={names[language]}
          onClick={() => {
            if (i18n.language !== language) setAsked(language);
          }}
        >
          {/* The name read aloud starts with the visible code (WCAG 2.5.3, label in name). */}
          {labels[language]}
          <span className="visually-hidden"> {names[language]}</span>
        </button>
      ))}
      <ConfirmDialog
        open={asked !== null}
        title={t('language.confirmTitle')}
        confirmLabel={t('language.confirm', { language: asked ? names[asked] : '' })}
        cancelLabel={t('language.cancel')}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          const language = asked;
          setAsked(null);
          if (language) void switchLanguage(language);
        }}
      >
        <p>{t('language.confirmBody', { language: asked ? names[asked] : '' })}</p>
      </ConfirmDialog>
    </div>
  );
};
