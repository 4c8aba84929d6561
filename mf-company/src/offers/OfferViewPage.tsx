import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadState, PageHeading, useApiData, useLanguage } from '@portal/ui';
import { companyOffersApi } from './api';
import { OfferSummary } from './OfferSummary';
import './i18n';
import '../company.css';

/** One of the company's offers as students will see it, with its state (/oferta/{id}, /visor-oferta/{id}). */
const OfferViewPage = () => {
  const { t } = useTranslation('companyOffers');
  const { id = '' } = useParams();
  const language = useLanguage();
  const view = useApiData(() => companyOffersApi.offer(id, language), [id, language]);
  return (
    <section>
      <PageHeading>{t('viewTitle')}</PageHeading>
      <p>
        <Link to="/mis-ofertas">{t('back')}</Link>
      </p>
      <LoadState state={view}>{(data) => <OfferSummary view={data} full />}</LoadState>
    </section>
  );
};

export default OfferViewPage;
