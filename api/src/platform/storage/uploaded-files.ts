import { hasStructureOf } from './file-structure';

/**
 * Uploaded files are never trusted by name: the extension must be allowed, the bytes must be a
 * whole file of the type the extension names (file-structure.ts), the size within the limit.
 * They are kept in the file store with a generated name, never the user's.
 */

export type UploadVerdict =
  | { ok: true; bytes: Buffer; extension: string }
  | { ok: false; reason: 'extension' | 'content' | 'size' | 'encoding' };

/** Checks a base64 upload against the allowed extensions and size; the content must match the extension. */
export const checkUpload = (
  base64: string,
  extensionGiven: string,
  rules: { extensions: readonly string[]; maxBytes: number },
): UploadVerdict => {
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
  return hasStructureOf(extension, bytes) ? { ok: true, bytes, extension } : { ok: false, reason: 'content' };
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
