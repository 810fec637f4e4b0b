import { queryTerms } from '../../retrieval/tokenize.js';
import type { SearchResultItem } from './present.js';

/** One file of a search, as a short answer shows it: where it matched, why, and a few lines. */
export interface FileHit {
  path: string;
  /** Line ranges that matched (`"12-30"`), best first. */
  lines: string[];
  /** Symbol of the best range, when it has one. */
  symbol?: string;
  /** Signals that found the file, best rank first (`lexical`, `symbol`, `vocab`, `graph`, `vector`). */
  why: string[];
  /** A few lines of the best range: the first lines holding query terms, else its first lines. */
  snippet: string;
  /** Set when the best range holds under half of the query's terms. */
  weak?: true;
}

/** Options of {@link groupByFile}. */
export interface ByFileOptions {
  /** The query: the snippet starts at the first line holding one of its terms. */
  query: string;
  /** @default 4 */
  snippetLines?: number;
  /** Longest snippet line, in characters. @default 120 */
  lineChars?: number;
  /** Most ranges listed per file. @default 4 */
  maxRanges?: number;
}

/** Groups already-ranked results by file, in the order of each file's best result (the ranking is kept). */
export function groupByFile(items: readonly SearchResultItem[], opts: ByFileOptions): FileHit[] {
  const byPath = new Map<string, SearchResultItem[]>();
  for (const item of items) {
    const list = byPath.get(item.path);
    if (list) list.push(item);
    else byPath.set(item.path, [item]);
  }
  const terms = queryTerms(opts.query);
  return [...byPath.values()].map((hits) => fileHit(hits, terms, opts));
}

function fileHit(hits: readonly SearchResultItem[], terms: readonly string[], opts: ByFileOptions): FileHit {
  const best = hits[0]!;
  const signals: Record<string, number> = {};
  for (const h of hits)
    for (const [s, rank] of Object.entries(h.signals)) signals[s] = Math.min(signals[s] ?? rank, rank);
  return {
    path: best.path,
    lines: hits.slice(0, opts.maxRanges ?? 4).map((h) => `${h.start_line}-${h.end_line}`),
    ...(best.symbol ? { symbol: best.symbol } : {}),
    why: Object.entries(signals)
      .sort((a, b) => a[1] - b[1])
      .map(([s]) => s),
    snippet: shortSnippet(best.snippet, terms, opts),
    ...(best.weak ? { weak: true as const } : {}),
  };
}

function shortSnippet(snippet: string, terms: readonly string[], opts: ByFileOptions): string {
  const n = opts.snippetLines ?? 4;
  const chars = opts.lineChars ?? 120;
  const lines = snippet.split('\n');
  const hit = lines.findIndex((l) => terms.some((t) => l.toLowerCase().includes(t)));
  const from = Math.max(0, hit < 0 ? 0 : hit);
  const window = lines.slice(from, from + n);
  while (window.length && !window.at(-1)!.trim()) window.pop();
  const indent = Math.min(...window.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return window
    .map((l) => l.slice(Number.isFinite(indent) ? indent : 0).trimEnd())
    .map((l) => (l.length > chars ? `${l.slice(0, chars - 1)}…` : l))
    .join('\n');
}
