import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call, isApiError } from '@portal/api-client';
import {
  CandidacyState,
  Success,
  type missingInternshipDataResponse,
  type CreditWarning,
  type OfferDetail,
} from '@portal/contracts';
import { ConfirmDialog, Notice, StatusNotice, type InternshipDatum } from '@portal/ui';
import { offersApi } from '../api';
import { useCandidacyStateLabel } from '../hooks/use-domain-labels';
import { candidacyDetailPath } from '../paths';

type Outcome =
  | { kind: 'applied' }
  | { kind: 'withdrawn' }
  | { kind: 'failed'; error: unknown; missingData?: readonly InternshipDatum[] }
  | null;

/**
 * What a 518 refusal is about: the data the internship needs that the student has not given
 * (faltaDatosNecesariosPorPractica), none when that cannot be read (the notice still says 518).
 */
const missingDataOf = async (error: unknown): Promise<readonly InternshipDatum[]> => {
  if (!isApiError(error) || error.status !== Success.missingInternshipData) return [];
  try {
    const answer = await call<typeof missingInternshipDataResponse>(
      { url: '/api/Alumno/faltaDatosNecesariosPorPractica' },
      {
        silent: true,
      },
    );
    return answer.faltan;
  } catch {
    return [];
  }
};

/**
 * Apply to an offer or withdraw the application. The server checks every rule; this panel warns
 * about missing credits first (sacaAvisoDeMinimoDeCreditosParaInscribirse) and shows the answer
 * in place.
 */
export const ApplyPanel = ({ offer }: { offer: OfferDetail }) => {
  const { t } = useTranslation('offers');
  const stateLabel = useCandidacyStateLabel();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [warning, setWarning] = useState<CreditWarning | null>(null);
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  // The candidacy as the last answer left it (the page's copy is from when it loaded).
  const [candidacy, setCandidacy] = useState(offer.candidatura);

  const run = async (action: () => Promise<Outcome>) => {
    setBusy(true);
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome({ kind: 'failed', error, missingData: await missingDataOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const apply = () =>
    run(async () => {
      setWarning(null);
      setCandidacy(await offersApi.apply({ urlOferta: offer.urlAcceso, tipo: offer.tipo }, { silent: true }));
      return { kind: 'applied' };
    });

  const checkCreditsThenApply = () =>
    run(async () => {
      const credits = await offersApi.creditWarning(offer.urlAcceso, { silent: true });
      if (credits.aviso) {
        setWarning(credits);
        return null;
      }
      setCandidacy(await offersApi.apply({ urlOferta: offer.urlAcceso, tipo: offer.tipo }, { silent: true }));
      return { kind: 'applied' };
    });

  const withdraw = () =>
    run(async () => {
      setConfirmingWithdraw(false);
      await offersApi.withdraw(offer.urlAcceso, { silent: true });
      setCandidacy(null);
      return { kind: 'withdrawn' };
    });

  return (
    <section aria-labelledby="offer-apply-title">
      <h2 id="offer-apply-title" className="visually-hidden">
        {t('apply')}
      </h2>
      <div aria-live="polite">
        {outcome?.kind === 'applied' ? <Notice tone="success" title={t('applied')} /> : null}
        {outcome?.kind === 'withdrawn' ? <StatusNotice status={Success.unenrolled} tone="success" /> : null}
        {outcome?.kind === 'failed' ? (
          <StatusNotice
            error={outcome.error}
            context={{ missingData: outcome.missingData, offerSlug: offer.urlAcceso, offerType: offer.tipo }}
          />
        ) : null}
      </div>
      {warning ? (
        <Notice
          tone="info"
          title={t('creditWarningTitle')}
          action={
            <div className="offers-actions">
              <button type="button" className="portal-button" onClick={apply} disabled={busy}>
                {t('applyAnyway')}
              </button>
              <button
                type="button"
                className="portal-button portal-button--secondary"
                onClick={() => setWarning(null)}
              >
                {t('cancel')}
              </button>
            </div>
          }
        >
          <p>{t('creditWarningBody', { min: warning.creditosMinimos, passed: warning.creditosSuperados })}</p>
        </Notice>
      ) : null}
      <div className="offers-actions">
        {candidacy ? (
          <>
            <p>{t('yourCandidacy', { state: stateLabel(candidacy.idEstado) })}</p>
            <Link to={candidacyDetailPath(candidacy.urlAcceso)}>{t('seeCandidacy')}</Link>
            {candidacy.idEstado === CandidacyState.applied ? (
              <button
                type="button"
                className="portal-button portal-button--secondary"
                onClick={() => setConfirmingWithdraw(true)}
                disabled={busy}
              >
                {t('withdraw')}
              </button>
            ) : null}
          </>
        ) : warning ? null : (
          <button type="button" className="portal-button" onClick={checkCreditsThenApply} disabled={busy}>
            {busy ? t('applying') : t('apply')}
          </button>
        )}
        {offer.urlInscripcionExterna ? (
          <a href={offer.urlInscripcionExterna} target="_blank" rel="noreferrer">
            {t('externalApply')}
          </a>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmingWithdraw}
        title={t('withdrawConfirmTitle')}
        confirmLabel={t('withdraw')}
        cancelLabel={t('cancel')}
        onConfirm={withdraw}
        onCancel={() => setConfirmingWithdraw(false)}
      >
        <p>{t('withdrawConfirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
};
