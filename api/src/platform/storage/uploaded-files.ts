import { Status } from '@portal/contracts';
import { checkStructureOffLoop } from './upload-checks';

/**
 * Uploaded files are never trusted by name: the extension must be allowed, the bytes must be a
 * whole file of the type the extension names, within bounds when unpacked or decoded
 * (file-structure.ts, run off the event loop by upload-checks.ts), the size within the limit.
 * They are kept in the file store with a generated name, never the user's.
 */

/**
 * Why an upload is refused: `extension` not allowed, `content` not a whole file of that type,
 * `expands` a bomb (it would unpack or decode past the bounds), `size` too large, `encoding` not base64.
 */
export type UploadRefusal = 'extension' | 'content' | 'expands' | 'size' | 'encoding';

export type UploadVerdict = { ok: true; bytes: Buffer; extension: string } | { ok: false; reason: UploadRefusal };

/**
 * The status a refused upload is answered with: 46 for an extension or a content not allowed, 150
 * for a bomb; undefined for the size and the encoding, which each caller answers as a field's fault.
 */
export const uploadRefusalStatus = (reason: UploadRefusal): number | undefined => {
  if (reason === 'extension' || reason === 'content') return Status.extensionNotAllowed;
  return reason === 'expands' ? Status.fileUnpacksTooLarge : undefined;
};

/**
 * Checks a base64 upload against the allowed extensions and size; the content must match the
 * extension. Refused with 503 (status 151) when too many files are being checked at once.
 */
export const checkUpload = async (
  base64: string,
  extensionGiven: string,
  rules: { extensions: readonly string[]; maxBytes: number },
): Promise<UploadVerdict> => {
  const extension = extensionGiven.trim().replace(/^\./, '').toLowerCase();
  if (!rules.extensions.includes(extension)) return { ok: false, reason: 'extension' };
  // A data URL prefix is accepted as browsers' FileReader writes it.
  const payload = base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 !== 0)
    return { ok: false, reason: 'encoding' };
  if ((payload.length / 4) * 3 > rules.maxBytes + 2) return { ok: false, reason: 'size' };
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) return { ok: false, reason: 'encoding' };
  if (bytes.length > rules.maxBytes) return { ok: false, reason: 'size' };
  const structure = await checkStructureOffLoop(extension, bytes);
  return structure === 'ok' ? { ok: true, bytes, extension } : { ok: false, reason: structure };
};

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The Content-Type a stored file is sent with, from its checked extension. */
export const contentTypeOf = (extension: string): string => contentTypes[extension] ?? 'application/octet-stream';
