import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadState, PageHeading, useApiData, useLanguage } from '@portal/ui';
import { companyOffersApi } from '../offers/api';
import { CandidatesPanel } from './CandidatesPanel';
import { OfferSummary } from '../offers/OfferSummary';
import '../offers/i18n';
import './i18n';
import '../company.css';

/** One of my offers with its candidates (/mis-ofertas/{id}). */
const OfferCandidatesPage = () => {
  const { t } = useTranslation('companyOffers');
  const { id = '' } = useParams();
  const language = useLanguage();
  const view = useApiData(() => companyOffersApi.offer(id, language), [id, language]);
  return (
    <section>
      <PageHeading>{view.data?.oferta.titulo ?? t('viewTitle')}</PageHeading>
      <p>
        <Link to="/mis-ofertas">{t('back')}</Link>
      </p>
      <LoadState state={view}>
        {(data) => (
          <>
            <OfferSummary view={data} full={false} />
            <CandidatesPanel offerId={String(data.oferta.idOferta)} />
          </>
        )}
      </LoadState>
    </section>
  );
};

export default OfferCandidatesPage;
