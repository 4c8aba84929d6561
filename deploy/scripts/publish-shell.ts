import { shellFolder } from './apps';
import { buildApp } from './build-app';
import { runCommand } from './cli';
import { publishShell } from './publish';

/**
 * Releases the shell alone: `npm run publish:shell`. Refused when a live remote needs a singleton
 * version the new shell would not provide; the remotes and remotes.json are left alone.
 */
await runCommand('Usage: npm run publish:shell', async () => {
  const started = performance.now();
  await buildApp(shellFolder);
  const entry = await publishShell();
  return `shell is live at version ${entry.version} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
});
