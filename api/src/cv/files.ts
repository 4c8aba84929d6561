import { Status, cvFileMaxBytes } from '@portal/contracts';
import { checkUpload, uploadRefusalStatus } from '../platform/storage/uploaded-files';
import type { FieldFailure } from './validation';

export interface CheckedFile {
  bytes: Buffer;
  extension: string;
  sha256: string;
}

/**
 * Checks a base64 upload of the CV (2 MB; the extensions given; the content must be what the
 * extension says): the file, or the refusal: 46 for an extension or content not allowed, 150 for a
 * file that would unpack or decode past the bounds, 400 with the field for the size or a broken
 * encoding.
 */
export const checkCvFile = async (
  base64: string,
  extension: string,
  extensions: readonly string[],
  campo: string,
): Promise<{ ok: true; file: CheckedFile } | { ok: false; status: number; fields?: FieldFailure[] }> => {
  const verdict = await checkUpload(base64, extension, { extensions, maxBytes: cvFileMaxBytes });
  if (verdict.ok) {
    return { ok: true, file: { bytes: verdict.bytes, extension: verdict.extension, sha256: verdict.sha256 } };
  }
  const status = uploadRefusalStatus(verdict.reason);
  if (status !== undefined) return { ok: false, status };
  return {
    ok: false,
    status: Status.missingMandatoryData,
    fields: [{ campo, regla: verdict.reason === 'size' ? 'fileSize' : 'invalid' }],
  };
};
