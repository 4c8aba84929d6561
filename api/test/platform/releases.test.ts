import { randomBytes, randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorReportPath, releaseLoadsPath } from '@portal/contracts';
import { readRemotesManifest, writeRemotesManifest, type RemoteEntry } from '../../../deploy/scripts/publish';
import { releaseStoreFor, type ReleaseStore } from '../../../deploy/scripts/release-store';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { judgeCanaries, recordedWithdrawals } from '../../src/platform/releases/canary-judge';
import { countOf, readCounts } from '../../src/platform/releases/counts';
import { judgeCanary, upperTail } from '../../src/platform/releases/statistics';
import { scratchFolder, testApp } from '../support';

/**
 * Canary releases (issue 25): page loads and error reports counted per release, and the judge
 * that withdraws a canary whose error rate is clearly above its live release's, once, whichever
 * of two concurrent judges sees it first.
 */

let lastOctet = 10;
const freshAddress = () => `198.51.100.${(lastOctet += 1)}`;
/** A release id no other test (or run on the same database) counts. */
const freshRelease = () => `0.1.0-${randomBytes(5).toString('hex')}`;
const silent = pino({ level: 'silent' });

describe('release counts', () => {
  let app: PortalApp;
  let pool: Pool;

  beforeAll(async () => {
    app = await testApp({ RATE_LIMITS: 'release-load.address=3/1m' });
    pool = createPool(inject('databaseUrl'), silent);
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  const beacon = (cargas: unknown, remoteAddress = freshAddress()) =>
    app.inject({ method: 'POST', url: releaseLoadsPath, payload: { cargas } as object, remoteAddress });
  const counts = async (app: string, version: string) =>
    countOf(await readCounts(pool, [{ app, version }]), { app, version });

  it('counts one load of each release a page names, once even when named twice', async () => {
    const offers = freshRelease();
    const cv = freshRelease();
    const response = await beacon([
      { app: 'mf-offers', version: offers },
      { app: 'mf-cv', version: cv },
      { app: 'mf-offers', version: offers },
    ]);
    expect(response.json()).toEqual({ status: 0, datos: {} });
    await beacon([{ app: 'mf-offers', version: offers }]);
    expect(await counts('mf-offers', offers)).toEqual({ loads: 2, errors: 0 });
    expect(await counts('mf-cv', cv)).toEqual({ loads: 1, errors: 0 });
  });

  it('refuses a beacon naming no release, too many or a name that is not a release id, and counts nothing', async () => {
    const release = freshRelease();
    for (const cargas of [
      [],
      Array.from({ length: 17 }, () => ({ app: 'mf-cv', version: release })),
      [{ app: 'mf-cv', version: `${release}/../x` }],
      'mf-cv',
    ]) {
      const response = await beacon(cargas);
      expect(response.statusCode).toBe(400);
    }
    expect(await counts('mf-cv', release)).toEqual({ loads: 0, errors: 0 });
  });

  it('limits the beacons of one address', async () => {
    const release = freshRelease();
    const address = freshAddress();
    const answers = [];
    for (let sent = 0; sent < 4; sent += 1)
      answers.push((await beacon([{ app: 'mf-cv', version: release }], address)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(await counts('mf-cv', release)).toEqual({ loads: 3, errors: 0 });
  });

  it('counts each new error report against the release it names, a report sent twice once', async () => {
    const release = freshRelease();
    const report = {
      id: randomUUID(),
      status: 500,
      metodo: 'GET',
      ruta: '/mf_offers/OffersPage',
      app: 'mf-offers',
      version: release,
      pagina: '/ofertas',
      idioma: 'es',
      momento: new Date().toISOString(),
    };
    for (let sent = 0; sent < 2; sent += 1) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: errorReportPath,
            payload: report,
            remoteAddress: freshAddress(),
          })
        ).statusCode,
      ).toBe(200);
    }
    await app.inject({
      method: 'POST',
      url: errorReportPath,
      payload: { ...report, id: randomUUID() },
      remoteAddress: freshAddress(),
    });
    expect(await counts('mf-offers', release)).toEqual({ loads: 0, errors: 2 });
  });

  it('counts a release whose hash begins with digits under its own id, though the stored report scrubs it as a phone number', async () => {
    const release = `0.1.0-123456${randomBytes(2).toString('hex')}`;
    const id = randomUUID();
    const report = {
      id,
      status: 500,
      metodo: 'GET',
      ruta: '/mf_offers/OffersPage',
      app: 'mf-offers',
      version: release,
      pagina: '/ofertas',
      idioma: 'es',
      momento: new Date().toISOString(),
    };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: errorReportPath,
          payload: report,
          remoteAddress: freshAddress(),
        })
      ).statusCode,
    ).toBe(200);
    await beacon([{ app: 'mf-offers', version: release }]);
    expect(await counts('mf-offers', release)).toEqual({ loads: 1, errors: 1 });
  });

  it('counts nothing for a name that is not a release id', async () => {
    const notARelease = `12345678Z${randomBytes(3).toString('hex')}`;
    expect((await beacon([{ app: 'mf-offers', version: notARelease }])).statusCode).toBe(200);
    const { rows } = await pool.query('SELECT 1 FROM release_counts WHERE release = $1', [notARelease]);
    expect(rows).toEqual([]);
  });
});

