import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { offerTypes, type OfferType } from '@portal/contracts';
import { studentApi } from '@portal/api-client';
import { LoadState, useApiData } from '@portal/ui';
import { OfferCard } from '../components/OfferCard';
import '../i18n';
import '../offers.css';

/** Latest offers shown on the student home (spec 000 §2.3). */
export const latestOffersCount = 5;

const paths: Record<OfferType, string> = { empleo: '/ofertas-empleo', practicas: '/ofertas-practicas' };

/** The offers module of the student home: a tab per type, the latest five, a link to all. */
const LatestOffersWidget = () => {
  const { t } = useTranslation('offers');
  const [type, setType] = useState<OfferType>('practicas');
  const offers = useApiData(() => studentApi.offers(type, { desde: 0, cantidad: latestOffersCount }), [type]);
  const order: OfferType[] = ['practicas', ...offerTypes.filter((value) => value !== 'practicas')];
  return (
    <section className="portal-card" aria-labelledby="latest-offers-title">
      <h2 id="latest-offers-title">{t('latest')}</h2>
      <div role="tablist" aria-label={t('tabs')} className="offers-tabs">
        {order.map((value) => (
          <button
            key={value}
            id={`latest-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={type === value}
            aria-controls="latest-offers-panel"
            tabIndex={type === value ? 0 : -1}
            onClick={() => setType(value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = order[(order.indexOf(value) + 1) % order.length] ?? value;
                setType(next);
                document.getElementById(`latest-tab-${next}`)?.focus();
              }
            }}
          >
            {t(value)}
          </button>
        ))}
      </div>
      <div id="latest-offers-panel" role="tabpanel" aria-labelledby={`latest-tab-${type}`}>
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
        <p>
          <Link to={paths[type]}>{t(type === 'empleo' ? 'seeAllEmpleo' : 'seeAllPracticas')}</Link>
        </p>
      </div>
    </section>
  );
};

export default LatestOffersWidget;
