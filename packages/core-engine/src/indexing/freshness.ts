import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blobId } from './acquire.js';
import { workTreeStatus } from './git.js';
import type { IndexState } from './types.js';

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
    const hash = blobId(await readFile(join(state.root, path)).catch(() => Buffer.alloc(0)));
    if (hash !== entryState.hash) changed.push(path);
    indexedDirty.delete(path);
  }
  // Files dirty at index time that are clean now were committed or reverted.
  changed.push(...[...indexedDirty].filter((p) => state.files[p]));
  return changed.length
    ? { behind: true, reason: `${changed.length} file(s) changed since indexing: ${changed.slice(0, 5).join(', ')}` }
    : { behind: false };
}
