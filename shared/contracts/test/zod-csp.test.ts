import { expect, it, vi } from 'vitest';

it('the page setting reaches zod: no eval probe under the portal’s policy', async () => {
  vi.resetModules();
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  delete holder.__zod_globalConfig;
  await import('../src/platform/zod-csp');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // And parsing still works without compiled parsers.
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});
