import { stat } from 'node:fs/promises';
import type { FileHistory, HistoryOptions } from './file-history.js';
import { historyOfCommits, historyOptions, logCommits, resumableLog } from './file-history.js';

// Added to git's nice value while it reads behind a run: it then runs in the cores' idle time (waiting on
// I/O, the run's single-threaded stretches) instead of taking a share of a core from the run's workers.
const BEHIND = 19;

// How often the low git's output is looked at, and the least it writes in that time when it gets the
// cores' idle time (git writes about 2 MB of log per second of CPU; this is a twentieth of a core).
const PROBE_MS = 500;
const STARVED_BYTES = 48 * 1024;

/**
 * The history of `head` read behind an indexing run: `git log` at the lowest priority while it finds idle
 * CPU. It is stopped when `ended` settles (the run is done, or someone needs the history now) or when it
 * starves (the run's workers or other processes keep the cores busy: then there is no idle time to wait
 * for, and a read at the end would add its whole time to the run's), and a git at the default priority
 * lists the commits it had not written (`--skip` past those it had, in the same walk). What the low git
 * read is kept, not read again; the history is the whole read's either way.
 */
export async function readHistoryBehind(
  root: string,
  head: string,
  opts: HistoryOptions,
  ended: Promise<unknown>,
): Promise<FileHistory> {
  const start = performance.now();
  const o = historyOptions(opts);
  const low = new AbortController();
  const stop = () => low.abort();
  void ended.then(stop, stop);
  let probe: NodeJS.Timeout | undefined;
  const watch = (file: string) => {
    let seen = 0;
    probe = setInterval(() => {
      void stat(file).then(
        ({ size }) => (size - seen < STARVED_BYTES ? stop() : (seen = size)),
        () => {}, // gone: git is done
      );
    }, PROBE_MS).unref();
  };
  try {
    const behind = await resumableLog(root, head, o, o.maxCommits, { nice: BEHIND, signal: low.signal }, watch);
    if (behind.done) return historyOfCommits(head, behind.commits, o, start);
    const kept = behind.commits.length;
    const rest = await logCommits(root, head, o, o.maxCommits - kept, {}, kept);
    // Its time from the start behind the run (what `timings_ms.history` reports).
    return historyOfCommits(head, [...behind.commits, ...rest], o, start);
  } finally {
    clearInterval(probe);
  }
}
