import { tokenizeCode } from '../../retrieval/tokenize.js';
import type { SymbolRecord } from '../state/types.js';
import type { SymbolIndex } from './symbol-index.js';

/**
 * BM25 parameters of the file terms (localization dev, leave one repository out over k1 0.8 / 1.2 / 2 and b
 * 0.5 / 0.75 / 1: 0.615 held out against 0.618 at the defaults; every setting within 0.614-0.620).
 */
export interface FileTermOptions {
  /** @default 1.2 */
  k1?: number;
  /** @default 0.75 */
  b?: number;
}

// Term ids, shared by every index of the process; started again (with the words of the next index built)
// past a bound, so words of files long gone do not pile up.
let ids = new Map<string, number>();
const idOf = (t: string): number => {
  let id = ids.get(t);
  if (id === undefined) ids.set(t, (id = ids.size));
  return id;
};

// Names repeat across files: each is tokenized once (bounded, as the symbol index's parts).
const tokenCache = new Map<string, readonly string[]>();
const tokensOf = (name: string): readonly string[] => {
  let ts = tokenCache.get(name);
  if (!ts) {
    ts = tokenizeCode(name, { dropStopWords: true });
    if (tokenCache.size < 500_000) tokenCache.set(name, ts);
  }
  return ts;
};

// Counts by term id while one file's pairs are made, and the ids it has in first-seen order.
// `mark[id]` is the file's stamp once the file has the term (a count may be 0).
let counts = new Int32Array(1 << 16);
let mark = new Int32Array(1 << 16);
let stamp = 0;
const seen: number[] = [];
const grow = (a: Int32Array, size: number) => {
  const more = new Int32Array(size);
  more.set(a);
  return more;
};

/** A file's terms as (term id, count) pairs: its identifier words (counted by lines) and its definitions. */
function bagOf(rec: SymbolRecord, out: Pairs): void {
  stamp++;
  const add = (name: string, n: number) => {
    for (const t of tokensOf(name)) {
      const id = idOf(t);
      if (id >= counts.length) {
        counts = grow(counts, 2 * id);
        mark = grow(mark, 2 * id);
      }
      if (mark[id] !== stamp) {
        mark[id] = stamp;
        seen.push(id);
      }
      counts[id]! += n;
    }
  };
  for (const [name, n] of Object.entries(rec.refs)) add(name, n);
  for (const d of rec.defs) add(d.name, 1);
  for (const id of seen) {
    out.push(id, counts[id]!);
    counts[id] = 0;
  }
  seen.length = 0;
}

/** A growing list of int32 pairs. */
class Pairs {
  data = new Int32Array(1 << 16);
  length = 0;
  push(a: number, b: number): void {
    if (this.length + 2 > this.data.length) this.data = grow(this.data, 2 * this.data.length);
    this.data[this.length++] = a;
    this.data[this.length++] = b;
  }
}

/**
 * Whole-file BM25 postings of one symbol index, in typed arrays: term `id`'s files and counts are
 * `docs`/`tfs` from `postAt[id]` to `postAt[id + 1]` (in no particular order: a file's score sums its
 * terms in the question's order).
 */
interface FileTermIndex {
  ids: Map<string, number>;
  paths: string[];
  recs: SymbolRecord[];
  docOf: Map<string, number>;
  lengths: Float64Array;
  avg: number;
  postAt: Int32Array;
  docs: Int32Array;
  tfs: Int32Array;
}

const indexes = new WeakMap<SymbolIndex, FileTermIndex>();
// The index built last: its postings of files whose record is the same serve the next (an update
// tokenizes the changed files only).
let latest: FileTermIndex | undefined;

