import { spawn } from 'node:child_process';
import { access, mkdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatApiFigures, measureApi } from './api-load';
import { figuresTable, measurePages, type Build, type PageToMeasure } from './page-metrics';
import { monolithWebRoot } from '../monolith/paths';

/**
 * `npm run bench` (after `npm run build` and `npm run build:monolith -w bench`, which the root
 * script runs first): serves the built portal as `npm start` does and prints figures measured in
 * this one run:
 *  - per page, under Lighthouse's mobile and desktop presets with an empty HTTP cache: LCP and
 *    CLS (medians of BENCH_RUNS loads, default 3), the JavaScript and CSS actually sent and
 *    decoded, for the federated portal and for its monolith build side by side, with their ratio;
 *  - the API on 100,000 offers and 1,000,000 candidacies (its own database, seeded on the first
 *    run): requests per second and p95 of the offers list, an offer's detail and applying, each
 *    against a bare route of the same server measured in the same run (`--no-api` skips it).
 *
 * Both builds are served by the same API server process (same database, compression and cache
 * rules): its WEB_ROOT is a symbolic link that is pointed at one build's site or the other's
 * between loads.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const pgPort = Number(process.env.BENCH_PGPORT ?? 54333);
const baseUrl = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dataDir = path.join(repoRoot, '.data-bench');
const webRootLink = path.join(dataDir, 'web-root');

const pages: PageToMeasure[] = [
  { path: '/', as: 'student' },
  { path: '/login' },
  { path: '/ofertas-empleo', as: 'student' },
  { path: '/mi-perfil-cv', as: 'student' },
  { path: '/mi-empresa', as: 'company' },
];

/** Points the server's web root at a build's site; the link is replaced in one rename. */
const serving = (name: string, webRoot: string): Build => ({
  name,
  activate: async () => {
    const next = `${webRootLink}.next`;
    await rm(next, { force: true });
    await symlink(webRoot, next);
    await rename(next, webRootLink);
  },
});

const builds = [serving('federated', path.join(repoRoot, 'www')), serving('monolith', monolithWebRoot)];

for (const webRoot of [path.join(repoRoot, 'www'), monolithWebRoot]) {
  await access(path.join(webRoot, 'index.html')).catch(() => {
    throw new Error(`Nothing is built in ${webRoot}: run npm run bench from the repository root, which builds both`);
  });
}
await mkdir(dataDir, { recursive: true });
await builds[0]!.activate();

const server = spawn('npm', ['run', 'serve'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PGPORT: String(pgPort), WEB_ROOT: webRootLink, LOG_LEVEL: 'warn' },
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
  console.log(figuresTable(await measurePages(baseUrl, pages, { runs, builds })));
  console.log('\n"sent": bytes on the wire, response headers included; "decoded": the bodies as parsed.');
  if (!process.argv.includes('--no-api')) console.log(`\n${formatApiFigures(await measureApi('full')).join('\n')}`);
} finally {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}
