const LAZY = Symbol.for('sextant.lazyDeps');

/** Deps made on their first use (a tool call, a resource read, a prompt) instead of at start. */
export interface LazyDeps<D> extends PromiseLike<D> {
  readonly [LAZY]: true;
  /** The deps if something asked for them already (for shutdown: nothing to dispose otherwise). */
  made(): Promise<D> | undefined;
}

/**
 * What `createDeps` returns to keep the deps' modules (clients, stores, caches) out of start-up: `make` runs once,
 * on the first call that needs the deps, so tools/list never loads them. Check the configuration before (in
 * `createDeps` itself), so a bad one still fails at start. A failure to make them reaches the call as its error, and
 * the next call tries again.
 */
export function lazyDeps<D>(make: () => D | Promise<D>): LazyDeps<D> {
  let made: Promise<D> | undefined;
  // A failure is not kept: the next call tries again (a store that was down may be up).
  const get = () =>
    (made ??= Promise.resolve()
      .then(make)
      .catch((err: unknown) => {
        made = undefined;
        throw err;
      }));
  return {
    [LAZY]: true,
    made: () => made,
    then: (onFulfilled, onRejected) => get().then(onFulfilled, onRejected),
  };
}

/** Whether `createDeps` returned lazy deps. */
export const isLazyDeps = <D>(value: unknown): value is LazyDeps<D> =>
  typeof value === 'object' && value !== null && LAZY in value;
