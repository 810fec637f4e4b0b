import type { FileHistory, HistoryOptions } from './file-history.js';
import { readFileHistory } from './file-history.js';

// Added to git's nice value while it reads behind a run: it then runs in the cores' idle time (waiting on
// I/O, the run's single-threaded stretches) instead of taking a share of a core from the run's workers.
const BEHIND = 19;

/**
 * The history of `head` read behind an indexing run: `git log` at the lowest priority until `ended`
 * settles (the run is done, or someone needs the history now), then one at the default priority races it,
 * since a niced git starves while other processes load the machine. The first to finish gives the history
 * (the same either way); the other git is ended.
 */
export async function readHistoryBehind(
  root: string,
  head: string,
  opts: HistoryOptions,
  ended: Promise<unknown>,
): Promise<FileHistory> {
  const start = performance.now();
  const low = new AbortController();
  const high = new AbortController();
  const behind = readFileHistory(root, head, opts, { nice: BEHIND, signal: low.signal });
  const settled = behind.then(
    () => true,
    () => true,
  );
  const ahead = Promise.race([settled, ended.then(() => false)]).then((done) =>
    done ? behind : readFileHistory(root, head, opts, { signal: high.signal }),
  );
  try {
    // Its time from the start behind the run (what `timings_ms.history` reports), not the winner's own.
    return { ...(await Promise.any([behind, ahead])), ms: Math.round(performance.now() - start) };
  } catch (e) {
    // Both failed (a failing read makes `ahead` the same one): its own error, not an AggregateError.
    throw e instanceof AggregateError ? e.errors[e.errors.length - 1] : e;
  } finally {
    low.abort();
    high.abort();
  }
}
