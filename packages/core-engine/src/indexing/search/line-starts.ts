import type { Stats } from 'node:fs';

/** Where a file's lines start (byte offsets), as far as they were looked for in one version of the file. */
export interface LineStarts {
  starts: number[];
  /** Whether the last line was found (then the last entry is one past the file's end). */
  done: boolean;
  /** A read failed or came up short: the file changed under it, or cannot be read. Not kept. */
  broken?: boolean;
}

/** Line starts kept across searches, by file version, so a snippet reads only the lines it shows. */
export interface LineStartsCache {
  /** The line starts known for this version of a file (empty when none are): the caller's reads add to them. */
  get(version: string): LineStarts;
  /** Drops the least recently used files' line starts past the cache's size. */
  trim(): void;
}

/** A file's version: its path, inode, size and change times (a write changes the size or the times). */
export const fileVersion = (path: string, st: Stats) =>
  `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}:${path}`;

/** A {@link LineStartsCache} of up to `maxLines` line starts (8 bytes each) over all files. */
export function createLineStartsCache(maxLines = 1_000_000): LineStartsCache {
  const kept = new Map<string, LineStarts>();
  return {
    get(version) {
      const hit = kept.get(version);
      // Most recently used last: trimming drops the first.
      kept.delete(version);
      const starts = hit && !hit.broken ? hit : { starts: [0], done: false };
      kept.set(version, starts);
      return starts;
    },
    trim() {
      let held = 0;
      for (const v of kept.values()) held += v.starts.length;
      for (const [version, v] of kept) {
        if (held <= maxLines) break;
        kept.delete(version);
        held -= v.starts.length;
      }
    },
  };
}
