import { remoteByFolder } from './apps';
import { buildApp } from './build-app';
import { publishRemote } from './publish';

/**
 * Releases one remote alone: `npm run publish:remote -- mf-cv`. Builds it, copies it to a new
 * versioned folder and switches `remotes.json`; open pages pick it up on their next load, the
 * shell and the other remotes are untouched.
 */
const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run publish:remote -- <remote folder, e.g. mf-cv>');
  process.exit(1);
}
const remote = remoteByFolder(folder);
await buildApp(remote.folder);
const entry = await publishRemote(remote);
console.log(`${remote.folder} is live at version ${entry.version} (${entry.entry})`);
