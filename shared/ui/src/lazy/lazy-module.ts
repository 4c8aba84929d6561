/**
 * Code a page fetches only when it is needed (`import()`: the bundler gives it a chunk of its
 * own), fetched once and shared by every part that asks for it. A failed fetch is forgotten, so
 * asking again fetches again (the bundler retries a chunk whose script failed).
 */
export interface LazyModule<M> {
  /** The module, once it has arrived: drawn at once, without a loading state. */
  readonly loaded: () => M | undefined;
  readonly load: () => Promise<M>;
}

export const lazyModule = <M>(fetchModule: () => Promise<M>): LazyModule<M> => {
  let arrived: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    loaded: () => arrived,
    load: () => {
      pending ??= fetchModule().then(
        (module) => {
          arrived = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
};
