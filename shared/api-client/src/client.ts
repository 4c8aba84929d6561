import type { z } from 'zod';
import { Status } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { ApiError, reportApiError, reportFailure, send, type HttpRequest } from '@portal/http';
import { bundlePath } from './bundle-path';

export interface CallOptions {
  /** Do not show the error in the shell's banner: the caller shows it in place. */
  silent?: boolean;
}

/** What a call resolves with: the `datos` of the answer schema's success envelope. */
export type AnswerOf<S extends z.ZodType> = z.output<S> extends { datos: infer D } ? D : never;

const isEnvelope = (body: unknown): body is { status: unknown; mensaje?: unknown; datos?: unknown } =>
  typeof body === 'object' && body !== null && 'status' in body;

/**
 * Sends a request through the page's one HTTP core, unwraps `{status, datos}` and returns
 * `datos`, typed by the answer's schema in the contracts (`call<typeof cvResponse>(...)`).
 * Throws an ApiError with the status otherwise; a lost session ends the local one too.
 *
 * The answer is not checked against its schema here: the server serialises every answer
 * through that schema, and the API tests check the answers. So no app bundles zod and the
 * contracts' schemas to read answers, only to check what a user submits. Stateless: every app
 * bundles the copy it was built with.
 */
export const call = async <S extends z.ZodType>(request: HttpRequest, options: CallOptions = {}): Promise<AnswerOf<S>> => {
  let error: ApiError;
  try {
    const { data } = await send(request);
    if (isEnvelope(data) && data.status === Status.ok) return data.datos as AnswerOf<S>;
    error =
      isEnvelope(data) && typeof data.status === 'number' && Number.isInteger(data.status) && data.status > 0
        ? new ApiError(data.status, typeof data.mensaje === 'string' ? data.mensaje : undefined, data)
        : new ApiError(Status.serviceUnavailable, undefined, data);
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
