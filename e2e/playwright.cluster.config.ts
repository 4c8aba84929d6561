import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import {
  clusterApiPort,
  clusterDir,
  clusterPgPort,
  clusterPort,
  clusterStateFile,
  repoRoot,
} from './cluster/cluster-env';

/**
 * The browser journey through the production topology: `npm run start:cluster -- --no-build`
 * (Debian's nginx in front of two API replicas on one PostgreSQL) on ports of its own, from a
 * fresh database, with the same browser as the main browser tests.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './cluster',
  use: { ...baseConfig.use, baseURL: `http://localhost:${clusterPort}` },
  webServer: {
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(clusterDir)} && npm run start:cluster -- --no-build`,
    cwd: repoRoot,
    // Through nginx: it starts last, once every replica answers.
    url: `http://localhost:${clusterPort}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Ctrl-C as a user would: nginx, the replicas, then PostgreSQL stop cleanly.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 40_000 },
    env: {
      CLUSTER_PORT: String(clusterPort),
      CLUSTER_API_PORT: String(clusterApiPort),
      CLUSTER_PGPORT: String(clusterPgPort),
      CLUSTER_DIR: clusterDir,
      CLUSTER_STATE_FILE: clusterStateFile,
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
