import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore, type PendingConsent } from '@portal/session';
import { accountApi } from '../api';
import { StatusNotice, failureStatus } from '@portal/ui';

/**
 * The data-protection text of a login answer (spec 000 §4): the answer's token waits in session
 * storage; accepting records it (guardaAceptacionRGPD) and only then the session starts.
 */
export const ConsentStep = ({ pending }: { pending: PendingConsent }) => {
  const { t } = useTranslation('session');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<number | null>(null);

  const accept = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await accountApi.acceptDataProtection(pending.userType, pending.data.token);
      sessionStore.getState().completeConsent();
    } catch (error) {
      setFailure(failureStatus(error));
      setSaving(false);
    }
  };

  return (
    <section className="portal-card" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('consentTitle')}</h2>
      <p>{t('consentIntro')}</p>
      <p data-testid="consent-text">{pending.data.textoCortoRGPD}</p>
      {pending.data.linkExternoRGPD ? (
        <p>
          <a href={pending.data.linkExternoRGPD} target="_blank" rel="noreferrer">
            {t('consentMore')}
          </a>
        </p>
      ) : null}
      {failure !== null ? <StatusNotice status={failure} /> : null}
      <button type="button" className="portal-button" disabled={saving} onClick={() => void accept()}>
        {saving ? t('consentSaving') : t('consentAccept')}
      </button>{' '}
      <button
        type="button"
        className="portal-button portal-button--secondary"
        disabled={saving}
        onClick={() => sessionStore.getState().dropPendingConsent()}
      >
        {t('consentDecline')}
      </button>
    </section>
  );
};
