import { AppError } from '../../errors.js';
import type { Embedder, StoredChunk, VectorStore } from '../../ports/vector-store.js';
import { reciprocalRankFusion } from '../../retrieval/fusion.js';
import type { RankedList } from '../../retrieval/fusion.js';
import { queryTerms } from '../../retrieval/tokenize.js';
import { stageTimer } from '../../retrieval/stage-timer.js';
import { chunkAt, parseChunkId } from '../chunking/chunk-ids.js';
import { matchSymbols } from './symbol-index.js';
import type { SymbolIndex } from './symbol-index.js';
import type { IndexState } from '../state/types.js';
import type { FeedbackOptions } from '../../experimental/prf.js';
import type { TranslateOptions } from '../../experimental/translate-rank.js';
import { expandTerms } from './code-vocab.js';
import type { ExpansionTerm, VocabTable } from './code-vocab.js';
import type { HistoryIndex } from '../history/history-index.js';
import { orderByFile } from './order-by-file.js';
import type { FileRankOptions } from './file-rank.js';

export interface SearchFeatures {
  /** Vector similarity (needs an embedder). @default true */
  vector?: boolean;
  /** Symbol-name match. @default true */
  symbol?: boolean;
  /** Graph: PageRank prior and definitions the top hits reference. @default true */
  graph?: boolean;
  /**
   * Code vocabulary: BM25 again with the code terms the query's words translate to. Off by default: on the
   * localization and npm sets it measured no gain (bench/localization.ts --ablate, bench/ablation.ts). @default false
   */
  vocab?: boolean;
  /**
   * File-level ranking: a file's best chunk plus the support of the rest, its definitions and its path. Off by
   * default: it gains 0.008 on the localization dev split (0.562 against 0.554) but costs 0.093 of file MRR@10 on the
   * npm docstring dev set (0.637 against 0.730). @default false
   */
  files?: boolean;
  /** The history field: subjects of the commits that touched each file (with an index's `history` option). @default true */
  history?: boolean;
  /**
   * File coverage: files whose lexical hits hold more of a question's words together rank higher (whole-file
   * matching over the candidate pool; see `coverageMatches`). Localization dev 0.528 -> 0.554, npm docstring dev
   * chunk MRR@10 0.470 -> 0.472. @default true
   */
  coverage?: boolean;
  /**
   * File terms: whole-file BM25 over each file's words as its symbol record keeps them (identifiers of its code,
   * comments and strings, counted by lines; see `fileTermMatches`), for questions. Localization dev 0.554 -> 0.562
   * (four of five repositories up), npm docstring dev file MRR@10 0.730 -> 0.744 (chunk MRR@10 unchanged). @default true
   */
  terms?: boolean;
  /** Tests, benches, fixtures, examples and docs rank after the source unless the query names them. @default true */
  sourceFirst?: boolean;
  /** Pseudo-relevance feedback (RM3-style): BM25 again with terms of the first pass's best hits. @default false */
  prf?: boolean;
  /** Translation ranking: the lexical candidates reordered by a translation language model (the vocab table). @default false */
  translate?: boolean;
}

/** Fusion weights per signal, measured on CoSQA (see bench/). */
export interface SignalWeights {
  lexical: number;
  vector: number;
  symbol: number;
  graph: number;
  vocab: number;
  prf: number;
  translate: number;
}

const defaultSignalWeights: SignalWeights = {
  lexical: 1,
  vector: 1,
  symbol: 0.5,
  graph: 0.1,
  vocab: 1,
  prf: 0.5,
  translate: 0.5,
};

/**
 * Identifier-like queries (`parseConfig`, `read_file`, `a.b`, `fn(`, one word, or up to three words with
 * one of those) get the symbol signal. Measured on CoSQA, name matching hurts natural-language questions
 * (MRR@10 0.375 -> 0.315), so it is left out for them; on the npm docstring dev set it also hurt
 * sentences that merely mention a name ("Returns the DateTime of …": 0.476 -> 0.456), so a query of four
 * or more words is a question even when it holds an identifier.
 */
