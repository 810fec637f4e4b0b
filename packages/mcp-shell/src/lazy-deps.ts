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
  // A failure is not kept: the next call tries again (a store that was down may be up).
  const get = onceUntilFailure(make);
  return {
    [LAZY]: true,
    made: () => get.made(),
    then: (onFulfilled, onRejected) => get().then(onFulfilled, onRejected),
  };
}

/**
 * `make` run on the first call and its promise kept for the next ones, unless it fails: a failure is that
 * call's error, and the next call runs `make` again. `made()` is the kept promise, if any.
 */
export function onceUntilFailure<T>(
  make: () => T | Promise<T>,
): (() => Promise<T>) & { made(): Promise<T> | undefined } {
  let made: Promise<T> | undefined;
  const get = () =>
    (made ??= Promise.resolve()
      .then(make)
      .catch((err: unknown) => {
        made = undefined;
        throw err;
      }));
  return Object.assign(get, { made: () => made });
}

/** Whether `createDeps` returned lazy deps. */
export const isLazyDeps = <D>(value: unknown): value is LazyDeps<D> =>
  typeof value === 'object' && value !== null && LAZY in value;
