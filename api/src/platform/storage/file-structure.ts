import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';

/**
 * Whether an upload is, from its first byte to its last, a whole file of the type its extension
 * names: its structure walked to its end marker, nothing after it. A file that only starts like
 * one (a PDF header followed by a web page, a PNG with a script appended) is refused, so a
 * download never hands a browser or a reader something else than it announces.
 */
export const hasStructureOf = (extension: string, bytes: Buffer): boolean => {
  const check = checks[extension];
  if (!check) return false;
  try {
    return check(bytes);
  } catch {
    // A length or offset that points outside the file: not a whole file of that type.
    return false;
  }
};

const latin1 = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

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
const isPdf = (bytes: Buffer) => {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 8))) return false;
  const tailStart = Math.max(0, bytes.length - 1024);
  const tail = latin1(bytes, tailStart, bytes.length);
  const end = /startxref[ \t\r\n]+(\d+)[ \t\r\n]+%%EOF[ \t\r\n]*$/.exec(tail);
  if (!end) return false;
  const offset = Number(end[1]);
  if (offset <= 8 || offset >= tailStart + end.index) return false;
  const section = latin1(bytes, offset, Math.min(bytes.length, offset + 4096));
  const text = latin1(bytes, 0, bytes.length);
  if (webPayload.test(text)) return false;
  if (/^\s*xref\b/.test(section)) {
    const trailer = text.indexOf('trailer', offset);
    return trailer > offset && /^trailer\s*<<[\s\S]*?\/Root\s+\d+\s+\d+\s+R/.test(text.slice(trailer, trailer + 4096));
  }
  const stream = /^\s*\d+\s+\d+\s+obj\s*<<([\s\S]*?)>>\s*stream/.exec(section);
  return Boolean(stream && /\/Type\s*\/XRef\b/.test(stream[1]!) && /\/Root\s+\d+\s+\d+\s+R/.test(stream[1]!));
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
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) frame = true;
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

/** GIF: header, screen descriptor, colour table, then images and extensions until the trailer, the last byte. */
const isGif = (bytes: Buffer) => {
  if (!/^GIF8[79]a$/.test(latin1(bytes, 0, 6))) return false;
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let offset = 13 + colourTable(bytes[10]!);
  let images = 0;
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return images > 0 && offset + 1 === bytes.length;
    if (block === 0x2c) {
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

// ——— Zip containers: Office Open XML and OpenDocument ———

interface ZipEntry {
  name: string;
  method: number;
  localOffset: number;
}

/**
 * The entries of a zip archive read from its central directory, every one of them checked
 * against its local header; undefined unless the archive is the whole file: the first entry at
 * byte 0, the central directory right before the end record, the end record (and its comment)
 * the last bytes. Zip64 archives are refused: a 2 MB document never needs them.
 */
const zipEntries = (bytes: Buffer): ZipEntry[] | undefined => {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50 && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 8) !== count || count === 0) return undefined;
  if (count === 0xffff || start === 0xffffffff || start + size !== end) return undefined;
  const entries: ZipEntry[] = [];
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const method = bytes.readUInt16LE(offset + 10);
    const compressed = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const next = offset + 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (next > end || localOffset >= start || bytes.readUInt32LE(localOffset) !== 0x04034b50) return undefined;
    const localName = bytes.toString('utf8', localOffset + 30, localOffset + 30 + bytes.readUInt16LE(localOffset + 26));
    const dataEnd = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28) + compressed;
    if (localName !== name || dataEnd > start) return undefined;
    entries.push({ name, method, localOffset });
    offset = next;
  }
  if (offset !== end || Math.min(...entries.map((entry) => entry.localOffset)) !== 0) return undefined;
  return entries;
};

/** The entries named, decompressed by fflate (a small, well-kept inflater), each at most 1 MB. */
const readEntries = (bytes: Buffer, names: readonly string[]) =>
  unzipSync(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
    filter: (file) => names.includes(file.name) && file.originalSize <= 1024 * 1024,
  });

/** The part every Office Open XML document of that kind has. */
const officeMainFolder: Record<string, string> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/', ppsx: 'ppt/' };

/** Office Open XML: a whole zip with `[Content_Types].xml` (a content-types document) and its main part. */
const isOfficeOpenXml = (extension: string) => (bytes: Buffer) => {
  const entries = zipEntries(bytes);
  if (!entries?.some((entry) => entry.name.startsWith(officeMainFolder[extension]!))) return false;
  const types = readEntries(bytes, ['[Content_Types].xml'])['[Content_Types].xml'];
  return Boolean(types && /<Types[\s>]/.test(Buffer.from(types).toString('utf8')));
};

const openDocumentTypes: Record<string, string> = {
  odt: 'application/vnd.oasis.opendocument.text',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

/** OpenDocument: a whole zip whose first entry is `mimetype`, stored, naming the document's type. */
const isOpenDocument = (extension: string) => (bytes: Buffer) => {
  const entries = zipEntries(bytes);
  const first = entries?.find((entry) => entry.localOffset === 0);
  if (first?.name !== 'mimetype' || first.method !== 0) return false;
  const mimetype = readEntries(bytes, ['mimetype']).mimetype;
  return Boolean(mimetype && Buffer.from(mimetype).toString('latin1') === openDocumentTypes[extension]);
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

const checks: Record<string, (bytes: Buffer) => boolean> = {
  pdf: isPdf,
  png: isPng,
  jpg: isJpeg,
  jpeg: isJpeg,
  gif: isGif,
  bmp: isBmp,
  tif: isTiff,
  tiff: isTiff,
  docx: isOfficeOpenXml('docx'),
  xlsx: isOfficeOpenXml('xlsx'),
  pptx: isOfficeOpenXml('pptx'),
  ppsx: isOfficeOpenXml('ppsx'),
  odt: isOpenDocument('odt'),
  odp: isOpenDocument('odp'),
  doc: isOle,
  ppt: isOle,
  pps: isOle,
  txt: isPlainText,
  csv: isPlainText,
};
