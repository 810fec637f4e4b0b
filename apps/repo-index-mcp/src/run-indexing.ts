import type { IndexRunStats, RepoIndex } from '@sextant/core-engine/indexing';
import { isAppError } from '@sextant/core-engine';
import type { ToolContext } from '@sextant/mcp-shell';
import type { AppDeps } from './deps.js';
import type { IndexEntry } from './indexes.js';
import { uris } from './status.js';

/** Runs (or joins) indexing with progress, live status updates and a cancellable operation id. */
export async function runIndexing(
  entry: IndexEntry,
  index: RepoIndex,
  deps: AppDeps,
  ctx: ToolContext,
  opts: { languages?: string[]; maxFileBytes?: number },
): Promise<{ stats: IndexRunStats; operation_id: string }> {
  const op = deps.indexes.startOperation(entry.id, ctx.signal);
  const notify = () => ctx.notifyResourceUpdated(uris.status(entry.id)).catch(() => undefined);
  let last = 0;
  deps.status.set(entry.id, {
    state: 'indexing',
    operation_id: op.id,
    progress: 0,
    message: 'starting',
    error: undefined,
  });
  ctx.progress({ progress: 0, total: 100, message: `operation_id=${op.id}: starting` });
  await notify();
  try {
    const stats = await index.run({
      root: entry.root,
      rev: entry.rev ?? undefined,
      languages: opts.languages,
      maxFileBytes: opts.maxFileBytes ?? deps.config.maxFileBytes,
      signal: op.signal,
      onProgress(p) {
        ctx.progress(p);
        deps.status.set(entry.id, { progress: p.progress, message: p.message });
        if (Date.now() - last > 250 || p.progress === p.total) {
          last = Date.now();
          void notify();
        }
      },
    });
    deps.status.set(entry.id, {
      state: 'idle',
      progress: 100,
      message: `${stats.status}: ${stats.changed} changed`,
      operation_id: undefined,
    });
    // Fresh as of this run: the watch only needs what changes from now on. A CLI command exits after its answer,
    // so it neither watches nor readies search structures nobody will read (`watch PATH` starts its own).
    if (ctx.surface === 'mcp') deps.indexes.watch(entry, index, { catchUp: false });
    return { stats, operation_id: op.id };
  } catch (err) {
    const code = isAppError(err) ? err.code : 'INTERNAL';
    deps.status.set(entry.id, {
      state: code === 'CANCELLED' ? 'cancelled' : 'failed',
      operation_id: undefined,
      error: { code, message: (err as Error).message },
    });
    throw err;
  } finally {
    op.done();
    await notify();
  }
}
