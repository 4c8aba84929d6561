import { useEffect } from 'react';
import { loadBrandSettings, useLoadedBrandSettings } from '@portal/domains';

/**
 * The institution's brand settings (flags, contact e-mails), read once for the page by whichever
 * app asked first (the shell, as it starts) and silently here if nobody has: what depends on them
 * (the help, PDF-only uploads, the login's links) waits for them or does without.
 */
export const useBrandSettings = () => {
  useEffect(() => {
    // Silent: without the settings a page leaves out what they would add.
    loadBrandSettings().catch(() => undefined);
  }, []);
  return useLoadedBrandSettings();
};
