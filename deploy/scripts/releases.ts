import { remoteApps, shellFolder } from './apps';
import { runCommand } from './cli';
import { releasesOf, shellReleases, type Release } from './publish';

const lines = (app: string, releases: Release[]): string[] => [
  app,
  ...(releases.length === 0
    ? ['    (no release)']
    : releases.map((release) => `  ${release.live ? '*' : ' '} ${release.version}  ${release.published.toISOString()}${release.live ? '  live' : ''}`)),
];

/** `npm run releases`: every app's releases on disk, newest first, the live one marked with *. */
await runCommand('Usage: npm run releases', async () => {
  const output = lines(shellFolder, await shellReleases());
  for (const remote of remoteApps) output.push(...lines(remote.folder, await releasesOf(remote)));
  return output.join('\n');
});
