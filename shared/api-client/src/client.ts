import type { z } from 'zod';
import { Status, failureEnvelope } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { ApiError, reportApiError, reportFailure, send, type HttpRequest } from '@portal/http';
import { bundlePath } from './bundle-path';

export interface CallOptions {
  /** Do not show the error in the shell's banner: the caller shows it in place. */
  silent?: boolean;
}

/**
 * Sends a request through the page's one HTTP core, unwraps `{status, datos}` and returns
 * `datos` checked against its schema. Throws an ApiError with the status otherwise; a lost
 * session ends the local one too. Stateless: every app bundles the copy it was built with.
 */
export const call = async <T extends z.ZodType>(
  request: HttpRequest,
  responseSchema: T,
  options: CallOptions = {},
): Promise<z.infer<T> extends { datos: infer D } ? D : never> => {
  let error: ApiError;
  try {
    const response = await send(request);
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
  // Spec §8: 1, 12, 24 and 500 are reported, shown in the banner or in place alike; a call the
  // page itself cancelled did not fail.
  if (!request.signal?.aborted) {
    reportFailure({ status: error.status, method: request.method, url: request.url, source: bundlePath() });
  }
  if (!options.silent) reportApiError(error);
  throw error;
};
