import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { PageHeading } from '@portal/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useBrand } from '../brand/brand-store';
import { CommunicationsWidget } from './CommunicationsWidget';

/** Home: a header titled by user type, then the widgets of the remotes for that user. */
export const HomePage = () => {
  const { t } = useTranslation('shell');
  const { userType, name } = useSession();
  const { brand } = useBrand();
  return (
    <section className="shell-home">
      <PageHeading>{t('home.welcome', { name })}</PageHeading>
      {userType === 'Empresa' ? (
        <RemoteSlot page={{ remote: 'mf_company', module: 'CompanyHomeWidget' }} />
      ) : (
        <RemoteSlot page={{ remote: 'mf_offers', module: 'LatestOffersWidget' }} />
      )}
      {userType ? <CommunicationsWidget userType={userType} /> : null}
      <RemoteSlot page={{ remote: 'mf_surveys_events', module: 'PendingSurveysWidget' }} />
      {userType !== 'Empresa' && brand.flags.hasEventos ? (
        <RemoteSlot page={{ remote: 'mf_surveys_events', module: 'UpcomingEventsWidget' }} />
      ) : null}
    </section>
  );
};
