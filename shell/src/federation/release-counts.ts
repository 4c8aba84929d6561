import type { RemoteModuleRef } from '@portal/contracts';
import { releaseLoadsPath } from '@portal/contracts';
import { apiBaseUrl, reportFailure } from '@portal/http';
import type { RemoteRelease } from './remotes-manifest';

/**
 * What the API counts per release (issue 25, canary releases): each page load counts once per
 * remote release it loaded, in one beacon a little after the last remote loaded (or when the page
 * is left), and an area whose remote throws is reported as a failure of that release. Nothing of
 * the user goes with either: app, release, and for a failure the module's name.
 */

/** The release's folder of files (`/remotes/mf-offers/<release>/`): it names the app and the release. */
const folderOf = (release: RemoteRelease) => release.remoteEntry.replace(/[^/]*$/, '');
/** `/remotes/mf-offers/<release>/` → mf-offers, as error reports name apps. */
const appOf = (release: RemoteRelease) =>
  /\/remotes\/([\w.-]+)\/[\w.-]+\/$/.exec(new URL(folderOf(release), 'http://portal.invalid').pathname)?.[1];

/** Time after a remote loaded before the beacon leaves, so the remotes of one page load go in one. */
const batchDelayMs = 2000;
const counted = new Set<string>();
let pending: { app: string; version: string }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

const flush = () => {
  clearTimeout(timer);
  timer = undefined;
  if (pending.length === 0 || typeof fetch !== 'function') return;
  const cargas = pending;
  pending = [];
  void fetch(`${apiBaseUrl()}${releaseLoadsPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cargas }),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
};

if (typeof addEventListener === 'function') addEventListener('pagehide', flush);

/** Counts a loaded release once for this page load. */
export const countReleaseLoad = (release: RemoteRelease): void => {
  const app = appOf(release);
  if (!app) return;
  const key = `${app}@${release.version}`;
  if (counted.has(key)) return;
  counted.add(key);
  pending.push({ app, version: release.version });
  timer ??= setTimeout(flush, batchDelayMs);
};

/** Reports that a remote's area failed (its code threw, or it could not be loaded), against its release. */
export const reportReleaseFailure = (ref: RemoteModuleRef, release: RemoteRelease): void => {
  reportFailure({
    status: 500,
    method: 'GET',
    url: `/${ref.remote}/${ref.module}`,
    source: folderOf(release),
  });
};

/** For tests: a new page load. */
export const resetReleaseCounts = (): void => {
  clearTimeout(timer);
  timer = undefined;
  counted.clear();
  pending = [];
};

/** For tests: send what is pending now. */
export const flushReleaseLoads = flush;
