import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config';
import { scratchFolder } from './support';

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
