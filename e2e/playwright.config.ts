import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh database for every run: tests that apply, register or answer start from the seed.
const dataDir = path.join(repoRoot, process.env.E2E_DATA_DIR ?? '.data-e2e');

/**
 * Browser tests against the production build, served exactly as `npm start` serves it (the API
 * server with its embedded PostgreSQL and the published `www/`), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium keeps calling home through a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(dataDir)} && npm run serve`,
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // Its own database, so the tests never touch the data of a portal you run by hand.
      DATA_DIR: dataDir,
      PGPORT: process.env.E2E_PGPORT ?? '54331',
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // Canary releases (releases-canary.spec.ts): judged on a small sample, every second.
      CANARY_MIN_LOADS: process.env.E2E_CANARY_MIN_LOADS ?? '6',
      CANARY_JUDGE_INTERVAL_SECONDS: '1',
    },
  },
});
