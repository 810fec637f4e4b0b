import type { FusedResult } from '../../retrieval/fusion.js';
import { parseChunkId } from '../chunking/chunk-ids.js';
import type { HistoryIndex } from '../history/history-index.js';
import { chunkCount } from '../state/spanned-entry.js';
import type { IndexState } from '../state/types.js';
import { definitionMatches, namedFiles, pathMatches, pathPhraseMatches } from './file-signals.js';
import { coverageMatches } from './file-coverage.js';
import { namedDefinitions } from './named-definitions.js';
import { fileTermMatches } from './file-terms.js';
import type { PooledChunk } from './file-coverage.js';
import { fileWeight, rankFiles } from './file-rank.js';
import { referencedFiles, testedSources } from './file-neighbours.js';
import type { FileList, FileRankOptions, RankedFile } from './file-rank.js';
import type { SymbolIndex } from './symbol-index.js';

export interface FileOrderInput {
  query: string;
  terms: readonly string[];
  state: IndexState;
  symbols: SymbolIndex;
  features: { files: boolean; history: boolean; sourceFirst: boolean; coverage?: boolean; terms?: boolean };
  /** Files per file-level list. */
  pool: number;
  /** A name-shaped query (`looksLikeCode`): only then do definitions' names rank files. */
  code: boolean;
  /** Chunks of the candidate pool with their texts (the lexical hits), for the coverage list. */
  pooled?: readonly PooledChunk[];
  /** More file-level lists (benchmarks fuse in lists computed elsewhere). */
  extra?: readonly FileList[];
  /** More lists derived from a first file ranking (tests and docs not yet moved), fused in a second one. */
  derive?: (ranked: readonly string[]) => FileList[];
}

/**
 * The fused chunks with their files in file-rank order. A file first shows up with its best chunk (a file found
 * only by its path, definitions or history with its first chunk), in the file ranking's order; its other chunks
 * keep their place in the fused order, never before that best chunk. With no file-level list and nothing moved,
 * that is the fused order itself: a docstring query's gold chunk stays where the chunk fusion put it (grouping a
 * file's chunks behind its best cost the npm docstring dev set 0.039 of chunk MRR@10, 0.479 -> 0.440). Scores follow
 * the order (each no higher than the one before), and a file's best chunk carries the file-level ranks.
 */
export function orderByFile(
  fused: readonly FusedResult[],
  input: FileOrderInput,
  history: HistoryIndex | undefined,
  opts: FileRankOptions = {},
): FusedResult[] {
  const { state, terms, features: f, pool } = input;
  const lists: FileList[] = [];
  // The path at a low weight for questions (localization dev 0.562 -> 0.576); at the file-level
  // aggregation's 0.3 it cost the npm docstring dev set (file MRR@10 0.730 -> 0.638). Its first 30 files:
  // further down a list of weight 0.1 moves little, and each file costs the fusion.
  if (fileWeight('path', opts) > 0 && (f.files || !input.code))
    lists.push({ signal: 'path', paths: pathMatches(state, terms, f.files ? pool : (opts.pathPool ?? 30)) });
  if (fileWeight('phrase', opts) > 0)
    lists.push({ signal: 'phrase', paths: pathPhraseMatches(state, input.query, pool) });
  if (fileWeight('named', opts) > 0) lists.push({ signal: 'named', paths: namedFiles(state, input.query, 5) });
  if (fileWeight('defined', opts) > 0 && !input.code)
    lists.push({ signal: 'defined', paths: namedDefinitions(input.symbols, input.query, pool) });
  if (f.files) {
    // As with the symbol signal, names answer names: for questions they measured worse (localization dev
    // 0.543 with them, 0.549 without; CoSQA 0.319 with them, 0.406 without).
    if (input.code) lists.push({ signal: 'defs', paths: definitionMatches(input.symbols, terms, pool) });
  }
  // History answers questions; a name-shaped query wants the definition, which commit subjects about the files
  // that use the name would push down (`reciprocalRankFusion` ranked its defining file fifth with it).
  if (f.history && history && !input.code)
    lists.push({ signal: 'history', paths: history.search(terms, pool, (p) => state.files[p] !== undefined) });
  // Questions only: a name's definition is the chunk ranking's answer already.
  if (f.coverage !== false && input.pooled && !input.code)
    lists.push({ signal: 'coverage', paths: coverageMatches(input.pooled, terms, pool, opts.coverageHits) });
  // Questions only, as coverage: whole-file matching beyond the chunks the lexical search returned.
  if (f.terms !== false && !input.code)
    lists.push({
      signal: 'terms',
      paths: fileTermMatches(input.symbols, terms, pool, (p) => state.files[p] !== undefined, opts.terms),
    });
  if (input.extra) lists.push(...input.extra);
  const o = { ...opts, ...(f.files ? {} : { support: 0 }), sourceFirst: f.sourceFirst && opts.sourceFirst !== false };
  const derived = deriveLists(fused, lists, input, o);
  // Questions only, as the history: a name's definition ranks first however big its file.
  // Counted from the entries' spans: making (and keeping) a file's chunk ids to count them is not needed.
  const chunksOf = input.code ? undefined : (p: string) => (state.files[p] ? chunkCount(state.files[p]) : 0);
  return interleave(fused, rankFiles(fused, [...lists, ...derived], input.query, o, chunksOf), state);
}

