import type { RemoteModuleRef, RemoteRouteDefinition } from '@portal/contracts';
import { RemoteLoadError, type ModuleSource } from '../../../shell/src/federation/module-source';

/** `<remote>/<module>` → the module's dynamic import (its own chunk, fetched when first needed). */
export type ModuleLoaders = Record<string, () => Promise<unknown>>;

/** Every remote's route table, by federation name, in the order remotes.json lists them. */
export type StaticPages = Record<string, readonly RemoteRouteDefinition[]>;

export const moduleKey = (ref: RemoteModuleRef): string => `${ref.remote}/${ref.module}`;

/**
 * The shell's module source in the monolith build: the remotes' route tables and modules
 * imported statically, in place of remotes.json and Module Federation. Pages stay lazy, as in the
 * portal: each module is its own chunk, loaded when a page or widget needs it.
 */
export const staticModules = (pages: StaticPages, loaders: ModuleLoaders): ModuleSource => ({
  loadPages: () =>
    Promise.resolve({
      remotes: Object.fromEntries(
        Object.entries(pages).map(([remote, routes]) => [remote, { version: 'monolith', pages: [...routes] }]),
      ),
    }),
  loadModule: async <T,>(ref: RemoteModuleRef): Promise<T> => {
    const load = loaders[moduleKey(ref)];
    if (!load) throw new RemoteLoadError(ref.remote, new Error(`${moduleKey(ref)} is not in the monolith build`));
    try {
      return (await load()) as T;
    } catch (error) {
      throw new RemoteLoadError(ref.remote, error);
    }
  },
  preloadModule: async (ref: RemoteModuleRef): Promise<void> => {
    await loaders[moduleKey(ref)]?.().catch(() => undefined);
  },
});
