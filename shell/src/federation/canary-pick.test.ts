import { describe, expect, it } from 'vitest';
import { releaseBucket, runsCanary } from './release-bucket';
import { isNewerRelease } from './release-watch';
import { readRemotesManifest } from './remotes-manifest';

/** The shell's pick of a remote's release when it has a canary (issue 25). */
const release = (version: string) => ({
  entry: `/remotes/mf-offers/${version}/mf-manifest.json`,
  remoteEntry: `/remotes/mf-offers/${version}/remoteEntry.js`,
  files: {},
  version,
  pages: [],
  needs: {},
});
const withCanary = (share: number) => ({
  remotes: {
    mf_offers: { ...release('live'), canary: { ...release('canary'), share, since: '2026-11-27T00:00:00Z' } },
    mf_cv: release('cv'),
  },
});

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe("a browser's release bucket", () => {
  it('is drawn once, 0 to 99, and kept: the same on every page load of the browser', () => {
    const storage = memoryStorage();
    const first = releaseBucket(storage);
    expect(Number.isInteger(first) && first >= 0 && first <= 99).toBe(true);
    expect(storage.items.get('portal.releaseBucket')).toBe(String(first));
    for (let load = 0; load < 5; load += 1) expect(releaseBucket(storage)).toBe(first);
  });

  it('takes the kept one, and draws again over a value that is not a bucket', () => {
    const storage = memoryStorage();
    storage.setItem('portal.releaseBucket', '42');
    expect(releaseBucket(storage)).toBe(42);
    storage.setItem('portal.releaseBucket', '250');
    expect(releaseBucket(storage)).toBeLessThan(100);
  });

  it('still gives a bucket when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const bucket = releaseBucket(refusing);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(releaseBucket(refusing)).toBe(bucket);
  });

  it('runs the canary when below the share: a 10 % canary reaches buckets 0-9, exactly a tenth of them', () => {
    expect(
      Array.from({ length: 100 }, (_, bucket) => bucket).filter((bucket) => runsCanary(bucket, 10)),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(runsCanary(0, 0)).toBe(false);
  });
});

describe("the shell's pick of a remote with a canary", () => {
  it('gives a browser below the share the canary, every other the live release; remotes without one are untouched', () => {
    expect(readRemotesManifest(withCanary(50), 49).remotes.mf_offers).toEqual(release('canary'));
    expect(readRemotesManifest(withCanary(50), 50).remotes.mf_offers).toEqual(release('live'));
    expect(readRemotesManifest(withCanary(50), 0).remotes.mf_cv).toEqual(release('cv'));
  });

  it('reads a manifest without canaries as before', () => {
    expect(readRemotesManifest({ remotes: { mf_offers: release('live') } }, 0).remotes.mf_offers).toEqual(
      release('live'),
    );
  });

  it('lets the release watch offer the live release to a canary browser once the canary is withdrawn, and to the others once promoted', () => {
    const withdrawn = { remotes: { mf_offers: release('live'), mf_cv: release('cv') } };
    const promoted = { remotes: { mf_offers: release('canary'), mf_cv: release('cv') } };
    const running = (bucket: number) => ({
      remotes: readRemotesManifest(withCanary(50), bucket),
      shell: 's',
    });
    const now = (document: unknown, bucket: number) => ({
      remotes: readRemotesManifest(document, bucket),
      shell: 's',
    });
    expect(isNewerRelease(running(10), now(withCanary(50), 10))).toBe(false);
    expect(isNewerRelease(running(10), now(withdrawn, 10))).toBe(true);
    expect(isNewerRelease(running(90), now(withdrawn, 90))).toBe(false);
    expect(isNewerRelease(running(90), now(promoted, 90))).toBe(true);
    expect(isNewerRelease(running(10), now(promoted, 10))).toBe(false);
    // A share raised over this browser's bucket brings it the canary.
    expect(isNewerRelease(running(70), now(withCanary(80), 70))).toBe(true);
  });
});
