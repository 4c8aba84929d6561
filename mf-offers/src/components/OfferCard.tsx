import { useTranslation } from 'react-i18next';
import type { OfferSummary } from '@portal/contracts';
import { formatDate } from '@portal/ui';

export const OfferCard = ({ offer }: { offer: OfferSummary }) => {
  const { t, i18n } = useTranslation('offers');
  return (
    <li className="portal-card offers-card">
      <h3 className="offers-card__title">{offer.titulo}</h3>
      <p className="offers-card__company">{offer.empresa}</p>
      <p className="offers-card__meta">
        {[offer.provincia, t('published', { date: formatDate(offer.fecha, i18n.language) })].filter(Boolean).join(' · ')}
      </p>
      {offer.fechaDestacada ? <span className="offers-card__badge">{t('featured')}</span> : null}
      {offer.estudiaYtrabaja ? <span className="offers-card__badge">{t('studyAndWork')}</span> : null}
    </li>
  );
};
