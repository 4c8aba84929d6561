import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { providedVersions, sharedDependencies } from './shared-dependencies';
import { RouteTablePlugin, checkRouteTable } from './route-table-plugin';
import type { RemoteRouteDefinition } from '@portal/contracts/routes';

export { singletonPackages, portalSingletons, packageNameOf, requiredRange } from './shared-dependencies';

/**
 * Where the shell's files are published: `/shell/<release>/`. The release id is a hash of the
 * built files, known only after the build, so the page is built with this placeholder and the
 * publish step writes the release id into the copy of index.html it puts at the site root.
 */
export const shellReleasePlaceholder = '__SHELL_RELEASE__';

/** TypeScript and JSX through rspack's built-in SWC: the same for every build of the portal. */
export const typescriptRule = (production: boolean) => ({
  test: /\.tsx?$/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
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
 * One rspack + Module Federation config for the shell and every remote, so an app's own config
 * is a few lines. Remotes are registered at run time by the shell from `remotes.json`, never here.
 */
export const createAppConfig = (options: AppOptions, mode: 'development' | 'production'): Configuration => {
  const production = mode === 'production';
  const isShell = !options.exposes;
  if (options.routes) checkRouteTable(options.routes, options.exposes ?? {});
  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Every app's files are found relative to its entry script, wherever the release is
      // published (/shell/<release>/, /remotes/<app>/<release>/).
      publicPath: 'auto',
      uniqueName: options.name,
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
        templateParameters: { title: options.title },
        // The page is served at every route's path (/ofertas-empleo/12), so its scripts need
        // absolute URLs: the shell's release folder, or the dev server's root.
        publicPath: isShell && production ? `/shell/${shellReleasePlaceholder}/` : '/',
      }),
      // The shell checks a remote's needs against what it provides itself before loading it.
      new rspack.DefinePlugin({ __PORTAL_PROVIDED_SINGLETONS__: JSON.stringify(providedVersions(options.dir)) }),
      ...(options.routes ? [new RouteTablePlugin(options.routes)] : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedDependencies(options.dir),
        // The default strategy loads every remote entry at start: one offline remote would block
        // the shell. With loaded-first each remote is fetched when one of its pages is needed.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime per page: the shell provides it and every remote's entry uses
        // that one instead of carrying its own copy. A remote run alone in development has no
        // shell to provide it, so there it keeps its own.
        experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: production },
      }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/fonts', '/brand', '/remotes.json', '/remotes'], target: apiTarget }],
    },
  };
};

/** The folder of a config file, from its `import.meta.url`. */
export const dirOf = (moduleUrl: string): string => path.dirname(fileURLToPath(moduleUrl));
