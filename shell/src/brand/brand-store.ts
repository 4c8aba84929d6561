import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { brandSettingsPath, type BrandSettings } from '@portal/contracts';
import { publicApi } from '@portal/api-client';
import { loadBrandSettings } from '@portal/domains';
import { applyBrandTokens } from '@portal/ui';
import { defaultBrand } from './default-brand';

interface BrandState {
  brand: BrandSettings;
  loaded: boolean;
}

/** Brand settings of the institution, read from the server once at start. */
export const brandStore = createStore<BrandState>()(() => ({ brand: defaultBrand, loaded: false }));

/**
 * The brand settings the page's preload link asked for with the page: the same request (no
 * session, no header of ours), so the browser hands over its answer instead of asking again.
 */
const preloadedBrand = async (): Promise<BrandSettings> => {
  const response = await fetch(brandSettingsPath);
  const body = (await response.json()) as { status?: unknown; datos?: BrandSettings };
  if (body.status !== 0 || !body.datos) throw new Error(`The brand settings answered status ${String(body.status)}`);
  return body.datos;
};

let loading: Promise<void> | null = null;

/** Reads the brand settings once per page, however many times it is asked. */
export const loadBrand = (): Promise<void> => {
  loading ??= (async () => {
    try {
      // Read for every app of the page (the remotes take this answer). A failed preloaded answer is
      // asked again through the client, which reports the failure.
      const brand = await loadBrandSettings(() => preloadedBrand().catch(() => publicApi.brand()));
      applyBrandTokens(brand);
      brandStore.setState({ brand, loaded: true });
    } catch {
      // The banner already shows the failure (500); the portal goes on with the default brand.
      brandStore.setState({ loaded: true });
    }
  })();
  return loading;
};

export const useBrand = (): BrandState => useStore(brandStore);
