import { remoteApps, shellFolder } from './apps';
import { runCommand, takeOption, targetUsage } from './cli';
import { collectReleases, defaultKeepDays } from './collect';
import { readRemotesManifest } from './live-pointers';
import { releasesOf, shellReleases, type Release } from './publish';
import { describeCount, readReleaseFigures, type ReleaseFigures } from './release-counts';
import { releaseStoreFor } from './release-store';

const marker = (release: Release) => (release.live ? '*' : release.canaryShare !== undefined ? '~' : ' ');
const role = (release: Release) => (release.live ? '  live' : release.canaryShare !== undefined ? `  canary ${release.canaryShare} %` : '');

/**
 * The figures of a running release: over its canary period (from `since`) when the app has a
 * canary, for the canary and the live release alike, as the server judges them; else its whole
 * history.
 */
const period = (since: string | undefined) => (since ? `since the canary began (${since})` : 'in all');

const lines = (app: string, releases: Release[], figures: ReleaseFigures, canarySince: string | undefined): string[] => [
  app,
  ...(releases.length === 0
    ? ['    (no release)']
    : releases.flatMap((release) => {
        const running = release.live || release.canaryShare !== undefined;
        const count = running ? describeCount(figures.count({ app, version: release.version })) : '';
        const counted = count ? `${count} ${period(canarySince)}` : '';
        // The newest period's withdrawal, when the release was withdrawn more than once.
        const withdrawn = figures.withdrawals.find((withdrawal) => withdrawal.app === app && withdrawal.release === release.version);
        return [
          `  ${marker(release)} ${release.version}  ${release.published.toISOString()}${role(release)}${counted ? `  ${counted}` : ''}`,
          ...(withdrawn
            ? [
                `      withdrawn by the server ${(withdrawn.withdrawnAt ?? withdrawn.decidedAt).toISOString()}${withdrawn.withdrawnAt ? '' : ' (under way)'}: ` +
                  `${withdrawn.canaryErrors}/${withdrawn.canaryLoads} loads failed against ${withdrawn.liveErrors}/${withdrawn.liveLoads} of ${withdrawn.live}` +
                  `${withdrawn.since ? ` since the canary began (${withdrawn.since.toISOString()})` : ''}, ` +
                  `z = ${withdrawn.z.toFixed(2)}, p = ${withdrawn.pValue.toPrecision(3)}`,
              ]
            : []),
        ];
      })),
];

const usage = `Usage: npm run releases [-- [--collect [--keep-days <days, default RELEASES_KEEP_DAYS or 7>]] ${targetUsage}]`;

/**
 * `npm run releases`: every app's releases in the web root (or the `--target` store), newest
 * first, the live one marked with * and a canary with ~ and its share; beside each, the page loads
 * and error reports the API counted (from DATABASE_URL, else the embedded database of `npm start`):
 * for an app with a canary, the canary's and the live release's since the canary began (what the
 * server judges), else the live release's whole history; and under a canary the server withdrew, why.
 * `-- --collect`: deletes the releases that stopped being live longer ago than the days kept.
 */
await runCommand(usage, async (args) => {
  const store = releaseStoreFor(takeOption(args, '--target').value);
  if (args.includes('--collect')) {
    const { value } = takeOption(args, '--keep-days');
    const days = Number(value ?? process.env.RELEASES_KEEP_DAYS ?? defaultKeepDays);
    if (!Number.isFinite(days) || days < 0) throw new Error(`${usage}\n--keep-days must be a number of days, 0 or more`);
    const collected = await collectReleases({ keepMs: days * 86_400_000, store });
    return collected.length === 0
      ? `No release stopped being live more than ${days} days ago (beyond the newest of each app).`
      : collected.map(({ app, version }) => `removed ${app} ${version}`).join('\n');
  }
  const { remotes } = await readRemotesManifest(store);
  const apps: { app: string; releases: Release[]; canarySince?: string }[] = [
    { app: shellFolder, releases: await shellReleases(store) },
    ...(await Promise.all(
      remoteApps.map(async (remote) => ({
        app: remote.folder,
        releases: await releasesOf(remote, store),
        canarySince: remotes[remote.federationName]?.canary?.since,
      })),
    )),
  ];
  const running = apps.flatMap(({ app, releases, canarySince }) =>
    releases
      .filter((release) => release.live || release.canaryShare !== undefined)
      .map((release) => ({ app, version: release.version, since: canarySince })),
  );
  const figures = await readReleaseFigures(running);
  const output = apps.flatMap(({ app, releases, canarySince }) => lines(app, releases, figures, canarySince));
  if (figures.unavailable) output.push('', `(no loads or error rates: the API's database did not answer: ${figures.unavailable})`);
  return output.join('\n');
});