export const looksLikeCode = (q: string) => {
  const words = q.trim().split(/\s+/).length;
  return words === 1 || (words <= 3 && /[a-z][A-Z]|\w_\w|\w\.\w|\(|::|->/.test(q));
};

export interface SearchRequest {
  query: string;
  /** @default 20 */
  k?: number;
  features?: SearchFeatures;
  weights?: Partial<SignalWeights>;
  /** Candidates per signal. @default 100 */
  pool?: number;
  /**
   * Expansion terms of the vocab signal: how many, the weakest kept, a factor on their weights, and
   * whether they join the lexical query itself instead of a list of their own. @default { max: 8, floor: 0.03, scale: 1, inline: false }
   */
  expansion?: { max?: number; floor?: number; scale?: number; inline?: boolean };
  /** Feedback terms of the prf signal (see `feedbackTerms`). */
  feedback?: FeedbackOptions;
  /** Settings of the translation signal (see `translateRank`). */
  translate?: TranslateOptions;
  /** Settings of the file-level ranking (see `rankFiles`). */
  fileRank?: FileRankOptions;
  /** Told how long each stage took (benchmarks print the request path's breakdown from it). */
  trace?: SearchTrace;
}

/** Receives a stage's name and its duration in milliseconds. */
export type SearchTrace = (stage: string, ms: number) => void;

/** Runs `fn`, telling `trace` how long it took under `stage`. */
export async function timed<T>(trace: SearchTrace | undefined, stage: string, fn: () => Promise<T> | T): Promise<T> {
  if (!trace) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    trace(stage, performance.now() - start);
  }
}

/** A fused hit on one chunk, before snippets. */
export interface RankedChunk {
  chunk: StoredChunk;
  score: number;
  signals: Record<string, number>;
}

export interface SearchDeps {
  state: IndexState;
  store: VectorStore;
  symbols: SymbolIndex;
  embedder?: Embedder;
  /** Word -> code-term translations for the vocab signal (the shipped model, mixed with the index's own). */
  vocab?: VocabTable;
  /** The history field of the indexed commit (see `historyFor`). */
  history?: HistoryIndex;
}