describe("the canary judge's statistics", () => {
  const thresholds = { minLoads: 100, significance: 0.01, minRatio: 1.5 };

  it('computes the normal upper tail', () => {
    expect(upperTail(0)).toBeCloseTo(0.5, 6);
    expect(upperTail(1.959964)).toBeCloseTo(0.025, 5);
    expect(upperTail(2.326348)).toBeCloseTo(0.01, 5);
    expect(upperTail(-1.644854)).toBeCloseTo(0.95, 5);
  });

  it('withdraws a canary clearly worse than the live release on the minimum sample', () => {
    const verdict = judgeCanary({ loads: 100, errors: 20 }, { loads: 1000, errors: 10 }, thresholds);
    expect(verdict.withdraw).toBe(true);
    expect(verdict.canaryRate).toBe(0.2);
    expect(verdict.liveRate).toBe(0.01);
    expect(verdict.z).toBeGreaterThan(8);
    expect(verdict.pValue).toBeLessThan(1e-10);
    expect(verdict.reason).toContain('error rate 20.0 % on 100 loads against 1.0 % on 1000');
  });

  it('keeps a canary under the minimum sample, however bad', () => {
    const verdict = judgeCanary({ loads: 99, errors: 99 }, { loads: 1000, errors: 0 }, thresholds);
    expect(verdict).toMatchObject({ withdraw: false, reason: '99 canary loads, fewer than the 100 judged' });
  });

  it('keeps a borderline canary: worse, but not significantly, or significantly but by too little', () => {
    // 3 % against 2 % (1.5 times): z = 0.94, p = 0.17.
    const worse = judgeCanary({ loads: 200, errors: 6 }, { loads: 2000, errors: 40 }, thresholds);
    expect(worse).toMatchObject({ withdraw: false, reason: 'p = 0.173, not below 0.01' });
    expect(worse.z).toBeCloseTo(0.942, 2);
    // 12 % against 10 % on a huge sample: significant (p < 0.01) but 1.2 times the live rate.
    const slight = judgeCanary(
      { loads: 100_000, errors: 12_000 },
      { loads: 100_000, errors: 10_000 },
      thresholds,
    );
    expect(slight.pValue).toBeLessThan(0.01);
    expect(slight).toMatchObject({
      withdraw: false,
      reason: 'error rate 1.20 times the live one, under 1.5',
    });
  });

  it('keeps a canary no worse, or with no live load or no error to compare', () => {
    expect(judgeCanary({ loads: 500, errors: 5 }, { loads: 500, errors: 10 }, thresholds).withdraw).toBe(
      false,
    );
    expect(judgeCanary({ loads: 500, errors: 50 }, { loads: 0, errors: 0 }, thresholds).reason).toBe(
      'no load of the live release to compare with',
    );
    expect(judgeCanary({ loads: 500, errors: 0 }, { loads: 500, errors: 0 }, thresholds).reason).toBe(
      'no error on either release',
    );
  });
});

