import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlaceholderCards } from '@portal/ui';
import { guideAnchor, guidesPath, useGuides } from '../hooks/use-guides';
import '../i18n-guides';
import '../cv.css';

/** The home's module shows the first guides only (spec 000 §2.3). */
export const homeGuidesCount = 4;

/**
 * The orientation guides module of the student home: the first four guides, each linking to it
 * on the guides page, and a link to all, grey cards while they load. The shell shows it only when
 * the brand has guides; it shows nothing when there are none or they cannot be read (the home goes on without it).
 */
const GuidesWidget = () => {
  const { t } = useTranslation('cv');
  const guides = useGuides(homeGuidesCount, true);
  if (guides.loading) return <PlaceholderCards />;
  if (!guides.data || guides.data.length === 0) return null;
  return (
    <section className="portal-card" aria-labelledby="home-guides-title" data-testid="home-guides">
      <h2 id="home-guides-title">{t('guides.title')}</h2>
      <ul className="cv-home-guides">
        {guides.data.map((guide) => (
          <li key={guide.id}>
            <Link to={`${guidesPath}#${guideAnchor(guide.id)}`}>{guide.titulo}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={guidesPath}>{t('guides.seeAll')}</Link>
      </p>
    </section>
  );
};

export default GuidesWidget;
