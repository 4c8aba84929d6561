import type { RouteEntry } from '@portal/contracts';
import { prefetch } from '@portal/http/prefetch';
import { sessionStore } from '@portal/session';
import { mayOpen } from '../federation/first-view';

/**
 * Starts a page's first API calls (its route's `prefetch`) with the session's token, so they travel
 * while the page's code loads; the page's own first call of each takes the answer. A page this
 * session may not open asks for nothing: its guard sends the user elsewhere.
 */
export const startPageCalls = (route: Pick<RouteEntry, 'access' | 'prefetch'>): void => {
  const { token, userType } = sessionStore.getState();
  if (!token || !route.prefetch?.length || !mayOpen(route.access, userType)) return;
  route.prefetch.forEach((url) => prefetch(url, token));
};
