import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * What a running cluster publishes about itself in its state file (CLUSTER_STATE_FILE): where it
 * answers and which process is which, so a test or an operator can find a replica's pid (to kill
 * it) and nginx's logs (to see which replica answered).
 */
export interface ClusterState {
  url: string;
  nginx: { pid: number; config: string; accessLog: string; errorLog: string };
  replicas: { name: string; address: string; pid: number }[];
  postgres: { port: number };
}

/** Written whole and renamed into place: a reader never sees half a file. */
export const writeClusterState = async (file: string, state: ClusterState): Promise<void> => {
  await writeFile(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
};

export const readClusterState = async (file: string): Promise<ClusterState> =>
  JSON.parse(await readFile(file, 'utf8')) as ClusterState;
