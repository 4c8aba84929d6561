/**
 * A page's first answers, asked for by the shell as soon as it knows which page opens (with the
 * page's code, not after it has run), and handed to the page's own first call of the same
 * address. Bundled by whoever imports it (`@portal/http/prefetch`), not part of the singleton:
 * the shell's first script starts calls before any shared module has loaded, and the singleton's
 * `send` takes them; the two copies meet in one map on `globalThis`.
 */

/** An answer as it came: its HTTP status and its body, still text. */
export interface PrefetchedAnswer {
  status: number;
  text: string;
}

interface Prefetched {
  /** The token it was asked with: only a call with the same token may take it. */
  token: string;
  startedAt: number;
  answer: Promise<PrefetchedAnswer>;
}

/**
 * How long an answer may wait for its page. A phone loading the page's code on a slow network
 * takes seconds; an answer older than this was asked for a visit that has moved on.
 */
export const prefetchLifetimeMs = 30_000;

/** The headers `send` puts on a GET, so the server answers both alike. */
export const acceptJson = 'application/json, text/plain, */*';

// Versioned: a later shape gets another key rather than surprising an older copy.
const storeKey = Symbol.for('portal.http.prefetched.v1');

const store = (): Map<string, Prefetched> => {
  const holder = globalThis as { [storeKey]?: Map<string, Prefetched> };
  holder[storeKey] ??= new Map();
  return holder[storeKey];
};

const isFresh = (prefetched: Prefetched, now: number) => now - prefetched.startedAt < prefetchLifetimeMs;

/**
 * Starts a GET of `url` (an `/api/...` address of the page's origin) with the session's token,
 * unless the same one is already on its way.
 */
export const prefetch = (url: string, token: string): void => {
  const now = Date.now();
  const waiting = store().get(url);
  if (waiting && waiting.token === token && isFresh(waiting, now)) return;
  const answer = fetch(url, { headers: { Accept: acceptJson, Authorization: `Bearer ${token}` } }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }));
  // A failure is for the page's call to see (it asks again); nobody else waits on this promise.
  answer.catch(() => undefined);
  store().set(url, { token, startedAt: now, answer });
};

/**
 * The answer prefetched for `url` with this token, once: a second call of the page (a refresh
 * after a write) asks the server again. Anything else kept for that address is dropped.
 */
export const takePrefetched = (url: string, token: string | null): Promise<PrefetchedAnswer> | undefined => {
  const prefetched = store().get(url);
  if (!prefetched) return undefined;
  store().delete(url);
  return prefetched.token === token && isFresh(prefetched, Date.now()) ? prefetched.answer : undefined;
};

/** Drops every answer waiting: after a write they may no longer say what the server holds. */
export const forgetPrefetched = (): void => store().clear();
