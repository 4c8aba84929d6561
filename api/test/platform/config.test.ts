import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../../src/platform/config';
import { scratchFolder } from '../support';

const tempDir = () => scratchFolder('config');

describe('configuration', () => {
  it('has the documented defaults', async () => {
    const dataDir = await tempDir();
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      pgPort: 54329,
      webRoot: path.join(repoRoot, 'www'),
      tokenTtlSeconds: 28800,
      loginRateLimit: 10,
      logLevel: 'info',
    });
    expect(await loadConfig({ PORT: '', DATA_DIR: dataDir })).toMatchObject({ port: 8080 });
  });

  it('generates a token secret once and keeps it in DATA_DIR', async () => {
    const dataDir = await tempDir();
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.tokenSecret).toBe(first.tokenSecret);
    expect((await readFile(path.join(dataDir, 'token-secret'), 'utf8')).trim()).toBe(first.tokenSecret);
    expect((await stat(path.join(dataDir, 'token-secret'))).mode & 0o077).toBe(0);
  });

  it('resolves relative paths from where the command was typed', async () => {
    const config = await loadConfig({
      DATA_DIR: 'datos',
      WEB_ROOT: 'web',
      INIT_CWD: '/srv/portal',
      TOKEN_SECRET: 'x'.repeat(32),
    });
    expect(config.dataDir).toBe('/srv/portal/datos');
    expect(config.webRoot).toBe('/srv/portal/web');
  });

  it('names every bad value', async () => {
    const error = await loadConfig({
      PORT: 'ochenta',
      DATABASE_URL: 'mysql://nope',
      TOKEN_SECRET: 'short',
      LOGIN_RATE_LIMIT: '0',
      LOG_LEVEL: 'verbose',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const variable of ['PORT', 'DATABASE_URL', 'TOKEN_SECRET', 'LOGIN_RATE_LIMIT', 'LOG_LEVEL']) {
      expect(problems).toContain(variable);
    }
  });
});

describe('production safety', () => {
  it('writes demo data by default on the embedded database only, and when SEED_DEMO says so', async () => {
    const dataDir = await tempDir();
    const url = 'postgres://portal@db.example:5432/portal';
    expect((await loadConfig({ DATA_DIR: dataDir })).seedDemo).toBe(true);
    expect((await loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url })).seedDemo).toBe(false);
    expect((await loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'on' })).seedDemo).toBe(true);
    expect((await loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'off' })).seedDemo).toBe(false);
    const error = await loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'yes' }).catch((caught: unknown) => caught);
    expect((error as ConfigError).problems.join('\n')).toContain('SEED_DEMO');
  });

  it('refuses to start with the test identity provider in production', async () => {
    const dataDir = await tempDir();
    const error = await loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SAML_TEST_IDP: 'on' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.join('\n')).toMatch(/SAML_TEST_IDP.*NODE_ENV=production/);
    expect((await loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).samlTestIdp).toBe(false);
    expect((await loadConfig({ DATA_DIR: dataDir, SAML_TEST_IDP: 'on' })).samlTestIdp).toBe(true);
  });

  it('keeps API docs, HSTS and metrics as production asks', async () => {
    const dataDir = await tempDir();
    expect(await loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      apiDocs: true,
      hsts: false,
      metricsToken: undefined,
      errorReportWebhookUrl: undefined,
      errorReportRateLimit: 10,
    });
    expect(await loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toMatchObject({ apiDocs: false, hsts: true });
    const error = await loadConfig({
      DATA_DIR: dataDir,
      METRICS_TOKEN: 'short',
      ERROR_REPORT_WEBHOOK_URL: 'ftp://chat.example/hook',
      ERROR_REPORT_RATE_LIMIT: '0',
      API_DOCS: 'maybe',
    }).catch((caught: unknown) => caught);
    const problems = (error as ConfigError).problems.join('\n');
    for (const variable of ['METRICS_TOKEN', 'ERROR_REPORT_WEBHOOK_URL', 'ERROR_REPORT_RATE_LIMIT', 'API_DOCS']) {
      expect(problems).toContain(variable);
    }
  });
});
