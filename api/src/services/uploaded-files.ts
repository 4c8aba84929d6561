import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files are never trusted by name: the extension must be allowed, the bytes must be what
 * the extension says (magic numbers), the size within the limit. They are stored under DATA_DIR
 * with a generated name, never the user's.
 */

const zip = [0x50, 0x4b, 0x03, 0x04];
const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The signatures a file of each extension may start with; text formats are checked apart. */
const signatures: Record<string, number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  bmp: [[0x42, 0x4d]],
  tif: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  // Office Open XML and OpenDocument files are zip archives; the legacy Office ones OLE containers.
  docx: [zip],
  pptx: [zip],
  ppsx: [zip],
  xlsx: [zip],
  odt: [zip],
  odp: [zip],
  doc: [ole],
  ppt: [ole],
  pps: [ole],
};
const textExtensions = new Set(['txt', 'csv']);

const startsWith = (bytes: Buffer, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** Plain text: valid UTF-8 without control bytes other than tab and line ends. */
const isPlainText = (bytes: Buffer) => {
  const allowedControls = new Set([0x09, 0x0a, 0x0d]);
  if (bytes.some((byte) => byte < 0x20 && !allowedControls.has(byte))) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(bytes).includes('\uFFFD');
};

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
  const matches = textExtensions.has(extension)
    ? isPlainText(bytes)
    : (signatures[extension] ?? []).some((signature) => startsWith(bytes, signature));
  return matches ? { ok: true, bytes, extension } : { ok: false, reason: 'content' };
};

/** Writes a file under `folder` with a generated name (written aside, then renamed: never half a file). */
export const storeFile = async (folder: string, bytes: Buffer, extension: string): Promise<string> => {
  await mkdir(folder, { recursive: true });
  const storedName = `${randomUUID()}.${extension}`;
  const partial = path.join(folder, `${storedName}.part`);
  await writeFile(partial, bytes, { flag: 'wx' });
  await rename(partial, path.join(folder, storedName));
  return storedName;
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
