import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EducationRequestSummary } from '@portal/contracts';
import { formatDate, LoadState, PageHeading, useApiData, useLanguage } from '@portal/ui';
import { EducationStatus } from './EducationStatus';
import { educationApi, formatDay } from './api';
import './i18n';
import '../company.css';

const RequestCard = ({ request }: { request: EducationRequestSummary }) => {
  const { t } = useTranslation('companyEducation');
  const language = useLanguage();
  return (
    <li className="portal-card company-offer" data-testid="education-request">
      <h2 className="company-offer__title">{request.centro}</h2>
      <p className="company-offer__meta">
        <EducationStatus status={request.estado} /> {request.cicloFormativo}
      </p>
      <p className="company-offer__meta">
        {t('places', { count: request.plazas })} · {t('hours', { count: request.horas })} ·{' '}
        {t('period', { from: formatDay(request.fechaInicio, language), to: formatDay(request.fechaFin, language) })}
      </p>
      <p className="company-offer__meta">{t('received', { date: formatDate(request.fechaRecepcion, language) })}</p>
      <p>
        <Link to={`/solicitudes-practicas-educacion/${request.id}`}>{t('see', { centre: request.centro })}</Link>
      </p>
    </li>
  );
};

/** The education centres' requests to the company (/solicitudes-practicas-educacion): pending first. */
const EducationRequestsPage = () => {
  const { t } = useTranslation('companyEducation');
  const requests = useApiData(() => educationApi.requests(), []);
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <LoadState state={requests}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="portal-list company-offers">
              {list.map((request) => (
                <RequestCard key={request.id} request={request} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
};

export default EducationRequestsPage;
