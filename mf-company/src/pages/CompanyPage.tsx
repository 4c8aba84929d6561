import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { companyApi } from '@portal/api-client';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { ValidationBadge } from '../components/ValidationBadge';
import '../i18n';
import '../i18n-agreements';
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
            <nav className="portal-card" aria-labelledby="company-more">
              <h2 id="company-more">{t('companyAgreements:moreTitle')}</h2>
              <ul>
                <li>
                  <Link to="/mi-empresa/contactos">{t('companyAgreements:contactsLink')}</Link>
                </li>
                <li>
                  <Link to="/subir-convenio-firmado">{t('companyAgreements:agreementsTitle')}</Link>
                </li>
                <li>
                  <Link to="/nuevo-convenio-colaboracion">{t('companyAgreements:newAgreementTitle')}</Link>
                </li>
              </ul>
            </nav>
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
