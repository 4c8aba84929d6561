import { useEffect } from 'react';
import { applyLanguage } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { brandStore } from '../brand/brand-store';

/** The stored preference, else the brand's `languagebydefault`, else es (spec 000 §1). */
export const useInitialLanguage = (): void => {
  useEffect(
    () =>
      brandStore.subscribe((state, previous) => {
        if (state.loaded && !previous.loaded) {
          void applyLanguage(sessionStore.getState().language ?? state.brand.languagebydefault ?? 'es');
        }
      }),
    [],
  );
};
