import { idf } from './lexical-rank.js';

/** One term's rows, by ascending rowid, with the term's field-weighted frequency in each. */
export interface Postings {
  rids: Int32Array;
  freqs: Float64Array;
}

/** What {@link fts5TopK} ranks by, as FTS5's bm25() sees the table. */
export interface Fts5TopKInput {
  /** Postings of the query's terms, in the order of the phrases of its MATCH expression. */
  postings: readonly Postings[];
  /** Row lengths in tokens (all columns), by rowid. */
  lengths: Uint32Array;
  /** The table's row count and mean row length, from FTS5's averages record. */
  rows: number;
  avgLength: number;
  k: number;
}

// Per-rowid scratch, reused by every call (ranking runs without awaiting, so calls never overlap).
let scores = new Float64Array(0);
let seenIn = new Uint32Array(0);
let call = 0;
let touched = new Int32Array(0);
let values = new Float64Array(0);

/**
 * The best `k` rowids of `"t1" OR "t2" OR …` by FTS5's bm25() (k1 1.2, b 0.75, the column weights
 * folded into the postings' frequencies), computed from postings the way `ORDER BY bm25(…) LIMIT k`
 * returns them: best first, ties by ascending rowid. One pass per term over its postings.
 */
export function fts5TopK(input: Fts5TopKInput): number[] {
  const { postings, lengths, rows, avgLength, k } = input;
  if (scores.length < lengths.length) {
    scores = new Float64Array(lengths.length);
    seenIn = new Uint32Array(lengths.length);
    call = 0;
  }
  const total = postings.reduce((n, p) => n + p.rids.length, 0);
  if (touched.length < total) {
    touched = new Int32Array(total);
    values = new Float64Array(total);
  }
  const score = scores;
  const seen = seenIn;
  if (call === 0xffffffff) seenIn.fill((call = 0));
  const mark = ++call;
  let n = 0;
  const k1 = 1.2;
  const b = 0.75;
  for (const p of postings) {
    // A term in over half the rows still counts a little.
    const termIdf = idf(rows, p.rids.length);
    const { rids, freqs } = p;
    for (let i = 0; i < rids.length; i++) {
      const rid = rids[i]!;
      if (rid >= lengths.length) continue; // written after the lengths were read
      const f = freqs[i]!;
      // The same operations in the same order as fts5Bm25Function, so the same doubles.
      const s = (termIdf * (f * (k1 + 1.0))) / (f + k1 * (1 - b + (b * lengths[rid]!) / avgLength));
      if (seen[rid] !== mark) {
        seen[rid] = mark;
        score[rid] = s;
        touched[n++] = rid;
      } else score[rid]! += s;
    }
  }
  const best = (a: number, c: number) => score[c]! - score[a]! || a - c;
  const out: number[] = [];
  if (n <= k) {
    for (let i = 0; i < n; i++) out.push(touched[i]!);
    return out.sort(best);
  }
  for (let i = 0; i < n; i++) values[i] = score[touched[i]!]!;
  const kth = kthLargest(values, n, k);
  const tied: number[] = [];
  for (let i = 0; i < n; i++) {
    const rid = touched[i]!;
    if (score[rid]! > kth) out.push(rid);
    else if (score[rid] === kth) tied.push(rid);
  }
  tied.sort((a, c) => a - c);
  for (let i = 0; out.length < k; i++) out.push(tied[i]!);
  return out.sort(best);
}

/** The k-th largest of `values[0, n)` (1 <= k <= n), by quickselect; reorders them. */
function kthLargest(values: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i++] = values[j]!;
        values[j--] = t;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target]!;
  }
  return values[target]!;
}
