import { rm } from 'node:fs/promises';
import { remoteApps, shellFolder } from './apps';
import {
  readRetirements,
  releaseFolder,
  releasesOf,
  shellReleaseFolder,
  shellReleases,
  writeRetirements,
  type Release,
} from './publish';

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
 */
export const collectReleases = async ({ keepMs, now = new Date() }: { keepMs: number; now?: Date }): Promise<Collected[]> => {
  const retirements = await readRetirements();
  const collected: Collected[] = [];
  const collect = async (app: string, releases: Release[], folderOf: (version: string) => string) => {
    // A release removed by hand leaves no record behind.
    for (const version of Object.keys(retirements[app] ?? {})) {
      if (!releases.some((release) => release.version === version)) delete retirements[app]![version];
    }
    const retired = releases.filter((release) => !release.live).slice(1);
    for (const release of retired) {
      const since = retirements[app]?.[release.version];
      const retiredAt = since ? new Date(since) : release.published;
      if (now.getTime() - retiredAt.getTime() <= keepMs) continue;
      await rm(folderOf(release.version), { recursive: true, force: true });
      delete retirements[app]?.[release.version];
      collected.push({ app, version: release.version });
    }
  };
  await collect(shellFolder, await shellReleases(), shellReleaseFolder);
  for (const remote of remoteApps) await collect(remote.folder, await releasesOf(remote), (version) => releaseFolder(remote, version));
  await writeRetirements(retirements);
  return collected;
};
