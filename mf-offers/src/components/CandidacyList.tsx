import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CandidacySummary } from '@portal/contracts';
import { formatDate } from '@portal/ui';
import { useCandidacyStateLabel } from '../hooks/use-domain-labels';
import { candidacyDetailPath } from '../paths';

/** Candidacies as cards: the offer, its company, the state and the dates. */
export const CandidacyList = ({ candidacies }: { candidacies: CandidacySummary[] }) => {
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
        </li>
      ))}
    </ul>
  );
};