function build(symbols: SymbolIndex): FileTermIndex {
  if (ids.size > 2_000_000) ids = new Map();
  const prev = latest?.ids === ids ? latest : undefined;
  const paths = [...symbols.records.keys()];
  const recs = paths.map((p) => symbols.records.get(p)!);
  const lengths = new Float64Array(paths.length);
  // Files kept from `prev` (`newOf[old doc]`, -1 if not), and the others' pairs tokenized now.
  const newOf = new Int32Array(prev?.paths.length ?? 0).fill(-1);
  const pairs = new Pairs();
  const from = new Int32Array(paths.length).fill(-1);
  const to = new Int32Array(paths.length);
  const same = new Map<SymbolRecord, number>(); // files of one content share a record: one bag
  recs.forEach((rec, doc) => {
    const old = prev?.docOf.get(paths[doc]!);
    const twin = same.get(rec);
    if (old !== undefined && prev!.recs[old] === rec) {
      newOf[old] = doc;
      lengths[doc] = prev!.lengths[old]!;
      return;
    }
    if (twin !== undefined) {
      from[doc] = from[twin]!;
      to[doc] = to[twin]!;
    } else {
      from[doc] = pairs.length;
      bagOf(rec, pairs);
      to[doc] = pairs.length;
      same.set(rec, doc);
    }
    for (let i = from[doc]! + 1; i < to[doc]!; i += 2) lengths[doc]! += pairs.data[i]!;
  });

  // Postings: counts per term, their starts, then the kept files' entries and the new files' pairs.
  const n = ids.size;
  const postAt = new Int32Array(n + 1);
  const keptEntry = (i: number) => newOf[prev!.docs[i]!]! >= 0;
  if (prev)
    for (let id = 0; id + 1 < prev.postAt.length; id++)
      for (let i = prev.postAt[id]!; i < prev.postAt[id + 1]!; i++) if (keptEntry(i)) postAt[id + 1]!++;
  for (let doc = 0; doc < paths.length; doc++)
    for (let i = from[doc]!; i >= 0 && i < to[doc]!; i += 2) postAt[pairs.data[i]! + 1]!++;
  for (let id = 0; id < n; id++) postAt[id + 1]! += postAt[id]!;
  const fill = postAt.slice(0, n);
  const docs = new Int32Array(postAt[n]!);
  const tfs = new Int32Array(postAt[n]!);
  const put = (id: number, doc: number, tf: number) => {
    const at = fill[id]!++;
    docs[at] = doc;
    tfs[at] = tf;
  };
  if (prev)
    for (let id = 0; id + 1 < prev.postAt.length; id++)
      for (let i = prev.postAt[id]!; i < prev.postAt[id + 1]!; i++)
        if (keptEntry(i)) put(id, newOf[prev.docs[i]!]!, prev.tfs[i]!);
  for (let doc = 0; doc < paths.length; doc++)
    for (let i = from[doc]!; i >= 0 && i < to[doc]!; i += 2) put(pairs.data[i]!, doc, pairs.data[i + 1]!);
  const avg = lengths.reduce((a, x) => a + x, 0) / Math.max(1, paths.length);
  const docOf = new Map(paths.map((p, doc) => [p, doc]));
  return { ids, paths, recs, docOf, lengths, avg, postAt, docs, tfs };
}

function termIndex(symbols: SymbolIndex): FileTermIndex {
  let idx = indexes.get(symbols);
  if (!idx) {
    indexes.set(symbols, (idx = build(symbols)));
    latest = idx;
  }
  return idx;
}

/** Builds the file terms of `symbols` if not built yet (off the request path: see repo-index/run.ts); true if built now. */
export function warmFileTerms(symbols: SymbolIndex): boolean {
  if (indexes.has(symbols)) return false;
  termIndex(symbols);
  return true;
}

// Better first: the higher score, then the path in code-unit order.
const before = (score: Float64Array, paths: string[], a: number, b: number) =>
  score[a]! > score[b]! || (score[a] === score[b] && paths[a]! < paths[b]!);

/**
 * Files by BM25 over each file's words as its symbol record holds them (identifiers of its code, comments
 * and strings, each counted once a line, and its definitions' names): whole-file matching from what the
 * index keeps in memory already, beyond the chunks a lexical search returns.
 */
export function fileTermMatches(
  symbols: SymbolIndex,
  terms: readonly string[],
  topK: number,
  live?: (path: string) => boolean,
  opts: FileTermOptions = {},
): string[] {
  const { ids, paths, lengths, avg, postAt, docs, tfs } = termIndex(symbols);
  const k1 = opts.k1 ?? 1.2;
  const b = opts.b ?? 0.75;
  const score = new Float64Array(paths.length);
  const hit: number[] = [];
  for (const t of new Set(terms)) {
    const id = ids.get(t);
    if (id === undefined || id + 1 >= postAt.length) continue;
    const start = postAt[id]!;
    const end = postAt[id + 1]!;
    if (start === end) continue;
    const df = end - start;
    const idf = Math.log(1 + (paths.length - df + 0.5) / (df + 0.5));
    for (let i = start; i < end; i++) {
      const doc = docs[i]!;
      const tf = tfs[i]!;
      if (score[doc] === 0) hit.push(doc);
      score[doc]! += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * lengths[doc]!) / Math.max(1, avg)));
    }
  }
  return topOf(hit, topK, (a, b) => before(score, paths, a, b), live && ((doc) => live(paths[doc]!))).map(
    (doc) => paths[doc]!,
  );
}

/** The best `k` of `items` (that `keep`), best first: a bounded heap, the worst kept at its root. */
function topOf(items: number[], k: number, better: (a: number, b: number) => boolean, keep?: (x: number) => boolean) {
  const heap: number[] = [];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < heap.length && better(heap[w]!, heap[l]!)) w = l;
      if (r < heap.length && better(heap[w]!, heap[r]!)) w = r;
      if (w === i) return;
      [heap[i], heap[w]] = [heap[w]!, heap[i]!];
      i = w;
    }
  };
  if (k <= 0) return heap;
  for (const x of items) {
    // Once the heap is full only an item better than its root enters: `keep` (a lookup) is asked only then.
    if (heap.length === k && !better(x, heap[0]!)) continue;
    if (keep && !keep(x)) continue;
    if (heap.length < k) {
      heap.push(x);
      for (let i = heap.length - 1; i > 0;) {
        const p = (i - 1) >> 1;
        if (!better(heap[p]!, heap[i]!)) break;
        [heap[i], heap[p]] = [heap[p]!, heap[i]!];
        i = p;
      }
    } else {
      heap[0] = x;
      down(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : 1));
}
