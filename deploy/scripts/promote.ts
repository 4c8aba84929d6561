import { remoteByFolder } from './apps';
import { runCommand, takeOption, targetUsage } from './cli';
import { promoteCanary } from './publish';
import { releaseStoreFor } from './release-store';

const usage = `Usage: npm run promote -- <remote folder, e.g. mf-offers> ${targetUsage}`;

/**
 * Makes a remote's canary (publish:remote --canary) its live release for every browser, in the
 * web root or the `--target` store; the release it replaces is retired and kept for the pages
 * still running it (npm run releases -- --collect).
 */
await runCommand(usage, async (args) => {
  const { value: target, rest } = takeOption(args, '--target');
  const [folder] = rest;
  if (!folder) throw new Error(usage);
  const remote = remoteByFolder(folder);
  const store = releaseStoreFor(target);
  const started = performance.now();
  const { from, to } = await promoteCanary(remote, store);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `${remote.folder} canary ${to} is live for every browser (was ${from}) in ${store.location} in ${seconds} s`;
});
