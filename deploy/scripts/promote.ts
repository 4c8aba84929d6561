import { runCanaryCommand } from './canary-command';
import { promoteCanary } from './publish';

/**
 * Makes a remote's canary (publish:remote --canary) its live release for every browser; the
 * release it replaces is retired and kept for the pages still running it (npm run releases -- --collect).
 */
await runCanaryCommand('promote', async (remote, store) => {
  const { from, to } = await promoteCanary(remote, store);
  return `canary ${to} is live for every browser (was ${from})`;
});
