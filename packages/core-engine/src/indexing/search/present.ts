import type { RankedChunk } from './hybrid-search.js';
import type { FileLines } from './file-lines.js';

/** One search result as tools return it. */
export interface SearchResultItem {
  path: string;
  start_line: number;
  end_line: number;
  symbol?: string;
  language: string;
  score: number;
  /** Rank of this result in each signal that found it (1 = best). */
  signals: Record<string, number>;
  snippet: string;
  /** Set when under half of the query's terms occur in the result: likely not what was asked for. */
  weak?: true;
}

export interface PresentOptions {
  k: number;
  /** Lines of context around each chunk. @default 5 */
  contextLines?: number;
  /** Approximate token budget for all snippets (4 characters a token). @default 8000 */
  tokenBudget?: number;
  /** Longest snippet, in lines. @default 80 */
  maxSnippetLines?: number;
  /** Current lines of a file, when it can be read (the work tree); context comes from here. */
  readLines?: (path: string) => Promise<FileLines | undefined>;
  /**
   * The query's terms (index terms): a result holding under half of them is marked weak, and under
   * `dropBelow` of them it is left out (identifier queries: a made-up name gets no hits, not ten unrelated ones).
   */
  confidence?: { terms: readonly string[]; dropBelow: number };
}

interface Group {
  path: string;
  start: number;
  end: number;
  best: RankedChunk;
  texts: RankedChunk[];
  signals: Record<string, number>;
}

const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);

/** Hits' paths and texts in lower case, each made once per call of `presentResults` (the floor and `weak` both read them). */
type Lowered = Map<RankedChunk, string>;

const lowered = (x: RankedChunk, memo: Lowered): string => {
  let text = memo.get(x);
  if (text === undefined) memo.set(x, (text = `${String(x.chunk.metadata.path)} ${x.chunk.text}`.toLowerCase()));
  return text;
};

/** Share of the terms found in the hit's path or text (a term is stemmed: a substring test of its stem). */
function coverage(memo: Lowered, r: RankedChunk, terms: readonly string[], more: readonly RankedChunk[] = []): number {
  if (terms.length === 0) return 1;
  const texts = [r, ...more].map((x) => lowered(x, memo));
  // In the texts joined by newlines: a term without one is in the whole when it is in one of them.
  const found = (t: string) => (t.includes('\n') ? texts.join('\n').includes(t) : texts.some((x) => x.includes(t)));
  return terms.filter(found).length / terms.length;
}

/**
 * Whether the chunk's lines in the file, when it still holds them, would show exactly its text: its line
 * numbers span as many lines as its text has (so a file read adds nothing to a lone chunk without context).
 */
function ownLines(r: RankedChunk): boolean {
  const { start_line: start, end_line: end } = r.chunk.metadata;
  if (!Number.isInteger(start) || !Number.isInteger(end) || (start as number) < 1) return false;
  return lineCount(r.chunk.text) === (end as number) - (start as number) + 1;
}

/** Lines of `text` (its newlines plus one), as `split('\n')` would give them. */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** Merges overlapping or nested hits of one file, adds context lines and fits the token budget. */
export async function presentResults(
  ranked: readonly RankedChunk[],
  opts: PresentOptions,
): Promise<SearchResultItem[]> {
  const ctx = opts.contextLines ?? 5;
  const budget = (opts.tokenBudget ?? 8000) * 4;
  const maxLines = opts.maxSnippetLines ?? 80;
  const groups: Group[] = [];
  const memo: Lowered = new Map();
  // Hits closer than their context lines would print the same lines twice: one snippet instead.
  const gap = 2 * ctx + 1;
  for (const r of ranked) {
    const m = r.chunk.metadata;
    const path = String(m.path);
    const start = num(m.start_line, 1);
    const end = num(m.end_line, start);
    const floor = opts.confidence?.dropBelow ?? 0;
    if (floor > 0 && coverage(memo, r, opts.confidence!.terms) < floor) continue;
    const g = groups.find((x) => x.path === path && start <= x.end + gap && end >= x.start - gap);
    if (g) {
      g.start = Math.min(g.start, start);
      g.end = Math.max(g.end, end);
      g.texts.push(r);
      for (const [s, rank] of Object.entries(r.signals)) g.signals[s] = Math.min(g.signals[s] ?? rank, rank);
    } else if (groups.length < opts.k) {
      groups.push({ path, start, end, best: r, texts: [r], signals: { ...r.signals } });
    }
  }
  const out: SearchResultItem[] = [];
  let used = 0;
  // Files are read together, not one after another; a lone chunk shown without context is its own text.
  const fileLines = await Promise.all(
    groups.map((g) => (ctx > 0 || g.texts.length > 1 || !ownLines(g.best) ? opts.readLines?.(g.path) : undefined)),
  );
  for (const [i, g] of groups.entries()) {
    const lines = fileLines[i];
    const longest = g.texts.reduce((a, b) => (b.chunk.text.length > a.chunk.text.length ? b : a)).chunk;
    const fromFile =
      lines &&
      lines.slice(num(g.best.chunk.metadata.start_line, 1) - 1, num(g.best.chunk.metadata.end_line, 1)).join('\n') ===
        g.best.chunk.text;
    let start = g.start;
    let end = g.end;
    let body: string[];
    if (fromFile) {
      start = Math.max(1, g.start - ctx);
      end = lines.countUpTo(g.end + ctx);
      // Context never ends on blank lines (nor on the empty "line" after a final newline): ranges stay citable.
      while (start < g.start && !lines.at(start - 1)!.trim()) start++;
      while (end > g.end && !lines.at(end - 1)!.trim()) end--;
      body = lines.slice(start - 1, end);
    } else {
      // The chunk's own text: split into lines only when it is cut (joined again, it is the text itself).
      const count = lineCount(longest.text);
      body = count > maxLines ? longest.text.split('\n') : [];
      start = num(longest.metadata.start_line, g.start);
      end = start + count - 1;
    }
    if (body.length > maxLines) body = [...body.slice(0, maxLines), `… (${body.length - maxLines} more lines)`];
    const snippet = fromFile || body.length ? body.join('\n') : longest.text;
    if (out.length > 0 && used + snippet.length > budget) break;
    used += snippet.length;
    const m = g.best.chunk.metadata;
    out.push({
      path: g.path,
      start_line: start,
      end_line: end,
      ...(typeof m.symbol === 'string' && m.symbol ? { symbol: m.symbol } : {}),
      language: String(m.language ?? 'text'),
      score: Number(g.best.score.toFixed(5)),
      signals: g.signals,
      snippet,
      ...(opts.confidence && coverage(memo, g.best, opts.confidence.terms, g.texts) < 0.5
        ? { weak: true as const }
        : {}),
    });
  }
  return out;
}
