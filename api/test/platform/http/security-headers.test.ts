import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp, type PortalApp } from '../../../src/app';
import { repoRoot } from '../../../src/platform/config';
import { commonSecurityHeaders, hstsValue } from '../../../src/platform/http/security-headers';
import { testApp, testConfig } from '../../support';

/**
 * The headers every answer carries (issue 15, "Headers"): pages, published files, API JSON,
 * refusals and 404s alike; Swagger UI its own policy; HSTS only where configured; nginx's copy
 * of the values the same as the server's.
 */

type Headers = Record<string, string | string[] | number | undefined>;

const cspOf = (headers: Headers) => String(headers['content-security-policy'] ?? '');
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

const expectPortalHeaders = (headers: Headers, what: string) => {
  const policy = cspOf(headers);
  expect(directive(policy, 'script-src'), what).toBe("script-src 'self'");
  expect(policy, what).not.toContain('unsafe-eval');
  expect(directive(policy, 'frame-ancestors'), what).toBe("frame-ancestors 'self'");
  expect(directive(policy, 'object-src'), what).toBe("object-src 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
};

describe('security headers', () => {
  let app: PortalApp;
  beforeAll(async () => {
    // A published portal: its page and a release's script.
    const config = await testConfig();
    await mkdir(path.join(config.webRoot, 'shell', '1.0.0-abc'), { recursive: true });
    await writeFile(path.join(config.webRoot, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    await writeFile(path.join(config.webRoot, 'shell', '1.0.0-abc', 'main.1a2b.js'), 'export {};');
    app = await buildApp({ config, databaseUrl: inject('databaseUrl') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('are on the page, the API, a refusal, a validation failure and a 404', async () => {
    const notBuilt = await testApp();
    const answers = {
      page: await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      notBuilt: await notBuilt.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      route: await app.inject({ method: 'GET', url: '/ofertas-empleo', headers: { accept: 'text/html' } }),
      api: await app.inject({ method: 'GET', url: '/api/health' }),
      refusal: await app.inject({ method: 'GET', url: '/api/Alumno/dameCvUsuario' }),
      invalid: await app.inject({ method: 'POST', url: '/api/Alumno/logaUsuario', payload: {} }),
      missing: await app.inject({ method: 'GET', url: '/no-such-file.js' }),
      logo: await app.inject({ method: 'GET', url: '/brand/logo-cabecera.svg' }),
    };
    expect(answers.page.statusCode).toBe(200);
    expect(answers.notBuilt.statusCode).toBe(503);
    expect(answers.refusal.statusCode).toBe(401);
    expect(answers.invalid.statusCode).toBe(400);
    expect(answers.missing.statusCode).toBe(404);
    expect(answers.logo.statusCode).toBe(200);
    await notBuilt.close();
    for (const [what, response] of Object.entries(answers)) expectPortalHeaders(response.headers, what);
  });

  it('are on the published files of the portal', async () => {
    const script = await app.inject({ method: 'GET', url: '/shell/1.0.0-abc/main.1a2b.js' });
    expect(script.statusCode).toBe(200);
    expectPortalHeaders(script.headers, 'script');
  });

  it('give Swagger UI its own policy, which frames nothing and runs only its own scripts', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-initializer.js');
    const policy = cspOf(docs.headers);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('let other sites load what the surveys embed needs, and nothing else of the API', async () => {
    const publicApi = await app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracionMarca' });
    expect(publicApi.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(publicApi.headers['access-control-allow-origin']).toBe('*');
    const privateApi = await app.inject({ method: 'GET', url: '/api/Alumno/dameCvUsuario' });
    expect(privateApi.headers['cross-origin-resource-policy']).toBe('same-origin');
    // No cross-origin isolation: hosts of the embed are not asked to opt in.
    expect(publicApi.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('send HSTS only in production or when asked', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const secure: Record<string, string>[] = [{ NODE_ENV: 'production' }, { HSTS: 'on' }, { PUBLIC_URL: 'https://empleo.example.edu' }];
    for (const env of secure) {
      const secured = await testApp(env);
      try {
        const response = await secured.inject({ method: 'GET', url: '/api/health' });
        expect(response.headers['strict-transport-security'], JSON.stringify(env)).toBe('max-age=31536000');
      } finally {
        await secured.close();
      }
    }
    const off = await testApp({ NODE_ENV: 'production', HSTS: 'off' });
    try {
      expect((await off.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

describe('the API documentation switch', () => {
  it('serves /api/docs and /api/openapi.json by default, and neither in production unless asked', async () => {
    const cases: [Record<string, string>, number][] = [
      [{}, 200],
      [{ NODE_ENV: 'production' }, 404],
      [{ API_DOCS: 'off' }, 404],
      [{ NODE_ENV: 'production', API_DOCS: 'on' }, 200],
    ];
    for (const [env, expected] of cases) {
      const app = await testApp(env);
      try {
        const document = await app.inject({ method: 'GET', url: '/api/openapi.json' });
        const page = await app.inject({ method: 'GET', url: '/api/docs' });
        expect(document.statusCode, JSON.stringify(env)).toBe(expected);
        expect(page.statusCode, JSON.stringify(env)).toBe(expected);
        // Hidden from callers, still built for the suites that read it in process.
        expect(Object.keys(app.swagger().paths ?? {})).toContain('/api/health');
      } finally {
        await app.close();
      }
    }
  });
});

/** `add_header Name "value" always;` lines of an nginx include, as a map. */
const nginxHeaders = async (file: string): Promise<Record<string, string>> => {
  const text = await readFile(path.join(repoRoot, 'deploy', 'nginx', file), 'utf8');
  const headers: Record<string, string> = {};
  for (const match of text.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)) {
    headers[match[1]!] = match[2]!;
  }
  return headers;
};

describe("nginx's security headers", () => {
  it('are the API server’s, value for value', async () => {
    expect(await nginxHeaders('security-headers.conf')).toEqual(commonSecurityHeaders);
    expect(await nginxHeaders('hsts.conf')).toEqual({ 'Strict-Transport-Security': hstsValue });
  });
});
