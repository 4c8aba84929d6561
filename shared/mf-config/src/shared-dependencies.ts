import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Packages every app shares through federation, each as a singleton: two copies of React show up
 * as "Invalid hook call", two session stores as a login the other half of the page never sees.
 * Subpaths are listed one by one (react-dom/client, react/jsx-runtime) so that each resolves to the
 * one loaded copy.
 */
export const singletonPackages = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'zustand/vanilla',
  'i18next',
  'react-i18next',
  'axios',
  'zod',
  '@portal/contracts',
  '@portal/session',
  '@portal/domains',
  '@portal/api-client',
  '@portal/i18n',
  '@portal/ui',
] as const;

const packageNameOf = (request: string): string =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);

/** The installed version of a package, as seen from the app's folder. */
const installedVersion = (appDir: string, packageName: string): string => {
  const require = createRequire(`${appDir}/package.json`);
  const manifestPath = require.resolve(`${packageName}/package.json`);
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
};

/**
 * The range of versions an app accepts for a singleton: the same major, or for 0.x packages
 * (our own shared packages) the same minor, as semver's caret means for them.
 */
export const compatibleRange = (version: string): string => {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
};

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
}

/** The `shared` option of the federation plugin for an app in `appDir`. */
export const sharedDependencies = (appDir: string): Record<string, SharedEntry> =>
  Object.fromEntries(
    singletonPackages.map((request) => {
      const version = installedVersion(appDir, packageNameOf(request));
      return [request, { singleton: true, requiredVersion: compatibleRange(version), version }];
    }),
  );
