import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StaffCommunication } from '@portal/contracts';
import { ConfirmDialog, LoadState, formatDate, useApiData, useDegreeName } from '@portal/ui';
import { OfficeListHeader } from '../components/OfficeListHeader';
import { OfficeTable } from '../components/OfficeTable';
import { useConfirmation } from '../components/use-confirmation';
import { useRecordActions } from '../components/use-record-actions';
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
  const list = useApiData(() => communicationsApi.list(), []);
  const audienceOf = useAudienceLabel();
  const { records: communications, busy, run, outcome } = useRecordActions(list.data);
  const { pending: toWithdraw, ask: setToWithdraw, dialog } = useConfirmation<StaffCommunication>();
  const day = (value: string) => formatDate(value, i18n.language);

  return (
    <section aria-labelledby="office-communications-title" className="office-communications">
      <OfficeListHeader
        titleId="office-communications-title"
        title={t('title')}
        intro={t('intro')}
        newLink={{ to: communicationPath('nueva'), label: t('newOne') }}
        outcome={outcome}
      />
      <section aria-labelledby="office-communications-list">
        <h2 id="office-communications-list">{t('listTitle')}</h2>
        <LoadState state={list}>
          {() => (
            <OfficeTable
              rows={communications}
              caption={t('caption')}
              headers={[t('text'), t('audience'), t('dates'), t('state'), t('author'), t('actions')]}
              empty={t('empty')}
            >
              {(communication) => (
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
              )}
            </OfficeTable>
          )}
        </LoadState>
      </section>
      <ConfirmDialog
        {...dialog((communication) => void run('comunicacion', () => communicationsApi.withdraw(communication.id, communication.version)))}
        title={t('confirmWithdrawTitle')}
        confirmLabel={t('confirmWithdraw')}
        cancelLabel={t('cancel')}
      >
        <p>{toWithdraw?.textos.es}</p>
        <p>{t('confirmWithdrawBody')}</p>
      </ConfirmDialog>
    </section>
  );
};

export default CommunicationsPage;
