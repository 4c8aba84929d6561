import { send, type HttpRequest } from '@portal/http';

/**
 * A file from the API as a Blob: a download needs the session's token, which a plain link would
 * not send. Anything but HTTP 200 is a failed download.
 */
export const downloadBlob = async (request: Omit<HttpRequest, 'responseType'>): Promise<Blob> => {
  const response = await send<Blob>({ ...request, responseType: 'blob' });
  if (response.status !== 200) throw new Error(`Download of ${request.url} failed with HTTP ${response.status}`);
  return response.data;
};
