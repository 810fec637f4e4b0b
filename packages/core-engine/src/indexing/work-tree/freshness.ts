import { join } from 'node:path';
import { inspectInside, readInsideSync, realRoots } from '../../guarded-io/fs-wall.js';
import { blobId } from './acquire.js';
import { workTreeStatus } from '../git/git.js';
import type { IndexState } from '../state/types.js';

/** Whether an index still reflects its work tree. */
export interface Freshness {
  behind: boolean;
  /** What changed since the index was built, when behind. */
  reason?: string;
}

/** Compares HEAD and the uncommitted overlay with what the index recorded (rev indexes are never behind). */
export async function checkFreshness(state: IndexState): Promise<Freshness> {
  if (state.rev) return { behind: false };
  const { head, entries } = await workTreeStatus(state.root);
  if (head !== state.head) return { behind: true, reason: `HEAD moved to ${head?.slice(0, 12) ?? '(none)'}` };
  const indexedDirty = new Set(state.dirty);
  const changed: string[] = [];
  let roots: string[] | undefined;
  for (const { code, path } of entries) {
    const entryState = state.files[path];
    if (code.includes('D')) {
      if (entryState) changed.push(path);
      continue;
    }
    if (!entryState) {
      if (!state.skipped.some((s) => s.path === path)) changed.push(path);
      continue;
    }
    const hash = blobId(await readWalled((roots ??= await realRoots([state.root])), join(state.root, path)));
    if (hash !== entryState.hash) changed.push(path);
    indexedDirty.delete(path);
  }
  // Files dirty at index time that are clean now were committed or reverted.
  changed.push(...[...indexedDirty].filter((p) => state.files[p]));
  return changed.length
    ? { behind: true, reason: `${changed.length} file(s) changed since indexing: ${changed.slice(0, 5).join(', ')}` }
    : { behind: false };
}

// Read as indexing reads (the wall: no link leading outside the work tree is followed); unreadable hashes as empty.
async function readWalled(roots: readonly string[], path: string): Promise<Buffer> {
  const seen = await inspectInside(roots, path);
  if (!seen.ok) return Buffer.alloc(0);
  try {
    return readInsideSync(roots, seen.real);
  } catch {
    return Buffer.alloc(0);
  }
}
