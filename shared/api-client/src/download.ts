import { reportFailure, send, type HttpRequest } from '@portal/http';
import { bundlePath } from './bundle-path';

/**
 * A file from the API as a Blob: a download needs the session's token, which a plain link would
 * not send. Anything but HTTP 200 is a failed download.
 */
export const downloadBlob = async (request: Omit<HttpRequest, 'responseType'>): Promise<Blob> => {
  // A server failure or no answer at all is reported as the spec's 500 (a refusal is not).
  const failed = () => {
    if (!request.signal?.aborted) reportFailure({ status: 500, method: request.method, url: request.url, source: bundlePath() });
  };
  const response = await send<Blob>({ ...request, responseType: 'blob' }).catch((cause: unknown) => {
    failed();
    throw cause;
  });
  if (response.status >= 500) failed();
  if (response.status !== 200) throw new Error(`Download of ${request.url} failed with HTTP ${response.status}`);
  return response.data;
};
