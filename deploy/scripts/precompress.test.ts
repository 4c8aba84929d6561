// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

/** Text that compresses well and is well over the 1 KiB threshold. */
const script = Array.from({ length: 200 }, (_, index) => `export const value${index} = ${index};`).join('\n');

describe('precompressFolder', () => {
  let dir: string;
  const file = (...parts: string[]) => path.join(dir, ...parts);
  const exists = (target: string) =>
    stat(target).then(
      () => true,
      () => false,
    );

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-precompress-'));
    await mkdir(file('remotes', 'mf-cv', '1.0.0'), { recursive: true });
    await writeFile(file('remotes', 'mf-cv', '1.0.0', 'remoteEntry.js'), script);
    await writeFile(file('index.html'), `<!doctype html><title>x</title>${'<p>hola</p>'.repeat(200)}`);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip variants beside text files at any depth, which decode to the original', async () => {
    await precompressFolder(dir);

    const nested = file('remotes', 'mf-cv', '1.0.0', 'remoteEntry.js');
    expect(brotliDecompressSync(await readFile(`${nested}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${nested}.gz`)).toString()).toBe(script);
    expect((await stat(`${nested}.br`)).size).toBeLessThan(script.length / 4);
    expect(await exists(file('index.html.br'))).toBe(true);
    expect(await exists(file('index.html.gz'))).toBe(true);
  });

  it('leaves out small files, binary formats and files that do not get smaller', async () => {
    await writeFile(file('small.js'), 'export {};');
    await writeFile(file('font.woff2'), script);
    await writeFile(file('random.json'), randomBytes(4096));
    await precompressFolder(dir);

    const names = await readdir(dir);
    expect(names.filter((name) => /^(small|font|random)\./.test(name)).sort()).toEqual(['font.woff2', 'random.json', 'small.js']);
  });

  it('is idempotent, and brings the variants of a file replaced in place up to date', async () => {
    await precompressFolder(dir);
    const variant = file('index.html.br');
    const firstWrite = (await stat(variant)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await precompressFolder(dir);
    expect((await stat(variant)).mtimeMs).toBe(firstWrite);
    expect((await readdir(dir)).filter((name) => name.endsWith('.br.br') || name.endsWith('.gz.gz'))).toEqual([]);

    // A new release's index.html, too small to compress: the old variants must not shadow it.
    await writeFile(file('index.html'), '<!doctype html><title>y</title>');
    await precompressFolder(dir);
    expect(await exists(variant)).toBe(false);
    expect(await exists(file('index.html.gz'))).toBe(false);
  });
});
