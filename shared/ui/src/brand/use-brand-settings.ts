import { publicApi } from '@portal/api-client';
import { useApiData } from '../use-api-data';

/**
 * The institution's brand settings (flags, contact e-mails), read silently: what depends on them
 * (the help, PDF-only uploads) waits for them or does without.
 */
export const useBrandSettings = () => useApiData(() => publicApi.brand({ silent: true }), []).data;
