import type { SkipReason } from '../work-tree/file-filters.js';
import type { RepairNote } from './storage.js';

/** What the index holds of one file. */
export interface FileEntry {
  /** git blob id (computed for uncommitted files). */
  hash: string;
  language: string;
  size: number;
  /** Chunk ids in the store. */
  chunks: string[];
  /** Number of definitions. */
  defs: number;
}

/** Definitions, reference counts and imports of one file version, stored by content hash. */
export interface SymbolRecord {
  defs: { name: string; kind: string; container?: string; start: number; end: number; signature?: string }[];
  refs: Record<string, number>;
  imports: string[];
}

/** Durable state of one index: written atomically after every completed run. */
export interface IndexState {
  version: 1;
  root: string;
  /** The `rev` asked for (`null`: the work tree). */
  rev: string | null;
  /** Commit the index reflects. */
  head: string | null;
  /** Uncommitted files (modified or untracked) the index includes. */
  dirty: string[];
  files: Record<string, FileEntry>;
  /** Files left out, with why; content-based skips keep the blob id so unchanged ones are not re-read. */
  skipped: { path: string; reason: SkipReason | 'language_filtered'; hash?: string }[];
  /** PageRank per path. */
  rank: Record<string, number>;
  /** Symbol record packs (files under symbols/) holding every indexed file's record. */
  symbolPacks: string[];
  embedder: { id: string; model: string; dimension: number };
  updatedAt: string;
  timings: Record<string, number>;
  /** The store's generation this state describes (stores that count them). */
  storeGeneration?: number;
}

/** The manifest a client reads: counts, languages, timings, rev and dirty files. */
export interface IndexManifest {
  root: string;
  rev: string | null;
  head: string | null;
  dirty: string[];
  counts: { files: number; chunks: number; definitions: number; skipped: number };
  languages: Record<string, number>;
  skipped_by_reason: Record<string, number>;
  embedder: IndexState['embedder'];
  timings_ms: Record<string, number>;
  bytes: number;
  updated_at: string;
}

/** What a run did. */
export interface IndexRunStats {
  status: 'created' | 'updated' | 'up_to_date';
  files: number;
  changed: number;
  removed: number;
  chunks: number;
  skipped: number;
  bytes_read: number;
  duration_ms: number;
  timings_ms: Record<string, number>;
  /** Files taken from the committed batches of a run that was killed (not processed again). */
  resumed?: number;
  /** How many paths a watcher named when only those were looked at (`RunIndexOptions.changed`). */
  named?: number;
  /** The index was found damaged (a file moved aside, or the state not matching the store) and rebuilt. */
  repair?: RepairNote;
}
