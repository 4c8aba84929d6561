import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { BrandSettings } from '@portal/contracts';
import { publicApi } from '@portal/api-client';
import { applyBrandTokens } from '@portal/ui';
import { defaultBrand } from './default-brand';

interface BrandState {
  brand: BrandSettings;
  loaded: boolean;
}

/** Brand settings of the institution, read from the server once at start. */
export const brandStore = createStore<BrandState>()(() => ({ brand: defaultBrand, loaded: false }));

export const loadBrand = async (): Promise<void> => {
  try {
    const brand = await publicApi.brand();
    applyBrandTokens(brand);
    brandStore.setState({ brand, loaded: true });
  } catch {
    // The banner already shows the failure (500); the portal goes on with the default brand.
    brandStore.setState({ loaded: true });
  }
};

export const useBrand = (): BrandState => useStore(brandStore);
