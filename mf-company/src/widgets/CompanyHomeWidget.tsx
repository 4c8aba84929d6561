import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { companyApi } from '@portal/api-client';
import { LoadState, useApiData } from '@portal/ui';
import { ValidationBadge } from '../components/ValidationBadge';
import '../i18n';
import '../company.css';

/** The company module of the company home: who you are acting for and how many offers are live. */
const CompanyHomeWidget = () => {
  const { t } = useTranslation('company');
  const company = useApiData(() => companyApi.companyData(), []);
  return (
    <section className="portal-card" aria-labelledby="company-home-title">
      <h2 id="company-home-title">{t('summary')}</h2>
      <LoadState state={company}>
        {(data) => (
          <>
            <p className="company-home__name" data-testid="company-home-name">
              {data.nombreComercial}
            </p>
            <p>
              <ValidationBadge validated={data.validada} />
            </p>
            <p>{t('activeOffersCount', { count: data.numOfertasActivas })}</p>
            <p>
              <Link to="/mi-empresa">{t('seeCompany')}</Link>
            </p>
          </>
        )}
      </LoadState>
    </section>
  );
};

export default CompanyHomeWidget;
