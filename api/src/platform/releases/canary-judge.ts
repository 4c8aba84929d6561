import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { remoteApps } from '../../../../deploy/scripts/apps';
import { readRemotesManifest, withdrawCanary } from '../../../../deploy/scripts/live-pointers';
import { releaseStoreFor, type ReleaseStore } from '../../../../deploy/scripts/release-store';
import type { Pool } from '../db/pool';
import { countOf, readCounts } from './counts';
import { judgeCanary, type CanaryThresholds, type CanaryVerdict } from './statistics';

export interface CanaryJudgeDeps {
  pool: Pool;
  /** Where the live pointers are: the web root the server serves, or RELEASE_TARGET. */
  store: ReleaseStore;
  thresholds: CanaryThresholds;
  log: FastifyBaseLogger;
}

export interface CanaryWithdrawal {
  app: string;
  release: string;
  live: string;
  /** Since when it was a canary (remotes.json): the period judged, loads and errors of both releases from then on. */
  since: string;
  verdict: CanaryVerdict;
}

/** Where a canary period starts, as recorded: its `since`, or before anything for one without a readable date. */
const periodStart = (since: string | undefined): string => (since && !Number.isNaN(Date.parse(since)) ? since : '-infinity');

/** A claim not finished in this time (its replica died mid-way) is taken over by the next judge. */
const abandonedClaimSeconds = 60;

/**
 * Claims the withdrawal of one canary period for this replica: the first to insert its row acts,
 * the others (concurrent judges of the same counts) find it and do nothing. The row records why.
 * The same release published as a canary again is a new period, with a row of its own.
 */
const claimWithdrawal = async (pool: Pool, { app, release, live, since, verdict }: CanaryWithdrawal, counts: { canary: { loads: number; errors: number }; live: { loads: number; errors: number } }, thresholds: CanaryThresholds): Promise<boolean> => {
  const { rowCount } = await pool.query(
    `INSERT INTO canary_withdrawals (app, release, canary_since, live_release, canary_loads, canary_errors, live_loads, live_errors, z, p_value, thresholds)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (app, release, canary_since) DO UPDATE SET decided_at = now()
      WHERE canary_withdrawals.withdrawn_at IS NULL
        AND canary_withdrawals.decided_at < now() - make_interval(secs => $12)
     RETURNING app`,
    [app, release, periodStart(since), live, counts.canary.loads, counts.canary.errors, counts.live.loads, counts.live.errors, verdict.z, verdict.pValue, JSON.stringify(thresholds), abandonedClaimSeconds],
  );
  return rowCount === 1;
};

/**
 * One pass of the judge (issue 25): every canary in the live pointers is set against its live
 * release on the loads and error reports counted since it became a canary (`since`), both
 * releases over that same period; one clearly worse (statistics.ts) is withdrawn by the deploy
 * scripts' own withdrawal (every browser gets the live release at its next load), once per
 * canary period, whichever replica sees it first. Answers what this replica withdrew.
 */
export const judgeCanaries = async ({ pool, store, thresholds, log }: CanaryJudgeDeps): Promise<CanaryWithdrawal[]> => {
  const { remotes } = await readRemotesManifest(store);
  const judged = remoteApps.flatMap((remote) => {
    const entry = remotes[remote.federationName];
    return entry?.canary ? [{ remote, live: entry.version, release: entry.canary.version, since: entry.canary.since }] : [];
  });
  if (judged.length === 0) return [];
  const counts = await readCounts(
    pool,
    judged.flatMap(({ remote, live, release, since }) => [
      { app: remote.folder, version: live, since },
      { app: remote.folder, version: release, since },
    ]),
  );
  const withdrawn: CanaryWithdrawal[] = [];
  for (const { remote, live, release, since } of judged) {
    const canaryCount = countOf(counts, { app: remote.folder, version: release });
    const liveCount = countOf(counts, { app: remote.folder, version: live });
    const verdict = judgeCanary(canaryCount, liveCount, thresholds);
    if (!verdict.withdraw) continue;
    const withdrawal = { app: remote.folder, release, live, since, verdict };
    if (!(await claimWithdrawal(pool, withdrawal, { canary: canaryCount, live: liveCount }, thresholds))) continue;
    // Only that release in that period: a canary published since the counts were read is judged on its own.
    const done = await withdrawCanary(remote, { store, only: release, since, holder: 'the canary judge of the API server' });
    await pool.query(
      `UPDATE canary_withdrawals SET withdrawn_at = now(), outcome = $4 WHERE app = $1 AND release = $2 AND canary_since = $3`,
      [remote.folder, release, periodStart(since), done ? 'withdrawn' : 'already-gone'],
    );
    log.warn({ canary: { app: remote.folder, release, live, since, ...verdict } }, 'canary withdrawn: its error rate is clearly above the live release');
    if (done) withdrawn.push(withdrawal);
  }
  return withdrawn;
};

/** A withdrawal the judge recorded, as `npm run releases` shows it. */
export interface RecordedWithdrawal {
  app: string;
  release: string;
  /** The canary period withdrawn: since when it was a canary (null: recorded before periods were kept). */
  since: Date | null;
  live: string;
  canaryLoads: number;
  canaryErrors: number;
  liveLoads: number;
  liveErrors: number;
  z: number;
  pValue: number;
  decidedAt: Date;
  withdrawnAt: Date | null;
  outcome: string | null;
}

/** Every withdrawal the server made of itself, newest first. */
export const recordedWithdrawals = async (pool: Pick<Pool, 'query'>): Promise<RecordedWithdrawal[]> => {
  const { rows } = await pool.query<Record<string, unknown>>(
    `SELECT app, release, canary_since, live_release, canary_loads, canary_errors, live_loads, live_errors, z, p_value, decided_at, withdrawn_at, outcome
       FROM canary_withdrawals ORDER BY decided_at DESC`,
  );
  return rows.map((row) => ({
    app: String(row.app),
    release: String(row.release),
    since: row.canary_since instanceof Date ? row.canary_since : null,
    live: String(row.live_release),
    canaryLoads: Number(row.canary_loads),
    canaryErrors: Number(row.canary_errors),
    liveLoads: Number(row.live_loads),
    liveErrors: Number(row.live_errors),
    z: Number(row.z),
    pValue: Number(row.p_value),
    decidedAt: row.decided_at as Date,
    withdrawnAt: (row.withdrawn_at as Date | null) ?? null,
    outcome: (row.outcome as string | null) ?? null,
  }));
};

/** The store the judge rewrites: RELEASE_TARGET when set, else the web root this server serves. */
export const judgedStore = (releaseTarget: string | undefined, webRoot: string): ReleaseStore => releaseStoreFor(releaseTarget ?? webRoot);

/**
 * Every CANARY_JUDGE_INTERVAL_SECONDS (0: never) each listening replica judges the canaries; the
 * claim row makes one withdrawal of each. Only a server that listens judges: tests call
 * judgeCanaries themselves.
 */
export const scheduleCanaryJudge = (app: FastifyInstance, deps: CanaryJudgeDeps, intervalSeconds: number) => {
  if (intervalSeconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= judgeCanaries(deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'canary judge failed: tried again at the next tick'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onListen', async () => {
    timer = setInterval(tick, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
