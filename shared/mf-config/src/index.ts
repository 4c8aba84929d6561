import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Chunk, type Compiler, type Configuration, type Module, type OptimizationSplitChunksOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { providedVersions, sharedDependencies, singletonFolders } from './shared-dependencies';
import { StartupPreloadPlugin } from './startup-preload';
import { RouteTablePlugin, checkRouteTable } from './route-table-plugin';
import { SharedExportsCheckPlugin } from './shared-exports-check';
import { ReproducibleStatsPlugin } from './reproducible-stats';
import type { RemoteRouteDefinition } from '@portal/contracts/routes';
import { brandSettingsPath } from '@portal/contracts/brand-request';
import { shellReleasePlaceholder } from '@portal/contracts';

export { singletonPackages, portalSingletons, packageNameOf, requiredRange, treeShakenExports } from './shared-dependencies';
export { exportsOutsideList, manifestStatsFile } from './shared-exports-check';

// Where the shell's files are published (`/shell/<release>/`): declared with the contracts, which the
// API server's canary judge loads without the build tools.
export { shellReleasePlaceholder };

/**
 * TypeScript and JSX through rspack's built-in SWC: the same for every build of the portal. The
 * output keeps the language level the code is type-checked at (tsconfig's ES2022): without a
 * target SWC writes ES5, and every module of ours then carries its own copy of the helpers that
 * emulate async functions, spreads and iteration (a third of the shell's main chunk).
 */
export const typescriptRule = (production: boolean) => ({
  test: /\.tsx?$/,
  loader: 'builtin:swc-loader',
  options: {
    // The status catalogue (`Status`, @portal/contracts) is an enum: its members used are inlined
    // as numbers and the catalogue itself left out, instead of a 4 KB copy in every app.
    collectTypeScriptInfo: { exportedEnum: true },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
    },
  },
  type: 'javascript/auto',
});

export interface AppOptions {
  /** The app's folder (the one holding its package.json). */
  dir: string;
  /** Federation name: a JS identifier (`mf_offers`). */
  name: string;
  /** Modules the app exposes to the shell and to foreign hosts. */
  exposes?: Record<string, string>;
  /** Port of the standalone dev server. */
  devPort: number;
  /** Title of the standalone or shell HTML page. */
  title: string;
  /** A remote's pages, published as `routes.json` with each release (see `src/routes.ts`). */
  routes?: readonly RemoteRouteDefinition[];
}

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The federation runtime as ES modules. rspack's federation plugins point the runtime's packages at
 * the paths Node's `require` gives (their CommonJS builds): nothing of the runtime is then
 * tree-shaken and its Node.js code travels to every browser. Once the plugins have set their
 * aliases, and for the modules they import by absolute path, each CommonJS build of a federation
 * package is swapped for the ES build beside it, so only what the page uses remains (with the `web`
 * target below, none of the Node.js code). The shell and every remote get the same builds, so the
 * one runtime they share is one set of modules.
 */
class FederationRuntimeAsEsmPlugin {
  private static readonly federationBuild = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

  private static esmOf(file: string): string {
    if (!FederationRuntimeAsEsmPlugin.federationBuild.test(file)) return file;
    const esm = file.replace(/\.cjs$/, '.js');
    return existsSync(esm) ? esm : file;
  }

  apply(compiler: Compiler): void {
    const { esmOf } = FederationRuntimeAsEsmPlugin;
    compiler.hooks.afterPlugins.tap('FederationRuntimeAsEsmPlugin', () => {
      const { alias } = compiler.options.resolve;
      if (!alias || Array.isArray(alias)) return;
      for (const [name, target] of Object.entries(alias)) if (typeof target === 'string') alias[name] = esmOf(target);
    });
    compiler.hooks.normalModuleFactory.tap('FederationRuntimeAsEsmPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationRuntimeAsEsmPlugin', (resolveData) => {
        if (path.isAbsolute(resolveData.request)) resolveData.request = esmOf(resolveData.request);
      });
    });
  }
}

