import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The API tests: real HTTP handling (app.inject) against a real PostgreSQL, its own embedded one
 * started once for the run (test/global-setup.ts), or TEST_DATABASE_URL when set.
 */
export default defineConfig({
  test: {
    name: 'api',
    root: path.dirname(fileURLToPath(import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files share one database; one at a time keeps counts and rate limits predictable.
    fileParallelism: false,
    // One process for every file: each file building the server's modules anew cost about half of
    // the project's time. It holds because no API test mocks a module or changes process.env, and
    // each closes the servers it starts; a test that needs either must restore it in its afterAll.
    isolate: false,
  },
});
