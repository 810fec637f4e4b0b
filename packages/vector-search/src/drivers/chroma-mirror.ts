import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import type { FieldWeights } from '../lexical/fields.js';
import { createLibsqlStore } from './libsql.js';

/** What the mirror needs of the collection: its write mark, and its records page by page. */
export interface MirrorSource {
  /** The mark the last write left on the collection (its metadata), if any. */
  mark(): Promise<string | undefined>;
  /** Sets a new mark (after a write). */
  setMark(mark: string): Promise<void>;
  /** Records without vectors, from `offset`. */
  page(offset: number, limit: number): Promise<StoredChunk[]>;
}

/** The local lexical index of a Chroma collection (see `createChromaStore`). */
export interface LexicalMirror {
  /** The libsql store holding the collection's text and metadata, up to date with the collection. */
  current(): Promise<VectorStore>;
  /** Runs a write to the collection and the same write here, then marks the collection. */
  write(fn: (local: VectorStore) => Promise<void>): Promise<void>;
  dispose(): Promise<void>;
}

const PAGE = 1000;

/**
 * A libsql file (or memory) holding the text and lexical fields of every record of a Chroma collection, so
 * lexical search and chunk rows need no round trip. Each write leaves a new random mark in the collection's
 * metadata; a mirror whose last mark differs (another process wrote, or a write here did not finish)
 * reloads the whole collection before it answers. The mark is read again once `markTtlMs` passed since the
 * last read (like a repo index's freshness check), so another process's writes show within that time.
 * The mark a file mirror holds is kept beside it (`<path>.mark`), removed while a write is under way.
 */
export async function createLexicalMirror(
  source: MirrorSource,
  opts: { path: string; fieldWeights?: Partial<FieldWeights>; markTtlMs?: number },
): Promise<LexicalMirror> {
  const ttl = opts.markTtlMs ?? 1000;
  const local = await createLibsqlStore({ path: opts.path, fieldWeights: opts.fieldWeights });
  const markFile = opts.path === ':memory:' ? undefined : `${opts.path}.mark`;
  let held: string | undefined;
  try {
    held = markFile ? readFileSync(markFile, 'utf8') || undefined : undefined;
  } catch {
    held = undefined;
  }
  const hold = (mark: string | undefined) => {
    held = mark;
    if (!markFile) return;
    if (mark) writeFileSync(markFile, mark);
    else rmSync(markFile, { force: true });
  };

  async function reload(): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = await source.mark();
      hold(undefined);
      await local.delete({ filter: {} });
      for (let offset = 0; ; offset += PAGE) {
        const rows = await source.page(offset, PAGE);
        if (rows.length) await local.upsert(rows);
        if (rows.length < PAGE) break;
      }
      // A write that landed meanwhile changed the mark: load again.
      if ((await source.mark()) === before) return hold(before ?? '');
    }
  }

  let checking: Promise<void> | undefined;
  let checkedAt = -Infinity;
  const sync = async () => {
    const started = performance.now();
    const mark = (await source.mark()) ?? '';
    if (held !== mark) await reload();
    checkedAt = started;
  };
  let writing: Promise<unknown> = Promise.resolve();
  return {
    async current() {
      await writing;
      // A check runs in turn with writes (a mark read before a write here ends would look foreign), is
      // shared by concurrent calls, and serves the calls of the next `markTtlMs`.
      if (held === undefined || performance.now() - checkedAt >= ttl) {
        if (!checking) {
          const run = writing.then(sync);
          writing = run.catch(() => undefined);
          checking = run.finally(() => (checking = undefined));
        }
        await checking;
      }
      return local;
    },
    write(fn) {
      const run = writing.then(async () => {
        // Another process wrote since this mirror loaded: it loads again after this write.
        const stale = held === undefined || held !== ((await source.mark()) ?? '');
        checkedAt = -Infinity;
        hold(undefined);
        await fn(local);
        const mark = randomUUID();
        await source.setMark(mark);
        if (stale) await reload();
        else hold(mark);
      });
      writing = run.catch(() => undefined);
      return run;
    },
    dispose: () => local.dispose?.() ?? Promise.resolve(),
  };
}
