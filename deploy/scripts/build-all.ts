import { remoteApps, shellFolder, webRoot } from './apps';
import { buildApp } from './build-app';
import { publishRemote, publishShell } from './publish';

/**
 * `npm run build`: builds the shell and every remote and publishes them as the server serves
 * them: the shell at the root of `www/`, each remote in `www/remotes/<app>/<version>/`, and
 * `www/remotes.json` naming the live version of each.
 */
const started = performance.now();
const timings: Record<string, number> = {};
for (const folder of [shellFolder, ...remoteApps.map((remote) => remote.folder)]) {
  process.stdout.write(`building ${folder}... `);
  timings[folder] = await buildApp(folder);
  process.stdout.write(`${(timings[folder] / 1000).toFixed(1)} s\n`);
}
await publishShell();
for (const remote of remoteApps) {
  const { version } = await publishRemote(remote);
  console.log(`published ${remote.folder} ${version}`);
}
console.log(`portal built into ${webRoot} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
