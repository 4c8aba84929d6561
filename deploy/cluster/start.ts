import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../api/src/platform/db/embedded';
import { prepareDatabase } from '../../api/src/platform/db/prepare';
import { writeStandaloneNginx } from '../nginx/render';
import { portIsFree, startManaged, stopManaged, waitForHealthy, type Managed } from './processes';
import { clusterSettings, repoRoot, type ClusterSettings } from './settings';
import { writeClusterState } from './state';

/**
 * `npm run start:cluster [-- --no-build]`: the production topology on this machine. Builds the
 * portal (unless --no-build), starts ONE PostgreSQL (the embedded one the API uses), migrates and
 * seeds it once, starts the API replicas (the same server as `npm run serve`, each with its own
 * PORT and the same DATABASE_URL and TOKEN_SECRET) and Debian's nginx in front, configured from
 * deploy/nginx/portal.conf. Ctrl-C stops nginx, the replicas, then PostgreSQL.
 */

const usage = 'usage: npm run start:cluster [-- --no-build]   (settings: README, Production)';
const nginxInstall = 'apt-get install -y nginx libnginx-mod-http-brotli-static';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const startTimeoutMs = 180_000;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const readCommandLine = (): { shouldBuild: boolean; settings: ClusterSettings } => {
  try {
    const { values } = parseArgs({ options: { 'no-build': { type: 'boolean' }, help: { type: 'boolean' } } });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return { shouldBuild: !values['no-build'], settings: clusterSettings() };
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
};
const { shouldBuild, settings } = readCommandLine();
const { port, replicaPorts, pgPort, dir, runDir, stateFile, webRoot, store, seedDemo } = settings;

if (spawnSync('nginx', ['-v']).error || !existsSync(brotliModule)) {
  fail(`Debian's nginx with brotli_static is needed: ${nginxInstall}`);
}
for (const wanted of [port, ...replicaPorts, pgPort]) {
  if (!(await portIsFree(wanted))) {
    fail(
      `Port ${wanted} is taken. Stop what uses it or choose others: CLUSTER_PORT, CLUSTER_API_PORT, CLUSTER_PGPORT.`,
    );
  }
}

const log = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'careers-portal-cluster' } });

/** Without TOKEN_SECRET, one secret is made once and kept with the cluster's data, for every replica. */
const tokenSecret = async (): Promise<string> => {
  if (process.env.TOKEN_SECRET) return process.env.TOKEN_SECRET;
  const file = path.join(dir, 'token-secret');
  if (!existsSync(file)) await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return (await readFile(file, 'utf8')).trim();
};

let database: EmbeddedDatabase | undefined;
let nginx: Managed | undefined;
const replicas: Managed[] = [];
let stopping = false;
let stopRequestedAt = 0;

/** nginx first (no new requests), then the replicas (in-flight requests finish), then PostgreSQL. */
const stop = async (reason: string, exitCode: number): Promise<never> => {
  if (stopping) {
    // Ctrl-C reaches us twice at once (from the terminal and relayed by npm): only a second
    // request a moment later means "now".
    if (Date.now() - stopRequestedAt < 2_000) return new Promise<never>(() => {});
    log.warn('second stop request: ending every process at once');
    for (const managed of [nginx, ...replicas]) managed?.signal('SIGKILL');
    process.exit(1);
  }
  stopping = true;
  stopRequestedAt = Date.now();
  log.info({ reason }, 'stopping the cluster');
  if (nginx) await stopManaged(nginx, 'SIGQUIT', 10_000);
  await Promise.all(replicas.map((replica) => stopManaged(replica, 'SIGTERM', 25_000)));
  try {
    await database?.stop();
  } catch (error) {
    log.error({ err: error }, 'PostgreSQL did not stop cleanly');
    exitCode = 1;
  }
  await rm(stateFile, { force: true });
  log.info('cluster stopped');
  process.exit(exitCode);
};

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal, 0));

const build = async (): Promise<void> => {
  const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
};

try {
  if (shouldBuild) await build();
  // With a store, what nginx serves is whatever was published there (RELEASE_TARGET of npm run build).
  if (!store && !existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`The portal is not built in ${webRoot}: run npm run build, or drop --no-build.`);
  }
  await mkdir(dir, { recursive: true });
  await rm(runDir, { recursive: true, force: true });
  await mkdir(runDir, { recursive: true });
  const secret = await tokenSecret();

  database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'db'), port: pgPort, log });
  // Once, before any replica: the replicas' own start then finds nothing to do (both take advisory
  // locks, so replicas starting together against one database would be safe all the same).
  await prepareDatabase(database.connectionString, log, { demo: seedDemo });

  for (const [index, replicaPort] of replicaPorts.entries()) {
    const name = `api-${index + 1}`;
    // node --import tsx, not the tsx command: one process per replica, so its pid is the server's.
    const replica = await startManaged(name, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'api'),
      env: {
        ...process.env,
        PORT: String(replicaPort),
        HOST: '127.0.0.1',
        DATABASE_URL: database.connectionString,
        TOKEN_SECRET: secret,
        // nginx connects from 127.0.0.1: the client's address is believed from there only.
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO: 'off',
        // Shared by every replica: whatever a replica still keeps on disk, the others read.
        DATA_DIR: path.join(dir, 'shared'),
        WEB_ROOT: webRoot,
        PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
      },
    });
    replicas.push(replica);
  }
  await Promise.all(
    replicas.map((replica, index) =>
      waitForHealthy(`http://127.0.0.1:${replicaPorts[index]}/api/health`, replica, startTimeoutMs),
    ),
  );

  const nginxDir = path.join(runDir, 'nginx');
  const config = await writeStandaloneNginx({
    dir: nginxDir,
    site: {
      listen: String(port),
      root: webRoot,
      replicas: replicaPorts.map((replicaPort) => `127.0.0.1:${replicaPort}`),
      ...(store ? { store } : {}),
    },
  });
  nginx = await startManaged('nginx', 'nginx', ['-p', nginxDir, '-c', config, '-g', 'daemon off;']);
  await waitForHealthy(`http://127.0.0.1:${port}/api/health`, nginx, 30_000);

  for (const replica of replicas) {
    void replica.exited.then((how) => {
      if (!stopping)
        log.warn(
          { replica: replica.name, how },
          'an API replica stopped; nginx sends its requests to the others',
        );
    });
  }
  void nginx.exited.then((how) => {
    if (!stopping) void stop(`nginx stopped (${how})`, 1);
  });

  const url = `http://localhost:${port}`;
  await writeClusterState(stateFile, {
    url,
    nginx: {
      pid: nginx.pid,
      config,
      accessLog: path.join(nginxDir, 'access.log'),
      errorLog: path.join(nginxDir, 'error.log'),
    },
    replicas: replicas.map((replica, index) => ({
      name: replica.name,
      address: `127.0.0.1:${replicaPorts[index]}`,
      pid: replica.pid,
    })),
    postgres: { port: pgPort },
  });
  console.log(
    `\nThe portal is at ${url}: nginx (pid ${nginx.pid}) in front of ` +
      replicas
        .map((replica, index) => `${replica.name} :${replicaPorts[index]} (pid ${replica.pid})`)
        .join(', ') +
      `, PostgreSQL :${pgPort}.\nState: ${stateFile}. Ctrl-C stops everything.\n`,
  );
} catch (error) {
  log.fatal({ err: error }, 'the cluster could not start');
  await stop('start-up failure', 1);
}
