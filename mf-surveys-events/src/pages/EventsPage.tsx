import { useTranslation } from 'react-i18next';
import { companyApi, studentApi } from '@portal/api-client';
import { useSession } from '@portal/session';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { EventCard } from '../components/EventCard';
import { isPast } from '../is-past';
import '../i18n';
import '../events.css';

/** `/eventos`: upcoming events first, soonest first, then the past ones marked as finished. */
const EventsPage = () => {
  const { t } = useTranslation('events');
  const userType = useSession((state) => state.userType);
  const events = useApiData(() => (userType === 'Empresa' ? companyApi.events() : studentApi.events()), [userType]);
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <LoadState state={events}>
        {(list) => {
          const upcoming = list.filter((event) => !isPast(event.fecha)).sort((a, b) => a.fecha.localeCompare(b.fecha));
          const past = list.filter((event) => isPast(event.fecha)).sort((a, b) => b.fecha.localeCompare(a.fecha));
          return (
            <>
              <h2>{t('upcoming')}</h2>
              {upcoming.length === 0 ? (
                <p>{t('none')}</p>
              ) : (
                <ul className="portal-list" data-testid="events-upcoming">
                  {upcoming.map((event) => (
                    <EventCard key={event.idEvento} event={event} />
                  ))}
                </ul>
              )}
              {past.length > 0 ? (
                <>
                  <h2>{t('past')}</h2>
                  <ul className="portal-list">
                    {past.map((event) => (
                      <EventCard key={event.idEvento} event={event} />
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          );
        }}
      </LoadState>
    </section>
  );
};

export default EventsPage;
