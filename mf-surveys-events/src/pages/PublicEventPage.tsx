import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi } from '@portal/api-client';
import { rememberPreLoginRoute, useSession } from '@portal/session';
import { LoadState, useApiData } from '@portal/ui';
import { EventBody } from '../components/EventBody';
import '../i18n';
import '../events.css';

/**
 * `/evento-publico/{id}`: an event anyone can open. A visitor is invited to log in and comes back
 * here afterwards; a logged user is greeted by name and sent to the event's page to register.
 */
const PublicEventPage = () => {
  const { t } = useTranslation('events');
  const { id } = useParams();
  const location = useLocation();
  const name = useSession((state) => state.name);
  const logged = useSession((state) => state.token !== null);
  const eventId = Number(id);
  const event = useApiData(() => publicApi.publicEvent(eventId), [eventId]);
  return (
    <LoadState state={event}>
      {(detail) => (
        <article className="events-detail">
          <EventBody event={detail} />
          {logged ? (
            <p className="portal-card" data-testid="public-event-greeting">
              {t('loggedAs', { name })} <Link to={`/eventos/${detail.idEvento}`}>{t('details')}</Link> ·{' '}
              <Link to="/eventos">{t('seeAllEvents')}</Link>
            </p>
          ) : (
            <p>
              <Link
                className="portal-button"
                to="/login"
                onClick={() => rememberPreLoginRoute(location.pathname + location.search)}
              >
                {t('loginToRegister')}
              </Link>
            </p>
          )}
        </article>
      )}
    </LoadState>
  );
};

export default PublicEventPage;
