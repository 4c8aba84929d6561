import { useTranslation } from 'react-i18next';
import { cvApi } from '../api';
import { EditableSection } from '../components/EditableSection';
import { useCv } from '../hooks/use-cv';
import '../i18n';

/** The presentation text (editPresentacion) and the portfolio link (editEnlacePortfolio). */
export const PresentationSection = () => {
  const { t } = useTranslation('cv');
  const { cv } = useCv();
  return (
    <EditableSection
      anchor="presentacion"
      title={t('presentation')}
      view={
        <>
          <p className="cv-text">{cv.presentacion ?? t('empty')}</p>
          <p>
            {t('portfolio')}:{' '}
            {cv.enlacePortfolio ? (
              <a href={cv.enlacePortfolio} rel="noopener noreferrer" target="_blank">
                {cv.enlacePortfolio}
              </a>
            ) : (
              t('empty')
            )}
          </p>
        </>
      }
      form={{
        schema: (parts) => parts.presentationForm,
        defaults: () => ({ texto: cv.presentacion ?? '', enlace: cv.enlacePortfolio ?? '' }),
        save: async ({ texto, enlace }, language) => {
          await cvApi.write('editPresentacion', { texto }, language);
          return (await cvApi.write('editEnlacePortfolio', { enlace }, language)).aviso;
        },
        fields: (kit) => (
          <>
            {kit.textarea('texto', t('presentation'), { hint: t('presentationHint') })}
            {kit.text('enlace', t('portfolio'), { type: 'url', hint: t('portfolioHint') })}
          </>
        ),
      }}
    />
  );
};
