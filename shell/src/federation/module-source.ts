import type { RemoteModuleRef, RemoteRoute } from '@portal/contracts';

/** A remote's files could not be fetched or evaluated, or it cannot run with this shell. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** The remotes whose pages the shell shows, in the order their route tables are merged. */
export interface RemotePages {
  remotes: Record<string, { version: string; pages: RemoteRoute[] }>;
}

/**
 * Where the shell gets the remotes' pages and modules. The portal reads them at run time through
 * Module Federation (`federatedModules` in remotes.ts); the benchmarks' monolith build of the same
 * code imports them statically (bench/monolith). Given once, before the first render, by the
 * entry that starts the shell; the rest of the shell only goes through this.
 */
export interface ModuleSource {
  /** The remotes and their route tables. */
  loadPages(): Promise<RemotePages>;
  /** A remote's module; fails with RemoteLoadError when it cannot be had. */
  loadModule<T>(ref: RemoteModuleRef): Promise<T>;
  /** Starts fetching a module's files without waiting for them; never fails. */
  preloadModule(ref: RemoteModuleRef): Promise<void>;
  /** Reports that a module's area failed, against the release it came from (canary releases); never fails. */
  reportFailure?(ref: RemoteModuleRef): void;
}

let current: ModuleSource | null = null;

export const provideModuleSource = (source: ModuleSource): void => {
  current = source;
};

export const moduleSource = (): ModuleSource => {
  if (!current) throw new Error('The shell was started without a module source');
  return current;
};
