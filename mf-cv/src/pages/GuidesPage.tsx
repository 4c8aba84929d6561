import { useTranslation } from 'react-i18next';
import { orientationGuidesResponse } from '@portal/contracts';
import { call } from '@portal/api-client';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { useLanguage } from '../hooks/use-cv-domains';
import { sanitizeGuideHtml } from '../sanitize';
import '../i18n';
import '../i18n-guides';
import '../cv.css';

/**
 * The orientation guides (dameGuiaOrientacion) in the user's language: title, image, the careers
 * office's HTML sanitised before it is shown, and the guide's file.
 */
const GuidesPage = () => {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const guides = useApiData(
    () =>
      call(
        { url: '/api/Alumno/dameGuiaOrientacion', headers: { 'Accept-Language': language } },
        orientationGuidesResponse,
      ),
    [language],
  );
  return (
    <section>
      <PageHeading>{t('guides.title')}</PageHeading>
      <LoadState state={guides}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('guides.none')}</p>
          ) : (
            <ul className="portal-list cv-guides">
              {list.map((guide) => (
                <li key={guide.id} className="portal-card" aria-labelledby={`guide-${guide.id}`}>
                  <h2 id={`guide-${guide.id}`}>{guide.titulo}</h2>
                  {guide.ulrImagen ? <img className="cv-guide__image" src={guide.ulrImagen} alt="" /> : null}
                  <div
                    className="cv-guide__text"
                    data-testid="guide-text"
                    // Sanitised by DOMPurify just above: no script, handler or style survives.
                    dangerouslySetInnerHTML={{ __html: sanitizeGuideHtml(guide.descripcion) }}
                  />
                  {guide.urlFichero ? (
                    <p>
                      <a href={guide.urlFichero} target="_blank" rel="noopener noreferrer">
                        {t('guides.open', { name: guide.titulo })}
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
};

export default GuidesPage;
