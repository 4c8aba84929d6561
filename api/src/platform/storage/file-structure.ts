import { crc32 } from 'node:zlib';
import { imageSize, isStartOfFrame, withinImageLimits } from './image-dimensions';
import { readZip } from './zip-archive';

/**
 * Whether an upload is, from its first byte to its last, a whole file of the type its extension
 * names: its structure walked to its end marker, nothing after it. A file that only starts like
 * one (a PDF header followed by a web page, a PNG with a script appended) is refused, so a
 * download never hands a browser or a reader something else than it announces.
 *
 * The work is bounded by the file's own length, never by what it declares: archives are inflated
 * with hard caps (zip-archive.ts), images are judged by the pixel size their header declares
 * without decoding a pixel, PDFs are read once, without inflating their streams. A file that would
 * unpack or decode past those bounds is a bomb for whoever opens it: refused as well, for that
 * reason. Still, this runs in a worker thread (upload-checks.ts), never on the event loop.
 *
 * - `ok`: a whole file of that type, within bounds;
 * - `content`: not a whole file of the type its extension names;
 * - `expands`: it would unpack or decode past the bounds (zip bomb, pixel bomb, nested PDF).
 */
export type Verdict = 'ok' | 'content' | 'expands';

export const checkStructure = (extension: string, bytes: Buffer): Verdict => {
  const check = checks[extension];
  if (!check) return 'content';
  try {
    return check(bytes);
  } catch {
    // A length or offset that points outside the file: not a whole file of that type.
    return 'content';
  }
};

const latin1 = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

const whole = (isWhole: (bytes: Buffer) => boolean) => (bytes: Buffer): Verdict => (isWhole(bytes) ? 'ok' : 'content');

// ——— PDF ———

/** Markup that makes a browser run or render a page: never inside a PDF we serve. */
const webPayload = /<\s*(script|html|body|iframe|object|embed|!doctype)\b/i;

/**
 * PDF: the header, then at the end `startxref` with the offset of the last cross-reference
 * section (a table followed by its trailer, or a cross-reference stream) and `%%EOF`, only line
 * ends after it. The trailer names the document's root. No web page or script anywhere in it.
 * Checked by hand: pdf-lib (unmaintained since 2021) and pdf.js both rebuild broken files
 * silently, which is what lets a polyglot through.
 */
const isWholePdf = (bytes: Buffer, text: string) => {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 8))) return false;
  const tailStart = Math.max(0, bytes.length - 1024);
  const tail = latin1(bytes, tailStart, bytes.length);
  const end = /startxref[ \t\r\n]+(\d+)[ \t\r\n]+%%EOF[ \t\r\n]*$/.exec(tail);
  if (!end) return false;
  const offset = Number(end[1]);
  if (offset <= 8 || offset >= tailStart + end.index) return false;
  const section = latin1(bytes, offset, Math.min(bytes.length, offset + 4096));
  if (webPayload.test(text)) return false;
  if (/^\s*xref\b/.test(section)) {
    const trailer = text.indexOf('trailer', offset);
    return trailer > offset && /^trailer\s*<<[\s\S]*?\/Root\s+\d+\s+\d+\s+R/.test(text.slice(trailer, trailer + 4096));
  }
  const stream = /^\s*\d+\s+\d+\s+obj\s*<<([\s\S]*?)>>\s*stream/.exec(section);
  return Boolean(stream && /\/Type\s*\/XRef\b/.test(stream[1]!) && /\/Root\s+\d+\s+\d+\s+R/.test(stream[1]!));
};

/**
 * What a reader may be asked to walk: arrays and dictionaries nested 100 deep (writers stay under
 * 10; readers recurse, and a few KB of `[[[[` overflow them), and 10,000 pages (a tree declaring
 * millions makes a reader allocate for them).
 */
export const pdfLimits = { nesting: 100, pages: 10_000 } as const;

/** The offset after a literal string opened at `start`: nested parentheses balanced, backslash escapes skipped. */
const afterLiteralString = (text: string, start: number) => {
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\\') at += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return at + 1;
  }
  return text.length;
};

const whitespaceOrDelimiter = /[\s>]/;
const lineEnd = /[\r\n]/g;

/**
 * Whether the nesting of arrays and dictionaries stays within the limit: one pass over the file,
 * outside comments, strings and streams (whose bytes are data, never inflated here).
 */
