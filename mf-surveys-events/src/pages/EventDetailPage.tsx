import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@portal/contracts';
import { statusTextKey } from '@portal/i18n';
import { useSession } from '@portal/session';
import { formatDate, LoadState, Notice, useApiData, StatusNotice } from '@portal/ui';
import { eventsApi } from '../api';
import { EventBody } from '../components/EventBody';
import { isPast } from '../is-past';
import '../i18n';
import '../events.css';

/**
 * Registration (spec 000 §4): success shows message 533; a refusal shows the server's message
 * (74–78). The server holds the rules; the button only hides when registration is plainly over.
 */
const Registration = ({
  event,
  onRegistered,
}: {
  event: EventDetail;
  onRegistered: (successCode: number) => void;
}) => {
  const { t, i18n } = useTranslation('events');
  const userType = useSession((state) => state.userType) ?? 'Alumno';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const closed = isPast(event.cierreInscripcion);

  const register = async () => {
    setBusy(true);
    try {
      const answer = await eventsApi.register(
        userType,
        { idEvento: event.idEvento, urlEvento: event.urlAcceso },
        { silent: true },
      );
      setFailure(null);
      onRegistered(answer.mensaje);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="portal-card events-register" aria-live="polite">
      {failure ? <StatusNotice withServerText error={failure} /> : null}
      {event.inscrito ? (
        <p data-testid="event-registered">{t('registered')}</p>
      ) : closed ? (
        <p>{t('registrationClosed')}</p>
      ) : event.aperturaInscripcion && !isPast(event.aperturaInscripcion) ? (
        <p>{t('opensOn', { date: formatDate(event.aperturaInscripcion, i18n.language) })}</p>
      ) : (
        <>
          <button type="button" className="portal-button" disabled={busy} onClick={() => void register()}>
            {busy ? t('registering') : t('register')}
          </button>
          <span>{t('closesOn', { date: formatDate(event.cierreInscripcion, i18n.language) })}</span>
        </>
      )}
    </section>
  );
};

/** `/eventos/{id}`: an event for a logged user, with registration. */
const EventDetailPage = () => {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation('common');
  const { id } = useParams();
  const userType = useSession((state) => state.userType) ?? 'Alumno';
  const eventId = Number(id);
  const event = useApiData(() => eventsApi.event(userType, eventId), [userType, eventId]);
  // Kept here, above the reload of the event, so the confirmation outlives it.
  const [successCode, setSuccessCode] = useState<number | null>(null);
  return (
    <>
      {successCode === null ? null : (
        <Notice tone="success" title={tCommon(statusTextKey(successCode, 'titulo'))}>
          <p>{tCommon(statusTextKey(successCode, 'cuerpo'))}</p>
        </Notice>
      )}
      <LoadState state={event}>
        {(detail) => (
          <article className="events-detail">
            <EventBody event={detail} />
            <Registration
              event={detail}
              onRegistered={(code) => {
                setSuccessCode(code);
                event.reload();
              }}
            />
            <p>
              <Link to="/eventos">{t('backToEvents')}</Link>
            </p>
          </article>
        )}
      </LoadState>
    </>
  );
};

export default EventDetailPage;
