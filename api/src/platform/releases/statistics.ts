import type { ReleaseCount } from './counts';

/** When the server withdraws a canary by itself (README "Releases": CANARY_MIN_LOADS, CANARY_SIGNIFICANCE, CANARY_MIN_RATIO). */
export interface CanaryThresholds {
  /** Page loads of the canary before it is judged at all. */
  minLoads: number;
  /** The one-sided test's level: withdrawn only when the p-value is below it. */
  significance: number;
  /** And only when the canary's error rate is at least this many times the live release's. */
  minRatio: number;
}

export interface CanaryVerdict {
  withdraw: boolean;
  canaryRate: number;
  liveRate: number;
  /** The two-proportion z statistic (canary minus live); 0 when it cannot be computed. */
  z: number;
  /** P(Z >= z) under "the canary is no worse": small means clearly worse. */
  pValue: number;
  /** Why it is kept or withdrawn, in words for the logs and `npm run releases`. */
  reason: string;
}

/**
 * The complementary error function (Numerical Recipes' Chebyshev fit, relative error below
 * 1.2e-7): enough for p-values compared with levels such as 0.01.
 */
const erfc = (x: number): number => {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const tail =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? tail : 2 - tail;
};

/** P(Z >= z) for a standard normal Z. */
export const upperTail = (z: number): number => 0.5 * erfc(z / Math.SQRT2);

const rate = ({ loads, errors }: ReleaseCount) => (loads === 0 ? 0 : errors / loads);

/**
 * Judges a canary against its live release: a one-sided two-proportion z-test (pooled) of "the
 * canary's error rate is above the live release's". Withdrawn only on a sample of at least
 * `minLoads` canary loads, a p-value below `significance` and a rate at least `minRatio` times the
 * live one: a canary is given the benefit of the doubt, a clear regression is not.
 */
export const judgeCanary = (canary: ReleaseCount, live: ReleaseCount, thresholds: CanaryThresholds): CanaryVerdict => {
  const canaryRate = rate(canary);
  const liveRate = rate(live);
  const kept = (reason: string, z = 0, pValue = 1): CanaryVerdict => ({ withdraw: false, canaryRate, liveRate, z, pValue, reason });
  if (canary.loads < thresholds.minLoads) return kept(`${canary.loads} canary loads, fewer than the ${thresholds.minLoads} judged`);
  if (live.loads === 0) return kept('no load of the live release to compare with');
  const pooled = (canary.errors + live.errors) / (canary.loads + live.loads);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / canary.loads + 1 / live.loads));
  if (standardError === 0) return kept(pooled === 0 ? 'no error on either release' : 'every load of both releases failed');
  const z = (canaryRate - liveRate) / standardError;
  const pValue = upperTail(z);
  if (pValue >= thresholds.significance) return kept(`p = ${pValue.toPrecision(3)}, not below ${thresholds.significance}`, z, pValue);
  if (canaryRate < thresholds.minRatio * liveRate) {
    return kept(`error rate ${(canaryRate / liveRate).toFixed(2)} times the live one, under ${thresholds.minRatio}`, z, pValue);
  }
  return {
    withdraw: true,
    canaryRate,
    liveRate,
    z,
    pValue,
    reason:
      `error rate ${(100 * canaryRate).toFixed(1)} % on ${canary.loads} loads against ${(100 * liveRate).toFixed(1)} % on ${live.loads} ` +
      `(z = ${z.toFixed(2)}, p = ${pValue.toPrecision(3)} < ${thresholds.significance})`,
  };
};
