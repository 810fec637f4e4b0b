/** A query term and the number of rows that contain it. */
export interface TermCount {
  term: string;
  rows: number;
}

/** Options of {@link bm25TopK}; rows carry FTS5's bm25() value (lower is better) as `s`. */
export interface Bm25TopKOptions<R extends Record<string, unknown>> {
  /** Rows in the table. */
  total: number;
  k: number;
  /** Runs a MATCH expression: its best `k` rows by bm25, best first. */
  run(match: string): Promise<R[]>;
  /** Below this many matching rows (summed over terms) the plain OR query is cheap enough. @default 4000 */
  minRows?: number;
}

// FTS5's bm25 has k1 = 1.2, so one term adds less than (k1 + 1) * idf to a row, whatever its frequency,
// field weights (>= 0) and the row's length. The margin covers rounding and a row count a little off
// FTS5's own (idf uses it).
const maxContribution = (rows: number, total: number) =>
  2.2 * Math.max(1e-6, Math.log((total - rows + 0.5) / (rows + 0.5))) * 1.001;

const MAX_TERMS = 10;
/** More phrases than this cost FTS5 more (it counts the rows of each one) than scoring every row saves. */
const MAX_PHRASES = 24;
/** The first guess of the k-th score, as a share of the best term combination that k rows are expected to hold. */
const FIRST_GUESS = 0.7;
const ATTEMPTS = 3;

const quote = (t: string) => `"${t.replace(/"/g, '')}"`;

/** The plain query: any term. */
export const anyTerm = (terms: readonly string[]) => terms.map(quote).join(' OR ');

/**
 * The best `k` rows of `anyTerm(terms)`, exactly as that query ranks them, while scoring far fewer rows
 * (MaxScore over term combinations). A row can only beat `floor` if its terms' bounds sum above it, so
 * the query keeps the rows holding such a combination; FTS5 reports every term of a row that passes
 * `all NOT (all NOT combos)`, so their scores are unchanged. The answer is exact when the k-th score it
 * finds is at least `floor` (no other row can reach that). Otherwise it retries with the k-th score as
 * the floor (or a lower guess when fewer than k rows qualified), and ends with the plain query.
 */
export async function bm25TopK<R extends Record<string, unknown>>(
  terms: readonly TermCount[],
  opts: Bm25TopKOptions<R>,
): Promise<R[]> {
  const all = anyTerm(terms.map((t) => t.term));
  const present = terms.filter((t) => t.rows > 0);
  const matching = present.reduce((n, t) => n + t.rows, 0);
  if (present.length < 2 || present.length > MAX_TERMS || matching < (opts.minRows ?? 4000)) return opts.run(all);
  const bounds = present.map((t) => maxContribution(t.rows, opts.total));
  let floor = FIRST_GUESS * expectedBest(present, bounds, opts.total, opts.k);
  let match = pruned(present, bounds, floor);
  for (let attempt = 0; match && attempt < ATTEMPTS; attempt++) {
    const rows = await opts.run(match);
    let next: string | undefined;
    if (rows.length < opts.k) {
      floor *= FIRST_GUESS;
      next = pruned(present, bounds, floor);
    } else {
      const kth = -Number(rows[rows.length - 1]!.s);
      if (kth >= floor) return rows;
      // k rows score kth or more, so it is a safe floor; the same rows qualifying again means these are the best.
      floor = kth;
      next = pruned(present, bounds, floor);
      if (next === match) return rows;
    }
    match = next;
  }
  return opts.run(all);
}

/** The highest bound sum of a term combination that about `k` rows hold (terms taken as independent). */
function expectedBest(terms: readonly TermCount[], bounds: readonly number[], total: number, k: number): number {
  let best = 0;
  for (let set = 1; set < 1 << terms.length; set++) {
    let sum = 0;
    let rows = total;
    for (let i = 0; i < terms.length; i++)
      if (set & (1 << i)) {
        sum += bounds[i]!;
        rows *= terms[i]!.rows / total;
      }
    if (rows >= k && sum > best) best = sum;
  }
  return best;
}

/** The MATCH expression for rows whose terms' bounds sum above `floor`, or undefined when it would not pay. */
function pruned(terms: readonly TermCount[], bounds: readonly number[], floor: number): string | undefined {
  const n = terms.length;
  if (bounds.every((b) => b > floor)) return undefined; // every matching row qualifies
  const sumOf = (set: number) => bounds.reduce((s, b, i) => (set & (1 << i) ? s + b : s), 0);
  // Minimal combinations above the floor: dropping any of their terms falls to or below it.
  const minimal: number[] = [];
  for (let set = 1; set < 1 << n; set++) {
    const sum = sumOf(set);
    if (sum > floor && bounds.every((b, i) => !(set & (1 << i)) || sum - b <= floor)) minimal.push(set);
  }
  if (minimal.length === 0) return undefined;
  const names = terms.map((t) => quote(t.term));
  // Only rows with every term: an AND reports them all, no exclusion needed.
  if (minimal.length === 1 && minimal[0] === (1 << n) - 1) return names.join(' AND ');
  const combos = factor(minimal, names);
  if (2 * n + combos.split('"').length / 2 > MAX_PHRASES) return undefined;
  const all = `(${anyTerm(terms.map((t) => t.term))})`;
  return `${all} NOT (${all} NOT (${combos}))`;
}

/** "Any of these term sets" with the most shared term factored out first, so fewer phrases repeat. */
function factor(sets: readonly number[], names: readonly string[]): string {
  let best = 0;
  let bestCount = -1;
  names.forEach((_, i) => {
    const count = sets.filter((s) => s & (1 << i)).length;
    if (count > bestCount) [best, bestCount] = [i, count];
  });
  const bit = 1 << best;
  const rest = sets.filter((s) => s & bit).map((s) => s & ~bit);
  const others = sets.filter((s) => !(s & bit));
  // Minimal sets form an antichain: a set of this term alone has no companions.
  const part = rest.includes(0) ? names[best]! : `${names[best]} AND (${factor(rest, names)})`;
  return others.length ? `(${part}) OR (${factor(others, names)})` : part;
}
