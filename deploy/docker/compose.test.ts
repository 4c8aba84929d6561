// @vitest-environment node
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copiedPaths, importGraph, isCopied, productionInstall } from './image-contents';

/**
 * Containers cannot run here: the compose file is checked for the topology it describes, and the
 * files it names for what each image runs.
 */
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(deployDir, '..');

interface Service {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}

const compose = async () =>
  parse(await readFile(path.join(deployDir, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
  };

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, two API replicas and nginx, each with a health check, and a publisher job', async () => {
    const { services } = await compose();
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'postgres', 'publisher', 'web']);
    for (const [name, service] of Object.entries(services)) {
      if (name === 'publisher') continue;
      expect(service.healthcheck?.test.length, `${name} health check`).toBeGreaterThan(1);
    }
    // Run on demand (docker compose run), never started with the others.
    expect(services.publisher?.profiles).toEqual(['publish']);
    expect(services.web?.ports).toEqual(['${PORTAL_PORT:-8080}:8080']);
  });

  it('gives both replicas one database, one token secret, production mode and no demo data by default', async () => {
    const { services } = await compose();
    const [first, second] = [services['api-1']?.environment, services['api-2']?.environment];
    expect(second).toEqual(first);
    expect(first?.DATABASE_URL).toMatch(
      /^postgresql:\/\/portal:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/portal$/,
    );
    expect(first?.TOKEN_SECRET).toMatch(/^\$\{TOKEN_SECRET:\?/); // required, never a default
    expect(first?.NODE_ENV).toBe('production');
    expect(first?.SEED_DEMO).toBe('${SEED_DEMO:-off}');
    expect(services['api-1']?.healthcheck?.test.join(' ')).toContain('/api/health');
    expect(services['api-1']?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('trusts X-Forwarded-For from nginx fixed address only, and nginx proxies to exactly the replicas', async () => {
    const { services } = await compose();
    const webNetworks = services.web?.networks as Record<string, { ipv4_address?: string }>;
    expect(services['api-1']?.environment?.TRUST_PROXY).toBe(webNetworks.portal?.ipv4_address);
    expect(services.web?.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
    expect(services.web?.build?.args?.API_REPLICAS?.split(' ')).toEqual(['api-1:8080', 'api-2:8080']);
  });

  it('builds each image from a Dockerfile that runs what the topology needs', async () => {
    const { services } = await compose();
    const dockerfile = async (service: string) => {
      const build = services[service]?.build;
      const file = path.resolve(deployDir, build?.context ?? '', build?.dockerfile ?? '');
      expect(existsSync(file), file).toBe(true);
      return readFile(file, 'utf8');
    };
    const api = await dockerfile('api-1');
    expect(api).toMatch(/^FROM node:20/m);
    expect(api).toContain('npm ci --workspace api --omit=dev');
    expect(api).toContain('CMD ["node", "--import", "tsx", "src/main.ts"]');
    const web = await dockerfile('web');
    // nginx's configuration only: no build, no portal files baked in (issue 25).
    expect(web).not.toContain('npm run build');
    expect(web).not.toMatch(/COPY[^\n]*www/);
    expect(web).toContain('deploy/nginx/render-cli.ts');
    const publisher = await dockerfile('publisher');
    expect(publisher).toContain('CMD ["npm", "run", "build"]');
    expect(publisher).toContain('ENV WEB_ROOT=/srv/portal/www');
    expect(web).toContain('libnginx-mod-http-brotli-static');
    expect(web).toMatch(/ARG API_REPLICAS="api-1:8080 api-2:8080"/);
    // What the api image copies: every workspace package the API imports.
    const imported = new Set(
      (await readFile(path.join(repoRoot, 'api/package.json'), 'utf8')).match(/"@portal\/[a-z-]+"/g) ?? [],
    );
    for (const name of imported) expect(api).toContain(`shared/${name.slice('"@portal/'.length, -1)}`);
  });

  it('serves the releases from the volume the publisher writes, read only for nginx, or from the store the publisher targets', async () => {
    const { services } = await compose();
    expect(services.publisher?.volumes).toEqual(['releases:/srv/portal/www']);
    expect(services.web?.volumes).toEqual(['releases:/srv/portal/www:ro']);
    expect(services.publisher?.environment?.RELEASE_TARGET).toBe('${RELEASE_TARGET:-}');
    expect(Object.keys(services.web?.build?.args ?? {}).sort()).toEqual(['API_REPLICAS', 'RELEASE_STORE', 'RELEASE_STORE_ENDPOINT']);
  });

  it("gives the API replicas the publisher's release target, so the canary judge withdraws a canary where it was published", async () => {
    const { services } = await compose();
    const api = services['api-1'];
    const publisher = services.publisher?.environment ?? {};
    // The same volume, writable (a withdrawal rewrites remotes.json), where the API looks for it.
    expect(api?.volumes).toEqual(['releases:/srv/portal/www']);
    expect(api?.environment?.WEB_ROOT).toBe(publisher.WEB_ROOT);
    // Or the same store, with the same credentials.
    for (const name of ['RELEASE_TARGET', 'AWS_ENDPOINT_URL_S3', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
      expect(api?.environment?.[name], name).toBe(publisher[name]);
    }
    // Both write the volume as one user: what one writes the other can replace.
    const dockerfile = (name: string) => readFile(path.join(deployDir, 'docker', name), 'utf8');
    for (const image of [await dockerfile('api.Dockerfile'), await dockerfile('publisher.Dockerfile')]) {
      expect(image).toMatch(/^RUN mkdir -p [^\n]*\/srv\/portal\/www && chown node:node [^\n]*\/srv\/portal\/www$/m);
      expect(image).toMatch(/^USER node$/m);
    }
  });

  it('builds the API image with every file and package its canary judge loads, from the lock file, without the build tools', async () => {
    const api = await readFile(path.join(deployDir, 'docker', 'api.Dockerfile'), 'utf8');
    const copied = copiedPaths(api);
    const installed = await productionInstall(repoRoot, 'api');
    // The judge is loaded by the releases routes when the server starts (routes.ts).
    const graph = await importGraph(repoRoot, 'api/src/platform/releases/routes.ts');
    expect(graph.files).toContain('api/src/platform/releases/canary-judge.ts');
    expect(graph.files).toContain('deploy/scripts/live-pointers.ts');
    expect(graph.files.filter((file) => !isCopied(file, copied)), 'files the image does not copy').toEqual([]);
    // The image as it was before the judge could run in it is caught.
    const withoutScripts = copiedPaths(api.replace(/^COPY --from=install \/app\/deploy\/scripts .*$/m, ''));
    expect(graph.files.filter((file) => !isCopied(file, withoutScripts))).toContain('deploy/scripts/live-pointers.ts');
    expect(graph.packages.filter((name) => !installed.has(name)), 'packages npm ci --workspace api --omit=dev does not install').toEqual([]);
    expect(graph.packages).toContain('@aws-sdk/client-s3');
    // The build tools and the test tools are not installed: a judge importing them would be caught.
    for (const devOnly of ['@rspack/core', '@module-federation/enhanced', 's3rver', 'vitest']) expect(installed.has(devOnly), devOnly).toBe(false);
    // Nothing of the build: no bundler, no federation plugin, no build config.
    expect(graph.packages.filter((name) => /^@rspack\/|^@module-federation\//.test(name))).toEqual([]);
    expect(graph.workspaces).toEqual(['@portal/contracts']);
  });
});
