import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guideTranslationIn, isGuideLink, languages, type Language } from '@portal/contracts';
import { guideDisplayHtml } from './guide-html';
import { isEmptyTranslation, type GuideForm } from './logic';

/** Where the preview reads the image: the one chosen now, or the guide's. */
const imageOf = (form: GuideForm): string | null =>
  form.imagen.kind === 'new' ? form.imagen.file.preview : form.imagen.kind === 'current' ? form.imagen.url : null;

const attachmentOf = (form: GuideForm): string | null =>
  form.adjunto.kind === 'current' ? form.adjunto.url : form.adjunto.kind === 'link' && isGuideLink(form.adjunto.url.trim()) ? form.adjunto.url.trim() : null;

/**
 * The guide as students will see it on their guides page, in the language chosen here: its
 * title, image with its alternative text, description sanitised as their page does, and its file
 * or link; the Spanish guide where that translation is empty.
 */
export const GuidePreview = ({ form }: { form: GuideForm }) => {
  const { t } = useTranslation('officeGuides');
  const [language, setLanguage] = useState<Language>('es');
  const id = useId();
  const shown = guideTranslationIn(form.textos, language);
  const image = imageOf(form);
  const attachment = attachmentOf(form);
  return (
    <section aria-labelledby={`${id}-title`} className="office-communication-preview">
      <h2 id={`${id}-title`}>{t('previewTitle')}</h2>
      <p>{t('previewHelp')}</p>
      <fieldset className="office-communication-preview__languages">
        <legend>{t('previewLanguage')}</legend>
        {languages.map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-language`} value={option} checked={language === option} onChange={() => setLanguage(option)} />{' '}
            {t(`languages.${option}`)}
          </label>
        ))}
      </fieldset>
      {shown.titulo.trim() === '' ? (
        <p>{t('previewEmpty')}</p>
      ) : (
        <>
          <article className="portal-card office-guide-preview" lang={shown === form.textos[language] ? language : 'es'} data-testid="guide-preview">
            <h3>{shown.titulo}</h3>
            {image ? <img className="office-guide-preview__image" src={image} alt={shown.textoImagen} /> : null}
            {/* Sanitised by DOMPurify with the students' page's settings: no script, handler or style survives. */}
            <div dangerouslySetInnerHTML={{ __html: guideDisplayHtml(shown.descripcion) }} />
            {attachment ? (
              <p>
                <a href={attachment} target="_blank" rel="noopener noreferrer">
                  {t('open', { name: shown.titulo })}
                </a>
              </p>
            ) : null}
          </article>
          {language !== 'es' && isEmptyTranslation(form.textos[language]) ? <p>{t('fallbackNote')}</p> : null}
        </>
      )}
    </section>
  );
};
