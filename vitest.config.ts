import { defineConfig } from 'vitest/config';
import { DemoDataLastSequencer } from './api/test/demo-data-last-sequencer';

/**
 * `npm run test:unit`: the unit tests of the apps and shared packages (jsdom), the API tests
 * against a real PostgreSQL (the `api` project, with its own embedded database), and smoke tests
 * proving that the benchmarks still run (`bench`: tiny data, no figure is asserted).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: DemoDataLastSequencer },
    projects: [
      'api/vitest.config.ts',
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['shared/*/test/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}', 'deploy/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'bench',
          environment: 'node',
          include: ['bench/src/**/*.test.ts', 'bench/monolith/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
