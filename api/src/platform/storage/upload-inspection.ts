import { createHash } from 'node:crypto';
import { checkStructure } from './file-structure';

/**
 * What a thread of the upload checks (upload-checks.ts) does with one file: all the work that
 * grows with the file, so none of it runs on the event loop. The base64 is read and decoded, the
 * size checked, the structure checked within its bounds (file-structure.ts), the bytes hashed.
 */
export interface UploadQuestion {
  base64: string;
  /** Already one of the allowed extensions, in lower case. */
  extension: string;
  maxBytes: number;
}

/**
 * The decoded file and its SHA-256, or why it is refused: `encoding` not base64, `size` past the
 * limit, `content` not a whole file of that type, `expands` a bomb (it would unpack or decode past
 * the bounds).
 */
export type UploadInspection =
  | { ok: true; bytes: Uint8Array; sha256: string }
  | { ok: false; reason: 'encoding' | 'size' | 'content' | 'expands' };

export const inspectUpload = ({ base64, extension, maxBytes }: UploadQuestion): UploadInspection => {
  // A data URL prefix is accepted as browsers' FileReader writes it.
  const payload = base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 !== 0) return { ok: false, reason: 'encoding' };
  if ((payload.length / 4) * 3 > maxBytes + 2) return { ok: false, reason: 'size' };
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) return { ok: false, reason: 'encoding' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'size' };
  const structure = checkStructure(extension, bytes);
  if (structure !== 'ok') return { ok: false, reason: structure };
  return { ok: true, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
};
