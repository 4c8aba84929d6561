import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BrandSettings, Language } from '@portal/contracts';

type HomeNotes = NonNullable<BrandSettings['inicioAlumno']>;

/** The brand's banner of the student home: a portal page, or another site in a new tab (spec 000 §2.3). */
export const HomeBanner = ({ banner, language }: { banner: NonNullable<HomeNotes['banner']>; language: Language }) => {
  const { t } = useTranslation('shell');
  const external = banner.enlace.startsWith('https://');
  const title = banner.titulo[language];
  return (
    <aside className="shell-home-banner" aria-label={t('home.banner')}>
      <p className="shell-home-banner__title">
        {external ? (
          <a href={banner.enlace} target="_blank" rel="noopener noreferrer">
            {title}
            <span className="visually-hidden"> ({t('home.newTab')})</span>
          </a>
        ) : (
          <Link to={banner.enlace}>{title}</Link>
        )}
      </p>
      {banner.texto[language] ? <p>{banner.texto[language]}</p> : null}
    </aside>
  );
};

/** The institution's info text of the student home, when the brand sets one. */
export const HomeInfoText = ({ text }: { text: string }) => {
  const { t } = useTranslation('shell');
  return (
    <aside className="portal-card shell-home-info" aria-label={t('home.info')}>
      <p>{text}</p>
    </aside>
  );
};
