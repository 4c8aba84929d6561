import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { publicApi } from '@portal/api-client';
import { rememberPreLoginRoute, useSession } from '@portal/session';
import { formatDate, LoadState, PageHeading, useApiData } from '@portal/ui';
import { isPast } from '../is-past';
import '../i18n';
import '../events.css';

/**
 * `/evento-publico/{id}`: an event anyone can open. A visitor is invited to log in and comes back
 * here afterwards; a logged user is greeted by name from the shared session store.
 */
const PublicEventPage = () => {
  const { t, i18n } = useTranslation('events');
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
          <PageHeading>{detail.titulo}</PageHeading>
          {detail.ulrImagenPrincipal ? <img className="events-detail__image" src={detail.ulrImagenPrincipal} alt="" /> : null}
          <dl>
            <dt>{t('when')}</dt>
            <dd>
              {formatDate(detail.fecha, i18n.language)}
              {isPast(detail.fecha) ? ` · ${t('expired')}` : ''}
            </dd>
            <dt>{t('where')}</dt>
            <dd>{detail.lugar}</dd>
            <dt>{t('category')}</dt>
            <dd>{detail.categoria.nombre}</dd>
            <dt>{t('places')}</dt>
            <dd>
              {detail.plazas === null
                ? t('unlimited')
                : detail.plazas - detail.inscritos > 0
                  ? t('placesLeft', { count: detail.plazas - detail.inscritos })
                  : t('full')}
            </dd>
          </dl>
          <p className="events-detail__lead">{detail.entradilla}</p>
          <p>{detail.descripcion}</p>
          {logged ? (
            <p className="portal-card" data-testid="public-event-greeting">
              {t('loggedAs', { name })} <Link to="/eventos">{t('seeAllEvents')}</Link>
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
