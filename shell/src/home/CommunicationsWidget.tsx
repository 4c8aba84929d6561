import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@portal/contracts';
import { userApi } from '@portal/api-client';
import { formatDate, LoadState, useApiData, useLanguage } from '@portal/ui';

/** The institution's communications on the home (spec 000 §2.3, 001 §2), newest first. */
export const CommunicationsWidget = ({ userType }: { userType: UserType }) => {
  const { t, i18n } = useTranslation('shell');
  // A failure shows here with a retry; the banner needs not repeat it.
  const language = useLanguage();
  const communications = useApiData(() => userApi(userType).communications(language, { silent: true }), [userType, language]);
  return (
    <section className="portal-card" aria-labelledby="home-communications">
      <h2 id="home-communications">{t('home.communications')}</h2>
      <LoadState state={communications}>
        {(items) =>
          items.length === 0 ? (
            <p>{t('home.noCommunications')}</p>
          ) : (
            <ul className="shell-communications">
              {items.map((item) => (
                <li key={`${item.fechaDesde}-${item.descripcion}`}>
                  <time dateTime={item.fechaDesde}>{formatDate(item.fechaDesde, i18n.language)}</time>{' '}
                  {item.enlace?.startsWith('/') ? (
                    <Link to={item.enlace}>{item.descripcion}</Link>
                  ) : item.enlace ? (
                    <a href={item.enlace} target="_blank" rel="noopener noreferrer">
                      {item.descripcion}
                    </a>
                  ) : (
                    <span>{item.descripcion}</span>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
};
