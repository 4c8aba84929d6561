import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { eventCancelReasonMax, type OfficeEvent } from '@portal/contracts';
import { ConfirmDialog, Field, LoadState, formatDate, useApiData, useDegreeName } from '@portal/ui';
import { OfficeListHeader } from '../components/OfficeListHeader';
import { OfficeTable } from '../components/OfficeTable';
import { useConfirmation } from '../components/use-confirmation';
import { useRecordActions } from '../components/use-record-actions';
import { eventFormPath, eventRegistrationsPath } from '../paths';
import { eventsApi } from './api';
import { eventTabs, inTab, type EventTab } from './logic';
import '../i18n';
import './i18n';
import '../office.css';

/** A moment as the list shows it: the day and the time. */
export const useMoment = () => {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : `${i18n.language}-ES`, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
};

/** Who an event is for: its students (with their degree) and the companies. */
export const useEventAudience = () => {
  const { t } = useTranslation('officeEvents');
  const degreeName = useDegreeName();
  return (event: Pick<OfficeEvent, 'estudiantes' | 'titulacion' | 'empresas'>) => {
    const parts: string[] = [];
    if (event.estudiantes) {
      const students = t(`students.${event.estudiantes}`);
      parts.push(event.titulacion ? t('ofDegree', { audience: students, degree: degreeName(event.titulacion) }) : students);
    }
    if (event.empresas) parts.push(t('companies'));
    return parts.join(' · ');
  };
};

type Pending = { kind: 'publish' | 'cancel'; event: OfficeEvent } | null;

/**
 * The events as the careers office manages them, in three tabs (to come and drafts, past,
 * cancelled): each with its date, place, audience, registrations and state; links to write a new
 * one, edit one and see its registrations; publishing and cancelling after a confirmation (a
 * cancellation with the reason the notice gives). Outcomes are announced in place.
 */
const EventsPage = () => {
  const { t, i18n } = useTranslation('officeEvents');
  const list = useApiData(() => eventsApi.list(), []);
  const audienceOf = useEventAudience();
  const moment = useMoment();
  const ids = useId();
  const [tab, setTab] = useState<EventTab>('proximos');
  const { records: events, busy, run, outcome } = useRecordActions(list.data?.eventos);
  const { pending, ask: setPending, dialog } = useConfirmation<NonNullable<Pending>>();
  const [reason, setReason] = useState('');
  const titleOf = (event: OfficeEvent) => event.titulo.es;

  const act = (step: NonNullable<Pending>, motivo: string) =>
    run('evento', () =>
      step.kind === 'publish' ? eventsApi.publish(step.event.id, step.event.version) : eventsApi.cancel(step.event.id, step.event.version, motivo),
    );

  const shown = events.filter((event) => inTab(event, tab));
  return (
    <section aria-labelledby="office-events-title" className="office-events">
      <OfficeListHeader
        titleId="office-events-title"
        title={t('title')}
        intro={t('intro')}
        newLink={{ to: eventFormPath('nuevo'), label: t('newOne') }}
        outcome={outcome}
      />
      <fieldset className="office-events__tabs">
        <legend>{t('tabsLabel')}</legend>
        {eventTabs.map((item) => (
          <label key={item} className="office-communication-form__choice">
            <input type="radio" name={`${ids}-tab`} value={item} checked={tab === item} onChange={() => setTab(item)} /> {t(`tabs.${item}`)}
          </label>
        ))}
      </fieldset>
      <LoadState state={list}>
        {() => (
          <OfficeTable
            rows={shown}
            caption={t('caption', { tab: t(`tabs.${tab}`) })}
            headers={[t('event'), t('when'), t('where'), t('audience'), t('registrations'), t('state'), t('actions')]}
            empty={t('empty')}
          >
            {(event) => (
              <tr key={event.id}>
                <th scope="row">{titleOf(event)}</th>
                <td>{moment(event.inicio)}</td>
                <td>{[event.lugar, event.enlace ? t('online') : null].filter(Boolean).join(' · ')}</td>
                <td>{audienceOf(event)}</td>
                <td>
                  {event.plazas === null
                    ? t('registeredNoLimit', { count: event.inscritos })
                    : t('registeredOf', { count: event.inscritos, places: event.plazas })}
                  {event.asistentes > 0 ? <div>{t('attendees', { count: event.asistentes })}</div> : null}
                </td>
                <td>
                  <span className="office-communications__state">{t(`states.${event.estado}`)}</span>
                  {event.cancelado ? (
                    <div>
                      {t('cancelledBy', { name: event.cancelado.por, date: formatDate(event.cancelado.el, i18n.language) })}
                      {event.notificados > 0 ? <div>{t('notified', { count: event.notificados })}</div> : null}
                    </div>
                  ) : null}
                </td>
                <td>
                  <div className="office-staff__actions">
                    <Link
                      className="portal-button portal-button--secondary"
                      to={eventRegistrationsPath(event.id)}
                      aria-label={t('registrationsOf', { title: titleOf(event) })}
                    >
                      {t('registrationsAction')}
                    </Link>
                    {event.estado === 'cancelado' ? null : (
                      <>
                        <Link
                          className="portal-button portal-button--secondary"
                          to={eventFormPath(event.id)}
                          aria-label={t('edit', { title: titleOf(event) })}
                        >
                          {t('editAction')}
                        </Link>
                        {event.estado === 'borrador' ? (
                          <button
                            type="button"
                            className="portal-button"
                            disabled={busy}
                            aria-label={t('publish', { title: titleOf(event) })}
                            onClick={() => setPending({ kind: 'publish', event })}
                          >
                            {t('publishAction')}
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className="portal-button portal-button--secondary"
                          disabled={busy}
                          aria-label={t('cancelOf', { title: titleOf(event) })}
                          onClick={() => {
                            setReason('');
                            setPending({ kind: 'cancel', event });
                          }}
                        >
                          {t('cancelAction')}
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            )}
          </OfficeTable>
        )}
      </LoadState>
      <ConfirmDialog
        {...dialog((step) => void act(step, reason))}
        title={t(pending?.kind === 'cancel' ? 'confirmCancelTitle' : 'confirmPublishTitle')}
        confirmLabel={t(pending?.kind === 'cancel' ? 'cancelAction' : 'publishAction')}
        cancelLabel={t('keep')}
      >
        <p>{pending ? titleOf(pending.event) : null}</p>
        <p>{t(pending?.kind === 'cancel' ? 'confirmCancelBody' : 'confirmPublishBody')}</p>
        {pending?.kind === 'cancel' ? (
          <Field label={t('cancelReason')} name="motivo" rows={3} maxLength={eventCancelReasonMax} value={reason} onValue={setReason} />
        ) : null}
      </ConfirmDialog>
    </section>
  );
};

export default EventsPage;
