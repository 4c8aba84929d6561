import path from 'node:path';
import { shellFolder } from './apps';
import { buildApp } from './build-app';
import { runCommand, takeOption, targetUsage } from './cli';
import { publishShell } from './publish';
import { openRelease } from './release-artifact';
import { releaseStoreFor } from './release-store';

/**
 * Releases the shell alone: `npm run publish:shell` builds it here, `--artifact <file>` publishes
 * a release built elsewhere (npm run release:build -- shell). Refused when a live remote needs a
 * singleton version the new shell would not provide; the remotes and remotes.json are left alone.
 */
await runCommand(`Usage: npm run publish:shell [-- --artifact <file from release:build>] ${targetUsage}`, async (args) => {
  const { value: artifact } = takeOption(args, '--artifact');
  const store = releaseStoreFor(takeOption(args, '--target').value);
  const started = performance.now();
  let entry;
  if (artifact) {
    const { description, dist } = await openRelease(path.resolve(artifact));
    if (description.app !== shellFolder) throw new Error(`${artifact} is a release of ${description.app}, not of the shell: nothing was published`);
    entry = await publishShell({ dist, version: description.version, store });
  } else {
    await buildApp(shellFolder);
    entry = await publishShell({ store });
  }
  return `shell is live at version ${entry.version} in ${store.location} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
});
