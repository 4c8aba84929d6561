import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CandidacyState, type CandidacySummary } from '@portal/contracts';
import { formatDate } from '@portal/ui';
import { PreEnrolmentCard } from './PreEnrolmentCard';
import { useCandidacyStateLabel } from '../hooks/use-domain-labels';
import { candidacyDetailPath } from '../paths';

/**
 * Candidacies as cards: the offer, its company, the state and the dates; a pre-enrolment offered
 * (state 16) is answered right on its card (spec 000 §4, T11); the page shows the answer.
 */
export const CandidacyList = ({
  candidacies,
  onAnswered,
}: {
  candidacies: CandidacySummary[];
  onAnswered?: (result: { ok: true } | { ok: false; error: unknown }) => void;
}) => {
  const { t, i18n } = useTranslation('offers');
  const stateLabel = useCandidacyStateLabel();
  if (candidacies.length === 0) return <p>{t('noCandidacies')}</p>;
  return (
    <ul className="portal-list">
      {candidacies.map((candidacy) => (
        <li key={candidacy.urlAcceso} className="portal-card offers-card">
          <h3 className="offers-card__title">
            <Link to={candidacyDetailPath(candidacy.urlAcceso)}>{candidacy.oferta.titulo}</Link>
          </h3>
          <p className="offers-card__company">{candidacy.oferta.empresa}</p>
          <p className="offers-card__meta">
            {t('stateLabel')}: <strong>{stateLabel(candidacy.idEstado)}</strong> ·{' '}
            {t('updatedOn', { date: formatDate(candidacy.fechaActualizacion, i18n.language) })}
          </p>
          {candidacy.idEstado === CandidacyState.preEnrolmentOffered ? (
            <PreEnrolmentCard
              candidacy={candidacy}
              headingLevel={4}
              onAnswered={(result) => onAnswered?.(result)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
};
