import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfferSummary } from '@portal/contracts';
import { formatDate } from '@portal/ui';
import { offerDetailPath } from '../paths';

/** One offer in a list; its title links to the detail page. */
export const OfferCard = ({ offer, matches = false }: { offer: OfferSummary; matches?: boolean }) => {
  const { t, i18n } = useTranslation('offers');
  return (
    <li className="portal-card offers-card">
      <h3 className="offers-card__title">
        <Link to={offerDetailPath(offer.tipo, offer.urlAcceso)}>{offer.titulo}</Link>
      </h3>
      <p className="offers-card__company">{offer.empresa}</p>
      <p className="offers-card__meta">
        {[offer.provincia, t('published', { date: formatDate(offer.fecha, i18n.language) })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {offer.fechaDestacada ? <span className="offers-card__badge">{t('featured')}</span> : null}
      {matches ? <span className="offers-card__badge offers-card__badge--match">{t('matches')}</span> : null}
      {offer.estudiaYtrabaja ? <span className="offers-card__badge">{t('studyAndWork')}</span> : null}
    </li>
  );
};

/** Grey cards in the place of content that is loading (spec 000 §2.3: four on the home). */
export const PlaceholderCards = ({ count }: { count: number }) => {
  const { t } = useTranslation('common');
  return (
    <ul className="portal-list" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="portal-card offers-placeholder" aria-hidden="true">
          <span className="offers-placeholder__line offers-placeholder__line--title" />
          <span className="offers-placeholder__line" />
          <span className="offers-placeholder__line offers-placeholder__line--short" />
        </li>
      ))}
    </ul>
  );
};
