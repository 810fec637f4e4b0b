import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blobId } from './acquire.js';
import { git } from './git.js';
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
  // Both git commands run at once: a search waits for this check when the cached one is older than its TTL.
  const headOut = git(state.root, ['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '');
  const statusOut = git(state.root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
  statusOut.catch(() => undefined); // awaited below only when HEAD has not moved
  const head = (await headOut).trim() || null;
  if (head !== state.head) return { behind: true, reason: `HEAD moved to ${head?.slice(0, 12) ?? '(none)'}` };
  const status = await statusOut;
  const indexedDirty = new Set(state.dirty);
  const changed: string[] = [];
  for (const entry of status.split('\0')) {
    if (entry.length < 4) continue;
    const path = entry.slice(3);
    const entryState = state.files[path];
    if (entry.slice(0, 2).includes('D')) {
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
