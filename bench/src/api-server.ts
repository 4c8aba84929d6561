import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The API server as `npm start -w api` runs it, in its own process (the load generator must not
 * share its event loop), on a loopback port, against the bench database, with the bare route on.
 */
export const startBenchServer = async ({
  port,
  databaseUrl,
  dataDir,
  tokenSecret,
}: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  tokenSecret: string;
}): Promise<BenchServer> => {
  await mkdir(dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_API_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools), to find where a route's time goes before optimising it (issue 23).
  const profile = process.env.BENCH_API_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'www'),
      TOKEN_SECRET: tokenSecret,
      LOG_LEVEL: 'warn',
      BENCH_BARE_ROUTE: '1',
      NODE_ENV: 'production',
      // The bench's own database, named by DATABASE_URL: the demo institution is asked for.
      SEED_DEMO: 'on',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    server.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) server.kill('SIGTERM');
    await exit;
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (exited) throw new Error(`The API server did not start (is port ${port} in use?)`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The API server did not answer /api/health within a minute');
};
