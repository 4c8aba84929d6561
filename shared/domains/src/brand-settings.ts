import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { BrandSettings } from '@portal/contracts';
import { publicApi } from '@portal/api-client';

/**
 * The institution's brand settings (flags, contact addresses, colours), read once per page for
 * every app: the shell reads them as it starts, and a remote that needs a flag or an address takes
 * that answer instead of asking the server again (the login page and the CV's help each asked
 * once more before). Undefined until read, and while a failed read waits to be asked again.
 */
const brandSettingsStore = createStore<{ settings?: BrandSettings }>()(() => ({}));

let reading: Promise<BrandSettings> | undefined;

/**
 * Reads the brand settings once for the page, however many apps ask. `read` says how, for the first
 * asker only: the shell takes the answer its page's preload asked for; by default the API, silently
 * (a remote does without what the settings would add). A failed read is not kept: the next asker
 * reads again.
 */
export const loadBrandSettings = (read: () => Promise<BrandSettings> = () => publicApi.brand({ silent: true })) => {
  reading ??= read().then(
    (settings) => {
      brandSettingsStore.setState({ settings });
      return settings;
    },
    (error: unknown) => {
      reading = undefined;
      throw error;
    },
  );
  return reading;
};

/** The brand settings once read for the page (by `loadBrandSettings`), undefined before. */
export const useLoadedBrandSettings = (): BrandSettings | undefined => useStore(brandSettingsStore, (state) => state.settings);
