import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { PageHeading } from '@portal/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useBrand } from '../brand/brand-store';
import { CommunicationsWidget } from './CommunicationsWidget';

/**
 * Room kept for the home's widgets from the first paint, about the size each one has with the
 * demo's data, so that widgets arriving one after another do not push each other down.
 */
const widgetRoom = { companyTiles: '14rem', latestOffers: '34rem', upcomingEvents: '18rem' };

/** Home: a header titled by user type, then the widgets of the remotes for that user. */
export const HomePage = () => {
  const { t } = useTranslation('shell');
  const { userType, name } = useSession();
  const { brand } = useBrand();
  return (
    <section className="shell-home">
      <PageHeading>{t('home.welcome', { name })}</PageHeading>
      {userType === 'Empresa' ? (
        <RemoteSlot page={{ remote: 'mf_company', module: 'CompanyHomeWidget' }} reserve={widgetRoom.companyTiles} />
      ) : (
        <RemoteSlot page={{ remote: 'mf_offers', module: 'LatestOffersWidget' }} reserve={widgetRoom.latestOffers} />
      )}
      {userType ? <CommunicationsWidget userType={userType} /> : null}
      <RemoteSlot page={{ remote: 'mf_surveys_events', module: 'PendingSurveysWidget' }} />
      {userType !== 'Empresa' && brand.flags.hasEventos ? (
        <RemoteSlot page={{ remote: 'mf_surveys_events', module: 'UpcomingEventsWidget' }} reserve={widgetRoom.upcomingEvents} />
      ) : null}
    </section>
  );
};
