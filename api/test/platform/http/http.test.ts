import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../../src/app';
import { testApp, testConfig } from '../../support';
import { buildApp } from '../../../src/app';
import { inject } from 'vitest';

describe('API documentation and health', () => {
  let app: PortalApp;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('publishes OpenAPI with the login calls', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/Alumno/logaUsuario',
      '/api/Empresa/logaUsuario',
      '/api/Empresa/dameEmpresasDelUsuario',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
    for (const path of [
      '/api/Publico/dameConfiguracionMarca',
      '/api/Alumno/dameOfertasUsuario/{tipo}',
      '/api/Alumno/dameCvUsuario',
      '/api/Empresa/dameDatosEmpresa',
      '/api/Publico/dameFichaEvento/{id}',
      '/api/health',
    ]) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
    // Internal routes stay out of the documentation.
    expect(
      Object.keys(document.paths).some((path) => path.startsWith('/fonts') || path.startsWith('/api/docs')),
    ).toBe(false);
  });

  it('documents the login body from the contract schema', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } } }
      >;
    }>();
    const body =
      document.paths['/api/Empresa/logaUsuario']?.post?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['usuario', 'password']));
  });

  it('serves the docs page as HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      response.statusCode === 302
        ? await app.inject({ method: 'GET', url: response.headers.location as string })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('reports health with a database check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 0, datos: { db: 'ok' } });
  });

  it('answers 503 with status 500 when the database is unreachable', async () => {
    const broken = await buildApp({
      config: await testConfig(),
      databaseUrl: inject('databaseUrl').replace(/:(\d+)\//, ':1/'),
    });
    try {
      const response = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 500 });
    } finally {
      await broken.close();
    }
  });

  it('serves the fonts and their CSS', async () => {
    const css = await app.inject({ method: 'GET', url: '/fonts/fonts.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    for (const family of ['Lato', 'Nunito']) expect(css.body).toContain(`font-family: '${family}'`);
    const files = [...css.body.matchAll(/url\((\/fonts\/[^)]+)\)/g)].map((match) => match[1] as string);
    expect(files).toHaveLength(4);
    for (const file of files) {
      const font = await app.inject({ method: 'GET', url: file });
      expect(font.statusCode, file).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });
});

describe('cross-origin access', () => {
  let app: PortalApp;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets any origin call the public API', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/Publico/dameConfiguracionMarca',
      headers: { origin: 'https://otra-universidad.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the preflight of the surveys API', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/Encuestas/guardaContestacionEncuesta/3',
      headers: {
        origin: 'https://otra-universidad.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('keeps the student and company APIs same-origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { origin: 'https://otra-universidad.example' },
      payload: { usuario: 'x@y.z', password: 'whatever1' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('serving the portal', () => {
  it('answers 503 with an explanation while the portal is not built', async () => {
    const app = await testApp();
    try {
      for (const url of ['/', '/ofertas-empleo']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('npm run build');
      }
    } finally {
      await app.close();
    }
  });

  describe('once built', () => {
    let app: PortalApp;
    const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

    beforeAll(async () => {
      const config = await testConfig();
      const release = path.join(config.webRoot, 'remotes', 'mf-cv', '0.1.0-abc');
      await mkdir(release, { recursive: true });
      await writeFile(path.join(config.webRoot, 'index.html'), indexHtml);
      await writeFile(path.join(config.webRoot, 'main.js'), 'console.log("shell")');
      await writeFile(path.join(config.webRoot, 'remotes.json'), '{"remotes":{}}');
      await writeFile(path.join(release, 'mf-manifest.json'), '{}');
      await writeFile(path.join(release, 'remoteEntry.js'), 'var mf_cv;');
      app = await buildApp({ config, databaseUrl: inject('databaseUrl') });
    });
    afterAll(async () => {
      await app.close();
    });

    it('serves index.html at / and never lets it be cached unchecked', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('falls back to index.html for portal routes opened in a browser', async () => {
      for (const url of ['/ofertas-empleo', '/evento-publico/3', '/les-meves-ofertes?x=1']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toBe(indexHtml);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('keeps a missing file a 404, and API paths out of the fallback', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } })).statusCode,
      ).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ status: 1 });
    });

    it('serves remotes.json revalidated and released remotes immutable', async () => {
      const manifest = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const entry = await app.inject({ method: 'GET', url: '/remotes/mf-cv/0.1.0-abc/remoteEntry.js' });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      const shell = await app.inject({ method: 'GET', url: '/main.js' });
      expect(shell.headers['cache-control']).toBe('no-cache');
    });

    it('still serves the brand logos next to the portal', async () => {
      expect((await app.inject({ method: 'GET', url: '/brand/logo-pie.svg' })).statusCode).toBe(200);
    });
  });
});
