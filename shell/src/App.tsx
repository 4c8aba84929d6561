import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@portal/ui';
import { brandStore, loadBrand, useBrand } from './brand/brand-store';
import { AppRoutes } from './routing/AppRoutes';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { ErrorBanner } from './layout/ErrorBanner';
import { Breadcrumbs } from './layout/Breadcrumbs';
import { useInitialLanguage } from './i18n/use-initial-language';
import { registerRemotesFromManifest } from './federation/remotes';

export const App = () => {
  const { t } = useTranslation('shell');
  const { loaded } = useBrand();
  useEffect(() => {
    if (!brandStore.getState().loaded) void loadBrand();
    // Registers where the remotes are; none is fetched until a page or widget needs it.
    registerRemotesFromManifest().catch((error: unknown) => console.error(error));
  }, []);
  useInitialLanguage();
  return (
    <div className="shell">
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <ErrorBanner />
      <Breadcrumbs />
      <main id="main" className="shell-main" tabIndex={-1}>
        {loaded ? <AppRoutes /> : <Loading />}
      </main>
      <Footer />
    </div>
  );
};
