import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfferType } from '@portal/contracts';
import { LoadState, useApiData, PlaceholderCards } from '@portal/ui';
import { offersApi } from '../api';
import { CandidacyList } from '../components/CandidacyList';
import { OfferCard } from '../components/OfferCard';
import { TypeTabs } from '../components/TypeTabs';
import { candidaciesPath, offersPathOf } from '../paths';
import '../i18n';
import '../offers.css';

/** List lengths of the home's offers module (spec 000 §2.3, §9). */
export const latestOffersCount = 5;
export const latestCandidaciesCount = 4;

/**
 * The offers module of the student home: a tab per type with the latest five offers and a link
 * to all, and the student's latest four candidacies of that type.
 */
const LatestOffersWidget = () => {
  const { t } = useTranslation('offers');
  const [type, setType] = useState<OfferType>('practicas');
  const offers = useApiData(() => offersApi.offers(type, { desde: 0, cantidad: latestOffersCount }), [type]);
  const candidacies = useApiData(() => offersApi.candidacies(type), [type]);
  return (
    <section className="portal-card" aria-labelledby="latest-offers-title">
      <h2 id="latest-offers-title">{t('latest')}</h2>
      <TypeTabs
        idPrefix="latest"
        label={t('tabs')}
        selected={type}
        onSelect={setType}
        labelOf={(value) => t(value)}
      >
        {offers.loading ? (
          <PlaceholderCards />
        ) : (
          <LoadState state={offers}>
            {(list) =>
              list.length === 0 ? (
                <p>{t('none')}</p>
              ) : (
                <ul className="portal-list">
                  {list.map((offer) => (
                    <OfferCard key={offer.idOferta} offer={offer} />
                  ))}
                </ul>
              )
            }
          </LoadState>
        )}
        <p>
          <Link to={offersPathOf(type)}>{t(type === 'empleo' ? 'seeAllEmpleo' : 'seeAllPracticas')}</Link>
        </p>
        <h3>{t('candidaciesTitle')}</h3>
        {candidacies.loading ? (
          <PlaceholderCards />
        ) : (
          <LoadState state={candidacies}>
            {(list) => <CandidacyList candidacies={list.slice(0, latestCandidaciesCount)} />}
          </LoadState>
        )}
        <p>
          <Link to={candidaciesPath()}>{t('seeAllCandidacies')}</Link>
        </p>
      </TypeTabs>
    </section>
  );
};

export default LatestOffersWidget;
