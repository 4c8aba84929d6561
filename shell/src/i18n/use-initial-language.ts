import { useEffect } from 'react';
import { applyLanguage } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { brandStore } from '../brand/brand-store';

/**
 * The stored preference, else the brand's `languagebydefault`, else es (spec 000 §1); after a
 * login, the preferred language saved on the server (the session store takes it from the answer).
 */
export const useInitialLanguage = (): void => {
  useEffect(() => {
    const stopBrand = brandStore.subscribe((state, previous) => {
      if (state.loaded && !previous.loaded) {
        void applyLanguage(sessionStore.getState().language ?? state.brand.languagebydefault ?? 'es');
      }
    });
    const stopSession = sessionStore.subscribe((state, previous) => {
      if (state.token && !previous.token && state.language && state.language !== previous.language) {
        void applyLanguage(state.language);
      }
    });
    return () => {
      stopBrand();
      stopSession();
    };
  }, []);
};
