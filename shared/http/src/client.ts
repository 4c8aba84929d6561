import axios from 'axios';
import { sessionStore } from '@portal/session';

/** A request to the API, in the few terms the apps need: no axios type crosses this package's edge. */
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

/**
 * The one axios instance of the page. The base URL is the page's origin unless a host says
 * otherwise (a foreign site embedding the surveys remote passes its API address).
 */
const instance = axios.create({
  baseURL: '',
  timeout: 20_000,
  // Every answer carries the envelope; its status, not HTTP's, tells what happened.
  validateStatus: () => true,
});

instance.interceptors.request.use((config) => {
  const { token } = sessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Sends a request with the session's token; rejects only when no answer arrived. */
export const send = async <T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> => {
  const { onUploadProgress, ...config } = request;
  const response = await instance.request<T>({
    ...config,
    onUploadProgress: onUploadProgress
      ? (event) => onUploadProgress(event.total ? Math.min(1, event.loaded / event.total) : 0)
      : undefined,
  });
  return { status: response.status, data: response.data };
};

/** Where the API is: '' (the page's origin) unless a foreign host configured another address. */
export const apiBaseUrl = (): string => instance.defaults.baseURL ?? '';

export const configureHttp = (options: { baseUrl: string }): void => {
  instance.defaults.baseURL = options.baseUrl;
};