// Lists read off a first ranking: the sources of the tests it holds, the files its best files use.
function deriveLists(
  fused: readonly FusedResult[],
  lists: readonly FileList[],
  input: FileOrderInput,
  opts: FileRankOptions,
): FileList[] {
  const tested = fileWeight('tested', opts) > 0;
  const refs = fileWeight('refs', opts) > 0;
  if (!tested && !refs && !input.derive) return [];
  const first = rankFiles(fused, lists, input.query, { ...opts, sourceFirst: false }).map((r) => r.path);
  const out: FileList[] = [];
  if (tested) out.push({ signal: 'tested', paths: testedSources(input.state, first, opts.testsOf) });
  if (refs) out.push({ signal: 'refs', paths: referencedFiles(input.symbols, input.state, first, opts.refsOf) });
  if (input.derive) out.push(...input.derive(first));
  return out;
}

/**
 * Each file's best chunk at its file's turn, keyed by the best fused score of it and the files after it (so
 * the keys never rise down the file order); every other chunk by its fused score, capped at its file's key.
 */
function interleave(fused: readonly FusedResult[], files: readonly RankedFile[], state: IndexState): FusedResult[] {
  const best = new Map<string, FusedResult>();
  const rest: { r: FusedResult; path: string }[] = [];
  for (const r of fused) {
    const path = parseChunkId(r.id).path;
    if (best.has(path)) rest.push({ r, path });
    else best.set(path, r);
  }
  const turn = new Map<string, number>();
  const keyOf = new Map<string, number>();
  let key = 0;
  for (let i = files.length - 1; i >= 0; i--) {
    const path = files[i]!.path;
    key = Math.max(key, best.get(path)?.score ?? 0);
    keyOf.set(path, key);
    turn.set(path, i);
  }
  type Row = { r: FusedResult; key: number; turn: number; first: boolean; at: number };
  const rows: Row[] = [];
  files.forEach((file, i) => {
    const r = best.get(file.path) ?? firstChunk(state, file.path);
    if (!r) return;
    // The chunk's ranks, then the file's (but its chunk count), without the entries' arrays.
    const ranks = { ...r.ranks };
    for (const s of Object.keys(file.ranks)) if (s !== 'chunks') ranks[s] = file.ranks[s]!;
    rows.push({
      r: { ...r, ranks },
      key: keyOf.get(file.path)!,
      turn: i,
      first: true,
      at: 0,
    });
  });
  rest.forEach(({ r, path }, at) => {
    const t = turn.get(path);
    if (t !== undefined) rows.push({ r, key: Math.min(r.score, keyOf.get(path)!), turn: t, first: false, at });
  });
  rows.sort((a, b) => b.key - a.key || a.turn - b.turn || Number(b.first) - Number(a.first) || a.at - b.at);
  return rows.map(({ r, key }) => ({ id: r.id, score: key, ranks: r.ranks }));
}

const firstChunk = (state: IndexState, path: string): FusedResult | undefined => {
  const id = state.files[path]?.chunks[0];
  return id ? { id, score: 0, ranks: {} } : undefined;
};
