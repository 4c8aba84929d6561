import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { createMonolithConfig } from '@portal/mf-config';
import { generatedEntry, monolithDir, monolithWebRoot } from './paths';

/**
 * `npm run build:monolith -w bench`: the portal's shell and every remote's exposed modules built
 * as ONE app by rspack, without Module Federation, and published into its own web root exactly as
 * the shell is published into `www/` (release folder, precompressed, page at the root), so the
 * API server serves both the same way and the benchmark compares only the build.
 */

// deploy/scripts/apps.ts reads WEB_ROOT once, when first loaded: set it before anything loads it.
process.env.WEB_ROOT = monolithWebRoot;
const { publishShell } = await import('../../deploy/scripts/publish');
const { appOptions, entrySource, remoteSources } = await import('./sources');

const compile = (config: Configuration): Promise<Stats> =>
  new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (!stats || stats.hasErrors()) reject(new Error(`The monolith build failed:\n${stats?.toString('errors-only') ?? ''}`));
        else resolve(stats);
      });
    });
  });

const started = performance.now();
await mkdir(path.dirname(generatedEntry), { recursive: true });
await writeFile(generatedEntry, entrySource(await remoteSources()));
const { title } = await appOptions('shell');
await compile(createMonolithConfig({ dir: monolithDir, entry: generatedEntry, title }, 'production'));
// One release at a time: nothing rolls the monolith back.
await rm(monolithWebRoot, { recursive: true, force: true });
const { version } = await publishShell({ appDir: path.dirname(monolithDir), dist: path.join(monolithDir, 'dist'), checkRemotes: false });
console.log(`monolith ${version} built into ${monolithWebRoot} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
