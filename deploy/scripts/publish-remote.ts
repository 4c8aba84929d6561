import path from 'node:path';
import { remoteByFolder } from './apps';
import { buildApp } from './build-app';
import { runCommand, takeOption, targetUsage } from './cli';
import { parseCanaryShare, publishRemote } from './publish';
import { openRelease } from './release-artifact';
import { releaseStoreFor } from './release-store';

const usage =
  'Usage: npm run publish:remote -- <remote folder, e.g. mf-cv> [--source <folder of its checkout> | --artifact <file from release:build>] ' +
  '[--canary <share of browsers, 1-99>] ' +
  targetUsage;

/**
 * Releases one remote alone: `npm run publish:remote -- mf-cv [--source <checkout of mf-cv>]`
 * builds it here; `--artifact <file>` publishes a release built elsewhere (npm run release:build),
 * checked whole first. Refused when the live shell does not provide the singleton versions it
 * needs; otherwise copied to a new release folder and `remotes.json` switched; open pages pick it
 * up on their next load, the shell and the other remotes are untouched. `--target s3://bucket/prefix`
 * publishes into an S3-compatible store instead of the web root (release-store.ts).
 * `--canary 10` makes the release a canary for 10 % of browsers beside the live one (the same
 * release again changes its share); `npm run promote` / `npm run withdraw` end it.
 */
await runCommand(usage, async (args) => {
  const { value: source, rest: afterSource } = takeOption(args, '--source');
  const { value: artifact, rest: afterArtifact } = takeOption(afterSource, '--artifact');
  const { value: target, rest: afterTarget } = takeOption(afterArtifact, '--target');
  const { value: share, rest } = takeOption(afterTarget, '--canary');
  const canary = afterTarget.includes('--canary') ? parseCanaryShare(share) : undefined;
  const store = releaseStoreFor(target);
  const [folder] = rest;
  if (!folder || (source && artifact)) throw new Error(usage);
  const remote = remoteByFolder(folder);
  const started = performance.now();
  let entry;
  if (artifact) {
    const { description, dist } = await openRelease(path.resolve(artifact));
    if (description.app !== remote.folder) throw new Error(`${artifact} is a release of ${description.app}, not of ${remote.folder}: nothing was published`);
    entry = await publishRemote(remote, { dist, version: description.version, store, canary });
  } else {
    const appDir = source ? path.resolve(source) : undefined;
    await buildApp(appDir ?? remote.folder);
    entry = await publishRemote(remote, appDir ? { appDir, store, canary } : { store, canary });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const reach = canary === undefined ? 'is live' : `is the canary for ${canary} % of browsers`;
  return `${remote.folder} ${reach} at version ${entry.version} (${entry.pages.length} pages) in ${store.location} in ${seconds} s`;
});