const nestingWithinLimit = (text: string) => {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === '%') {
      lineEnd.lastIndex = at;
      at = lineEnd.exec(text)?.index ?? text.length;
    } else if (char === '(') {
      at = afterLiteralString(text, at) - 1;
    } else if (char === 's' && text.startsWith('stream', at) && whitespaceOrDelimiter.test(text[at - 1] ?? '')) {
      const end = text.indexOf('endstream', at + 6);
      at = end < 0 ? text.length : end + 8;
    } else if (char === '[' || (char === '<' && text[at + 1] === '<')) {
      if (char === '<') at += 1;
      depth += 1;
      if (depth > pdfLimits.nesting) return false;
    } else if (char === ']' || (char === '>' && text[at + 1] === '>')) {
      if (char === '>') at += 1;
      depth = Math.max(0, depth - 1);
    } else if (char === '<') {
      const end = text.indexOf('>', at);
      at = end < 0 ? text.length : end; // a hex string
    }
  }
  return true;
};

/** The page counts the page tree declares (every `/Count`), all within the limit. */
const pagesWithinLimit = (text: string) => {
  for (const count of text.matchAll(/\/Count\s+(\d+)/g)) if (Number(count[1]) > pdfLimits.pages) return false;
  return true;
};

const isPdf = (bytes: Buffer): Verdict => {
  const text = latin1(bytes, 0, bytes.length);
  if (!isWholePdf(bytes, text)) return 'content';
  return nestingWithinLimit(text) && pagesWithinLimit(text) ? 'ok' : 'expands';
};

// ——— Images ———

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: IHDR first, every chunk's CRC right, image data, IEND last and at the very end. */
const isPng = (bytes: Buffer) => {
  if (!bytes.subarray(0, 8).equals(pngSignature)) return false;
  let offset = 8;
  let first = true;
  let hasData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = latin1(bytes, offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') return hasData && end === bytes.length;
    offset = end;
  }
  return false;
};

/**
 * JPEG: from SOI, each marker segment by its length, the entropy-coded data after each SOS up to
 * the next marker, until EOI, which must end the file; a frame and a scan on the way.
 */
const isJpeg = (bytes: Buffer) => {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let offset = 2;
  let frame = false;
  let scan = false;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    let marker = bytes[offset + 1]!;
    while (marker === 0xff && offset + 2 < bytes.length) marker = bytes[++offset + 1]!; // fill bytes
    if (marker === 0xd9) return frame && scan && offset + 2 === bytes.length;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0x00) return false;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return false;
    if (isStartOfFrame(marker)) frame = true;
    offset += 2 + length;
    if (marker === 0xda) {
      scan = true;
      // Entropy-coded data: a 0xFF is followed by 0x00 (a stuffed byte) or a restart marker.
      while (offset + 1 < bytes.length) {
        if (bytes[offset] === 0xff) {
          const next = bytes[offset + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        offset += 1;
      }
    }
  }
  return false;
};

/** Sub-blocks of a GIF: lengths until the zero one; the offset after it. */
const skipSubBlocks = (bytes: Buffer, start: number) => {
  let offset = start;
  for (;;) {
    const size = bytes[offset];
    if (size === undefined) throw new RangeError('GIF ends inside a block');
    offset += 1 + size;
    if (size === 0) return offset;
  }
};

/**
 * GIF: header, screen descriptor, colour table, then images and extensions until the trailer, the
 * last byte; `expands` for a frame larger than a decoder may hold.
 */
const isGif = (bytes: Buffer): boolean | 'expands' => {
  if (!/^GIF8[79]a$/.test(latin1(bytes, 0, 6))) return false;
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let offset = 13 + colourTable(bytes[10]!);
  let images = 0;
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return images > 0 && offset + 1 === bytes.length;
    if (block === 0x2c) {
      // Each frame's own size too: a decoder allocates it, whatever the screen's.
      if (!withinImageLimits({ width: bytes.readUInt16LE(offset + 5), height: bytes.readUInt16LE(offset + 7) })) return 'expands';
      offset += 10 + colourTable(bytes[offset + 9]!);
      offset = skipSubBlocks(bytes, offset + 1); // after the LZW minimum code size
      images += 1;
    } else if (block === 0x21) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else {
      return false;
    }
  }
  return false;
};

/** BMP: the size its header declares is the file's, the pixels start inside it, a known header. */
const isBmp = (bytes: Buffer) =>
  latin1(bytes, 0, 2) === 'BM' &&
  bytes.readUInt32LE(2) === bytes.length &&
  bytes.readUInt32LE(10) < bytes.length &&
  [12, 40, 52, 56, 108, 124].includes(bytes.readUInt32LE(14));

/** TIFF: byte order, 42, and a first directory whose entries lie inside the file. */
const isTiff = (bytes: Buffer) => {
  const little = latin1(bytes, 0, 4) === 'II*\0';
  if (!little && latin1(bytes, 0, 4) !== 'MM\0*') return false;
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const directory = u32(4);
  if (directory < 8 || directory + 2 > bytes.length) return false;
  const entries = u16(directory);
  return entries > 0 && directory + 2 + entries * 12 + 4 <= bytes.length;
};

