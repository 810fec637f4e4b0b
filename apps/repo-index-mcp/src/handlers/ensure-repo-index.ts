import type { AppDeps } from '../deps.js';
import { runIndexing } from '../run-indexing.js';
import { repoRootOf } from '../target.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/ensure-repo-index.js';

/** The handler of ensureRepoIndex, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { path, rev, languages, index_opts },
  deps: AppDeps,
  ctx,
) => {
  const root = await repoRootOf(path, ctx);
  const { entry, index } = await deps.indexes.ensure(root, rev);
  const { stats, operation_id } = await runIndexing(entry, index, deps, ctx, {
    languages,
    maxFileBytes: index_opts?.max_file_bytes,
  });
  return { index_id: entry.id, root, rev: entry.rev, status: stats.status, stats, operation_id };
};
