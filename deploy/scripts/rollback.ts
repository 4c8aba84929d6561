import { remoteByFolder, shellFolder } from './apps';
import { runCommand } from './cli';
import { rollbackRemote, rollbackShell } from './publish';

/**
 * Makes an earlier release live again: `npm run rollback -- <app> [version]` (a remote's folder
 * or `shell`; without a version: the newest release that is not live). Nothing is rebuilt.
 */
await runCommand('Usage: npm run rollback -- <app: shell or a remote folder> [version]', async ([app, wanted]) => {
  if (!app) throw new Error('Usage: npm run rollback -- <app: shell or a remote folder> [version]');
  const { from, to } = app === shellFolder ? await rollbackShell(wanted) : await rollbackRemote(remoteByFolder(app), wanted);
  return `${app} rolled back from ${from ?? 'nothing'} to ${to}`;
});
