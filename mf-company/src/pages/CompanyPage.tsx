import { useTranslation } from 'react-i18next';
import { companyApi } from '@portal/api-client';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { ValidationBadge } from '../components/ValidationBadge';
import '../i18n';
import '../company.css';

/** First screen of company management: the company the user is logged in for. */
const CompanyPage = () => {
  const { t } = useTranslation('company');
  const company = useApiData(() => companyApi.companyData(), []);
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <LoadState state={company}>
        {(data) => (
          <div className="portal-list">
            <section className="portal-card" aria-labelledby="company-summary">
              <h2 id="company-summary" data-testid="company-name">
                {data.nombreComercial}
              </h2>
              <dl>
                <dt>{t('legalName')}</dt>
                <dd>{data.nombreFiscal}</dd>
                <dt>{t('cif')}</dt>
                <dd>{data.cif}</dd>
                <dt>{t('validation')}</dt>
                <dd>
                  <ValidationBadge validated={data.validada} />
                </dd>
                <dt>{t('activeOffers')}</dt>
                <dd>{t('activeOffersCount', { count: data.numOfertasActivas })}</dd>
              </dl>
            </section>
            <section className="portal-card" aria-labelledby="company-description">
              <h2 id="company-description">{t('description')}</h2>
              <p>{data.descripcion ?? t('noDescription')}</p>
            </section>
          </div>
        )}
      </LoadState>
    </section>
  );
};

export default CompanyPage;
