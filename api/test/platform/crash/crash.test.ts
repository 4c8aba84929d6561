import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pino } from 'pino';
import { createPool, type Pool } from '../../../src/platform/db/pool';
import { startCluster, type Cluster } from './cluster';
import { runCrashSuite } from './workload';

/**
 * Two API replicas (real processes) on the run's database, one killed with SIGKILL and started
 * again each cycle while both take writes; then 1,000 applications at once. A larger run:
 * `npm run crash -- --cycles 20` (its own embedded PostgreSQL).
 */
const cycles = Number(process.env.CRASH_CYCLES ?? 3);
let cluster: Cluster;
let pool: Pool;

beforeAll(async () => {
  cluster = await startCluster({
    databaseUrl: inject('databaseUrl'),
    apiPort: process.env.CRASH_API_PORT ? Number(process.env.CRASH_API_PORT) : undefined,
  });
  pool = createPool(cluster.databaseUrl, pino({ level: 'silent' }));
}, 180_000);

afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
}, 60_000);

describe('replicas killed mid-write', () => {
  it(`keep every acknowledged write whole over ${cycles} kills, and 1,000 concurrent applications stay exact`, async () => {
    const report = await runCrashSuite(cluster, pool, { cycles, log: (line) => console.info(`[crash] ${line}`) });
    console.info(`[crash] ${JSON.stringify({ ...report, problems: report.problems.length })}`);
    expect(report.problems).toEqual([]);
    expect(report.servedWhileOtherDown).toBeGreaterThan(0);
    expect(report.acknowledged.applications + report.acknowledged.uploads + report.acknowledged.cvEdits).toBeGreaterThan(0);
    expect(report.burst).toMatchObject({ requests: 1000, accepted: report.burst.pairs });
  }, 600_000);
});
