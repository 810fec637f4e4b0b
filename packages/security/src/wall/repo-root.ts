import { realpath } from 'node:fs/promises';
import { AppError } from '@sextant/core-engine';
import { insideAny, realRoots } from '@sextant/core-engine/guarded-io';

/**
 * The git work tree root holding `dir`, refused unless the work tree, its git dir and its common dir (where a
 * `.git` gitfile or `core.worktree` may point) all resolve inside `roots`. Uses the hardened git runner.
 */
export async function repoRootInside(dir: string, roots: readonly string[]): Promise<string> {
  // Loaded on first call: the indexing entry is heavy and every app imports this package at start.
  const { findRepoRoot, gitDirs } = await import('@sextant/core-engine/indexing');
  const root = await findRepoRoot(dir);
  const real = await realRoots(roots);
  const { gitDir, commonDir } = await gitDirs(root);
  for (const [what, p] of [
    ['work tree', root],
    ['git dir', gitDir],
    ['git common dir', commonDir],
  ] as const) {
    const resolved = await realpath(p).catch(() => p);
    if (!insideAny(real, resolved))
      throw new AppError('FORBIDDEN', `The repository's ${what} (${resolved}) is outside the allowed roots.`, {
        type: 'input_error',
        hint: `A .git file or core.worktree may not point outside ${roots.join(', ')}; index a repository whose git data lives inside them.`,
        details: { path: dir, [what.replace(/ /g, '_')]: resolved, allowedRoots: [...roots] },
      });
  }
  return root;
}
