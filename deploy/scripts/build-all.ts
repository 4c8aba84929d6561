import { remoteApps, shellFolder } from './apps';
import { buildApp } from './build-app';
import { publishRemote, publishShell } from './publish';
import { releaseStoreFor } from './release-store';

/**
 * `npm run build`: builds the shell and every remote and publishes them as the server serves
 * them: the shell in `www/shell/<release>/` with its page at the root, each remote in
 * `www/remotes/<app>/<release>/`, and `shell.json` and `remotes.json` naming the live ones. The
 * shell goes first; each remote is then checked against it like any release. With RELEASE_TARGET
 * set (a folder or s3://bucket/prefix, README "Releases") they are published there instead.
 */
const started = performance.now();
for (const folder of [shellFolder, ...remoteApps.map((remote) => remote.folder)]) {
  process.stdout.write(`building ${folder}... `);
  process.stdout.write(`${((await buildApp(folder)) / 1000).toFixed(1)} s\n`);
}
const shell = await publishShell({ checkRemotes: false });
console.log(`published shell ${shell.version}`);
for (const remote of remoteApps) {
  const { version } = await publishRemote(remote);
  console.log(`published ${remote.folder} ${version}`);
}
console.log(`portal built into ${releaseStoreFor().location} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
