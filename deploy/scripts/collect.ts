import { remoteApps, shellFolder } from './apps';
import { changingLiveFiles, readRetirements, writeRetirements } from './live-pointers';
import { releasesOf, removeRelease, shellReleases, type Release } from './publish';
import { releaseStoreFor, type ReleaseStore } from './release-store';

/** How long a release stays on disk after it stopped being live, unless told otherwise. */
export const defaultKeepDays = 7;

export interface Collected {
  app: string;
  version: string;
}

/**
 * Deletes the releases that stopped being live more than `keepMs` ago (issue 25: a page opened on
 * an old release keeps loading its lazily loaded files until it reloads, so a release outlives its
 * replacement by the longest visit the portal expects). Never the live release, and never the
 * newest of the others, so `npm run rollback` always has a release to go back to. A release with no
 * recorded retirement (published before retirements were recorded) counts from its publication.
 * Holding the lock of the live files: a release made live meanwhile is never the one removed.
 */
export const collectReleases = ({
  keepMs,
  now = new Date(),
  store = releaseStoreFor(),
}: {
  keepMs: number;
  now?: Date;
  store?: ReleaseStore;
}): Promise<Collected[]> =>
  changingLiveFiles(store, 'releases --collect', async () => {
    const retirements = await readRetirements(store);
    const collected: Collected[] = [];
    const collect = async (app: string, releases: Release[]) => {
      // A release removed by hand leaves no record behind.
      for (const version of Object.keys(retirements[app] ?? {})) {
        if (!releases.some((release) => release.version === version)) delete retirements[app]![version];
      }
      // A canary is live for its share of browsers: never collected.
      const retired = releases.filter((release) => !release.live && release.canaryShare === undefined).slice(1);
      for (const release of retired) {
        const since = retirements[app]?.[release.version];
        const retiredAt = since ? new Date(since) : release.published;
        if (now.getTime() - retiredAt.getTime() <= keepMs) continue;
        await removeRelease(app, release.version, store);
        delete retirements[app]?.[release.version];
        collected.push({ app, version: release.version });
      }
    };
    await collect(shellFolder, await shellReleases(store));
    for (const remote of remoteApps) await collect(remote.folder, await releasesOf(remote, store));
    await writeRetirements(retirements, store);
    return collected;
  });
