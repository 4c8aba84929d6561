import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Configuration } from '@rspack/core';
import { appOptionsOf, type AppOptions } from '@portal/mf-config';
import { remoteApps, repoRoot, shellFolder } from '../../deploy/scripts/apps';
import { generatedEntry } from './paths';

/** What the monolith takes of one remote: its route table file and every module it exposes. */
export interface RemoteSources {
  /** Federation name, the shell's `remote` in a module reference. */
  name: string;
  /** The remote's `src/routes.ts` (it exports `routes`). */
  routesFile: string;
  /** Exposed module name (no './') → absolute path of its file. */
  modules: Record<string, string>;
}

type ConfigFactory = (env: unknown, argv: { mode: 'production' }) => Configuration | Configuration[];

/** The options an app's own rspack config is made with: the monolith reads the same exposes the portal publishes. */
export const appOptions = async (folder: string): Promise<AppOptions> => {
  const appDir = path.join(repoRoot, folder);
  const { default: makeConfig } = (await import(pathToFileURL(path.join(appDir, 'rspack.config.ts')).href)) as { default: ConfigFactory };
  makeConfig({}, { mode: 'production' });
  return appOptionsOf(appDir);
};

/** Every remote the portal publishes, in the order of remotes.json, with its pages' sources. */
export const remoteSources = async (): Promise<RemoteSources[]> =>
  Promise.all(
    remoteApps.map(async ({ folder, federationName }) => {
      const options = await appOptions(folder);
      if (options.name !== federationName) throw new Error(`${folder} builds as ${options.name}, published as ${federationName}`);
      const appDir = path.join(repoRoot, folder);
      return {
        name: federationName,
        routesFile: path.join(appDir, 'src', 'routes.ts'),
        modules: Object.fromEntries(
          Object.entries(options.exposes ?? {}).map(([exposed, file]) => [exposed.replace(/^\.\//, ''), path.resolve(appDir, file)]),
        ),
      };
    }),
  );

export const shellStartFile = path.join(repoRoot, shellFolder, 'src', 'start.tsx');

const importPath = (file: string): string => {
  const relative = path.relative(path.dirname(generatedEntry), file).split(path.sep).join('/');
  return JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`);
};

/**
 * The monolith's entry: the shell's own start, given each remote's route table (imported) and
 * each exposed module as a dynamic import, so every page is still a chunk of its own.
 */
export const entrySource = (remotes: RemoteSources[]): string => {
  const routeImports = remotes.map((remote, index) => `import { routes as routes${index} } from ${importPath(remote.routesFile)};`);
  const pages = remotes.map((remote, index) => `  ${JSON.stringify(remote.name)}: routes${index},`);
  const loaders = remotes.flatMap((remote) =>
    Object.entries(remote.modules).map(
      ([module, file]) => `  ${JSON.stringify(`${remote.name}/${module}`)}: () => import(${importPath(file)}),`,
    ),
  );
  return [
    '// Written by bench/monolith/build.ts from each remote\'s rspack config and src/routes.ts: do not edit.',
    `import { startShell } from ${importPath(shellStartFile)};`,
    `import { staticModules } from ${importPath(path.join(path.dirname(generatedEntry), '..', 'src', 'static-modules.ts'))};`,
    ...routeImports,
    '',
    'startShell(',
    '  staticModules(',
    '    {',
    ...pages.map((line) => `    ${line}`),
    '    },',
    '    {',
    ...loaders.map((line) => `    ${line}`),
    '    },',
    '  ),',
    ');',
    '',
  ].join('\n');
};
