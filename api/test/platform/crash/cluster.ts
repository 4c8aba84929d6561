import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { apiRoot } from '../../../src/platform/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/platform/db/embedded';
import { prepareDatabase } from '../../../src/platform/db/prepare';

/**
 * The crash suite's cluster: one PostgreSQL and API replicas as real `node` processes of
 * src/main.ts (not app.inject), sharing DATABASE_URL and TOKEN_SECRET on ports of their own, each
 * with a DATA_DIR of its own (nothing a replica needs may live there). A replica can be killed
 * with SIGKILL (no shutdown hook runs, requests in flight are cut) and started again.
 */

export const crashTokenSecret = 'crash-suite-secret-that-is-long-enough-for-hs256';

/** A free TCP port on localhost, picked by the system. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Replica {
  private child: ChildProcess | undefined;
  /** The last lines it printed, to say why it failed. */
  readonly output: string[] = [];
  up = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until /api/health answers (migrations and seed done). */
  async start(timeoutMs = 90_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
      cwd: apiRoot,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const remember = (chunk: Buffer) => {
      this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - 40));
    };
    child.stdout?.on('data', remember);
    child.stderr?.on('data', remember);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      const healthy = await fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) {
        this.up = true;
        return;
      }
      await sleep(200);
    }
    child.kill('SIGKILL');
    throw new Error(`replica ${this.name} did not start:\n${this.output.join('\n')}`);
  }

  /** SIGKILL: the process ends at once, mid-request, mid-transaction. */
  async kill(): Promise<void> {
    const child = this.child;
    this.up = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** A clean stop (SIGTERM: requests finish, the pool closes). */
  async stop(): Promise<void> {
    const child = this.child;
    this.up = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
}

export interface Cluster {
  databaseUrl: string;
  replicas: Replica[];
  stop(): Promise<void>;
}

/**
 * One database and `replicaCount` replicas. With `databaseUrl` (the test run's database) that
 * database is used as it is; without, an embedded PostgreSQL is started in a temporary folder on
 * `pgPort` (a free one unless given), migrated and seeded. API ports: from `apiPort` on, or free ones.
 */
export const startCluster = async (options: {
  databaseUrl?: string;
  pgPort?: number;
  apiPort?: number;
  replicaCount?: number;
}): Promise<Cluster> => {
  const log = pino({ level: process.env.CRASH_LOG_LEVEL ?? 'warn' });
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'portal-crash-'));
  // mkdtemp makes it 0700; under root the database runs as "postgres", which must walk through it.
  await chmod(scratch, 0o755);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = options.databaseUrl;
  const replicas: Replica[] = [];
  const stop = async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await embedded?.stop();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: path.join(scratch, 'database'),
        port: options.pgPort ?? (await freePort()),
        log,
      });
      databaseUrl = embedded.connectionString;
      // The replicas migrate and seed at start too; doing it once first keeps their starts short.
      await prepareDatabase(databaseUrl, log, { demo: true });
    }
    for (let index = 0; index < (options.replicaCount ?? 2); index += 1) {
      const name = String.fromCharCode(65 + index);
      const port = options.apiPort ? options.apiPort + index : await freePort();
      const dataDir = path.join(scratch, `replica-${name}`);
      replicas.push(
        new Replica(name, port, {
          ...process.env,
          DATABASE_URL: databaseUrl,
          TOKEN_SECRET: crashTokenSecret,
          DATA_DIR: dataDir,
          WEB_ROOT: path.join(scratch, 'www'),
          HOST: '127.0.0.1',
          LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'warn',
          LOGIN_RATE_LIMIT: '1000000',
          NODE_ENV: 'test',
        }),
      );
    }
    await Promise.all(replicas.map((replica) => replica.start()));
    return { databaseUrl, replicas, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
