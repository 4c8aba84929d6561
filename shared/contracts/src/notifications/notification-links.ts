import type { Notification } from './notifications';

/**
 * A notification is "without a link" when it has no path and no external page. Without zod: the
 * shell's header reads it on every first view.
 */
export const hasLink = (item: Pick<Notification, 'urlAcceso' | 'urlExterna'>): boolean =>
  Boolean(item.urlAcceso || item.urlExterna);
