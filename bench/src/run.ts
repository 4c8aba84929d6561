import { spawn } from 'node:child_process';
import { access, mkdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatApiFigures, measureApi } from './api-load';
import { figuresTable, measurePages, presets, type Build, type PageToMeasure, type Progress } from './page-metrics';
import { writeResults } from './results';
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
 * It tells on stderr which load it is at (page, preset, run, build). `BENCH_PAGES=/,/login` and
 * `BENCH_PRESETS=mobile` measure a part only; a run that measured everything writes its table
 * to bench/RESULTS.md with the date, the commit and the machine.
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

const allPages: PageToMeasure[] = [
  { path: '/', as: 'student' },
  { path: '/login' },
  { path: '/ofertas-empleo', as: 'student' },
  { path: '/mi-perfil-cv', as: 'student' },
  { path: '/mi-empresa', as: 'company' },
];
const allPresets = [presets.mobile, presets.desktop];

/** The items of a comma-separated list in an environment variable, or all of them when it is unset. */
const chosen = <T>(variable: string, all: T[], nameOf: (item: T) => string): T[] => {
  const wanted = process.env[variable]?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!wanted?.length) return all;
  const unknown = wanted.filter((name) => !all.some((item) => nameOf(item) === name));
  if (unknown.length > 0) throw new Error(`${variable}: unknown ${unknown.join(', ')} (known: ${all.map(nameOf).join(', ')})`);
  return all.filter((item) => wanted.includes(nameOf(item)));
};
const pages = chosen('BENCH_PAGES', allPages, (page) => page.path);
const presetsToRun = chosen('BENCH_PRESETS', allPresets, (preset) => preset.name);
const measuresApi = !process.argv.includes('--no-api');
const measuresEverything = pages.length === allPages.length && presetsToRun.length === allPresets.length && measuresApi;

const started = performance.now();
const elapsed = () => {
  const seconds = Math.round((performance.now() - started) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const showProgress = ({ load, loads, path: pagePath, as, preset, run, runs: total, build }: Progress) => {
  console.error(`[${elapsed()}] load ${load}/${loads}: ${pagePath} (${as ?? 'visitor'}), ${preset}, run ${run}/${total}, ${build}`);
};

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
  const table = figuresTable(await measurePages(baseUrl, pages, { runs, builds, presets: presetsToRun, onProgress: showProgress }));
  console.log(table);
  console.log('\n"sent": bytes on the wire, response headers included; "decoded": the bodies as parsed.');
  let api: string[] = [];
  if (measuresApi) {
    console.error(`[${elapsed()}] API: seeding its database on the first run (minutes), then each route's load`);
    api = formatApiFigures(await measureApi('full'));
    console.log(`\n${api.join('\n')}`);
  }
  if (measuresEverything) {
    const file = await writeResults({ repoRoot, table, api, runs });
    console.error(`[${elapsed()}] written to ${path.relative(repoRoot, file)}`);
  } else {
    console.error(`[${elapsed()}] bench/RESULTS.md is left as it is: this run measured a part only`);
  }
} finally {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}
