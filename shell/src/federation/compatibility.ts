import { satisfy } from '@module-federation/enhanced/runtime';

declare const __PORTAL_PROVIDED_SINGLETONS__: Record<string, string>;

/** The singleton versions this shell provides to every remote on the page (from its build). */
export const providedSingletons: Record<string, string> =
  typeof __PORTAL_PROVIDED_SINGLETONS__ === 'undefined' ? {} : __PORTAL_PROVIDED_SINGLETONS__;

/** One need of a remote that this shell does not meet. */
export interface UnmetNeed {
  name: string;
  needed: string;
  provided: string;
}

/**
 * The needs of a release that the shell's own singletons do not satisfy. A package the shell
 * does not provide is the remote's own business (it brings its copy) and is not checked.
 */
export const unmetNeeds = (needs: Record<string, string>, provided = providedSingletons): UnmetNeed[] =>
  Object.entries(needs).flatMap(([name, needed]) => {
    const version = provided[name];
    return version === undefined || satisfy(version, needed) ? [] : [{ name, needed, provided: version }];
  });

export const describeUnmetNeeds = (unmet: UnmetNeed[]): string =>
  unmet.map(({ name, needed, provided }) => `${name} ${needed} is needed, the shell provides ${provided}`).join('; ');
