import { watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { Freshness } from './freshness.js';
import type { IndexRunStats } from '../state/types.js';

export interface WatchOptions {
  root: string;
  /** Quiet time after the last change before re-indexing. @default 100 */
  debounceMs?: number;
  log: Logger;
  /** Called after each background run (tests, the CLI). */
  onRun?: (stats: IndexRunStats) => void;
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
  close(): void;
}

// Git's own files that mean the work tree's meaning changed: a checkout moves HEAD, a commit or an add the index.
const GIT_SIGNALS = /^\.git[\\/](?:HEAD|index|refs[\\/])/;

/**
 * Watches a work tree with Node's recursive fs.watch (inotify on Linux, FSEvents on macOS), debounces, and
 * re-indexes through `run` (the incremental path: only changed files are read). Changes during a run
 * start one more run after it.
 */
export function watchWorkTree(run: () => Promise<IndexRunStats>, opts: WatchOptions): WorkTreeWatch {
  const debounceMs = opts.debounceMs ?? 100;
  let pending: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (pending || running || timer) return;
    const w = waiters;
    waiters = [];
    w.forEach((f) => f());
  };
  const start = () => {
    timer = undefined;
    if (closed || running || !pending) return settle();
    pending = undefined;
    running = run()
      .then((stats) => opts.onRun?.(stats))
      .catch((err: unknown) => opts.log.warn('watch: re-indexing failed', { err: String(err) }))
      .finally(() => {
        running = undefined;
        if (pending && !closed) timer = setTimeout(start, debounceMs);
        settle();
      });
  };
  const changed = (file: string) => {
    if (closed) return;
    if (file.startsWith('.git') && !GIT_SIGNALS.test(file)) return;
    pending ??= file;
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, debounceMs);
  };

  let watcher: FSWatcher;
  try {
    watcher = watch(opts.root, { recursive: true, persistent: false }, (_event, name) =>
      changed(name ? String(name) : ''),
    );
  } catch (cause) {
    throw new AppError('INTERNAL', `Cannot watch ${opts.root}.`, {
      cause,
      hint: 'Recursive fs.watch needs Node 20 or later; on Linux raise fs.inotify.max_user_watches.',
    });
  }
  let broken: string | undefined;
  watcher.on('error', (err) => {
    broken = String(err);
    opts.log.warn('watch: watcher failed; freshness falls back to git status', { err: broken });
  });

  return {
    freshness: () =>
      pending || running || timer
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
    kick: () => changed('(start)'),
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      watcher.close();
      settle();
    },
  };
}
