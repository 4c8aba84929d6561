import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Precompression at build time: beside every text file of a published folder, `<file>.br` (brotli,
 * best quality) and `<file>.gz` (gzip level 9), which the API server and nginx send as they are to
 * a browser that accepts them. Compressing once at the highest level costs seconds at publish time
 * and nothing per request.
 */

/**
 * Text formats the portal publishes. Left out: fonts (woff2 is compressed already), images other
 * than SVG, and source maps: only an open DevTools fetches them, and at 3.5 times the size of the
 * code they would make brotli's best quality take minutes per build; they are sent plain.
 */
export const compressibleExtensions = new Set(['.js', '.mjs', '.cjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** Below this, the headers of a compressed answer weigh as much as what compression saves. */
export const minimumSize = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encodings = [
  {
    suffix: '.br',
    compress: (content: Buffer) =>
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { suffix: '.gz', compress: (content: Buffer) => gzipAsync(content, { level: 9 }) },
] as const;

/**
 * The compressed variants of a content worth sending instead of it (`.br`, `.gz`): none for a
 * small content, nor one that compression does not make smaller.
 */
export const compressedVariants = async (content: Buffer): Promise<{ suffix: string; content: Buffer }[]> => {
  if (content.length < minimumSize) return [];
  const variants = await Promise.all(encodings.map(async ({ suffix, compress }) => ({ suffix, content: await compress(content) })));
  return variants.filter((variant) => variant.content.length < content.length);
};

export const variantSuffixes = encodings.map(({ suffix }) => suffix);

const isCompressible = (file: string) => compressibleExtensions.has(path.extname(file).toLowerCase());

/** Every file under dir, at any depth. */
const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};

/** Writes a variant unless an identical one is there already (published files are immutable). */
const writeIfChanged = async (target: string, content: Buffer): Promise<void> => {
  const existing = await readFile(target).catch(() => undefined);
  if (existing && existing.equals(content)) return;
  await writeFile(target, content);
};

const precompressFile = async (file: string): Promise<void> => {
  const small = (await stat(file)).size < minimumSize;
  const content = small ? undefined : await readFile(file);
  for (const { suffix, compress } of encodings) {
    const compressed = content && (await compress(content));
    if (content && compressed && compressed.length < content.length) await writeIfChanged(file + suffix, compressed);
    // The plain file is the better answer; a variant left from an earlier version of a file that
    // is replaced in place (index.html) would be served instead of it.
    else await rm(file + suffix, { force: true });
  }
};

/**
 * Writes the .br and .gz variants of every text file of at least `minimumSize` bytes under dir.
 * Idempotent: a re-run leaves identical variants untouched and brings changed files' up to date.
 */
export const precompressFolder = async (dir: string): Promise<void> => {
  const files = (await filesUnder(dir)).filter(isCompressible);
  for (const file of files) await precompressFile(file);
};
