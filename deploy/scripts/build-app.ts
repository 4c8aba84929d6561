import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps';

/**
 * Builds one app with its own rspack config (production mode) and resolves with the time it took.
 * `appDir` is the app's folder: one of this repository's, or a team's own checkout of it.
 */
export const buildApp = (appDir: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const rspack = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
    const child = spawn(rspack, ['build', '--mode', 'production'], {
      cwd: path.resolve(repoRoot, appDir),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && !/\bERROR\b/.test(output)) resolve(performance.now() - started);
      else reject(new Error(`Build of ${appDir} failed (exit ${code}):\n${output}`));
    });
  });
