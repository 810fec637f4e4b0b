import type { IndexState } from './types.js';

// How each state was made from an earlier one, for any reader in this process (see `noteStep`). The earlier
// state is held weakly: a chain of links must not keep every old file table alive.
const links = new WeakMap<IndexState, { from: WeakRef<IndexState>; touched: readonly string[] }>();

/**
 * Records that `to` was made from `from` and that only the `touched` paths have other entries (every path
 * that came or went is among them). A state store calls it for each step it writes or reads from the log.
 */
export function noteStep(from: IndexState, to: IndexState, touched: readonly string[]): void {
  links.set(to, { from: new WeakRef(from), touched });
}

/**
 * The paths whose entries differ between `from` and `to`, when `to` was made from `from` in at most
 * `maxSteps` recorded steps (both still in memory); undefined when that is not known.
 */
export function touchedBetween(from: IndexState, to: IndexState, maxSteps = 8): readonly string[] | undefined {
  const touched: string[] = [];
  let at = to;
  for (let i = 0; i < maxSteps && at !== from; i++) {
    const link = links.get(at);
    const before = link?.from.deref();
    if (!link || !before) return undefined;
    touched.push(...link.touched);
    at = before;
  }
  return at === from ? touched : undefined;
}
