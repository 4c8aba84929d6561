// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalConfTemplate, renderPortalConf, securityHeadersInclude, writeStandaloneNginx } from './render';

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
  },
);
