import type { BrandFlag } from '@portal/contracts';
import { useBrandSettings } from '@portal/ui';

/**
 * Whether the institution's brand has a flag, to offer a link only where its page is open
 * (the shell's guard enforces it, the server too). False until the settings are known.
 */
export const useBrandFlag = (flag: BrandFlag): boolean => useBrandSettings()?.flags[flag] === true;
