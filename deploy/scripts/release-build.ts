import path from 'node:path';
import { remoteByFolder, repoRoot, shellFolder } from './apps';
import { buildApp } from './build-app';
import { runCommand, takeOption } from './cli';
import { describeBuild, packRelease } from './release-artifact';

const usage = 'Usage: npm run release:build -- <shell or a remote folder, e.g. mf-cv> [--source <folder of its checkout>] [--out <folder>]';

/**
 * Builds one app alone into one release artifact (release-artifact.ts), to publish later with
 * `npm run publish:remote -- <app> --artifact <file>` (or publish:shell): the build a team's CI
 * makes is the one that goes live. The same source gives the same file.
 */
await runCommand(usage, async (args) => {
  const { value: source, rest: afterSource } = takeOption(args, '--source');
  const { value: out, rest } = takeOption(afterSource, '--out');
  const [app] = rest;
  if (!app) throw new Error(usage);
  const folder = app === shellFolder ? shellFolder : remoteByFolder(app).folder;
  const appDir = path.resolve(source ?? path.join(repoRoot, folder));
  const started = performance.now();
  await buildApp(appDir);
  const dist = path.join(appDir, 'dist');
  const description = await describeBuild(folder, appDir, dist);
  const file = await packRelease(description, dist, path.resolve(out ?? path.join(repoRoot, 'releases')));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `${folder} ${description.version}: ${Object.keys(description.files).length} files in ${file} (${seconds} s)`;
});
