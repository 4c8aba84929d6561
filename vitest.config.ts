import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit`: the unit tests of the apps and shared packages (jsdom) and the API tests
 * against a real PostgreSQL (the `api` project, with its own embedded database).
 */
export default defineConfig({
  test: {
    projects: [
      'api/vitest.config.ts',
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['shared/*/test/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}', 'deploy/scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
