import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejectionReasonFor, type CandidacySummary } from '@portal/contracts';
import { Notice } from '@portal/ui';
import { offersApi } from '../api';
import { useChangeReasons } from '../hooks/use-domain-labels';

interface Props {
  candidacy: Pick<CandidacySummary, 'idPerfil' | 'oferta'>;
  /** The card's heading level: 2 on the candidacy's page, 4 inside a card of the list. */
  headingLevel?: 2 | 4;
  onAnswered: (result: { ok: true } | { ok: false; error: unknown }) => void;
}

/**
 * The options of a candidacy in state 16 (spec 000 §4): accept the pre-enrolment, or reject it
 * with a reason of state 17 whose profile is the offer's or none, worded as the student's. The
 * reason is required.
 */
export const PreEnrolmentCard = ({ candidacy, headingLevel = 2, onAnswered }: Props) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const { t } = useTranslation('offers');
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const reasons = useChangeReasons();
  const offered = (reasons ?? []).filter((item) => isRejectionReasonFor(item, candidacy.idPerfil, 'alumno'));

  const send = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      onAnswered({ ok: true });
    } catch (error) {
      onAnswered({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };

  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    void send(() =>
      offersApi.rejectPreEnrolment(
        { urlOferta: candidacy.oferta.urlAcceso, idMotivo: Number(reason) },
        { silent: true },
      ),
    );
  };

  return (
    <section className="portal-card" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('preEnrolmentTitle')}</Heading>
      <p>{t('preEnrolmentBody')}</p>
      <div className="offers-actions">
        <button
          type="button"
          className="portal-button"
          disabled={busy}
          onClick={() =>
            void send(() => offersApi.acceptPreEnrolment(candidacy.oferta.urlAcceso, { silent: true }))
          }
        >
          {t('accept')}
        </button>
        <button
          type="button"
          className="portal-button portal-button--secondary"
          disabled={busy}
          aria-expanded={rejecting}
          aria-controls={`${id}-reject`}
          onClick={() => setRejecting((value) => !value)}
        >
          {t('reject')}
        </button>
      </div>
      {rejecting ? (
        <form id={`${id}-reject`} onSubmit={submitRejection} noValidate>
          {reasons === null ? (
            <Notice tone="error" title={t('reasonsFailed')} />
          ) : (
            <div className="portal-field">
              <label htmlFor={`${id}-reason`}>{t('reason')}</label>
              <select
                id={`${id}-reason`}
                value={reason}
                required
                aria-invalid={reasonMissing}
                aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonMissing(false);
                }}
              >
                <option value="">{t('chooseReason')}</option>
                {offered.map((item) => (
                  <option key={item.idMotivo} value={item.idMotivo}>
                    {item.descripcion}
                  </option>
                ))}
              </select>
              {reasonMissing ? (
                <span id={`${id}-reason-error`} className="portal-field__error">
                  {t('reasonRequired')}
                </span>
              ) : null}
            </div>
          )}
          <button type="submit" className="portal-button" disabled={busy || !reasons}>
            {t('confirmReject')}
          </button>
        </form>
      ) : null}
    </section>
  );
};
