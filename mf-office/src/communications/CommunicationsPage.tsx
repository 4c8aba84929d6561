import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StaffCommunication } from '@portal/contracts';
import { ConfirmDialog, LoadState, OutcomeNotice, PageHeading, formatDate, useApiData, useDegreeName, type Outcome } from '@portal/ui';
import { communicationPath } from '../paths';
import { communicationsApi } from './api';
import '../i18n';
import './i18n';
import '../office.css';

/** Who an audience is, with its degree when it names one. */
export const useAudienceLabel = () => {
  const { t } = useTranslation('officeCommunications');
  const degreeName = useDegreeName();
  return (communication: Pick<StaffCommunication, 'publico' | 'titulacion'>) => {
    const audience = t(`audiences.${communication.publico}`);
    return communication.titulacion ? t('ofDegree', { audience, degree: degreeName(communication.titulacion) }) : audience;
  };
};

/** Who created, changed and withdrew it, and when. */
const Authorship = ({ communication }: { communication: StaffCommunication }) => {
  const { t, i18n } = useTranslation('officeCommunications');
  const steps = (
    [
      ['createdBy', communication.creada],
      ['changedBy', communication.modificada],
      ['withdrawnBy', communication.retirada],
    ] as const
  ).filter(([, step]) => step !== null);
  if (steps.length === 0) return <>{t('fromSeed')}</>;
  return (
    <ul className="office-communications__steps">
      {steps.map(([key, step]) => (
        <li key={key}>{t(key, { name: step!.por, date: formatDate(step!.el, i18n.language) })}</li>
      ))}
      {communication.notificados > 0 ? <li>{t('notified', { count: communication.notificados })}</li> : null}
    </ul>
  );
};

/**
 * The home's communications as the careers office manages them: each with its text, audience,
 * days, state (scheduled, live, expired, withdrawn) and who wrote it; a link to write a new one,
 * to edit one, and to withdraw one after a confirmation. Outcomes are announced in place.
 */
const CommunicationsPage = () => {
  const { t, i18n } = useTranslation('officeCommunications');
  const location = useLocation();
  const list = useApiData(() => communicationsApi.list(), []);
  const audienceOf = useAudienceLabel();
  const [changed, setChanged] = useState<StaffCommunication[] | null>(null);
  const saved = (location.state as { aviso?: number } | null)?.aviso;
  const [outcome, setOutcome] = useState<Outcome>(saved ? { ok: true, code: saved } : null);
  const [toWithdraw, setToWithdraw] = useState<StaffCommunication | null>(null);
  const [busy, setBusy] = useState(false);
  const communications = changed ?? list.data ?? [];
  const day = (value: string) => formatDate(value, i18n.language);

  const withdraw = async (communication: StaffCommunication) => {
    setBusy(true);
    setOutcome(null);
    try {
      const { aviso, comunicacion } = await communicationsApi.withdraw(communication.id, communication.version);
      setChanged(communications.map((item) => (item.id === comunicacion.id ? comunicacion : item)));
      setOutcome({ ok: true, code: aviso });
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="office-communications-title" className="office-communications">
      <PageHeading>
        <span id="office-communications-title">{t('title')}</span>
      </PageHeading>
      <p>{t('intro')}</p>
      <p>
        <Link className="portal-button" to={communicationPath('nueva')}>
          {t('newOne')}
        </Link>
      </p>
      <OutcomeNotice outcome={outcome} />
      <section aria-labelledby="office-communications-list">
        <h2 id="office-communications-list">{t('listTitle')}</h2>
        <LoadState state={list}>
          {() =>
            communications.length === 0 ? (
              <p role="status">{t('empty')}</p>
            ) : (
              <div className="office-staff__table">
                <table>
                  <caption>{t('caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('text')}</th>
                      <th scope="col">{t('audience')}</th>
                      <th scope="col">{t('dates')}</th>
                      <th scope="col">{t('state')}</th>
                      <th scope="col">{t('author')}</th>
                      <th scope="col">{t('actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {communications.map((communication) => (
                      <tr key={communication.id}>
                        <th scope="row">{communication.textos.es}</th>
                        <td>{audienceOf(communication)}</td>
                        <td>
                          {communication.hasta
                            ? t('fromTo', { from: day(communication.desde), until: day(communication.hasta) })
                            : t('fromOn', { from: day(communication.desde) })}
                        </td>
                        <td>
                          <span className={`office-communications__state office-communications__state--${communication.estado}`}>
                            {t(`states.${communication.estado}`)}
                          </span>
                        </td>
                        <td>
                          <Authorship communication={communication} />
                        </td>
                        <td>
                          {communication.estado === 'retirada' ? null : (
                            <div className="office-staff__actions">
                              <Link
                                className="portal-button portal-button--secondary"
                                to={communicationPath(communication.id)}
                                aria-label={t('edit', { text: communication.textos.es })}
                              >
                                {t('editAction')}
                              </Link>
                              <button
                                type="button"
                                className="portal-button portal-button--secondary"
                                disabled={busy}
                                aria-label={t('withdraw', { text: communication.textos.es })}
                                onClick={() => setToWithdraw(communication)}
                              >
                                {t('confirmWithdraw')}
                              </button>
                            </div>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </LoadState>
      </section>
      <ConfirmDialog
        open={toWithdraw !== null}
        title={t('confirmWithdrawTitle')}
        confirmLabel={t('confirmWithdraw')}
        cancelLabel={t('cancel')}
        onCancel={() => setToWithdraw(null)}
        onConfirm={() => {
          const communication = toWithdraw;
          setToWithdraw(null);
          if (communication) void withdraw(communication);
        }}
      >
        <p>{toWithdraw?.textos.es}</p>
        <p>{t('confirmWithdrawBody')}</p>
      </ConfirmDialog>
    </section>
  );
};

export default CommunicationsPage;
