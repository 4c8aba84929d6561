import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * The offline message of spec 000 §2.5. It sits above the page instead of replacing it, so a
 * form half filled in is still there when the connection comes back.
 */
export const OfflineNotice = () => {
  const { t } = useTranslation('shell');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <section className="shell-offline" role="alert" data-testid="offline-notice">
      <p>{t('offline')}</p>
    </section>
  );
};
