import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { communicationTextIn, isCommunicationLink, languages, type Language } from '@portal/contracts';
import { formatDate } from '@portal/ui';
import type { CommunicationForm } from './logic';
import { plainCommunicationText } from './plain-text';

/**
 * The communication as its audience will see it on the home, in the language chosen here: the
 * home's card with the date and the text (the Spanish one where that language has none), plain
 * as the server will store it, and its link.
 */
export const CommunicationPreview = ({ form, audience }: { form: CommunicationForm; audience: string }) => {
  const { t } = useTranslation('officeCommunications');
  const [language, setLanguage] = useState<Language>('es');
  const id = useId();
  const textos = {
    es: plainCommunicationText(form.textos.es),
    ca: plainCommunicationText(form.textos.ca) || null,
    en: plainCommunicationText(form.textos.en) || null,
  };
  const shown = communicationTextIn(textos, language);
  const link = form.enlace.trim();
  return (
    <section aria-labelledby={`${id}-title`} className="office-communication-preview">
      <h2 id={`${id}-title`}>{t('previewTitle')}</h2>
      <p>{t('previewHelp', { audience })}</p>
      <fieldset className="office-communication-preview__languages">
        <legend>{t('previewLanguage')}</legend>
        {languages.map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-language`} value={option} checked={language === option} onChange={() => setLanguage(option)} />{' '}
            {t(`languages.${option}`)}
          </label>
        ))}
      </fieldset>
      {shown === '' ? (
        <p>{t('previewEmpty')}</p>
      ) : (
        <>
          <div className="portal-card" lang={language}>
            <h3>{t(`previewCard.${language}`)}</h3>
            <ul className="office-communication-preview__list">
              <li>
                {form.desde ? <time dateTime={form.desde}>{formatDate(form.desde, language)}</time> : null}{' '}
                {link !== '' && isCommunicationLink(link) ? (
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {shown}
                  </a>
                ) : (
                  <span>{shown}</span>
                )}
              </li>
            </ul>
          </div>
          {language !== 'es' && !textos[language] ? <p>{t('fallbackNote')}</p> : null}
        </>
      )}
    </section>
  );
};
