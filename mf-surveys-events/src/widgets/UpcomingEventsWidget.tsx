import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { companyApi, studentApi } from '@portal/api-client';
import { useSession } from '@portal/session';
import { LoadState, PlaceholderCards, useApiData } from '@portal/ui';
import { EventCard } from '../components/EventCard';
import { isPast } from '../is-past';
import '../i18n';
import '../events.css';

const homeEventCount = 3;

/** Spec 000 §2.3, §4: the next 3 future events, soonest first (the shell shows it only with hasEventos). */
const UpcomingEventsWidget = () => {
  const { t } = useTranslation('events');
  const userType = useSession((state) => state.userType);
  const events = useApiData(
    () => (userType === 'Empresa' ? companyApi.events() : studentApi.events()),
    [userType],
  );
  return (
    <section className="events-home" aria-labelledby="home-events-title">
      <h2 id="home-events-title">{t('homeTitle')}</h2>
      {events.loading ? (
        <PlaceholderCards />
      ) : (
        <LoadState state={events}>
          {(list) => {
            const upcoming = list
              .filter((event) => !isPast(event.fecha))
              .sort((a, b) => a.fecha.localeCompare(b.fecha))
              .slice(0, homeEventCount);
            if (upcoming.length === 0) return <p>{t('homeNone')}</p>;
            return (
              <>
                <ul className="portal-list" data-testid="home-events">
                  {upcoming.map((event) => (
                    <EventCard key={event.idEvento} event={event} />
                  ))}
                </ul>
                <p>
                  <Link to="/eventos">{t('seeAllEvents')}</Link>
                </p>
              </>
            );
          }}
        </LoadState>
      )}
    </section>
  );
};

export default UpcomingEventsWidget;
