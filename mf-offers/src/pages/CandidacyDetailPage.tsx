import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CandidacyState, Success } from '@portal/contracts';
import { LoadState, PageHeading, formatDate, useApiData, StatusNotice } from '@portal/ui';
import { offersApi } from '../api';
import { PreEnrolmentCard } from '../components/PreEnrolmentCard';
import { useCandidacyStateLabel, useChangeReasons } from '../hooks/use-domain-labels';
import { candidaciesPath, offerDetailPath } from '../paths';
import '../i18n';
import '../offers.css';

/** One candidacy: offer, state, history of changes with dates and, in state 16, its options. */
const CandidacyDetailPage = () => {
  const { t, i18n } = useTranslation('offers');
  const { id = '' } = useParams();
  const candidacy = useApiData(() => offersApi.candidacy(id), [id]);
  const reasons = useChangeReasons();
  const stateLabel = useCandidacyStateLabel();
  const [answer, setAnswer] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const reasonLabel = (reasonId: number) =>
    reasons?.find((reason) => reason.idMotivo === reasonId)?.descripcion ?? String(reasonId);

  return (
    <article className="offers-detail">
      <p>
        <Link to={candidaciesPath()}>{t('backToCandidacies')}</Link>
      </p>
      <div aria-live="polite">
        {answer?.ok ? <StatusNotice status={Success.preinscriptionSaved} tone="success" /> : null}
        {answer && !answer.ok ? <StatusNotice error={answer.error} /> : null}
      </div>
      <LoadState state={candidacy}>
        {(detail) => (
          <>
            <PageHeading>{detail.oferta.titulo}</PageHeading>
            <p className="offers-card__company">{detail.oferta.empresa}</p>
            <p>
              {t('stateLabel')}: <strong>{stateLabel(detail.idEstado)}</strong>
            </p>
            <p>{t('appliedOn', { date: formatDate(detail.fecha, i18n.language) })}</p>
            <p>
              <Link to={offerDetailPath(detail.oferta.tipo, detail.oferta.urlAcceso)}>{t('seeOffer')}</Link>
            </p>
            {detail.idEstado === CandidacyState.preEnrolmentOffered ? (
              <PreEnrolmentCard
                candidacy={detail}
                onAnswered={(result) => {
                  setAnswer(result);
                  if (result.ok) candidacy.reload();
                }}
              />
            ) : null}
            <section>
              <h2>{t('history')}</h2>
              <ol className="offers-history">
                {detail.historial.map((change) => (
                  <li key={`${change.idEstado}-${change.fecha}`}>
                    <strong>{stateLabel(change.idEstado)}</strong> · {formatDate(change.fecha, i18n.language)}
                    {change.idMotivo !== null
                      ? ` · ${t('historyReason', { reason: reasonLabel(change.idMotivo) })}`
                      : null}
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
      </LoadState>
    </article>
  );
};

export default CandidacyDetailPage;
