import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading, CheckField, FormCard, StatusNotice, useSubmission } from '@portal/ui';
import { accountApi } from '../api';
import '../i18n';

/** A student asks to leave the service (solicitarBajaServicio, brand flag canBorrarCuenta): 517. */
const LeaveRequestPage = () => {
  const { t } = useTranslation('session');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const send = () =>
    void submit(confirmed, () => accountApi.requestLeave(reason.trim() ? { motivo: reason.trim() } : {}));
  return (
    <section>
      <PageHeading>{t('leaveTitle')}</PageHeading>
      {notice !== null ? (
        <StatusNotice status={notice} tone="success" />
      ) : (
        <>
          <p>{t('leaveIntro')}</p>
          {failure ? <StatusNotice status={failure.status} /> : null}
          <FormCard onSubmit={send} invalid={tried && !confirmed} sending={sending} submitLabel={t('leaveSubmit')}>
            <div className="portal-field">
              <label htmlFor={reasonId}>{t('leaveReason')}</label>
              <textarea id={reasonId} rows={4} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
            </div>
            <CheckField
              label={t('leaveConfirm')}
              checked={confirmed}
              onChecked={setConfirmed}
              error={tried && !confirmed ? t('leaveConfirmRequired') : null}
            />
          </FormCard>
        </>
      )}
    </section>
  );
};

export default LeaveRequestPage;