// ——— Zip containers: Office Open XML and OpenDocument (read within bounds: zip-archive.ts) ———

/** The part every Office Open XML document of that kind has. */
const officeMainFolder: Record<string, string> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/', ppsx: 'ppt/' };

/** Office Open XML: a whole zip with `[Content_Types].xml` (a content-types document) and its main part. */
const isOfficeOpenXml =
  (extension: string) =>
  (bytes: Buffer): Verdict => {
    const zip = readZip(bytes, ['[Content_Types].xml']);
    if (!zip.ok) return zip.reason;
    if (!zip.entries.some((entry) => entry.name.startsWith(officeMainFolder[extension]!))) return 'content';
    const types = zip.kept.get('[Content_Types].xml');
    return types && /<Types[\s>]/.test(types.toString('utf8')) ? 'ok' : 'content';
  };

const openDocumentTypes: Record<string, string> = {
  odt: 'application/vnd.oasis.opendocument.text',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

/** OpenDocument: a whole zip whose first entry is `mimetype`, stored, naming the document's type. */
const isOpenDocument =
  (extension: string) =>
  (bytes: Buffer): Verdict => {
    const zip = readZip(bytes, ['mimetype']);
    if (!zip.ok) return zip.reason;
    const first = zip.entries.find((entry) => entry.localOffset === 0);
    if (first?.name !== 'mimetype' || first.method !== 0) return 'content';
    return zip.kept.get('mimetype')?.toString('latin1') === openDocumentTypes[extension] ? 'ok' : 'content';
  };

// ——— OLE (legacy Office) ———

const oleSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * OLE compound file: its header (version 3 with 512-byte sectors or 4 with 4096, little endian,
 * 64-byte mini sectors, the 4096 cutoff), whole sectors to the end, no more sectors than its
 * allocation table covers, the directory inside the file.
 */
const isOle = (bytes: Buffer) => {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(oleSignature)) return false;
  const major = bytes.readUInt16LE(0x1a);
  const sectorShift = bytes.readUInt16LE(0x1e);
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return false;
  if (bytes.readUInt16LE(0x1c) !== 0xfffe || bytes.readUInt16LE(0x20) !== 6) return false;
  if (bytes.readUInt32LE(0x38) !== 4096) return false;
  const sectorSize = 2 ** sectorShift;
  if (bytes.length < sectorSize * 2 || bytes.length % sectorSize !== 0) return false;
  const sectors = bytes.length / sectorSize - 1;
  const fatSectors = bytes.readUInt32LE(0x2c);
  const directory = bytes.readUInt32LE(0x30);
  return fatSectors > 0 && sectors <= fatSectors * (sectorSize / 4) && directory < sectors;
};

// ——— Plain text ———

/** Plain text: valid UTF-8 without control bytes other than tab and line ends. */
const isPlainText = (bytes: Buffer) => {
  const allowedControls = new Set([0x09, 0x0a, 0x0d]);
  if (bytes.some((byte) => byte < 0x20 && !allowedControls.has(byte))) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(bytes).includes('\uFFFD');
};

/**
 * An image whose structure is whole, and whose header declares a size a decoder can hold: the
 * header is read before anything else would decode it (a pixel bomb of a few KB declaring
 * 50,000 × 50,000 pixels is refused here, and never reaches a browser).
 */
const image =
  (isWhole: (bytes: Buffer) => boolean | 'expands') =>
  (bytes: Buffer): Verdict => {
    const structure = isWhole(bytes);
    if (structure !== true) return structure || 'content';
    const size = imageSize(bytes);
    if (!size) return 'content';
    return withinImageLimits(size) ? 'ok' : 'expands';
  };

const checks: Record<string, (bytes: Buffer) => Verdict> = {
  pdf: isPdf,
  png: image(isPng),
  jpg: image(isJpeg),
  jpeg: image(isJpeg),
  gif: image(isGif),
  bmp: image(isBmp),
  tif: image(isTiff),
  tiff: image(isTiff),
  docx: isOfficeOpenXml('docx'),
  xlsx: isOfficeOpenXml('xlsx'),
  pptx: isOfficeOpenXml('pptx'),
  ppsx: isOfficeOpenXml('ppsx'),
  odt: isOpenDocument('odt'),
  odp: isOpenDocument('odp'),
  doc: whole(isOle),
  ppt: whole(isOle),
  pps: whole(isOle),
  txt: whole(isPlainText),
  csv: whole(isPlainText),
};
