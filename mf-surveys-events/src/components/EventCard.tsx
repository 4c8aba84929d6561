import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@portal/contracts';
import { formatDate } from '@portal/ui';
import { isPast } from '../is-past';

export const EventCard = ({ event }: { event: EventSummary }) => {
  const { t, i18n } = useTranslation('events');
  return (
    <li className="portal-card events-card">
      <h3 className="events-card__title">
        <Link to={`/eventos/${event.idEvento}`}>{event.titulo}</Link>
      </h3>
      <p className="events-card__meta">
        {formatDate(event.fecha, i18n.language)} · {event.lugar} · {event.categoria.nombre}
      </p>
      <p>{event.entradilla}</p>
      {event.destacado ? <span className="events-card__badge">{t('featured')}</span> : null}
      {isPast(event.fecha) ? (
        <span className="events-card__badge events-card__badge--past">{t('expired')}</span>
      ) : null}
    </li>
  );
};
