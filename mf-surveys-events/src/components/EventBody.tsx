import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@portal/contracts';
import { formatDate, PageHeading } from '@portal/ui';
import { isPast } from '../is-past';
import { AddToCalendar } from './AddToCalendar';

/** What the event pages (logged and public) show of an event: facts, text, gallery and videos. */
export const EventBody = ({ event }: { event: EventDetail }) => {
  const { t, i18n } = useTranslation('events');
  const placesLeft = event.plazas === null ? null : Math.max(0, event.plazas - event.inscritos);
  return (
    <>
      <PageHeading>{event.titulo}</PageHeading>
      {event.ulrImagenPrincipal ? (
        <img className="events-detail__image" src={event.ulrImagenPrincipal} alt="" />
      ) : null}
      <dl>
        <dt>{t('when')}</dt>
        <dd>
          {formatDate(event.fecha, i18n.language)}
          {isPast(event.fecha) ? ` · ${t('expired')}` : ''}
        </dd>
        <dt>{t('where')}</dt>
        <dd>{event.lugar}</dd>
        <dt>{t('category')}</dt>
        <dd>{event.categoria.nombre}</dd>
        <dt>{t('places')}</dt>
        <dd data-testid="event-places">
          {placesLeft === null
            ? t('unlimited')
            : placesLeft > 0
              ? t('placesLeft', { count: placesLeft })
              : t('full')}
        </dd>
      </dl>
      <p className="events-detail__lead">{event.entradilla}</p>
      <p>{event.descripcion}</p>
      <p>
        <AddToCalendar event={event} />
      </p>
      {event.galeria.length > 0 ? (
        <section aria-labelledby="event-gallery-title">
          <h2 id="event-gallery-title">{t('gallery')}</h2>
          <ul className="events-gallery">
            {event.galeria.map((picture) => (
              <li key={picture.url}>
                <figure>
                  <img src={picture.url} alt={picture.titulo} loading="lazy" width="320" height="200" />
                  <figcaption>{picture.titulo}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event.videos.length > 0 ? (
        <section aria-labelledby="event-videos-title">
          <h2 id="event-videos-title">{t('videos')}</h2>
          <ul>
            {event.videos.map((video) => (
              <li key={video.url}>
                <a href={video.url} target="_blank" rel="noopener noreferrer">
                  {video.titulo}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
};
