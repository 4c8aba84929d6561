import type { FastifyInstance } from 'fastify';

/** Where the API benchmark finds the bare route (bench/src/api-load.ts). */
export const benchBarePath = '/api/bench/bare';

/**
 * The yardstick of the API benchmark: a hello-world route of the same server, with the same hooks
 * but no guard, database or schema, so that a route's figures are read as a share of what this
 * server does with no work at all. Registered only when BENCH_BARE_ROUTE=1 (never in production).
 */
export const registerBenchBareRoute = (app: FastifyInstance, environment = process.env): void => {
  if (environment.BENCH_BARE_ROUTE !== '1') return;
  app.get(benchBarePath, async () => ({ hello: 'world' }));
};
