import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { Status, failureEnvelope } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { ApiError, reportApiError } from './errors';

/**
 * The one HTTP client of the portal. The base URL is the page's origin unless a host says
 * otherwise (a foreign site embedding the surveys remote passes its API address).
 */
export const http = axios.create({
  baseURL: '',
  timeout: 20_000,
  // Every answer carries the envelope; its status, not HTTP's, tells what happened.
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  const { token } = sessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export const configureApiClient = (options: { baseUrl: string }): void => {
  http.defaults.baseURL = options.baseUrl;
};

export interface CallOptions {
  /** Do not show the error in the shell's banner: the caller shows it in place. */
  silent?: boolean;
}

/**
 * Sends a request, unwraps `{status, datos}` and returns `datos` checked against its schema.
 * Throws an ApiError with the status otherwise; a lost session ends the local one too.
 */
export const call = async <T extends z.ZodType>(
  config: AxiosRequestConfig,
  responseSchema: T,
  options: CallOptions = {},
): Promise<z.infer<T> extends { datos: infer D } ? D : never> => {
  let error: ApiError;
  try {
    const response = await http.request<unknown>(config);
    const success = responseSchema.safeParse(response.data);
    if (success.success) return (success.data as { datos: never }).datos;
    const failure = failureEnvelope.safeParse(response.data);
    error = failure.success
      ? new ApiError(failure.data.status, failure.data.mensaje, response.data)
      : new ApiError(Status.serviceUnavailable, undefined, success.error.issues);
  } catch (cause) {
    error = new ApiError(Status.serviceUnavailable, undefined, cause);
  }
  if (error.status === Status.sessionLost && sessionStore.getState().token) sessionStore.getState().logout();
  if (!options.silent) reportApiError(error);
  throw error;
};
