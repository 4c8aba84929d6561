import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, type EventRegistration } from '@portal/contracts';
import { LoadState, Notice, OutcomeNotice, PageHeading, StatusNotice, saveBlob, useApiData, type Outcome } from '@portal/ui';
import { pathOf } from '../paths';
import { eventsApi } from './api';
import { useEventAudience, useMoment } from './EventsPage';
import '../i18n';
import './i18n';
import '../office.css';

/**
 * `/orientacion/eventos/{id}/inscripciones`: who registered for an event, in order of
 * registration; the list downloaded as CSV or XLSX; each person's attendance marked with a
 * checkbox (on a published, not cancelled event), the outcome announced in place.
 */
const Registrations = ({ id }: { id: number }) => {
  const { t } = useTranslation('officeEvents');
  const loaded = useApiData(() => eventsApi.registrations(id), [id]);
  const moment = useMoment();
  const audienceOf = useEventAudience();
  const [changed, setChanged] = useState<EventRegistration[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [exportFailed, setExportFailed] = useState(false);

  const download = async (formato: 'csv' | 'xlsx') => {
    setExportFailed(false);
    try {
      saveBlob(await eventsApi.export(id, formato), `inscripciones-evento-${id}.${formato}`);
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <LoadState state={loaded}>
      {({ evento, inscripciones }) => {
        const registrations = changed ?? inscripciones;
        const markable = evento.estado === 'proximo' || evento.estado === 'pasado';
        /** The box follows the click at once; a refusal puts it back as it was, and says why. */
        const mark = async (registration: EventRegistration, asistio: boolean) => {
          const replaced = (next: EventRegistration) => registrations.map((item) => (item.id === next.id ? next : item));
          setBusy(registration.id);
          setOutcome(null);
          setChanged(replaced({ ...registration, asistio }));
          try {
            const { aviso, inscripcion } = await eventsApi.attendance(id, registration.id, asistio);
            setChanged(replaced(inscripcion));
            setOutcome({ ok: true, code: aviso });
          } catch (error) {
            setChanged(replaced(registration));
            setOutcome({ ok: false, error });
          } finally {
            setBusy(null);
          }
        };
        const attendees = registrations.filter((item) => item.asistio === true).length;
        return (
          <>
            <h2>{evento.titulo.es}</h2>
            <p>
              {moment(evento.inicio)} · {t(`states.${evento.estado}`)} · {audienceOf(evento)}
            </p>
            <p role="status">{t('summary', { count: registrations.length, attendees })}</p>
            <div className="office-staff__actions">
              <button type="button" className="portal-button portal-button--secondary" onClick={() => void download('csv')}>
                {t('exportCsv')}
              </button>
              <button type="button" className="portal-button portal-button--secondary" onClick={() => void download('xlsx')}>
                {t('exportXlsx')}
              </button>
            </div>
            {exportFailed ? (
              <Notice tone="error" title={t('exportFailed')} />
            ) : null}
            <OutcomeNotice outcome={outcome} />
            {registrations.length === 0 ? (
              <p>{t('noRegistrations')}</p>
            ) : (
              <div className="office-staff__table">
                <table>
                  <caption>{t('registrationsCaption', { title: evento.titulo.es })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('person')}</th>
                      <th scope="col">{t('email')}</th>
                      <th scope="col">{t('type')}</th>
                      <th scope="col">{t('registeredOn')}</th>
                      <th scope="col">{t('attendance')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {registrations.map((registration) => (
                      <tr key={registration.id}>
                        <th scope="row">{registration.empresa ? `${registration.empresa} (${registration.nombre})` : registration.nombre}</th>
                        <td className="office-events__email">{registration.email}</td>
                        <td>{t(`types.${registration.tipo}`)}</td>
                        <td>{moment(registration.inscritoEl)}</td>
                        <td>
                          {markable ? (
                            <label className="portal-check">
                              <input
                                type="checkbox"
                                checked={registration.asistio === true}
                                disabled={busy === registration.id}
                                aria-label={t('attendedOf', { name: registration.nombre })}
                                onChange={(event) => void mark(registration, event.target.checked)}
                              />{' '}
                              <span aria-hidden="true">{t('attended')}</span>
                            </label>
                          ) : registration.asistio === null ? (
                            t('notMarked')
                          ) : registration.asistio ? (
                            t('attended')
                          ) : (
                            '—'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        );
      }}
    </LoadState>
  );
};

const EventRegistrationsPage = () => {
  const { t } = useTranslation('officeEvents');
  const { id: rawId } = useParams();
  const id = Number(rawId);
  return (
    <section aria-labelledby="office-event-registrations-title" className="office-event-registrations">
      <PageHeading>
        <span id="office-event-registrations-title">{t('registrationsTitle')}</span>
      </PageHeading>
      <p>
        <Link to={pathOf('officeEvents')}>{t('backToList')}</Link>
      </p>
      {Number.isInteger(id) && id > 0 ? <Registrations id={id} /> : <StatusNotice status={Status.officeEventNotFound} />}
    </section>
  );
};

export default EventRegistrationsPage;
