import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the browser journey's cluster runs, shared by its Playwright config (which starts it) and
 * its spec (which reads its state file to find a replica to kill). Ports and folder of its own, so
 * it never meets the main browser tests' server or a cluster you run by hand.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const clusterPort = Number(process.env.E2E_CLUSTER_PORT ?? 8191);
export const clusterApiPort = Number(process.env.E2E_CLUSTER_API_PORT ?? clusterPort + 1);
export const clusterPgPort = Number(process.env.E2E_CLUSTER_PGPORT ?? 54341);
export const clusterDir = path.join(repoRoot, process.env.E2E_CLUSTER_DATA_DIR ?? '.data-e2e-cluster');
export const clusterStateFile = path.join(clusterDir, 'run', 'cluster.json');
