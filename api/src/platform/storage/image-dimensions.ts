/**
 * The pixel size an image's own header declares (PNG, GIF, BMP, JPEG, TIFF), read from its bytes
 * without decoding a pixel: for the rules on a size (the profile photo's 1000 px), and to refuse a
 * pixel bomb (a few KB declaring 50,000 × 50,000 pixels, gigabytes for whoever decodes it) before
 * anyone does.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * What a decoder may be asked to hold: 40 megapixels (a 600 dpi scan of an A4 page is 35; 160 MB
 * as RGBA), 20,000 pixels a side.
 */
export const imageLimits = { pixels: 40_000_000, side: 20_000 } as const;

export const withinImageLimits = ({ width, height }: ImageSize) =>
  width <= imageLimits.side && height <= imageLimits.side && width * height <= imageLimits.pixels;

/** Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share their range and do not. */
export const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

const jpegSize = (bytes: Buffer): ImageSize | undefined => {
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

/** TIFF: ImageWidth (256) and ImageLength (257) of the first directory, each a SHORT or a LONG. */
const tiffSize = (bytes: Buffer): ImageSize | undefined => {
  const little = bytes.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const directory = u32(4);
  const found: Record<number, number> = {};
  for (let index = 0; index < u16(directory); index += 1) {
    const entry = directory + 2 + index * 12;
    const tag = u16(entry);
    if (tag !== 256 && tag !== 257) continue;
    const type = u16(entry + 2);
    found[tag] = type === 3 ? u16(entry + 8) : u32(entry + 8);
  }
  return found[256] === undefined || found[257] === undefined ? undefined : { width: found[256], height: found[257] };
};

/** The header's size; undefined when it is not one of these images or its header is broken. */
export const imageSize = (bytes: Buffer): ImageSize | undefined => {
  try {
    if (bytes[0] === 0x89 && bytes.toString('latin1', 12, 16) === 'IHDR') {
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    }
    if (bytes.toString('latin1', 0, 3) === 'GIF') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    if (bytes.toString('latin1', 0, 2) === 'BM') {
      // The old OS/2 header (12 bytes) has 16-bit sizes; the others 32-bit, a negative height for top-down rows.
      if (bytes.readUInt32LE(14) === 12) return { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) };
      return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
    if (['II*\0', 'MM\0*'].includes(bytes.toString('latin1', 0, 4))) return tiffSize(bytes);
  } catch {
    return undefined;
  }
  return undefined;
};
