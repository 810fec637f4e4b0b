import { chunkCount } from './spanned-entry.js';
import type { VectorStore } from '../../ports/vector-store.js';
import type { StateStore } from './state-store.js';

/**
 * The previous state, when it can be trusted: not when the store replaced a damaged file since (the state
 * describes the file moved aside), nor when (verifying) the store does not hold the chunks it lists. An
 * untrusted state means a full run, and the run says why.
 *
 * A run killed after its store commit and before its state write leaves the two from different moments:
 * the rows of the files its journal names are the new ones, the state still lists the old ones. That is
 * no damage (the next run redoes those files), so the counts are compared over the other files only.
 */
export async function trustedState(deps: { state: StateStore; store: VectorStore }, verify?: boolean) {
  let prev = await deps.state.readState();
  let repair = deps.store.repaired ?? deps.state.takeRepaired();
  if (deps.store.repaired) prev = undefined;
  if (prev && verify) {
    const inFlight = new Set(await deps.state.readJournal());
    let listed = 0;
    for (const p in prev.files) if (!inFlight.has(p)) listed += chunkCount(prev.files[p]!);
    let stored = await deps.store.count();
    for (const p of inFlight) stored -= await deps.store.count({ path: p });
    if (stored !== listed) {
      const where = inFlight.size ? ` (outside the ${inFlight.size} files of an unfinished commit)` : '';
      repair = {
        code: 'INDEX_REBUILT',
        reason: `the store holds ${stored} chunks where the state lists ${listed}${where}`,
      };
      prev = undefined;
    }
  }
  return { prev, repair };
}
