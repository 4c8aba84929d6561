import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@portal/ui';
import { useBrand } from './brand/brand-store';
import { AppRoutes } from './routing/AppRoutes';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { ErrorBanner } from './layout/ErrorBanner';
import { OfflineNotice } from './layout/OfflineNotice';
import { NewReleaseNotice } from './layout/NewReleaseNotice';
import { Breadcrumbs } from './layout/Breadcrumbs';
import { useInitialLanguage } from './i18n/use-initial-language';
import { followSession } from './notifications/notification-store';
import { useScrollRestoration } from './routing/use-scroll-restoration';
import { useSession } from '@portal/session';
import { RemoteSlot } from './federation/RemoteSlot';
import { isGodMode } from './routing/god-mode';
import { useMandatorySurveysPending } from './surveys/use-mandatory-surveys';

export const App = () => {
  const { t, i18n } = useTranslation('shell');
  const { loaded } = useBrand();
  const logged = useSession((state) => state.token !== null);
  const surveysPending = useMandatorySurveysPending();
  useEffect(followSession, []);
  useInitialLanguage();
  useScrollRestoration();
  return (
    <div className="shell">
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <OfflineNotice />
      <NewReleaseNotice />
      <ErrorBanner />
      <Breadcrumbs />
      <main id="main" className="shell-main" tabIndex={-1}>
        {/* Keyed by language: a language switch mounts the pages again, so they reload their data. */}
        {loaded ? <AppRoutes key={i18n.language} /> : <Loading />}
      </main>
      <Footer />
      {/* Pending mandatory surveys block the portal (spec 000 §4), except in god mode. */}
      {logged && surveysPending && !isGodMode() ? (
        <RemoteSlot page={{ remote: 'mf_surveys_events', module: 'MandatorySurveyGate' }} quiet />
      ) : null}
    </div>
  );
};
