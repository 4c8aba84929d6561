import { useTranslation } from 'react-i18next';
import type { MyOffer, SavedOffer } from '@portal/contracts';
import { formatDate, type Outcome, useLanguage } from '@portal/ui';
import { OfferActions } from './OfferActions';

/** One of my offers: title, type, state with its reason, dates, candidate counts and the actions allowed now. */
export const MyOfferCard = ({
  offer,
  showReference,
  onOutcome,
}: {
  offer: MyOffer;
  showReference: boolean;
  onOutcome: (outcome: Outcome, copy?: SavedOffer) => void;
}) => {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  return (
    <li className="portal-card company-offer" data-testid="my-offer">
      <h2 className="company-offer__title">{offer.titulo}</h2>
      <p className="company-offer__meta">
        <span className={`company-state company-state--${offer.estado}`}>{offer.descripcionEstado}</span>{' '}
        {t(offer.tipo)}
        {showReference ? ` · ${t('reference', { id: offer.idOferta })}` : ''}
        {offer.provincia ? ` · ${offer.provincia}` : ''}
      </p>
      {offer.descripcionEstadoMotivo ? (
        <p className="company-offer__reason">{offer.descripcionEstadoMotivo}</p>
      ) : null}
      <p className="company-offer__meta">
        {t('published', { date: formatDate(offer.fecha, language) })}
        {offer.fechaCaducidad
          ? ` · ${t('expires', { date: formatDate(offer.fechaCaducidad, language) })}`
          : ''}
      </p>
      <p className="company-offer__counts">
        {t('candidates', { count: offer.numCandidatos })}
        {offer.numCandidatosNuevos > 0
          ? ` · ${t('newCandidates', { count: offer.numCandidatosNuevos })}`
          : ''}
        {offer.numSeleccionados > 0 ? ` · ${t('selected', { count: offer.numSeleccionados })}` : ''}
      </p>
      <OfferActions offer={offer} onOutcome={onOutcome} />
    </li>
  );
};
