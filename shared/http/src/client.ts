import { sessionStore } from '@portal/session';
import { acceptJson, forgetPrefetched, takePrefetched, type PrefetchedAnswer } from './prefetch';

/** A request to the API, in the few terms the apps need. */
export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path under the API base URL, `/api/...`. */
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** Extra headers, e.g. `Accept-Language` for texts the server writes in the user's language. */
  headers?: Record<string, string>;
  /** `blob` for files (a download); JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Called with the share of the body sent so far, 0 to 1 (upload progress bars). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  /** The HTTP status; the envelope's status, not this one, tells what happened. */
  status: number;
  data: T;
}

/** A request that got no answer in this time fails as a network failure would. */
const timeoutMs = 20_000;

/**
 * Where the API is: the page's origin unless a host says otherwise (a foreign site embedding the
 * surveys remote passes its API address). The spec picks a production or sandbox host by the
 * page's hostname (000 §7); here each deployment serves its own API behind the same origin, so a
 * sandbox talks to its own API with no host list to keep, and the CSP names one origin.
 */
let baseUrl = '';

/** A query value as the server reads it; undefined and null are left out. */
const queryValue = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** `url` with `params` as its query: `key=value`, a list as `key[]=a&key[]=b`. */
export const urlOf = (url: string, params?: Record<string, unknown>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => query.append(`${key}[]`, queryValue(item)));
    else query.append(key, queryValue(value));
  }
  const search = query.toString();
  return `${baseUrl}${url}${search ? `${url.includes('?') ? '&' : '?'}${search}` : ''}`;
};

/** A body as it travels: files and forms as they are, anything else as JSON. */
const bodyOf = (data: unknown): { body?: XMLHttpRequestBodyInit; json: boolean } => {
  if (data === undefined) return { json: false };
  if (typeof data === 'string' || data instanceof Blob || data instanceof FormData || data instanceof URLSearchParams) {
    return { body: data, json: false };
  }
  return { body: JSON.stringify(data), json: true };
};

const headersOf = (request: HttpRequest, json: boolean): Record<string, string> => {
  const { token } = sessionStore.getState();
  return {
    Accept: request.responseType === 'blob' ? '*/*' : acceptJson,
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...request.headers,
  };
};

/** A JSON answer as its value; one that is not JSON (a proxy's error page) as its text. */
const parsed = (text: string): unknown => {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Uploads with a progress bar: only XMLHttpRequest tells how much of a body has left. */
const sendWithProgress = <T>(request: HttpRequest, onUploadProgress: (fraction: number) => void): Promise<HttpResponse<T>> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { body, json } = bodyOf(request.data);
    xhr.open(request.method ?? 'GET', urlOf(request.url, request.params));
    xhr.timeout = timeoutMs;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(headersOf(request, json))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onUploadProgress(event.lengthComputable && event.total ? Math.min(1, event.loaded / event.total) : 0);
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    const fail = (reason: string) => () => {
      request.signal?.removeEventListener('abort', abort);
      reject(new Error(reason));
    };
    xhr.onerror = fail('Network Error');
    xhr.ontimeout = fail(`No answer in ${timeoutMs} ms`);
    xhr.onabort = fail('canceled');
    xhr.onload = () => {
      request.signal?.removeEventListener('abort', abort);
      const data = request.responseType === 'blob' ? (xhr.response as Blob) : parsed(xhr.responseText);
      resolve({ status: xhr.status, data: data as T });
    };
    if (request.signal?.aborted) abort();
    else xhr.send(body ?? null);
  });

/** The page's signal and the request's time limit, as one. */
const limited = (signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`No answer in ${timeoutMs} ms`)), timeoutMs);
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
};

/**
 * The answer the shell asked for ahead of the page (@portal/http/prefetch), for a plain GET of
 * the same address with the same token: any header or body of the caller's own would make it
 * another request.
 */
const prefetchedFor = (request: HttpRequest): Promise<PrefetchedAnswer> | undefined => {
  const plain = (request.method ?? 'GET') === 'GET' && request.data === undefined && request.responseType !== 'blob' && !request.headers;
  return plain ? takePrefetched(urlOf(request.url, request.params), sessionStore.getState().token) : undefined;
};

/** `answer`, unless `signal` (the page's cancel or the time limit) fires first. */
const within = <T>(answer: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('canceled'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });

/**
 * Sends a request with the session's token; rejects only when no answer arrived (a network
 * failure, the time limit, or the page cancelling it). Every answer resolves, whatever its HTTP
 * status: the envelope's status, not HTTP's, tells what happened.
 */
export const send = async <T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> => {
  const method = request.method ?? 'GET';
  if (method !== 'GET') forgetPrefetched();
  if (request.onUploadProgress) return sendWithProgress<T>(request, request.onUploadProgress);
  const { body, json } = bodyOf(request.data);
  const { signal, done } = limited(request.signal);
  try {
    const prefetched = prefetchedFor(request);
    if (prefetched) {
      const answer = await within(prefetched, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        // The early request failed: this one asks again, as it would have anyway.
        return null;
      });
      if (answer) return { status: answer.status, data: parsed(answer.text) as T };
    }
    const response = await fetch(urlOf(request.url, request.params), {
      method,
      headers: headersOf(request, json),
      ...(body === undefined ? {} : { body }),
      signal,
    });
    const data = request.responseType === 'blob' ? await response.blob() : parsed(await response.text());
    return { status: response.status, data: data as T };
  } finally {
    done();
  }
};

/** Where the API is: '' (the page's origin) unless a foreign host configured another address. */
export const apiBaseUrl = (): string => baseUrl;

export const configureHttp = (options: { baseUrl: string }): void => {
  baseUrl = options.baseUrl;
};
