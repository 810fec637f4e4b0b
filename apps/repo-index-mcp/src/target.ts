import { stat } from 'node:fs/promises';
import type { RepoIndex } from '@sextant/core-engine/indexing';
import { AppError } from '@sextant/core-engine';
import { repoRootInside } from '@sextant/security/wall';
import type { ToolContext } from '@sextant/mcp-shell';
import type { AppDeps } from './deps.js';
import { runIndexing } from './run-indexing.js';

/** Resolves a user path to the root of its git work tree, inside the allowed roots. */
export async function repoRootOf(path: string, ctx: ToolContext): Promise<string> {
  const abs = await ctx.resolvePath(path);
  const st = await stat(abs).catch(() => undefined);
  if (!st)
    throw new AppError('NOT_FOUND', `No such folder: ${path}.`, { hint: 'Pass the path of a git working tree.' });
  // The work tree root, its git dir and common dir (a `.git` file may point anywhere) must all be allowed.
  const root = await repoRootInside(st.isDirectory() ? abs : `${abs}/..`, ctx.roots());
  return ctx.resolvePath(root);
}

/** The index named by `index_id`, or the one of `path` (built or updated first, for CLI convenience). */
export async function indexFrom(
  args: { index_id?: string; path?: string },
  deps: AppDeps,
  ctx: ToolContext,
): Promise<{ id: string; index: RepoIndex }> {
  if (args.index_id) {
    const { entry, index } = await deps.indexes.get(args.index_id);
    // An index built by an earlier server is watched from its first use here.
    if (!index.watching && !index.isRunning && (await index.state())) deps.indexes.watch(entry, index);
    return { id: entry.id, index };
  }
  if (!args.path) {
    throw new AppError('INVALID_INPUT', 'Pass index_id (from ensure_repo_index) or path.', {
      hint: 'e.g. { "path": "." }',
    });
  }
  const root = await repoRootOf(args.path, ctx);
  const { entry, index } = await deps.indexes.ensure(root);
  if (!(await index.state())) await runIndexing(entry, index, deps, ctx, {});
  else deps.indexes.watch(entry, index);
  return { id: entry.id, index };
}
