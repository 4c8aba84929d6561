import { runCanaryCommand } from './canary-command';
import { withdrawCanary } from './live-pointers';

/**
 * Drops a remote's canary (publish:remote --canary): every browser gets the live release at its
 * next load. The canary is retired, its files kept for the pages still running it. The API server
 * does the same by itself when the canary's error rate is clearly worse (README "Releases").
 */
await runCanaryCommand('withdraw', async (remote, store) => {
  const result = await withdrawCanary(remote, { store });
  return `canary ${result?.withdrawn} withdrawn: every browser gets ${result?.live}`;
});