/** Hybrid retrieval: lexical BM25 + vector + symbol-name match + graph, fused by weighted reciprocal rank. */
export async function hybridSearch(req: SearchRequest, deps: SearchDeps): Promise<RankedChunk[]> {
  const query = req.query.trim();
  if (!query)
    throw new AppError('INVALID_INPUT', 'The query is empty.', { hint: 'Pass words or identifiers to look for.' });
  const k = req.k ?? 20;
  const pool = req.pool ?? 100;
  const f = {
    ...{ vector: true, symbol: true, graph: true, vocab: false, prf: false, translate: false },
    ...{ files: false, history: true, sourceFirst: true, coverage: true, terms: true },
    ...req.features,
  };
  const w = { ...defaultSignalWeights, ...req.weights };
  const terms = queryTerms(query);
  const known = new Map<string, StoredChunk>();
  const lists: RankedList[] = [];

  const scale = req.expansion?.scale ?? 1;
  // Names need no translation: an identifier query skips the vocab signal (and its second BM25 pass).
  const code = looksLikeCode(query);
  const trace = req.trace;
  const expansions = await timed(trace, 'vocab expansion', () =>
    f.vocab && !code && deps.vocab?.size
      ? expandTerms(deps.vocab, terms, req.expansion).map((e) => ({
          term: e.term,
          weight: Math.min(1, e.weight * scale),
        }))
      : [],
  );
  const inline = req.expansion?.inline === true;
  const lexical = await timed(trace, 'lexical BM25 (FTS5)', () =>
    deps.store.search(query, { topK: pool, ...(inline ? { expansions } : {}), ...(trace ? { trace } : {}) }),
  );
  lexical.forEach((h) => known.set(h.id, { id: h.id, text: h.text, metadata: h.metadata }));
  lists.push({ signal: 'lexical', weight: w.lexical, ids: lexical.map((h) => h.id) });

  if (f.vector && deps.embedder && deps.embedder.id !== 'none') {
    const [v] = await deps.embedder.embed([query]);
    const hits = v ? await deps.store.query(v, { topK: pool }) : [];
    hits.forEach((h) => known.set(h.id, { id: h.id, text: h.text, metadata: h.metadata }));
    lists.push({ signal: 'vector', weight: w.vector, ids: hits.map((h) => h.id) });
  }

  const pass = async (signal: string, weight: number, more: ExpansionTerm[]) => {
    const hits = await timed(trace, `${signal} BM25 (FTS5)`, () =>
      deps.store.search(query, { topK: pool, expansions: more }),
    );
    hits.forEach((h) => known.set(h.id, { id: h.id, text: h.text, metadata: h.metadata }));
    lists.push({ signal, weight, ids: hits.map((h) => h.id) });
  };
  if (!inline && expansions.length) await pass('vocab', w.vocab, expansions);
  // Questions only, like the vocab signal: a name's best hits are its definition and uses already.
  if (f.prf && !code) {
    // Off-by-default research signals load on first use: the default search path never imports them.
    const { feedbackTerms } = await import('../../experimental/prf.js');
    const more = await timed(trace, 'feedback terms', () => feedbackTerms(lexical, terms, req.feedback));
    if (more.length) await pass('prf', w.prf, more);
  }

  if (f.translate && !code && deps.vocab?.size) {
    const pooled = [
      ...new Set(lists.filter((l) => l.signal === 'lexical' || l.signal === 'vocab').flatMap((l) => l.ids)),
    ];
    const { translateRank } = await import('../../experimental/translate-rank.js');
    const ids = await timed(trace, 'translation ranking', () =>
      translateRank(
        pooled.map((id) => ({ id, text: known.get(id)?.text ?? '' })),
        terms,
        deps.vocab!,
        req.translate,
      ),
    );
    lists.push({ signal: 'translate', weight: w.translate, ids });
  }

  const files = deps.state.files;
  // The in-memory stages, timed back to back.
  const lap = stageTimer(trace);
  if (f.symbol && code) {
    const ids = new Set<string>();
    for (const s of matchSymbols(deps.symbols, terms, query, deps.state.rank).slice(0, pool)) {
      const id = files[s.path] && chunkAt(files[s.path]!.chunks, s.start);
      if (id) ids.add(id);
    }
    lists.push({ signal: 'symbol', weight: w.symbol, ids: [...ids] });
    lap('symbol match');
  }

  if (f.graph) {
    // Candidates ordered by their file's PageRank, plus definitions the best candidates reference.
    const first = reciprocalRankFusion(lists)
      .slice(0, 5)
      .map((r) => r.id);
    const expanded = new Set<string>();
    for (const id of first) {
      const rec = deps.symbols.records.get(parseChunkId(id).path);
      if (!rec) continue;
      const text = known.get(id)?.text ?? '';
      // The names it references, each once, in the order they first occur in the text.
      const seen = new Set<string>();
      for (const name of text.match(/[A-Za-z_$][\w$]{2,}/g) ?? []) {
        if (!rec.refs[name] || seen.has(name)) continue;
        seen.add(name);
        for (const s of (deps.symbols.byName.get(name) ?? []).slice(0, 3)) {
          const target = files[s.path] && chunkAt(files[s.path]!.chunks, s.start);
          if (target && target !== id) expanded.add(target);
        }
      }
    }
    const candidates = [...new Set([...lists.flatMap((l) => l.ids.slice(0, 30)), ...expanded])];
    const prior = new Map(candidates.map((id) => [id, deps.state.rank[parseChunkId(id).path] ?? 0]));
    lists.push({ signal: 'graph', weight: w.graph, ids: candidates.sort((a, b) => prior.get(b)! - prior.get(a)!) });
    lap('graph prior and references');
  }

  const all = reciprocalRankFusion(lists);
  lap('fusion (RRF)');
  const limit = Math.max(k * 3, k);
  const fused = (
    f.files || f.history || f.sourceFirst || f.coverage || f.terms
      ? orderByFile(
          all,
          { query, terms, state: deps.state, symbols: deps.symbols, features: f, pool, code, pooled: lexical },
          deps.history,
          req.fileRank,
        )
      : all
  ).slice(0, limit);
  lap('file ranking');
  const missing = fused.map((r) => r.id).filter((id) => !known.has(id));
  if (missing.length) {
    if (!deps.store.get) throw new AppError('INTERNAL', `The ${deps.store.id} store cannot fetch chunks by id.`);
    for (const c of await deps.store.get(missing)) known.set(c.id, c);
    lap('chunk rows by id');
  }
  return fused
    .filter((r) => known.has(r.id))
    .map((r) => ({ chunk: known.get(r.id)!, score: r.score, signals: r.ranks }));
}
