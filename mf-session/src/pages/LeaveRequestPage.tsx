import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Success, type LeaveStatus } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import {
  CheckField,
  FormCard,
  LoadState,
  PageHeading,
  StatusNotice,
  failureStatus,
  formatDate,
  saveBlob,
  useApiData,
} from '@portal/ui';
import { accountApi } from '../api';
import './leave-i18n';

/** The archive of all the student's data, to keep before leaving (solicitarTodosMisDatos). */
const DownloadData = () => {
  const { t } = useTranslation('leave');
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<number | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await accountApi.personalData(), `mis-datos-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (error) {
      setFailure(failureStatus(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('downloadTitle')}</h2>
      <p>{t('downloadText')}</p>
      {failure !== null ? <StatusNotice status={failure} /> : null}
      <button type="button" className="portal-button portal-button--secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
        {t('download')}
      </button>
    </section>
  );
};

/** The erasure is scheduled: when, since when, and the way back. */
const PendingErasure = ({ status, onCancelled }: { status: LeaveStatus; onCancelled: (notice: number) => void }) => {
  const { t, i18n } = useTranslation('leave');
  const headingId = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<number | null>(null);
  const cancel = async () => {
    setSending(true);
    setFailure(null);
    try {
      onCancelled((await accountApi.cancelLeave()).aviso);
    } catch (error) {
      setFailure(failureStatus(error));
    } finally {
      setSending(false);
    }
  };
  const eraseOn = status.fechaSupresion ?? '';
  return (
    <section aria-labelledby={headingId} className="portal-card">
      <h2 id={headingId}>{t('pendingTitle')}</h2>
      <p>
        {t('pendingDate')}{' '}
        <strong>
          <time dateTime={eraseOn}>{formatDate(eraseOn, i18n.language)}</time>
        </strong>
        .
      </p>
      {status.fechaSolicitud ? <p>{t('pendingSince', { date: formatDate(status.fechaSolicitud, i18n.language) })}</p> : null}
      <p>{t('pendingCancelText')}</p>
      {failure !== null ? <StatusNotice status={failure} /> : null}
      <button type="button" className="portal-button" disabled={sending} aria-busy={sending || undefined} onClick={() => void cancel()}>
        {t('cancel')}
      </button>
    </section>
  );
};

/** The request itself: a reason if they like, and an explicit confirmation. */
const RequestForm = ({ onRequested }: { onRequested: (answer: { aviso: number; fechaSupresion: string | null }) => void }) => {
  const { t } = useTranslation('leave');
  const reasonId = useId();
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<number | null>(null);
  const send = async () => {
    setTried(true);
    setFailure(null);
    if (!confirmed) return;
    setSending(true);
    try {
      onRequested(await accountApi.requestLeave(reason.trim() ? { motivo: reason.trim() } : {}));
    } catch (error) {
      setFailure(failureStatus(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('requestTitle')}</h2>
      {failure !== null ? <StatusNotice status={failure} /> : null}
      <FormCard onSubmit={() => void send()} invalid={tried && !confirmed} sending={sending} submitLabel={t('submit')}>
        <div className="portal-field">
          <label htmlFor={reasonId}>{t('reason')}</label>
          <textarea id={reasonId} rows={4} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <CheckField
          label={t('confirm')}
          checked={confirmed}
          onChecked={setConfirmed}
          error={tried && !confirmed ? t('confirmRequired') : null}
        />
      </FormCard>
    </section>
  );
};

/** What the page shows once the status is known, and how each step changes it. */
const LeaveFlow = ({ initial }: { initial: LeaveStatus }) => {
  const { t } = useTranslation('leave');
  const [status, setStatus] = useState(initial);
  const [notice, setNotice] = useState<number | null>(null);

  if (notice === Success.accountErased) {
    return (
      <>
        <StatusNotice status={notice} tone="success" />
        <Link to="/">{t('home')}</Link>
      </>
    );
  }
  const requested = ({ aviso, fechaSupresion }: { aviso: number; fechaSupresion: string | null }) => {
    setNotice(aviso);
    // Erased at once: the account and its session are gone on the server; the page's go too.
    if (aviso === Success.accountErased) sessionStore.getState().logout();
    else setStatus({ ...status, pendiente: true, fechaSolicitud: new Date().toISOString(), fechaSupresion });
  };
  const cancelled = (aviso: number) => {
    setNotice(aviso);
    setStatus({ ...status, pendiente: false, fechaSolicitud: null, fechaSupresion: null });
  };
  return (
    <>
      {notice !== null ? <StatusNotice status={notice} tone="success" /> : null}
      {status.pendiente ? (
        <PendingErasure status={status} onCancelled={cancelled} />
      ) : (
        <>
          <p>{t('intro')}</p>
          <p>{status.diasGracia > 0 ? t('introGrace', { count: status.diasGracia }) : t('introAtOnce')}</p>
          <p>
            {t('kept')} <Link to="/politica-privacidad">{t('privacyPolicy')}</Link>.
          </p>
        </>
      )}
      <DownloadData />
      {status.pendiente ? null : <RequestForm onRequested={requested} />}
    </>
  );
};

/**
 * A student leaves the service (brand flag canBorrarCuenta): the request schedules the erasure of
 * their account and data (517, its date), which they see here and may cancel (160) until it
 * happens; or, without a grace period, the data goes at once (162). The archive of all their data
 * is offered on both sides of the request.
 */
const LeaveRequestPage = () => {
  const { t } = useTranslation('leave');
  const status = useApiData(() => accountApi.leaveStatus(), []);
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <LoadState state={status}>{(loaded) => <LeaveFlow initial={loaded} />}</LoadState>
    </section>
  );
};

export default LeaveRequestPage;
