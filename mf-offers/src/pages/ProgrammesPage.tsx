import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadState, PageHeading, useApiData, PlaceholderCards } from '@portal/ui';
import { offersApi } from '../api';
import { programmesPath } from '../paths';
import { CompanyProgrammeRequests } from '../components/CompanyProgrammeRequests';
import { useSession } from '@portal/session';
import '../i18n';
import '../i18n-internships';
import '../offers.css';

/** Internship programmes open now (spec 000 §2.2, /programas-practicas-activos), for any logged user. */
const ProgrammesPage = () => {
  const { t } = useTranslation('offers');
  const programmes = useApiData(() => offersApi.activeProgrammes(), []);
  const { userType } = useSession();
  return (
    <section>
      <PageHeading>{t('programmesTitle')}</PageHeading>
      {programmes.loading ? (
        <PlaceholderCards count={2} />
      ) : (
        <LoadState state={programmes}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('noProgrammes')}</p>
            ) : (
              <ul className="portal-list">
                {list.map((programme) => (
                  <li key={programme.id} className="portal-card offers-card">
                    <h2 className="offers-card__title">
                      <Link to={`${programmesPath()}/${encodeURIComponent(programme.urlAcceso)}`}>
                        {programme.titulo}
                      </Link>
                    </h2>
                    <p>{programme.descripcion}</p>
                    <p className="offers-card__meta">
                      {t('programmeTerms', { dedication: programme.dedicacion, count: programme.meses })}
                    </p>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      )}
      {userType === 'Empresa' ? <CompanyProgrammeRequests /> : null}
    </section>
  );
};

export default ProgrammesPage;
