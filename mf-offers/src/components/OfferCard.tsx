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
