import type { VectorStore } from '../ports/vector-store.js';
import type { StateStore } from './state-store.js';

/**
 * The previous state, when it can be trusted: not when the store replaced a damaged file since (the state
 * describes the file moved aside), nor when (verifying) the store does not hold the chunks it lists. An
 * untrusted state means a full run, and the run says why.
 */
export async function trustedState(deps: { state: StateStore; store: VectorStore }, verify?: boolean) {
  let prev = await deps.state.readState();
  let repair = deps.store.repaired ?? deps.state.takeRepaired();
  if (deps.store.repaired) prev = undefined;
  if (prev && verify) {
    let listed = 0;
    for (const p in prev.files) listed += prev.files[p]!.chunks.length;
    const stored = await deps.store.count();
    if (stored !== listed) {
      repair = { code: 'INDEX_REBUILT', reason: `the store holds ${stored} chunks where the state lists ${listed}` };
      prev = undefined;
    }
  }
  return { prev, repair };
}
