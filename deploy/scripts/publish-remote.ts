import path from 'node:path';
import { remoteByFolder } from './apps';
import { buildApp } from './build-app';
import { runCommand, takeOption } from './cli';
import { publishRemote } from './publish';

/**
 * Releases one remote alone: `npm run publish:remote -- mf-cv [--source <checkout of mf-cv>]`.
 * Builds it, refuses it when the live shell does not provide the singleton versions it needs,
 * copies it to a new release folder and switches `remotes.json`; open pages pick it up on their
 * next load, the shell and the other remotes are untouched.
 */
await runCommand('Usage: npm run publish:remote -- <remote folder, e.g. mf-cv> [--source <folder of its checkout>]', async (args) => {
  const { value: source, rest } = takeOption(args, '--source');
  const [folder] = rest;
  if (!folder) throw new Error('Usage: npm run publish:remote -- <remote folder, e.g. mf-cv> [--source <folder>]');
  const remote = remoteByFolder(folder);
  const appDir = source ? path.resolve(source) : undefined;
  const started = performance.now();
  await buildApp(appDir ?? remote.folder);
  const entry = await publishRemote(remote, appDir ? { appDir } : {});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `${remote.folder} is live at version ${entry.version} (${entry.pages.length} pages) in ${seconds} s`;
});
