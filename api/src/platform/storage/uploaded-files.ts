import { Status, failureEnvelope } from '@portal/contracts';
import { pdfLimits } from './file-structure';
import { imageLimits } from './image-dimensions';
import { inspectUploadOffLoop, uploadCheckLimits } from './upload-checks';
import { zipLimits } from './zip-archive';

/**
 * Uploaded files are never trusted by name: the extension must be allowed, the bytes must be a
 * whole file of the type the extension names, within bounds when unpacked or decoded
 * (file-structure.ts), the size within the limit; all of it off the event loop (upload-checks.ts).
 * They are kept in the file store with a generated name, never the user's.
 */

/**
 * Why an upload is refused: `extension` not allowed, `content` not a whole file of that type,
 * `expands` a bomb (it would unpack or decode past the bounds), `size` too large, `encoding` not base64.
 */
export type UploadRefusal = 'extension' | 'content' | 'expands' | 'size' | 'encoding';

export type UploadVerdict =
  | { ok: true; bytes: Buffer; extension: string; sha256: string }
  | { ok: false; reason: UploadRefusal };

/**
 * The status a refused upload is answered with: 46 for an extension or a content not allowed, 150
 * for a bomb; undefined for the size and the encoding, which each caller answers as a field's fault.
 */
export const uploadRefusalStatus = (reason: UploadRefusal): number | undefined => {
  if (reason === 'extension' || reason === 'content') return Status.extensionNotAllowed;
  return reason === 'expands' ? Status.fileUnpacksTooLarge : undefined;
};

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** What the OpenAPI description of every upload route says of the refusals all uploads share. */
export const uploadRefusalsText =
  `150 for a file that would unpack or decode past the bounds, a bomb for whoever opens it: an archive (docx, xlsx, pptx, ` +
  `odt...) of over ${zipLimits.entries} entries, whose entries inflate to over ${megabytes(zipLimits.entryBytes)} each, ` +
  `${megabytes(zipLimits.totalBytes)} in all or ${zipLimits.ratio} times their size, inflate to other than they declare, ` +
  `or share their bytes; an image of over ${imageLimits.pixels / 1_000_000} megapixels or ${imageLimits.side} px a side; ` +
  `a PDF nested over ${pdfLimits.nesting} deep or declaring over ${pdfLimits.pages} pages; a file whose check takes over ` +
  `${uploadCheckLimits.budgetMs / 1000} s. 503 with status 151 when too many files are being checked at once.`;

/** OpenAPI: the answer of an upload while too many files are being checked. */
export const uploadChecksBusy = {
  503: failureEnvelope.describe('Too many files are being checked at this moment: status 151; nothing is stored, try again in a few seconds'),
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
  const inspection = await inspectUploadOffLoop({ base64, extension, maxBytes: rules.maxBytes });
  if (!inspection.ok) return inspection;
  const { bytes, sha256 } = inspection;
  return { ok: true, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), extension, sha256 };
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
