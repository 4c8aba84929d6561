import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfferType } from '@portal/contracts';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { OfferCard } from '../components/OfferCard';
import { loadAllOffers, type LoadedOffers } from '../load-all-offers';
import '../i18n';
import '../offers.css';

const typeOfPath = (pathname: string): OfferType => (pathname.includes('practic') ? 'practicas' : 'empleo');

/** Job or internship offers for the student, by the path it is opened from. */
const OffersPage = () => {
  const { t } = useTranslation('offers');
  const type = typeOfPath(useLocation().pathname);
  const loaded = useApiData<LoadedOffers>((controls) => loadAllOffers(type, controls), [type]);

  return (
    <section>
      <PageHeading>{t(type)}</PageHeading>
      <LoadState state={loaded}>
        {({ offers, total }) =>
          total === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <>
              <p role="status">{t('count', { count: total })}</p>
              <ul className="portal-list" aria-busy={offers.length < total}>
                {offers.map((offer) => (
                  <OfferCard key={offer.idOferta} offer={offer} />
                ))}
              </ul>
            </>
          )
        }
      </LoadState>
    </section>
  );
};

export default OffersPage;
