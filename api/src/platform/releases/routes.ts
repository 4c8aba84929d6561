import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, releaseLoads, releaseLoadsPath } from '@portal/contracts';
import { commonFailures, ok } from '../http/envelope';
import { addressKey } from '../limits/keys';
import { tooManyAttempts } from '../limits/limits';
import type { DomainContext } from '../http/route-context';
import { countLoads } from './counts';
import { scheduleReleaseCountsRollUp } from './roll-up';

/**
 * Canary releases (issue 25): the page-load beacon, counted per release (the error reports count
 * against their release in error-reports/), the judge that withdraws a canary clearly worse
 * than its live release, and the hourly folding of old minutes' counts (roll-up.ts).
 */
export const releaseRoutes: FastifyPluginAsyncZod<DomainContext> = async (app, { pool, config, limits }) => {
  app.post(
    releaseLoadsPath,
    {
      bodyLimit: 4096,
      preHandler: limits.on((request) => [['release-load.address', addressKey(request)]]),
      schema: {
        tags: ['Sistema'],
        summary: 'Counts one page load of each release named (the releases of the remotes a page loaded), without personal data',
        description: 'Status 429 with Retry-After when an address sends too many.',
        body: releaseLoads,
        response: { 200: envelope(z.object({})), ...commonFailures, 429: tooManyAttempts },
      },
    },
    async (request) => {
      await countLoads(pool, request.body.cargas);
      return ok({});
    },
  );
  scheduleReleaseCountsRollUp(app, pool, app.log);
  if (config.canary.judgeIntervalSeconds === 0) return;
  // The judge rewrites remotes.json with the deploy scripts (deploy/scripts/publish.ts): an image
  // built without them still serves the API, and says the judge is off.
  try {
    const { judgedStore, scheduleCanaryJudge } = await import('./canary-judge');
    scheduleCanaryJudge(
      app,
      { pool, store: judgedStore(config.releaseTarget, config.webRoot), thresholds: config.canary, log: app.log },
      config.canary.judgeIntervalSeconds,
    );
  } catch (error) {
    app.log.error({ err: error }, 'canary judge off: the deploy scripts it withdraws canaries with cannot be loaded');
  }
};
