import { createHash } from 'node:crypto';
import { Status, cvFileMaxBytes } from '@portal/contracts';
import { checkUpload } from '../platform/storage/uploaded-files';
import type { FieldFailure } from './validation';

export interface CheckedFile {
  bytes: Buffer;
  extension: string;
  sha256: string;
}

/**
 * Checks a base64 upload of the CV (2 MB; the extensions given; the content must be what the
 * extension says): the file, or the refusal: 46 for an extension or content not allowed, 400 with
 * the field for the size or a broken encoding.
 */
export const checkCvFile = (
  base64: string,
  extension: string,
  extensions: readonly string[],
  campo: string,
): { ok: true; file: CheckedFile } | { ok: false; status: number; fields?: FieldFailure[] } => {
  const verdict = checkUpload(base64, extension, { extensions, maxBytes: cvFileMaxBytes });
  if (verdict.ok) {
    return {
      ok: true,
      file: { bytes: verdict.bytes, extension: verdict.extension, sha256: createHash('sha256').update(verdict.bytes).digest('hex') },
    };
  }
  if (verdict.reason === 'extension' || verdict.reason === 'content') return { ok: false, status: Status.extensionNotAllowed };
  return {
    ok: false,
    status: Status.missingMandatoryData,
    fields: [{ campo, regla: verdict.reason === 'size' ? 'fileSize' : 'invalid' }],
  };
};

/**
 * The pixel size an image's own header declares (PNG, GIF, BMP, JPEG), read from its bytes: the
 * 1000 px rule (526) trusts neither the name nor the client. Undefined when the header is broken.
 */
export const imageSize = (bytes: Buffer): { width: number; height: number } | undefined => {
  try {
    if (bytes[0] === 0x89 && bytes.toString('latin1', 12, 16) === 'IHDR') {
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    }
    if (bytes.toString('latin1', 0, 3) === 'GIF') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    if (bytes.toString('latin1', 0, 2) === 'BM') {
      return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  } catch {
    return undefined;
  }
  return undefined;
};

/** Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share their range and do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

const jpegSize = (bytes: Buffer) => {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    // Markers without a length: standalone ones.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      offset += 2;
      continue;
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
};
