import { remoteByFolder } from './apps';
import { rollbackRemote } from './publish';

/**
 * Points `remotes.json` back at an earlier release of one remote:
 * `npm run rollback:remote -- mf-cv [version]` (without a version: the release before the live one).
 */
const [folder, wanted] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: npm run rollback:remote -- <remote folder> [version]');
  process.exit(1);
}
try {
  const { from, to } = await rollbackRemote(remoteByFolder(folder), wanted);
  console.log(`${folder} rolled back from ${from ?? 'nothing'} to ${to}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