interface BaseOptions {
  dir: string;
  uniqueName: string;
  entry: string;
  title: string;
  devPort: number;
  /** The page is the shell's (published under /shell/<release>/) rather than a remote's. */
  isShell: boolean;
}

/**
 * Code that several of an app's lazily loaded parts use goes into a chunk of its own only from 50 KB
 * of source (the default is 20 KB): over HTTP/1.1 each file costs a request and about 0.9 KiB of
 * response headers, and a page of a remote loaded up to eleven such small chunks (its form
 * helpers, refusal notices, texts...). Below that size the code is bundled with each part that
 * uses it: a first view sends less, a later page of the same app may fetch a few KiB again.
 */
const sharedChunkMinSize = 50_000;

/** Everything of an app's build but Module Federation: the same for the portal and its monolith build. */
const baseConfig = (options: BaseOptions, mode: 'development' | 'production'): Configuration => {
  const production = mode === 'production';
  return {
    mode,
    context: options.dir,
    entry: { main: options.entry },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Every app's files are found relative to its entry script, wherever the release is
      // published (/shell/<release>/, /remotes/<app>/<release>/).
      publicPath: 'auto',
      uniqueName: options.uniqueName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typescriptRule(production),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.html'),
        // The shell's page (and the monolith's) starts the brand request itself.
        templateParameters: { title: options.title, brandSettings: options.isShell ? brandSettingsPath : '' },
        // The page is served at every route's path (/ofertas-empleo/12), so its scripts need
        // absolute URLs: the shell's release folder, or the dev server's root.
        publicPath: options.isShell && production ? `/shell/${shellReleasePlaceholder}/` : '/',
      }),
    ],
    optimization: { minimize: production, ...(production ? { splitChunks: { minSize: sharedChunkMinSize } } : {}) },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/fonts', '/brand', '/remotes.json', '/remotes'], target: apiTarget }],
    },
  };
};

/**
 * The options of every app config made in this process, by app folder, for tools that read them
 * (the monolith build). Kept on globalThis: such a tool may load the apps' configs with its own
 * instance of this module, and an app's config may wrap the one made here (mf-surveys-events).
 */
const madeConfigs: Map<string, AppOptions> = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for('@portal/mf-config:app-options')
] ??= new Map<string, AppOptions>()) as Map<string, AppOptions>;

/** Chunks named so (`import(/* webpackChunkName: "language-ca-…" *\/ …)`) hold the texts of one language only. */
export const laterLanguageChunkPrefix = 'language-';

/**
 * The shell provides every singleton and its first view runs them all, but the federation plugin
 * gives each shared package a chunk of its own: a dozen requests (some of half a kilobyte, whose
 * response headers outweigh them) where one does. The singletons' chunk also takes what their
 * code imports from our other packages (the status catalogue, the languages), which would
 * otherwise stay in a small chunk beside each of them, or a copy in each. A remote never puts
 * them together: it loads none of its own copies while the shell provides them.
 */
const singletonsInOneChunk = (appDir: string): OptimizationSplitChunksOptions => {
  const folders = singletonFolders(appDir).map((folder) => `${folder}${path.sep}`);
  const resourceOf = (module: Module) => (module as { resource?: string }).resource;
  const isSourceFile = (module: Module) => resourceOf(module) !== undefined;
  const isSingletonCode = (module: Module) =>
    folders.some((folder) => resourceOf(module)?.startsWith(folder) ?? false);
  const isLaterLanguage = (chunk: Chunk) => chunk.name?.startsWith(laterLanguageChunkPrefix) ?? false;
  const holdsSingletonCode = new Map<Chunk, boolean>();
  return {
    cacheGroups: {
      singletons: {
        name: 'singletons',
        // Not the entry's own code (it starts the page alone), nor the texts of a language a user
        // may never choose (`webpackChunkName: "language-…"`).
        chunks: (chunk) => !chunk.canBeInitial() && !isLaterLanguage(chunk),
        enforce: true,
        priority: 20,
        // Source files only: the federation's own modules (a shared package consumed by one of
        // them) stay where the plugin puts them, else loading this chunk would wait for itself.
        test: (module, { chunkGraph }) =>
          isSourceFile(module) &&
          (isSingletonCode(module) ||
            chunkGraph.getModuleChunks(module).some((chunk) => {
              if (isLaterLanguage(chunk)) return false;
              if (!holdsSingletonCode.has(chunk))
                holdsSingletonCode.set(chunk, chunkGraph.getChunkModules(chunk).some(isSingletonCode));
              return holdsSingletonCode.get(chunk)!;
            })),
      },
    },
  };
};

