import { satisfy } from '@module-federation/enhanced/runtime';
import { packageNameOf } from '@portal/mf-config';

/** One shared module as an app's `mf-manifest.json` lists it. */
interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface FederationManifest {
  shared?: ManifestShared[];
}

/** What a release needs of each singleton package: package name → version range. */
export type Needs = Record<string, string>;
/** What a shell provides of each singleton package: package name → version. */
export type Provides = Record<string, string>;

/** A remote release's needs, from its manifest (subpaths such as react-dom/client fold into their package). */
export const needsOf = (manifest: FederationManifest): Needs =>
  Object.fromEntries(
    (manifest.shared ?? [])
      .filter((shared) => shared.singleton && shared.requiredVersion)
      .map((shared) => [packageNameOf(shared.name), shared.requiredVersion as string]),
  );

/** A shell release's singleton versions, from its manifest. */
export const providesOf = (manifest: FederationManifest): Provides =>
  Object.fromEntries(
    (manifest.shared ?? []).filter((shared) => shared.singleton).map((shared) => [packageNameOf(shared.name), shared.version]),
  );

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
