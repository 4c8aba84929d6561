import { publicApi } from '@portal/api-client';
import type { BrandFlag } from '@portal/contracts';
import { useApiData } from '@portal/ui';

/**
 * Whether the institution's brand has a flag, to offer a link only where its page is open
 * (the shell's guard enforces it, the server too). False until the settings are known.
 */
export const useBrandFlag = (flag: BrandFlag): boolean => {
  const brand = useApiData(() => publicApi.brand({ silent: true }), []);
  return brand.data?.flags[flag] === true;
};
