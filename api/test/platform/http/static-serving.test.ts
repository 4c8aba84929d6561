import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testConfig } from '../../support';
import { buildApp, type PortalApp } from '../../../src/app';
import { inject } from 'vitest';

/**
 * The portal served like a CDN: precompressed variants in the encoding the browser accepts, a
 * year of immutable caching for release folders, revalidation for what says which release is
 * live; the server's own big answers compressed once.
 */

const immutable = 'public, max-age=31536000, immutable';
const script = Array.from({ length: 300 }, (_, index) => `export const value${index} = ${index};`).join('\n');
const indexHtml = `<!doctype html><html><head><title>Portal</title></head><body>${'<p>hola</p>'.repeat(150)}<div id="root"></div></body></html>`;

type Response = Awaited<ReturnType<PortalApp['inject']>>;

/** The body as the browser decodes it, from the Content-Encoding the answer declares. */
const decoded = (response: Response): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
};

const varies = (response: Response) => String(response.headers.vary ?? '').toLowerCase().includes('accept-encoding');

describe('serving the published portal', () => {
  let app: PortalApp;
  const shellFile = '/shell/1.0.0-abc/main.1a2b3c.js';
  const remoteFile = '/remotes/mf-cv/0.1.0-abc/remoteEntry.js';
  const gzipOnlyFile = '/remotes/mf-cv/0.1.0-abc/routes.json';
  const routesJson = JSON.stringify({ routes: Array.from({ length: 60 }, (_, index) => ({ path: `/pagina-${index}` })) });

  /** Writes a file and, as the publish step does, its .br and .gz variants. */
  const publish = async (webRoot: string, url: string, content: string, variants: ('br' | 'gz')[] = ['br', 'gz']) => {
    const file = path.join(webRoot, ...url.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    if (variants.includes('br')) await writeFile(`${file}.br`, brotliCompressSync(content));
    if (variants.includes('gz')) await writeFile(`${file}.gz`, gzipSync(content));
  };

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    const config = await testConfig();
    const { webRoot } = config;
    await publish(webRoot, '/index.html', indexHtml);
    await publish(webRoot, shellFile, script);
    await publish(webRoot, remoteFile, script);
    await publish(webRoot, gzipOnlyFile, routesJson, ['gz']);
    await publish(webRoot, '/remotes.json', '{"remotes":{}}', []);
    await publish(webRoot, '/shell.json', '{"release":"1.0.0-abc"}', []);
    // Today's layout: the shell's files at the root, revalidated until they move to shell/<release>/.
    await publish(webRoot, '/main.e6e20478.js', script);
    app = await buildApp({ config, databaseUrl: inject('databaseUrl') });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends brotli to a browser that accepts it, with the plain type, Vary and the same content', async () => {
    const response = await get(remoteFile, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(varies(response)).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(decoded(response)).toBe(script);
  });

  it('falls back to gzip, then to the plain file, as Accept-Encoding and the variants on disk allow', async () => {
    const gzip = await get(remoteFile, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);

    const refusedBrotli = await get(remoteFile, 'br;q=0, gzip');
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip');

    const onlyGzipOnDisk = await get(gzipOnlyFile, 'br, gzip');
    expect(onlyGzipOnDisk.headers['content-encoding']).toBe('gzip');
    expect(onlyGzipOnDisk.headers['content-type']).toContain('application/json');
    expect(decoded(onlyGzipOnDisk)).toBe(routesJson);

    for (const plain of [await get(remoteFile), await get(remoteFile, 'identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      // A shared cache must not hand this plain answer to a browser that accepts brotli.
      expect(varies(plain)).toBe(true);
      expect(plain.body).toBe(script);
    }
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const response = await get(remoteFile, 'br', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.rawPayload.length).toBe(0);
  });

  it('caches release folders of the shell and of the remotes for a year, immutable', async () => {
    for (const url of [shellFile, remoteFile, gzipOnlyFile]) {
      for (const acceptEncoding of [undefined, 'br', 'gzip']) {
        expect((await get(url, acceptEncoding)).headers['cache-control'], `${url} ${acceptEncoding}`).toBe(immutable);
      }
    }
  });

  it('revalidates what says which release is live, and everything outside release folders', async () => {
    for (const url of ['/remotes.json', '/shell.json', '/index.html', '/main.e6e20478.js', '/brand/logo-pie.svg']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the page itself compressed at / and for portal routes opened in a browser', async () => {
    const home = await get('/', 'br');
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(decoded(home)).toBe(indexHtml);

    const route = await app.inject({
      method: 'GET',
      url: '/ofertas-empleo',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(decoded(route)).toBe(indexHtml);
  });
});

describe('answers made by the server (API JSON)', () => {
  let app: PortalApp;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('are compressed when big, in the encoding the client prefers, and decode to the same JSON', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain)).toBe(true);
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': acceptEncoding } });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it('are left plain when small', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 0 });
  });

  it('keep an answer that brings its own encoding as it is, never compressed twice', async () => {
    const url = '/api/Dominios/dominios/es';
    const plain = await app.inject({ method: 'GET', url });
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(decoded(response))).toEqual(plain.json());
  });
});
