import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { companyOffersApi } from '../api';
import { CandidatesPanel } from '../components/CandidatesPanel';
import { OfferSummary } from '../components/OfferSummary';
import { useLanguage } from '../hooks/use-language';
import '../i18n-offers';
import '../i18n-candidates';
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