/**
 * One rspack + Module Federation config for the shell and every remote, so an app's own config
 * is a few lines. Remotes are registered at run time by the shell from `remotes.json`, never here.
 */
export const createAppConfig = (options: AppOptions, mode: 'development' | 'production'): Configuration => {
  const production = mode === 'production';
  const isShell = !options.exposes;
  if (options.routes) checkRouteTable(options.routes, options.exposes ?? {});
  const base = baseConfig(
    { dir: options.dir, uniqueName: options.name, entry: './src/index.ts', title: options.title, devPort: options.devPort, isShell },
    mode,
  );
  const config: Configuration = {
    ...base,
    optimization: {
      ...base.optimization,
      ...(isShell && production ? { splitChunks: { minSize: sharedChunkMinSize, ...singletonsInOneChunk(options.dir) } } : {}),
    },
    plugins: [
      ...(base.plugins ?? []),
      // The shell checks a remote's needs against what it provides itself before loading it.
      new rspack.DefinePlugin({ __PORTAL_PROVIDED_SINGLETONS__: JSON.stringify(providedVersions(options.dir)) }),
      ...(options.routes ? [new RouteTablePlugin(options.routes)] : []),
      // The shell's bootstrap and singletons travel with its entry, not after it has run.
      ...(isShell && production ? [new StartupPreloadPlugin(['bootstrap', 'singletons'])] : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedDependencies(options.dir, { ownCopies: isShell || !production }),
        // The default strategy loads every remote entry at start: one offline remote would block
        // the shell. With loaded-first each remote is fetched when one of its pages is needed.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime per page: the shell provides it and every remote's entry uses
        // that one instead of carrying its own copy. A remote run alone in development has no
        // shell to provide it, so there it keeps its own.
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: production }),
          // No Node.js code in a browser's bundle. The shell registers every remote by its entry
          // script (shell/src/federation/remotes.ts), so its runtime needs no manifest snapshots;
          // a remote loads no other remote, so its entry needs no code to.
          optimization: { target: 'web', disableSnapshot: isShell, disableRemote: !isShell },
        },
      }),
      // After the federation plugin: it rewrites the aliases that one sets.
      new FederationRuntimeAsEsmPlugin(),
      new SharedExportsCheckPlugin(options.name),
      new ReproducibleStatsPlugin(),
    ],
  };
  madeConfigs.set(path.resolve(options.dir), options);
  return config;
};

/** The options the app in `dir` last made its config with (its rspack config must have run in this process). */
export const appOptionsOf = (dir: string): AppOptions => {
  const options = madeConfigs.get(path.resolve(dir));
  if (!options) throw new Error(`No config of ${dir} was made by createAppConfig in this process`);
  return options;
};

/**
 * The portal built as one app without Module Federation, for the benchmarks' comparison: the same
 * loaders, chunk names, minification and page template as the shell, every module bundled once.
 * Its page is published like the shell's (`/shell/<release>/`).
 */
export const createMonolithConfig = (
  options: { dir: string; entry: string; title: string },
  mode: 'development' | 'production',
): Configuration => baseConfig({ ...options, uniqueName: 'portal_monolith', devPort: 3100, isShell: true }, mode);

/** The folder of a config file, from its `import.meta.url`. */
export const dirOf = (moduleUrl: string): string => path.dirname(fileURLToPath(moduleUrl));
