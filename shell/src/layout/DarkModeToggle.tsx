import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const storageKey = 'portal.darkMode';

/** Spec 000 §1: the dark mode toggle exists only when the portal is served from a local host. */
export const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');

const readStored = (): boolean => {
  try {
    return localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
};

/** A switch for the developers' dark theme; the choice is kept in this browser. */
export const DarkModeToggle = () => {
  const { t } = useTranslation('shell');
  const local = isLocalHost(window.location.hostname);
  const [dark, setDark] = useState(readStored);
  useEffect(() => {
    if (!local) return;
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    try {
      localStorage.setItem(storageKey, String(dark));
    } catch {
      // Storage unavailable: the theme lasts for this page only.
    }
  }, [dark, local]);
  if (!local) return null;
  return (
    <button type="button" className="shell-dark-toggle" aria-pressed={dark} onClick={() => setDark((value) => !value)}>
      {t('darkMode')}
    </button>
  );
};
