import { remoteByFolder } from './apps';
import { runCommand, takeOption, targetUsage } from './cli';
import { releaseStoreFor, type ReleaseStore } from './release-store';

/**
 * `npm run promote` and `npm run withdraw`: one remote's canary, in the web root or the `--target`
 * store; the command says what it did, where, and how long it took.
 */
export const runCanaryCommand = (
  command: 'promote' | 'withdraw',
  act: (remote: ReturnType<typeof remoteByFolder>, store: ReleaseStore) => Promise<string>,
) => {
  const usage = `Usage: npm run ${command} -- <remote folder, e.g. mf-offers> ${targetUsage}`;
  return runCommand(usage, async (args) => {
    const { value: target, rest } = takeOption(args, '--target');
    const [folder] = rest;
    if (!folder) throw new Error(usage);
    const remote = remoteByFolder(folder);
    const store = releaseStoreFor(target);
    const started = performance.now();
    const done = await act(remote, store);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `${remote.folder} ${done} in ${store.location} in ${seconds} s`;
  });
};
