// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresTable, measurePages, median, presets, type Build } from './page-metrics';

/**
 * Not a timed test: it proves that the page measurement still runs end to end in Chromium, against
 * a tiny site with the portal's login form, a gzip-encoded script, a stylesheet and a late banner
 * that pushes the content down.
 */
const script = `${'/* padding that compresses well */\n'.repeat(600)}
setTimeout(() => {
  const banner = document.createElement('div');
  banner.style.height = '200px';
  banner.textContent = 'Aviso';
  document.body.prepend(banner);
}, 300);`;

const page = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Prueba</title><link rel="stylesheet" href="/app.css"></head><body>${body}</body></html>`;

/** A second build of the same page whose script is a tenth of the first's. */
const smallerScript = script.slice(-script.length / 10);

const site: Record<string, { type: string; body: string | Buffer; gzip?: boolean }> = {
  '/login': {
    type: 'text/html',
    body: page(`<form onsubmit="event.preventDefault(); localStorage.setItem('portal.token', 't'); location.href = '/';">
      <label for="e">Correo electrónico</label><input id="e">
      <label for="p">Contraseña</label><input id="p" type="password">
      <button>Entrar</button></form>`),
  },
  '/privada': {
    type: 'text/html',
    body: page(`<script>if (!localStorage.getItem('portal.token')) location.replace('/login');</script>
      <main><h1>Ofertas de empleo</h1><p>${'Texto de la oferta. '.repeat(80)}</p></main><script src="/app.js"></script>`),
  },
  '/': { type: 'text/html', body: page('<h1>Portal</h1>') },
  '/app.js': { type: 'text/javascript', body: gzipSync(script), gzip: true },
  '/app.css': { type: 'text/css', body: 'body { font-family: sans-serif; margin: 0; } h1 { font-size: 2rem; }' },
};

let serving: 'first' | 'smaller' = 'first';

describe('page measurement, smoke mode', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://x').pathname;
      if (pathname === '/app.js' && serving === 'smaller') {
        return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(smallerScript);
      }
      const file = site[pathname];
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': file.type, ...(file.gzip ? { 'content-encoding': 'gzip' } : {}) });
      response.end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('takes medians', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('logs in first, then measures LCP, CLS and the JS and CSS sent and decoded of a throttled load', async () => {
    const [figures] = await measurePages(baseUrl, [{ path: '/privada', as: 'student' }], {
      runs: 1,
      presets: [presets.desktop],
    });

    expect(figures).toMatchObject({ path: '/privada', as: 'student', preset: 'desktop', runs: 1 });
    // 40 ms of added latency for the page alone.
    expect(figures!.lcpMs).toBeGreaterThan(40);
    expect(figures!.cls).toBeGreaterThan(0);
    expect(figures!.js.files).toBe(1);
    expect(figures!.js.decoded).toBe(Buffer.byteLength(script));
    // Sent gzip-encoded: far less on the wire than decoded, headers included.
    expect(figures!.js.transferred).toBeLessThan(figures!.js.decoded / 4);
    expect(figures!.css.files).toBe(1);
    expect(figures!.css.decoded).toBe(Buffer.byteLength(site['/app.css']!.body));
  }, 120_000);

  it('alternates the loads of two builds and sets them side by side with their ratio', async () => {
    const activated: string[] = [];
    const build = (name: 'first' | 'smaller'): Build => ({
      name,
      activate: async () => {
        activated.push(name);
        serving = name;
      },
    });
    const progress: string[] = [];
    const figures = await measurePages(baseUrl, [{ path: '/privada', as: 'student' }], {
      runs: 2,
      presets: [presets.desktop],
      builds: [build('first'), build('smaller')],
      onProgress: ({ load, loads, path, preset, run, runs, build: name }) =>
        progress.push(`${load}/${loads} ${path} ${preset} ${run}/${runs} ${name}`),
    });

    // The first build is active for the login, then the loads alternate.
    expect(activated).toEqual(['first', 'first', 'smaller', 'first', 'smaller']);
    // Each load is announced before it starts.
    expect(progress).toEqual([
      '1/4 /privada desktop 1/2 first',
      '2/4 /privada desktop 1/2 smaller',
      '3/4 /privada desktop 2/2 first',
      '4/4 /privada desktop 2/2 smaller',
    ]);
    const [first, smaller] = figures;
    expect(first).toMatchObject({ build: 'first', path: '/privada' });
    expect(smaller).toMatchObject({ build: 'smaller', path: '/privada' });
    expect(first!.js.decoded).toBe(Buffer.byteLength(script));
    expect(smaller!.js.decoded).toBe(Buffer.byteLength(smallerScript));
    const ratio = (first!.js.decoded / smaller!.js.decoded).toFixed(2);
    expect(figuresTable(figures)).toContain(`${(first!.js.decoded / 1024).toFixed(1)} / ${(smaller!.js.decoded / 1024).toFixed(1)} (${ratio}×)`);
  }, 120_000);
});
