import { useTranslation } from 'react-i18next';
import { LoadState, PageHeading, useLandOnHash } from '@portal/ui';
import { guideAnchor, useGuides } from '../hooks/use-guides';
import { sanitizeGuideHtml } from '../sanitize';
import '../i18n';
import '../i18n-guides';
import '../cv.css';

/**
 * The orientation guides (dameGuiaOrientacion) in the user's language: title, image, the careers
 * office's HTML sanitised before it is shown, and the guide's file. `#guia-<id>` (the home's
 * module) brings that guide into view.
 */
const GuidesPage = () => {
  const { t } = useTranslation('cv');
  const guides = useGuides();
  useLandOnHash(guides.data !== undefined);
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
                <li
                  key={guide.id}
                  id={guideAnchor(guide.id)}
                  className="portal-card"
                  aria-labelledby={`${guideAnchor(guide.id)}-title`}
                >
                  <h2 id={`${guideAnchor(guide.id)}-title`}>{guide.titulo}</h2>
                  {guide.ulrImagen ? <img className="cv-guide__image" src={guide.ulrImagen} alt={guide.textoImagen ?? ''} /> : null}
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
