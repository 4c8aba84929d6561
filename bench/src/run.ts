import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHomeWeight } from './home-weight';
import { measurePublishedJs } from './published-weight';

/**
 * `npm run bench` (after `npm run build`): serves the built portal as `npm start` does and
 * reports ratios measured in this one run, never absolute times.
 *  - home JS / all published JS: how much of the portal the home page pulls in (lazy remotes
 *    keep it low; a remote bundled into the shell would push it up).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const baseUrl = `http://localhost:${port}`;

const server = spawn('npm', ['run', 'serve'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: path.join(repoRoot, '.data-bench'), PGPORT: '54333', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});

let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

const waitForHealth = async () => {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    // Otherwise a portal left running on the port would be measured instead of this build.
    if (serverExited) throw new Error(`The portal did not start (is port ${port} in use?)`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The portal did not start');
};

try {
  await waitForHealth();
  const home = await measureHomeWeight(baseUrl);
  const all = await measurePublishedJs(path.join(repoRoot, 'www'));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`home page JS (gzip): ${kib(home.homeJsGzip)} in ${home.scripts} scripts`);
  console.log(`all published JS (gzip): ${kib(all)}`);
  console.log(`ratio home / all: ${(home.homeJsGzip / all).toFixed(2)}`);
} finally {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}
