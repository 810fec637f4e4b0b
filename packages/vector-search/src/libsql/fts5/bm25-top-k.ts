import { idf } from '../../lexical/rank.js';

/** One term's rows, by ascending rowid, with the term's field-weighted frequency in each. */
export interface Postings {
  rids: Int32Array;
  freqs: Float64Array;
}

/** What a {@link Bm25TopK} ranks by, as FTS5's bm25() sees the table. */
export interface Bm25TopKInput {
  /** Postings of the query's terms, in the order of the phrases of its MATCH expression. */
  postings: readonly Postings[];
  /** Row lengths in tokens (all columns), by rowid. */
  lengths: Uint32Array;
  /** The row count and mean row length (of the live rows, which the postings are restricted to). */
  rows: number;
  avgLength: number;
  /** Each term's row count for its idf, when not its postings' length (postings restricted by a filter). */
  df?: readonly number[];
  k: number;
  /** `bm25Norms(lengths, avgLength)`, when the caller keeps it between searches. */
  norms?: Float64Array;
}

const K1 = 1.2;
const B = 0.75;

/**
 * The length part of each row's BM25 denominator, `k1 * (1 - b + b * length / avgLength)` by rowid, computed
 * as fts5Bm25Function does (so the scores come out the same doubles), into `norms` (at least as long).
 */
export function bm25Norms(
  lengths: Uint32Array,
  avgLength: number,
  norms: Float64Array = new Float64Array(lengths.length),
): Float64Array {
  for (let rid = 0; rid < lengths.length; rid++) norms[rid] = K1 * (1 - B + (B * lengths[rid]!) / avgLength);
  return norms;
}

/** The best rows: every row scoring above the k-th best, and every row tied with it. */
export interface TopK {
  /** Rows scoring above the k-th best (fewer than k), best first, ties by ascending rowid. */
  above: number[];
  /** Rows scoring exactly as the k-th best (empty when k or fewer rows match), by ascending rowid. */
  tied: number[];
}

/**
 * The best `k` rows of `"t1" OR "t2" OR …` by FTS5's bm25() formula (k1 1.2, b 0.75, the column weights
 * folded into the postings' frequencies) over the given row count and mean length. One pass per term
 * over its postings. Rows tied at the k-th place all come back, so the caller picks among them by
 * something other than rowids (which depend on the order rows were written, not on the rows).
 */
export type Bm25TopK = (input: Bm25TopKInput) => TopK;

/** A term's frequency in a row (a binary search of its postings), or -1 when the row lacks it. */
function freqAt(p: Postings, rid: number): number {
  let lo = 0;
  let hi = p.rids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = p.rids[mid]!;
    if (r === rid) return p.freqs[mid]!;
    if (r < rid) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

// Bounds are compared with this slack, so rounding in sums taken in another order never drops a row.
const SLACK = 1e-9;

/**
 * A {@link Bm25TopK} with its own per-rowid scratch, reused by each of its calls (ranking runs without
 * awaiting, so one ranker's calls never overlap). One per store connection.
 *
 * Terms are summed rarest first (MaxScore): a term adds at most idf·(k1+1) to a row, so once the k-th best
 * partial sum exceeds what the terms left could add together, no row they alone hold can place, and they
 * are looked up (binary search) for the rows that still can, instead of read whole. The common terms of
 * a question over a large index are most of its postings. The candidates' scores are then summed again in
 * the query's term order, as fts5Bm25Function does, so the answers are the same doubles.
 */
export function createBm25TopK(): Bm25TopK {
  let scores = new Float64Array(0);
  let seenIn = new Uint32Array(0);
  let call = 0;
  let touched = new Int32Array(0);
  let values = new Float64Array(0);
  return (input) => {
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
    const k1 = K1;
    // A term in over half the rows still counts a little.
    const idfs = postings.map((p, t) => idf(rows, input.df?.[t] ?? p.rids.length));
    const norms = input.norms ?? bm25Norms(lengths, avgLength);
    const contribution = (t: number, f: number, rid: number) =>
      // The same operations in the same order as fts5Bm25Function, so the same doubles.
      (idfs[t]! * (f * (k1 + 1.0))) / (f + norms[rid]!);
    const kthOfTouched = () => {
      for (let i = 0; i < n; i++) values[i] = score[touched[i]!]!;
      return kthLargest(values, n, k);
    };
    const order = postings.map((_, t) => t).sort((x, y) => idfs[y]! - idfs[x]! || x - y);
    let rest = order.reduce((sum, t) => sum + idfs[t]! * (k1 + 1), 0);
    let floor = -Infinity; // a lower bound of the k-th best final score, once terms were skipped
    for (const t of order) {
      // Only when the term is long enough to be worth a quickselect over the rows seen.
      if (n >= k && postings[t]!.rids.length > n) {
        const kth = kthOfTouched();
        if (rest < kth * (1 - SLACK)) {
          floor = kth;
          break;
        }
      }
      const { rids, freqs } = postings[t]!;
      for (let i = 0; i < rids.length; i++) {
        const rid = rids[i]!;
        if (rid >= lengths.length) continue; // written after the lengths were read
        const s = contribution(t, freqs[i]!, rid);
        if (seen[rid] !== mark) {
          seen[rid] = mark;
          score[rid] = s;
          touched[n++] = rid;
        } else score[rid]! += s;
      }
      rest -= idfs[t]! * (k1 + 1);
    }
    // Candidates: rows whose sum so far (plus what the skipped terms could add) reaches the k-th best.
    const cut = floor > -Infinity ? floor : n > k ? kthOfTouched() : -Infinity;
    const left = floor > -Infinity ? rest : 0;
    const candidates: number[] = [];
    for (let i = 0; i < n; i++) {
      const rid = touched[i]!;
      if (score[rid]! + left >= cut * (1 - SLACK)) candidates.push(rid);
    }
    // Exact scores, each term in the query's order (the first one present starts the sum, as there).
    for (const rid of candidates) {
      let sum = 0;
      for (let t = 0; t < postings.length; t++) {
        const f = freqAt(postings[t]!, rid);
        if (f >= 0) sum += contribution(t, f, rid);
      }
      score[rid] = sum;
    }
    const best = (a: number, c: number) => score[c]! - score[a]! || a - c;
    // No more rows than k matched: all of them, none tied (at least k candidates otherwise).
    if (n <= k && floor === -Infinity) return { above: candidates.sort(best), tied: [] };
    for (let i = 0; i < candidates.length; i++) values[i] = score[candidates[i]!]!;
    const kth = kthLargest(values, candidates.length, k);
    const above: number[] = [];
    const tied: number[] = [];
    for (const rid of candidates) {
      if (score[rid]! > kth) above.push(rid);
      else if (score[rid] === kth) tied.push(rid);
    }
    return { above: above.sort(best), tied: tied.sort((a, c) => a - c) };
  };
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
