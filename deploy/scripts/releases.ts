import { remoteApps, shellFolder } from './apps';
import { runCommand, takeOption, targetUsage } from './cli';
import { collectReleases, defaultKeepDays } from './collect';
import { releasesOf, shellReleases, type Release } from './publish';
import { releaseStoreFor } from './release-store';

const lines = (app: string, releases: Release[]): string[] => [
  app,
  ...(releases.length === 0
    ? ['    (no release)']
    : releases.map((release) => `  ${release.live ? '*' : ' '} ${release.version}  ${release.published.toISOString()}${release.live ? '  live' : ''}`)),
];

const usage = `Usage: npm run releases [-- [--collect [--keep-days <days, default RELEASES_KEEP_DAYS or 7>]] ${targetUsage}]`;

/**
 * `npm run releases`: every app's releases in the web root (or the `--target` store), newest first, the live one marked with *.
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
  const output = lines(shellFolder, await shellReleases(store));
  for (const remote of remoteApps) output.push(...lines(remote.folder, await releasesOf(remote, store)));
  return output.join('\n');
});
