import { remoteByFolder, shellFolder } from './apps';
import { runCommand, takeOption, targetUsage } from './cli';
import { rollbackRemote, rollbackShell } from './publish';
import { releaseStoreFor } from './release-store';

const usage = `Usage: npm run rollback -- <app: shell or a remote folder> [version] ${targetUsage}`;

/**
 * Makes an earlier release live again: `npm run rollback -- <app> [version]` (a remote's folder
 * or `shell`; without a version: the newest release that is not live), in the web root or in the
 * `--target` store. Nothing is rebuilt.
 */
await runCommand(usage, async (args) => {
  const { value: target, rest } = takeOption(args, '--target');
  const [app, wanted] = rest;
  if (!app) throw new Error(usage);
  const store = releaseStoreFor(target);
  const started = performance.now();
  const { from, to } = app === shellFolder ? await rollbackShell(wanted, store) : await rollbackRemote(remoteByFolder(app), wanted, store);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `${app} rolled back from ${from ?? 'nothing'} to ${to} in ${store.location} in ${seconds} s`;
});
