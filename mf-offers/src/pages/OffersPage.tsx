import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfferSummary, OfferType } from '@portal/contracts';
import { LoadState, PageHeading, type ApiData } from '@portal/ui';
import { OfferCard } from '../components/OfferCard';
import { loadAllOffers } from '../load-all-offers';
import '../i18n';
import '../offers.css';

const typeOfPath = (pathname: string): OfferType => (pathname.includes('practic') ? 'practicas' : 'empleo');

interface Loaded {
  offers: OfferSummary[];
  total: number;
}

/** Job or internship offers for the student, by the path it is opened from. */
const OffersPage = () => {
  const { t } = useTranslation('offers');
  const type = typeOfPath(useLocation().pathname);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<ApiData<Loaded>, 'reload'>>({ data: undefined, error: undefined, loading: true });

  useEffect(() => {
    let current = true;
    setState({ data: undefined, error: undefined, loading: true });
    loadAllOffers(
      type,
      (offers, total) => setState({ data: { offers, total }, error: undefined, loading: false }),
      () => current,
    ).catch((error: unknown) => current && setState({ data: undefined, error, loading: false }));
    return () => {
      current = false;
    };
  }, [type, attempt]);

  return (
    <section>
      <PageHeading>{t(type)}</PageHeading>
      <LoadState state={{ ...state, reload: () => setAttempt((value) => value + 1) }}>
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
