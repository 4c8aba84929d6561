import { crc32, inflateRawSync } from 'node:zlib';

/**
 * A zip archive (Office Open XML, OpenDocument) read whole and inflated within bounds. Nothing the
 * archive declares is trusted for the work it causes: every entry is inflated with a hard cap on
 * the bytes actually produced (its declared size, itself capped), and must come out exactly as
 * declared (size and CRC). So a zip bomb (a few MB of deflated zeros claiming a few bytes, or
 * honestly claiming gigabytes, or many entries sharing one deflated body) is refused after at
 * most `zipLimits.totalBytes` of work instead of holding a thread for minutes, and is never stored.
 */
export const zipLimits = {
  /** Entries: a long document or workbook has a few hundred. */
  entries: 5_000,
  /** What one entry may inflate to. */
  entryBytes: 64 * 1024 * 1024,
  /** What all the entries together may inflate to. */
  totalBytes: 128 * 1024 * 1024,
  /** Inflated size over deflated size past which an entry is a bomb (document XML compresses 5 to 20 times)... */
  ratio: 100,
  /** ...once it inflates to more than this (a tiny part may compress far better). */
  ratioGraceBytes: 1024 * 1024,
} as const;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  localOffset: number;
}

/**
 * The archive's entries and the inflated bytes of the ones asked for; or why it is refused:
 * `content` (not a whole, well-formed archive), `expands` (it would unpack past the limits, or
 * lies about what it unpacks to).
 */
export type ZipReading =
  | { ok: true; entries: ZipEntry[]; kept: Map<string, Buffer> }
  | { ok: false; reason: 'content' | 'expands' };

interface DirectoryEntry extends ZipEntry {
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  dataStart: number;
  dataEnd: number;
}

const refused = (reason: 'content' | 'expands'): ZipReading => ({ ok: false, reason });

/** The end-of-central-directory record: its offset, if the archive (and its comment) ends the file. */
const endRecordOf = (bytes: Buffer) => {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50 && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return -1;
};

/**
 * The central directory, every entry checked against its local header; undefined unless the
 * archive is the whole file: the first entry at byte 0, the central directory right before the end
 * record, the end record (and its comment) the last bytes. Zip64 archives are refused: a document
 * of a few MB never needs them.
 */
const directoryOf = (bytes: Buffer): DirectoryEntry[] | 'expands' | undefined => {
  const end = endRecordOf(bytes);
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 8) !== count || count === 0) return undefined;
  if (count === 0xffff || start === 0xffffffff || start + size !== end) return undefined;
  if (count > zipLimits.entries) return 'expands';
  const entries: DirectoryEntry[] = [];
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const next = offset + 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (next > end || localOffset >= start || bytes.readUInt32LE(localOffset) !== 0x04034b50) return undefined;
    const localNameLength = bytes.readUInt16LE(localOffset + 26);
    const localName = bytes.toString('utf8', localOffset + 30, localOffset + 30 + localNameLength);
    const dataStart = localOffset + 30 + localNameLength + bytes.readUInt16LE(localOffset + 28);
    const dataEnd = dataStart + compressedSize;
    if (localName !== name || dataEnd > start) return undefined;
    entries.push({
      name,
      method: bytes.readUInt16LE(offset + 10),
      localOffset,
      flags: bytes.readUInt16LE(offset + 8),
      crc: bytes.readUInt32LE(offset + 16),
      compressedSize,
      size: bytes.readUInt32LE(offset + 24),
      dataStart,
      dataEnd,
    });
    offset = next;
  }
  if (offset !== end || Math.min(...entries.map((entry) => entry.localOffset)) !== 0) return undefined;
  return entries;
};

/**
 * Entries that share bytes: two names for one body, or one entry's data running into another's
 * header. No writer of documents does this; "overlapping" zip bombs do, to unpack one deflated
 * body thousands of times.
 */
const overlaps = (entries: readonly DirectoryEntry[]) => {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  return byOffset.some((entry, index) => index > 0 && entry.localOffset < byOffset[index - 1]!.dataEnd);
};

/** What an entry's metadata alone says about the work it asks for: past any limit, a bomb. */
const declaresTooMuch = (entry: DirectoryEntry) =>
  entry.size > zipLimits.entryBytes ||
  (entry.size > zipLimits.ratioGraceBytes && entry.size > zipLimits.ratio * entry.compressedSize);

/**
 * An entry's bytes, inflated with its declared size as a hard cap on the output (zlib stops as soon
 * as it passes it): `expands` when it would produce more than it declares, `content` when it is
 * broken, shorter than declared or fails its CRC.
 */
const inflateEntry = (bytes: Buffer, entry: DirectoryEntry): Buffer | 'content' | 'expands' => {
  const data = bytes.subarray(entry.dataStart, entry.dataEnd);
  let output: Buffer;
  if (entry.method === 0) {
    output = data;
  } else {
    try {
      output = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'expands' : 'content';
    }
  }
  if (output.length !== entry.size || crc32(output) !== entry.crc) return 'content';
  return output;
};

/**
 * Reads a zip archive within `zipLimits`: refused before any inflating when its directory asks for
 * too much (entries, sizes, ratios, shared bytes), then every entry inflated and checked; the
 * inflated bytes of the entries named in `keep` are returned.
 */
export const readZip = (bytes: Buffer, keep: readonly string[]): ZipReading => {
  const entries = directoryOf(bytes);
  if (entries === 'expands') return refused('expands');
  if (!entries) return refused('content');
  if (new Set(entries.map((entry) => entry.name)).size !== entries.length) return refused('content');
  if (overlaps(entries)) return refused('expands');
  // Encrypted entries (bit 0) cannot be checked, and no document writer makes them; only stored and deflated.
  if (entries.some((entry) => entry.flags & 1 || (entry.method !== 0 && entry.method !== 8))) return refused('content');
  if (entries.some((entry) => entry.method === 0 && entry.compressedSize !== entry.size)) return refused('content');
  if (entries.some(declaresTooMuch)) return refused('expands');
  if (entries.reduce((total, entry) => total + entry.size, 0) > zipLimits.totalBytes) return refused('expands');
  const kept = new Map<string, Buffer>();
  for (const entry of entries) {
    const output = inflateEntry(bytes, entry);
    if (output === 'content' || output === 'expands') return refused(output);
    if (keep.includes(entry.name)) kept.set(entry.name, output);
  }
  return { ok: true, entries: entries.map(({ name, method, localOffset }) => ({ name, method, localOffset })), kept };
};
