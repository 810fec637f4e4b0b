import { watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { watchFolders } from './folder-watch.js';
import type { FolderWatch } from './folder-watch.js';
import type { Freshness } from './freshness.js';
import type { IndexRunStats } from '../state/types.js';

export interface WatchOptions {
  root: string;
  /** Quiet time after the last change before re-indexing (an editor's save is one burst of a few ms). @default 25 */
  debounceMs?: number;
  log: Logger;
  /** Called after each background run (tests, the CLI). */
  onRun?: (stats: IndexRunStats) => void;
  /**
   * This long after a run given only the paths the events named, a quiet run lists the whole tree: a
   * change whose event was lost is caught then. @default 30000
   */
  fullCheckMs?: number;
}

/** A running watch: freshness from memory, and a way to stop. */
export interface WorkTreeWatch {
  /** Behind while changes wait or a run is under way; never asks git. */
  freshness(): Freshness;
  /** Resolves when no change is pending and no run is under way. */
  idle(): Promise<void>;
  /** Why the watcher stopped working (e.g. out of inotify watches), if it did: freshness must ask git again. */
  readonly broken: string | undefined;
  /** Re-indexes now as if something changed (catching up on what changed before the watch began). */
  kick(): void;
  /** Stops watching and cancels a run under way (quietly); resolves when it has settled. */
  close(): Promise<void>;
}

// Git's own files that mean the work tree's meaning changed: a checkout moves HEAD, a commit or an add the index.
const GIT_SIGNALS = /^\.git[\\/](?:HEAD|index|refs[\\/])/;
/** More changed paths than this in one run are not named to it: it lists the tree. */
const MAX_NAMED = 256;
const KICK = '(start)';

/**
 * Watches a work tree (each folder's inotify watch on Linux, the recursive fs.watch elsewhere), debounces, and
 * re-indexes through `run` (the incremental path: only changed files are read), naming the paths the
 * events named (`undefined`: list the whole tree, as for git's own files, a catch-up, or a periodic full
 * check). Changes during a run start one more run after it.
 */
export function watchWorkTree(
  run: (changed: readonly string[] | undefined, signal: AbortSignal) => Promise<IndexRunStats>,
  opts: WatchOptions,
): WorkTreeWatch {
  const debounceMs = opts.debounceMs ?? 25;
  const fullCheckMs = opts.fullCheckMs ?? 30_000;
  let pending: string | undefined;
  // Paths of the changes waiting; undefined when the next run lists the whole tree.
  let named: Set<string> | undefined;
  // The full check due after runs given named paths; `checking` while it runs (freshness ignores it).
  let check: NodeJS.Timeout | undefined;
  let checking = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  // Aborted by close: the run under way stops at its next check (before its commit, or it finishes).
  const abort = new AbortController();
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (pending || running || timer) return;
    const w = waiters;
    waiters = [];
    w.forEach((f) => f());
  };
  const launch = (paths: string[] | undefined, quiet: boolean) => {
    checking = quiet;
    if (paths) check ??= setTimeout(fullCheck, fullCheckMs).unref();
    running = run(paths, abort.signal)
      .then((stats) => opts.onRun?.(stats))
      // After close, a failure is the cancellation (or the store closing under the run): nothing to report.
      .catch((err: unknown) =>
        closed
          ? opts.log.debug('watch: run stopped by close', { err: String(err) })
          : opts.log.warn('watch: re-indexing failed', { err: String(err) }),
      )
      .finally(() => {
        running = undefined;
        checking = false;
        if (pending && !closed) timer = setTimeout(start, debounceMs);
        settle();
      });
  };
  const start = () => {
    timer = undefined;
    if (closed || running || !pending) return settle();
    const paths = named && [...named];
    pending = undefined;
    named = undefined;
    launch(paths, false);
  };
  function fullCheck() {
    check = undefined;
    if (closed) return;
    if (running || pending) check = setTimeout(fullCheck, fullCheckMs).unref();
    else launch(undefined, true);
  }
  const changed = (file: string) => {
    if (closed) return;
    if (file.startsWith('.git') && !GIT_SIGNALS.test(file)) return;
    const whole = !file || file === KICK || GIT_SIGNALS.test(file);
    if (!pending) named = whole ? undefined : new Set();
    else if (whole) named = undefined;
    if (named && !whole) named = named.size < MAX_NAMED ? named.add(file) : undefined;
    pending ??= file;
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, debounceMs);
  };

  let broken: string | undefined;
  const broke = (err: Error) => {
    broken = String(err);
    opts.log.warn('watch: watcher failed; freshness falls back to git status', { err: broken });
  };
  let watcher: FSWatcher | FolderWatch;
  try {
    // On Linux one inotify watch per folder (see folder-watch.ts); elsewhere the system's recursive watch.
    if (process.platform === 'linux') watcher = watchFolders(opts.root, changed, broke);
    else {
      const w = watch(opts.root, { recursive: true, persistent: false }, (_event, name) =>
        changed(name ? String(name) : ''),
      );
      w.on('error', broke);
      watcher = w;
    }
  } catch (cause) {
    throw new AppError('INTERNAL', `Cannot watch ${opts.root}.`, {
      cause,
      hint: 'Recursive fs.watch needs Node 20 or later; on Linux raise fs.inotify.max_user_watches.',
    });
  }

  return {
    freshness: () =>
      pending || (running && !checking) || timer
        ? { behind: true, reason: `re-indexing changes (${pending || 'a run is under way'})` }
        : { behind: false },
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
    get broken() {
      return broken;
    },
    kick: () => changed(KICK),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      if (check) clearTimeout(check);
      timer = undefined;
      pending = undefined;
      watcher.close();
      abort.abort(new AppError('CANCELLED', 'The watch was closed.'));
      settle();
      await running;
    },
  };
}
