import { satisfy } from '@module-federation/enhanced/runtime';
import { packageNameOf, treeShakenExports } from '@portal/mf-config';

/** One shared module as an app's `mf-manifest.json` lists it. */
interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** The files of one exposed module, as an app's `mf-manifest.json` lists them (relative to the release). */
interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
}

export interface FederationManifest {
  shared?: ManifestShared[];
  exposes?: ManifestExpose[];
  metaData?: { remoteEntry?: { name?: string; path?: string }; pluginVersion?: string };
}

/** What a release needs of each singleton package: package name → version range. */
export type Needs = Record<string, string>;
/** What a shell provides of each singleton package: package name → version. */
export type Provides = Record<string, string>;

/**
 * A remote's entry runs on the federation runtime the shell provides (mf-config's
 * `externalRuntime`), so that runtime is a need like a singleton's: the same major version as the
 * one the remote was built with, and at least its minor. Its version is the federation plugin's
 * (its packages are released together), which every manifest records.
 */
export const federationRuntime = '@module-federation/runtime-core';

const runtimeRangeOf = (version: string): string => {
  const [major = '0', minor = '0'] = version.split('.');
  return `^${major}.${minor}.0`;
};

/** A remote release's needs, from its manifest (subpaths such as react-dom/client fold into their package). */
export const needsOf = (manifest: FederationManifest): Needs => {
  const runtime = manifest.metaData?.pluginVersion;
  return Object.fromEntries([
    ...(manifest.shared ?? [])
      .filter((shared) => shared.singleton && shared.requiredVersion)
      .map((shared) => [packageNameOf(shared.name), shared.requiredVersion as string]),
    ...(runtime ? [[federationRuntime, runtimeRangeOf(runtime)]] : []),
  ]);
};

/** A shell release's singleton versions and its federation runtime's, from its manifest. */
export const providesOf = (manifest: FederationManifest): Provides => {
  const runtime = manifest.metaData?.pluginVersion;
  return Object.fromEntries([
    ...(manifest.shared ?? []).filter((shared) => shared.singleton).map((shared) => [packageNameOf(shared.name), shared.version]),
    ...(runtime ? [[federationRuntime, runtime]] : []),
  ]);
};

export interface Incompatibility {
  packageName: string;
  /** The range the remote release needs. */
  needed: string;
  /** The version the shell provides. */
  provided: string;
}

/**
 * The needs a shell does not meet. A package the shell does not provide at all is left to the
 * remote, which then runs its own copy.
 */
export const incompatibilities = (needs: Needs, provides: Provides): Incompatibility[] =>
  Object.entries(needs).flatMap(([packageName, needed]) => {
    const provided = provides[packageName];
    return provided === undefined || satisfy(provided, needed) ? [] : [{ packageName, needed, provided }];
  });

/** One line per problem, for the release commands' refusal. */
export const describeIncompatibilities = (remote: string, problems: Incompatibility[]): string =>
  problems
    .map(({ packageName, needed, provided }) => `${remote} needs ${packageName} ${needed}, the live shell provides ${provided}`)
    .join('\n');

/** The federation plugin's statistics of a build (`mf-manifest-stats.json`), as far as the checks read them. */
export interface ManifestStats {
  shared?: { name: string; usedExports?: string[] }[];
}

/**
 * What a build has of each singleton shared tree-shaken: a remote the exports it uses, the shell
 * the exports its copy carries (both are the list every app is built against, plus anything an
 * app's build added to it).
 */
export type TreeShakenExports = Record<string, string[]>;

export const treeShakenExportsOf = (stats: ManifestStats): TreeShakenExports =>
  Object.fromEntries(
    (stats.shared ?? [])
      .filter((shared) => shared.name in treeShakenExports && shared.usedExports)
      .map((shared) => [shared.name, [...(shared.usedExports ?? [])].sort()]),
  );

export interface MissingExports {
  packageName: string;
  exports: string[];
}

/**
 * The exports a remote uses that the shell's copy lacks: the runtime would then load a second copy
 * of the package for it (a second router, whose links the shell's does not follow).
 */
export const missingExports = (needed: TreeShakenExports, provided: TreeShakenExports): MissingExports[] =>
  Object.entries(needed).flatMap(([packageName, exports]) => {
    const carried = provided[packageName];
    const missing = carried ? exports.filter((name) => !carried.includes(name)) : [];
    return missing.length > 0 ? [{ packageName, exports: missing }] : [];
  });

export const describeMissingExports = (remote: string, missing: MissingExports[]): string =>
  missing.map(({ packageName, exports }) => `${remote} needs ${exports.join(', ')} of ${packageName}, the live shell's copy lacks them`).join('\n');
