import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What `npm run start:cluster` runs, from its environment variables (README, Production). */
export interface ClusterSettings {
  /** nginx's port: the portal's address. */
  port: number;
  /** One API replica per port, on 127.0.0.1. */
  replicaPorts: number[];
  /** The one embedded PostgreSQL. */
  pgPort: number;
  /** Kept across starts: the database (`db/`), the token secret, the replicas' common DATA_DIR (`shared/`). */
  dir: string;
  /** Remade at every start: nginx's configuration and logs, the replicas' pid files, the state file. */
  runDir: string;
  /** JSON naming the URL and every process with its pid, for tests and operators. */
  stateFile: string;
  /** The published portal nginx serves. */
  webRoot: string;
  /**
   * The S3-compatible store nginx reads the releases from instead of webRoot (RELEASE_STORE,
   * bucket[/prefix], and RELEASE_STORE_ENDPOINT, http://host:port; README "Production").
   */
  store?: { bucketPath: string; endpoint: string };
  /** Demo institution seeded once before the replicas start (on by default: the database is the cluster's own). */
  seedDemo: boolean;
}

const portOf = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const value = env[name] || String(fallback);
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}: not a port: ${value}`);
  return port;
};

/** Relative paths are read from where the command was typed (npm runs scripts at the root). */
const resolveFrom = (env: NodeJS.ProcessEnv, value: string) =>
  path.resolve(env.INIT_CWD ?? process.cwd(), value);

export const clusterSettings = (env: NodeJS.ProcessEnv = process.env): ClusterSettings => {
  const port = portOf(env, 'CLUSTER_PORT', 8080);
  const replicas = Number(env.CLUSTER_REPLICAS || 2);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) {
    throw new Error(`CLUSTER_REPLICAS: between 1 and 8, not ${env.CLUSTER_REPLICAS}`);
  }
  const firstReplica = portOf(env, 'CLUSTER_API_PORT', port + 1);
  const replicaPorts = Array.from({ length: replicas }, (_, index) => firstReplica + index);
  const pgPort = portOf(env, 'CLUSTER_PGPORT', 54349);
  const taken = [port, ...replicaPorts, pgPort];
  if (new Set(taken).size !== taken.length || replicaPorts.some((replicaPort) => replicaPort > 65535)) {
    throw new Error(
      `CLUSTER_PORT, CLUSTER_API_PORT (+${replicas - 1}) and CLUSTER_PGPORT overlap: ${taken.join(', ')}`,
    );
  }
  const seedDemo = (env.SEED_DEMO || 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(seedDemo))
    throw new Error(`SEED_DEMO: on or off, not ${env.SEED_DEMO}`);
  const dir = resolveFrom(env, env.CLUSTER_DIR || '.data-cluster');
  const runDir = path.join(dir, 'run');
  return {
    port,
    replicaPorts,
    pgPort,
    dir,
    runDir,
    stateFile: env.CLUSTER_STATE_FILE
      ? resolveFrom(env, env.CLUSTER_STATE_FILE)
      : path.join(runDir, 'cluster.json'),
    webRoot: env.WEB_ROOT ? resolveFrom(env, env.WEB_ROOT) : path.join(repoRoot, 'www'),
    ...(env.RELEASE_STORE ? { store: { bucketPath: env.RELEASE_STORE, endpoint: env.RELEASE_STORE_ENDPOINT ?? '' } } : {}),
    seedDemo: ['on', 'true', '1'].includes(seedDemo),
  };
};
