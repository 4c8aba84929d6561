// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  portalConfTemplate,
  readStoreTemplates,
  renderPortalConf,
  renderStoreConf,
  securityHeadersInclude,
  storeProxyInclude,
  writeStandaloneNginx,
} from './render';

const site = {
  listen: '127.0.0.1:8310',
  root: '/srv/portal/www',
  replicas: ['127.0.0.1:8311', 'api-2:8080'],
};
const template = () => readFile(portalConfTemplate, 'utf8');

/** Each `location ... { ... }` of the server block (none of them nests another). */
const locations = (conf: string) =>
  [...conf.matchAll(/^[ \t]*location ([^{]+)\{([^}]*)\}/gm)].map(([, match = '', body = '']) => ({
    match: match.trim(),
    body,
  }));

describe('portal.conf rendered for a machine', () => {
  it('lists exactly the given replicas, with the template parameters, and the address and tree', async () => {
    const conf = renderPortalConf(await template(), site);
    expect(conf.match(/^\s*server \S+ .*;$/gm)?.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:8311 max_fails=1 fail_timeout=10s;',
      'server api-2:8080 max_fails=1 fail_timeout=10s;',
    ]);
    expect(conf).toMatch(/^ {4}listen 127\.0\.0\.1:8310;$/m);
    expect(conf).toMatch(/^ {4}root \/srv\/portal\/www;$/m);
    expect(conf).not.toContain('8081');
  });

  it('skips a failed replica for idempotent requests only, and passes the client address it saw', async () => {
    const conf = renderPortalConf(await template(), site);
    const nextUpstream = /^\s*proxy_next_upstream ([^;]+);/m.exec(conf)?.[1]?.split(/\s+/) ?? [];
    expect(nextUpstream).toEqual(expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503']));
    expect(nextUpstream).not.toContain('non_idempotent');
    expect(conf).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
  });

  it('sends the security headers from every location that sends files, and proxies the API paths', async () => {
    const all = locations(renderPortalConf(await template(), site));
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const { match, body } of all) {
      if (body.includes('proxy_pass')) {
        expect(match).toBe('~ ^/(?:api|fonts|brand|eventos|test-idp)/');
        expect(body).toContain('proxy_pass http://portal_api;');
      } else {
        expect(body, `location ${match}`).toContain(`include ${securityHeadersInclude};`);
      }
    }
  });

  it('refuses values that would break the configuration, and a template it cannot fill in', async () => {
    const conf = await template();
    expect(() => renderPortalConf(conf, { ...site, replicas: [] })).toThrow(/at least one/);
    expect(() => renderPortalConf(conf, { ...site, replicas: ['api; evil'] })).toThrow(/host:port/);
    expect(() => renderPortalConf(conf, { ...site, root: 'www' })).toThrow(/absolute/);
    expect(() => renderPortalConf(conf.replace(/^\s*listen .*$/m, ''), site)).toThrow(
      /one listen line.*found 0/,
    );
  });
});

describe('portal.conf reading the releases from an S3-compatible store', () => {
  const store = { endpoint: 'http://minio:9000', bucketPath: 'portal-releases/prod' };
  const rendered = async () => renderStoreConf(renderPortalConf(await template(), site), store, await readStoreTemplates());

  it('asks the store for every release and live file under the bucket and prefix, GET and HEAD only, and still proxies the API', async () => {
    const { portal, proxy } = await rendered();
    expect(portal).toMatch(/upstream portal_store \{\s*(?:#[^\n]*\n\s*)*server minio:9000;/);
    // The store's locations hold blocks of their own (limit_except, if): named, not parsed.
    const names = [...portal.matchAll(/^[ \t]*location ([^{]+)\{/gm)].map(([, match = '']) => match.trim());
    expect(names.filter((name) => !name.startsWith('~ ^/(?:api'))).toEqual([
      '~ ^/(?:shell/[^/]+/|remotes/[^/]+/[^/]+/|remotes\\.json$|shell\\.json$)',
      '= /',
      '/',
      '@portal_store_plain',
      '@portal_store_missing',
      '@portal_store_page',
    ]);
    const proxied = [...portal.matchAll(/proxy_pass (\S+);/g)].map(([, url = '']) => url).filter((url) => url.includes('portal_store'));
    expect(proxied).toHaveLength(6);
    for (const url of proxied) expect(url).toMatch(/^http:\/\/portal_store\/portal-releases\/prod[$/]/);
    // The key comes from a map that lets only a published file's characters through, never $uri itself.
    for (const url of proxied) expect(url).not.toContain('$uri');
    expect(portal.split(`include ${storeProxyInclude};`)).toHaveLength(7);
    // The three locations a browser reaches directly take GET (and HEAD) only.
    expect(portal.split('limit_except GET { deny all; }')).toHaveLength(4);
    // No file is read from the tree any more; the API goes to the replicas as before.
    expect(portal).not.toMatch(/try_files/);
    expect(locations(portal).find(({ match }) => match.startsWith('~ ^/(?:api'))?.body).toContain('proxy_pass http://portal_api;');
    expect(proxy).toContain('proxy_set_header Host minio:9000;');
    expect(proxy).toContain('proxy_set_header Authorization "";');
  });

  it('refuses an endpoint or a bucket path that would break the configuration', async () => {
    const templates = await readStoreTemplates();
    const portal = renderPortalConf(await template(), site);
    expect(() => renderStoreConf(portal, { ...store, endpoint: 'minio:9000' }, templates)).toThrow(/endpoint is http/);
    expect(() => renderStoreConf(portal, { ...store, bucketPath: 'bucket/x; deny all' }, templates)).toThrow(/bucket\[\/prefix\]/);
    expect(() => renderStoreConf('server {}', store, templates)).toThrow(/BEGIN\/END release files/);
  });
});

const nginxInstalled = spawnSync('nginx', ['-v']).status === 0;
const brotliInstalled = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');

describe.skipIf(!nginxInstalled || !brotliInstalled)(
  "nginx -t on the configuration npm run start:cluster runs (skipped where Debian's nginx with brotli_static is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static, as .ci/run does)",
  () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'portal-nginx-test-'));
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('passes nginx -t, with the security headers where portal.conf includes them', async () => {
      const config = await writeStandaloneNginx({
        dir,
        site: { ...site, replicas: ['127.0.0.1:8311', '127.0.0.1:8312'] },
      });
      const test = spawnSync('nginx', ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
      expect(test.stderr).toContain('test is successful');
      expect(test.status).toBe(0);
      expect(await readFile(path.join(dir, securityHeadersInclude), 'utf8')).toContain(
        'Content-Security-Policy',
      );
    });

    it('passes nginx -t reading the releases from a store', async () => {
      const config = await writeStandaloneNginx({
        dir,
        site: { ...site, replicas: ['127.0.0.1:8311'], store: { endpoint: 'http://127.0.0.1:9000', bucketPath: 'portal-releases' } },
      });
      const test = spawnSync('nginx', ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
      expect(test.stderr).toContain('test is successful');
      expect(test.status).toBe(0);
    });
  },
);
