import type { FusedResult } from '../../retrieval/fusion.js';
import { parseChunkId } from '../chunking/chunk-ids.js';
import type { HistoryIndex } from '../history/history-index.js';
import type { IndexState } from '../state/types.js';
import { definitionMatches, pathMatches } from './file-signals.js';
import { rankFiles } from './file-rank.js';
import type { FileList, FileRankOptions } from './file-rank.js';
import type { SymbolIndex } from './symbol-index.js';

export interface FileOrderInput {
  query: string;
  terms: readonly string[];
  state: IndexState;
  symbols: SymbolIndex;
  features: { files: boolean; history: boolean; sourceFirst: boolean };
  /** Files per file-level list. */
  pool: number;
  /** Chunks wanted: the order stops there. */
  limit: number;
  /** A name-shaped query (`looksLikeCode`): only then do definitions' names rank files. */
  code: boolean;
}

/**
 * The fused chunks in file order: each ranked file brings its best chunks (up to `perFile`, in fused order; a
 * file found only by its path, definitions or history brings its first chunk), then the other chunks in their
 * fused order. Scores
 * follow the order (each no higher than the one before), and a file's chunk carries the file-level
 * ranks among its signals.
 */
export function orderByFile(
  fused: readonly FusedResult[],
  input: FileOrderInput,
  history: HistoryIndex | undefined,
  opts: FileRankOptions = {},
): FusedResult[] {
  const { state, terms, features: f, pool } = input;
  const lists: FileList[] = [];
  if (f.files) {
    lists.push({ signal: 'path', paths: pathMatches(state, terms, pool) });
    // As with the symbol signal, names answer names: for questions they measured worse (localization dev
    // 0.543 with them, 0.549 without; CoSQA 0.319 with them, 0.406 without).
    if (input.code) lists.push({ signal: 'defs', paths: definitionMatches(input.symbols, terms, pool) });
  }
  // History answers questions; a name-shaped query wants the definition, which commit subjects about the files
  // that use the name would push down (`reciprocalRankFusion` ranked its defining file fifth with it).
  if (f.history && history && !input.code)
    lists.push({ signal: 'history', paths: history.search(terms, pool, (p) => state.files[p] !== undefined) });
  const files = rankFiles(fused, lists, input.query, {
    ...opts,
    ...(f.files ? {} : { support: 0 }),
    sourceFirst: f.sourceFirst && opts.sourceFirst !== false,
  });
  const pathOf = new Map(fused.map((r) => [r.id, parseChunkId(r.id).path]));
  const perFile = Math.max(1, opts.perFile ?? 3);
  const byFile = new Map<string, FusedResult[]>();
  for (const r of fused) {
    const p = pathOf.get(r.id)!;
    const list = byFile.get(p) ?? byFile.set(p, []).get(p)!;
    if (list.length < perFile) list.push(r);
  }
  const best = new Map([...byFile].map(([p, rs]) => [p, rs[0]!]));
  const out: FusedResult[] = [];
  let ceiling = Infinity;
  const emit = (r: FusedResult, score: number, ranks: Record<string, number>) => {
    ceiling = Math.min(ceiling, score);
    out.push({ id: r.id, score: ceiling, ranks });
  };
  for (const file of files) {
    if (out.length >= input.limit) return out;
    const r = best.get(file.path) ?? firstChunk(state, file.path);
    if (!r) continue;
    const fileRanks = Object.fromEntries(Object.entries(file.ranks).filter(([s]) => s !== 'chunks'));
    emit(r, file.score, { ...r.ranks, ...fileRanks });
    for (const more of byFile.get(file.path)?.slice(1) ?? []) {
      if (out.length >= input.limit) return out;
      emit(more, file.score * (more.score / r.score), more.ranks);
    }
  }
  const emitted = new Set(out.map((r) => r.id));
  const top = new Map(files.map((x) => [x.path, x.score]));
  for (const r of fused) {
    if (out.length >= input.limit) break;
    if (emitted.has(r.id)) continue;
    const path = pathOf.get(r.id)!;
    emit(r, (top.get(path) ?? 0) * (r.score / best.get(path)!.score), r.ranks);
  }
  return out;
}

const firstChunk = (state: IndexState, path: string): FusedResult | undefined => {
  const id = state.files[path]?.chunks[0];
  return id ? { id, score: 0, ranks: {} } : undefined;
};
