import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Share state, not code. A package is a federated singleton when the whole page must agree on
 * its state: React and react-dom (one renderer), the router (one history), zustand, i18next and
 * react-i18next (one instance, one language), and our own stateful cores: the session store, the
 * reference-data cache, the HTTP client's core (base URL, token, error bus) and the i18n
 * instance. Each of ours is a versioned contract with a small public interface (see
 * `deploy/scripts/singleton-surface.ts`).
 *
 * Everything stateless is NOT shared: the contracts and their zod schemas, zod itself, the typed
 * call functions (`@portal/api-client`), the UI components (`@portal/ui`) and every helper are
 * bundled by each app that uses them and tree-shaken there, so a release carries the code it
 * was built with and never gets an older copy from whoever loaded first.
 *
 * Subpaths are listed one by one (react-dom/client, react/jsx-runtime) so that each resolves to
 * the one loaded copy.
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
  '@portal/session',
  '@portal/domains',
  '@portal/http',
  '@portal/i18n',
] as const;

/** Our own singletons: versioned contracts whose public surface `npm test` watches. */
export const portalSingletons = singletonPackages.filter((name) => name.startsWith('@portal/'));

export const packageNameOf = (request: string): string =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);

interface PackageJson {
  name?: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readPackageJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** The installed version of a package, as seen from the app's folder. */
const installedVersion = (appDir: string, packageName: string): string => {
  const require = createRequire(`${appDir}/package.json`);
  return readPackageJson(require.resolve(`${packageName}/package.json`)).version;
};

/**
 * The range of versions a third-party singleton accepts when the app pins an exact version: the
 * same major, or for 0.x packages the same minor, as semver's caret means for them.
 */
export const compatibleRange = (version: string): string => {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
};

const isRange = (spec: string): boolean => /^[\^~><=]/.test(spec);

/**
 * The range an app needs of a singleton: what its package.json declares when that is a range
 * (our own singletons: `"@portal/session": "^1.2.0"` says "1.2.0 or a later 1.x"), or the
 * caret of the version it pins (third-party packages are pinned exactly).
 */
export const requiredRange = (appDir: string, packageName: string): string => {
  const manifest = readPackageJson(`${appDir}/package.json`);
  const declared = manifest.dependencies?.[packageName] ?? manifest.devDependencies?.[packageName];
  if (declared && isRange(declared)) return declared;
  return compatibleRange(declared ?? installedVersion(appDir, packageName));
};

/**
 * Singletons shared tree-shaken: the one copy on the page carries only these exports. Every app is
 * built against the same list, so the shell's copy (loaded first) has everything any remote uses
 * and the runtime gives every remote that copy (`runtime-infer`): one router on the page, whose
 * links every remote's pages use. An app that uses an export outside the list is refused by its
 * build (SharedExportsCheckPlugin), and a release whose list the live shell does not cover is
 * refused when it is published (deploy/scripts/compatibility.ts). Adding an export: add it here,
 * release the shell, then the remotes that use it. (The router shared whole weighs 52 KiB
 * compressed, these exports 15; react-i18next 9 against 2.)
 */
export const treeShakenExports: Readonly<Record<string, readonly string[]>> = {
  'react-router-dom': [
    'BrowserRouter',
    'MemoryRouter',
    'Routes',
    'Route',
    'Link',
    'NavLink',
    'Navigate',
    'matchPath',
    'generatePath',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
};

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
  /** false: the app carries no copy of its own and uses the page's. */
  import?: false;
}

/**
 * The `shared` option of the federation plugin for an app in `appDir`. `ownCopies: false` (a
 * remote's production build): the app bundles no copy of the singletons that are shared whole,
 * whose one copy is the shell's. Such a remote runs only on the shell's federation runtime already
 * (`externalRuntime`), and the shell fetches no release whose needs it does not meet
 * (shell/src/federation/compatibility.ts), so a copy of its own would never run: it only weighed on
 * the remote's entry (its chunk map and the code registering the copies) and on every publish.
 * The tree-shaken ones keep theirs: the runtime resolves them through the app's own fallback.
 */
export const sharedDependencies = (appDir: string, { ownCopies = true }: { ownCopies?: boolean } = {}): Record<string, SharedEntry> =>
  Object.fromEntries(
    singletonPackages.map((request) => {
      const name = packageNameOf(request);
      const usedExports = treeShakenExports[request];
      return [
        request,
        {
          singleton: true,
          requiredVersion: requiredRange(appDir, name),
          version: installedVersion(appDir, name),
          ...(usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } } : {}),
          ...(ownCopies || usedExports ? {} : { import: false as const }),
        },
      ];
    }),
  );

/**
 * What an app provides of each singleton package (name → installed version), and of the
 * federation runtime its remotes' entries run on (deploy/scripts/compatibility.ts federationRuntime:
 * the federation plugin's version, as the manifests record it).
 */
export const providedVersions = (appDir: string): Record<string, string> => ({
  ...Object.fromEntries([...new Set(singletonPackages.map(packageNameOf))].map((name) => [name, installedVersion(appDir, name)])),
  '@module-federation/runtime-core': federationPluginVersion(appDir),
});

/** The installed federation plugin's version (its package does not export its package.json). */
const federationPluginVersion = (appDir: string): string => {
  let folder = path.dirname(createRequire(`${appDir}/package.json`).resolve('@module-federation/enhanced'));
  const isPluginFolder = (candidate: string) =>
    existsSync(path.join(candidate, 'package.json')) && readPackageJson(path.join(candidate, 'package.json')).name === '@module-federation/enhanced';
  while (!isPluginFolder(folder)) {
    if (path.dirname(folder) === folder) throw new Error(`No package.json of @module-federation/enhanced above ${appDir}`);
    folder = path.dirname(folder);
  }
  return readPackageJson(path.join(folder, 'package.json')).version;
};

/**
 * The folders of every singleton package and of the packages they depend on (react-dom's
 * scheduler, the router's cookie parser...), as the app in `appDir` resolves them: the code of
 * the singletons, whatever chunk the build would otherwise give each one.
 */
export const singletonFolders = (appDir: string): string[] => {
  const folders = new Set<string>();
  const visit = (name: string, from: string) => {
    let manifestFile: string;
    try {
      manifestFile = realpathSync(createRequire(`${from}/package.json`).resolve(`${name}/package.json`));
    } catch {
      return; // an optional dependency that is not installed
    }
    const folder = path.dirname(manifestFile);
    if (folders.has(folder)) return;
    folders.add(folder);
    // What our own singletons import (the contracts, zod for a form loaded later) is bundled by
    // each app that uses it, never part of a singleton's copy.
    if (name.startsWith('@portal/')) return;
    for (const dependency of Object.keys(readPackageJson(manifestFile).dependencies ?? {})) visit(dependency, folder);
  };
  for (const name of new Set(singletonPackages.map(packageNameOf))) visit(name, appDir);
  return [...folders];
};
