import { apiBaseUrl } from './client';

/**
 * Error reports (spec 000 §8: "Statuses 1, 12, 24 and 500 also trigger an error report"; 500 is
 * also every network or unexpected failure). The page's one reporter lives in this singleton, so
 * one limit holds for the shell and every remote. A report says what failed and where, never
 * who: no token, no body, no query string; the API scrubs it again before anyone reads it.
 * The numbers and the path are the contracts' `reportableStatuses` and `errorReportPath`, written
 * here so the singleton carries no copy of the contracts.
 */
const reportedStatuses: readonly number[] = [1, 12, 24, 500];
const reportPath = '/api/Publico/informeError';

/** A failed call, as the code that met it knows it. */
export interface FailureToReport {
  status: number;
  method?: string;
  /** The API path called; a query string is dropped. */
  url: string;
  /**
   * The public path of the app that made the call (its bundle's `__webpack_public_path__`:
   * `/remotes/<app>/<release>/` or `/shell/<release>/`), which names the app and its release.
   */
  source?: string;
}

/** At most this many reports a minute leave a page, and the same failure once in a while. */
const perMinute = 5;
const sameFailureEveryMs = 10_000;
let windowStart = 0;
let sentInWindow = 0;
const lastSentAt = new Map<string, number>();

/** `/remotes/mf-cv/0.1.0-abc/` → mf-cv, 0.1.0-abc; `/shell/0.1.0-abc/` → shell; else unknown. */
export const appOfSource = (source: string | undefined): { app: string; version: string } => {
  let pathname = source ?? '';
  try {
    pathname = new URL(pathname, 'http://portal.invalid').pathname;
  } catch {
    pathname = '';
  }
  const remote = /\/remotes\/([\w.-]+)\/([\w.-]+)\/?$/.exec(pathname);
  if (remote) return { app: remote[1]!, version: remote[2]! };
  const shell = /\/shell\/([\w.-]+)\/?$/.exec(pathname);
  if (shell) return { app: 'shell', version: shell[1]! };
  return { app: 'unknown', version: 'unknown' };
};

/** crypto.randomUUID exists only in secure contexts; getRandomValues everywhere. */
const newId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const pathOnly = (url: string): string => {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    // An absolute URL (a foreign host's API address) keeps only its path.
    return new URL(path, 'http://portal.invalid').pathname;
  } catch {
    return '/';
  }
};

/**
 * When the user leaves the page (a link to another document, a reload, closing the tab), the
 * browser cuts short the requests still on their way, and they fail as a network failure would
 * although neither the API nor any release failed; counted, they would make a healthy release
 * look broken to the canary judge. So nothing is reported from the moment the page starts being
 * left. A page that turns out to stay (a cancelled leave, a download, a return from the
 * back-forward cache) reports again.
 */
let leavingSince: number | undefined;
const stillHereAfterMs = 5_000;
const pageIsBeingLeft = (now: number): boolean => leavingSince !== undefined && now - leavingSince < stillHereAfterMs;
if (typeof addEventListener === 'function') {
  const leaving = () => {
    leavingSince = Date.now();
  };
  addEventListener('beforeunload', leaving);
  addEventListener('pagehide', leaving);
  addEventListener('pageshow', () => {
    leavingSince = undefined;
  });
}

/**
 * Sends a report of `failure` when its status is one the spec reports, the page is not being left
 * and has not sent too many; returns whether it did. Fire and forget: `keepalive` lets it leave while the page
 * unloads, no credentials or token go with it, and a report that fails is not reported again.
 */
export const reportFailure = (failure: FailureToReport): boolean => {
  const now = Date.now();
  if (!reportedStatuses.includes(failure.status) || typeof fetch !== 'function' || pageIsBeingLeft(now)) return false;
  const method = (failure.method ?? 'GET').toUpperCase();
  const ruta = pathOnly(failure.url);
  const key = `${failure.status} ${method} ${ruta}`;
  if (now - (lastSentAt.get(key) ?? -Infinity) < sameFailureEveryMs) return false;
  if (now - windowStart >= 60_000) {
    windowStart = now;
    sentInWindow = 0;
  }
  if (sentInWindow >= perMinute) return false;
  sentInWindow += 1;
  lastSentAt.set(key, now);
  const report = {
    id: newId(),
    status: failure.status,
    metodo: method,
    ruta,
    ...appOfSource(failure.source),
    pagina: typeof location === 'undefined' ? '/' : location.pathname,
    idioma: (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'es',
    momento: new Date(now).toISOString(),
  };
  void fetch(`${apiBaseUrl()}${reportPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
  return true;
};

/** For tests: forget what was sent, as a new page would. */
export const resetErrorReports = (): void => {
  leavingSince = undefined;
  windowStart = 0;
  sentInWindow = 0;
  lastSentAt.clear();
};
