import { remoteByFolder } from './apps';
import { runCommand, takeOption, targetUsage } from './cli';
import { withdrawCanary } from './publish';
import { releaseStoreFor } from './release-store';

const usage = `Usage: npm run withdraw -- <remote folder, e.g. mf-offers> ${targetUsage}`;

/**
 * Drops a remote's canary (publish:remote --canary): every browser gets the live release at its
 * next load. The canary is retired, its files kept for the pages still running it. The API server
 * does the same by itself when the canary's error rate is clearly worse (README "Releases").
 */
await runCommand(usage, async (args) => {
  const { value: target, rest } = takeOption(args, '--target');
  const [folder] = rest;
  if (!folder) throw new Error(usage);
  const remote = remoteByFolder(folder);
  const store = releaseStoreFor(target);
  const started = performance.now();
  const result = await withdrawCanary(remote, { store });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `${remote.folder} canary ${result?.withdrawn} withdrawn: every browser gets ${result?.live} in ${store.location} in ${seconds} s`;
});
