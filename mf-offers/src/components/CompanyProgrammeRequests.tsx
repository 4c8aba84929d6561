import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { Status } from '@portal/contracts';
import { LoadState, formatDate, useApiData } from '@portal/ui';
import { offersApi } from '../api';
import { programmesPath } from '../paths';
import '../i18n-company-programmes';

/**
 * The programmes the logged company asked to join, with the status of each request
 * (programasDeLaEmpresa); nothing when the brand has no internship programmes.
 */
export const CompanyProgrammeRequests = () => {
  const { t, i18n } = useTranslation('offersCompanyProgrammes');
  // Silent: a brand without internship programmes answers 3, which must not end the session here.
  const requests = useApiData(() => offersApi.companyProgrammes({ silent: true }), []);
  if (isApiError(requests.error) && requests.error.status === Status.accessDenied) return null;
  return (
    <section aria-labelledby="company-programmes-title">
      <h2 id="company-programmes-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <LoadState state={requests}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="portal-list">
              {list.map((programme) => (
                <li key={programme.id} className="portal-card offers-card" data-testid="company-programme">
                  <h3 className="offers-card__title">
                    {programme.activo ? (
                      <Link to={`${programmesPath()}/${encodeURIComponent(programme.urlAcceso)}`}>{programme.titulo}</Link>
                    ) : (
                      `${programme.titulo} (${t('closed')})`
                    )}
                  </h3>
                  <p className="offers-card__meta">
                    <strong>{t(`status_${programme.estado}`)}</strong> ·{' '}
                    {t('requestedOn', { date: formatDate(programme.fechaSolicitud, i18n.language) })}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
};
