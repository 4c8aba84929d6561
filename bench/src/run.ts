import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatApiFigures, measureApi } from './api-load';
import { figuresTable, measurePages, type PageToMeasure } from './page-metrics';

/**
 * `npm run bench` (after `npm run build`): serves the built portal as `npm start` does and
 * prints figures measured in this one run:
 *  - per page, under Lighthouse's mobile and desktop presets with an empty HTTP cache: LCP and
 *    CLS (medians of BENCH_RUNS loads, default 3), the JavaScript and CSS actually sent and decoded;
 *  - the API on 100,000 offers and 1,000,000 candidacies (its own database, seeded on the first
 *    run): requests per second and p95 of the offers list, an offer's detail and applying, each
 *    against a bare route of the same server measured in the same run (`--no-api` skips it).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const baseUrl = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);

const pages: PageToMeasure[] = [
  { path: '/', as: 'student' },
  { path: '/login' },
  { path: '/ofertas-empleo', as: 'student' },
  { path: '/mi-perfil-cv', as: 'student' },
  { path: '/mi-empresa', as: 'company' },
];

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
  console.log(figuresTable(await measurePages(baseUrl, pages, { runs })));
  console.log('\n"sent": bytes on the wire, response headers included; "decoded": the bodies as parsed.');
  if (!process.argv.includes('--no-api')) console.log(`\n${formatApiFigures(await measureApi('full')).join('\n')}`);
} finally {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}