describe('the canary judge', () => {
  let pools: Pool[];
  let store: ReleaseStore;
  const thresholds = { minLoads: 20, significance: 0.01, minRatio: 1.5 };
  const entry = (version: string): RemoteEntry => ({
    entry: `/remotes/mf-offers/${version}/mf-manifest.json`,
    remoteEntry: `/remotes/mf-offers/${version}/remoteEntry.js`,
    files: {},
    version,
    routes: `/remotes/mf-offers/${version}/routes.json`,
    pages: [],
    needs: {},
  });
  const count = (pool: Pool, app: string, release: string, loads: number, errors: number) =>
    pool.query(`INSERT INTO release_counts (app, release, loads, errors) VALUES ($1, $2, $3, $4)`, [
      app,
      release,
      loads,
      errors,
    ]);

  /** Loads and errors counted in the minute of `at` (a past canary period, or the live release's history). */
  const countAt = (at: Date, app: string, release: string, loads: number, errors: number) =>
    pools[0]!.query(
      `INSERT INTO release_counts (app, release, minute, loads, errors) VALUES ($1, $2, date_trunc('minute', $3::timestamptz), $4, $5)`,
      [app, release, at, loads, errors],
    );
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const withCanary = (live: string, canary: string, since: Date) =>
    writeRemotesManifest(
      { remotes: { mf_offers: { ...entry(live), canary: { ...entry(canary), share: 50, since: since.toISOString() } } } },
      store,
    );
  const judge = () => judgeCanaries({ pool: pools[0]!, store, thresholds, log: silent });

  beforeAll(async () => {
    pools = [createPool(inject('databaseUrl'), silent), createPool(inject('databaseUrl'), silent)];
    store = releaseStoreFor(await scratchFolder('canary-www'));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.end();
  });

  it('withdraws a clearly worse canary once when two judges look at the same time, and records why', async () => {
    const live = freshRelease();
    const canary = freshRelease();
    await writeRemotesManifest(
      {
        remotes: {
          mf_offers: {
            ...entry(live),
            canary: { ...entry(canary), share: 50, since: new Date().toISOString() },
          },
        },
      },
      store,
    );
    await count(pools[0]!, 'mf-offers', live, 25, 0);
    await count(pools[0]!, 'mf-offers', canary, 20, 20);

    const results = await Promise.all(
      pools.map((pool) => judgeCanaries({ pool, store, thresholds, log: silent })),
    );
    expect(results.flat()).toHaveLength(1);
    expect(results.flat()[0]).toMatchObject({
      app: 'mf-offers',
      release: canary,
      live,
      verdict: { withdraw: true },
    });
    expect((await readRemotesManifest(store)).remotes.mf_offers).toEqual(entry(live));

    const { rows } = await pools[0]!.query(
      `SELECT * FROM canary_withdrawals WHERE app = 'mf-offers' AND release = $1`,
      [canary],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      live_release: live,
      canary_loads: '20',
      canary_errors: '20',
      live_loads: '25',
      live_errors: '0',
      outcome: 'withdrawn',
      thresholds,
    });
    expect(rows[0].p_value).toBeLessThan(0.01);
    expect(rows[0].withdrawn_at).toBeInstanceOf(Date);
  });

  it('keeps a canary under the minimum sample, and one that is no worse', async () => {
    const live = freshRelease();
    const canary = freshRelease();
    const manifest = {
      remotes: {
        mf_offers: {
          ...entry(live),
          canary: { ...entry(canary), share: 50, since: new Date().toISOString() },
        },
      },
    };
    await writeRemotesManifest(manifest, store);
    await count(pools[0]!, 'mf-offers', live, 100, 0);
    await count(pools[0]!, 'mf-offers', canary, 19, 19);
    expect(await judgeCanaries({ pool: pools[0]!, store, thresholds, log: silent })).toEqual([]);
    await pools[0]!.query(
      `UPDATE release_counts SET loads = 100, errors = 1 WHERE app = 'mf-offers' AND release = $1`,
      [canary],
    );
    expect(await judgeCanaries({ pool: pools[0]!, store, thresholds, log: silent })).toEqual([]);
    expect(await readRemotesManifest(store)).toEqual(manifest);
  });

  it('judges a canary published again on its new period: not on its old errors, and withdrawn again when it fails again', async () => {
    const live = freshRelease();
    const canary = freshRelease();
    // A first period, two hours ago: clearly worse, withdrawn.
    const firstSince = hoursAgo(2);
    await withCanary(live, canary, firstSince);
    await countAt(firstSince, 'mf-offers', live, 25, 0);
    await countAt(firstSince, 'mf-offers', canary, 20, 20);
    expect(await judge()).toMatchObject([{ release: canary, since: firstSince.toISOString() }]);
    expect((await readRemotesManifest(store)).remotes.mf_offers?.canary).toBeUndefined();

    // Published as a canary again: its old errors are not this period's.
    const secondSince = new Date();
    await withCanary(live, canary, secondSince);
    expect(await judge()).toEqual([]);
    expect((await readRemotesManifest(store)).remotes.mf_offers?.canary?.version).toBe(canary);

    // It fails again: withdrawn again, on this period's figures alone, once.
    await count(pools[0]!, 'mf-offers', live, 30, 0);
    await count(pools[0]!, 'mf-offers', canary, 20, 19);
    const results = await Promise.all(pools.map((pool) => judgeCanaries({ pool, store, thresholds, log: silent })));
    expect(results.flat()).toMatchObject([{ release: canary, since: secondSince.toISOString() }]);
    expect((await readRemotesManifest(store)).remotes.mf_offers).toEqual(entry(live));

    const { rows } = await pools[0]!.query(
      `SELECT canary_since, canary_loads, canary_errors, live_loads, live_errors, outcome
         FROM canary_withdrawals WHERE app = 'mf-offers' AND release = $1 ORDER BY canary_since`,
      [canary],
    );
    expect(rows).toEqual([
      { canary_since: firstSince, canary_loads: '20', canary_errors: '20', live_loads: '25', live_errors: '0', outcome: 'withdrawn' },
      { canary_since: secondSince, canary_loads: '20', canary_errors: '19', live_loads: '30', live_errors: '0', outcome: 'withdrawn' },
    ]);
    // `npm run releases` shows the newest withdrawal with its period.
    const recorded = (await recordedWithdrawals(pools[0]!)).find((withdrawal) => withdrawal.release === canary);
    expect(recorded).toMatchObject({ since: secondSince, canaryErrors: 19 });
  });

  it("sets a canary against the live release over the canary's period only: the live release's old history does not count", async () => {
    const live = freshRelease();
    const canary = freshRelease();
    // Months of a healthy live release would make any canary with errors look clearly worse.
    await countAt(hoursAgo(3), 'mf-offers', live, 10_000, 0);
    const since = new Date();
    await withCanary(live, canary, since);
    await count(pools[0]!, 'mf-offers', live, 40, 4);
    await count(pools[0]!, 'mf-offers', canary, 40, 4);
    expect(await judge()).toEqual([]);
    expect((await readRemotesManifest(store)).remotes.mf_offers?.canary?.version).toBe(canary);

    // The figures `npm run releases` shows: over the period for an app with a canary, else in all.
    const releases = [
      { app: 'mf-offers', version: live },
      { app: 'mf-offers', version: canary },
    ];
    const inPeriod = await readCounts(pools[0]!, releases.map((release) => ({ ...release, since })));
    expect(countOf(inPeriod, releases[0]!)).toEqual({ loads: 40, errors: 4 });
    expect(countOf(inPeriod, releases[1]!)).toEqual({ loads: 40, errors: 4 });
    expect(countOf(await readCounts(pools[0]!, releases), releases[0]!)).toEqual({ loads: 10_040, errors: 4 });
  });
});
