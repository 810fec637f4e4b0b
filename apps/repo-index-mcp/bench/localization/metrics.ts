// File-level metrics of a ranked list of paths against gold files: reciprocal rank and recall at 10, and
// where the first test-like file (tests, benches, fixtures, examples) ranks against the first gold file.
import { isTestLike } from './classify.js';

export interface QueryScore {
  rr: number;
  recall: number;
  /** 1-based ranks among the first 10 files, undefined when absent there. */
  firstGold?: number;
  firstTest?: number;
  /** Test-like files among the first 10. */
  testsInTop10: number;
  /** Files the list held (search_repo's k chunks may cover fewer than 10 files). */
  files: number;
}

/** Distinct paths in rank order. */
export const filesOf = (paths: readonly string[]): string[] => [...new Set(paths)];

/** Scores the first 10 distinct files of a ranking. */
export function scoreQuery(ranked: readonly string[], gold: readonly string[]): QueryScore {
  const files = filesOf(ranked).slice(0, 10);
  const top = files;
  const goldAt = files.findIndex((p) => gold.includes(p));
  const testAt = files.findIndex(isTestLike);
  return {
    rr: goldAt >= 0 ? 1 / (goldAt + 1) : 0,
    recall: top.filter((p) => gold.includes(p)).length / gold.length,
    ...(goldAt >= 0 ? { firstGold: goldAt + 1 } : {}),
    ...(testAt >= 0 ? { firstTest: testAt + 1 } : {}),
    testsInTop10: top.filter(isTestLike).length,
    files: files.length,
  };
}

export interface Summary {
  n: number;
  mrr: number;
  recall: number;
  /** Share of queries where a test-like file ranks above the first gold file (gold missing counts when a test shows). */
  testAbove: number;
  /** Mean share of test-like files among the top 10. */
  testShare: number;
  /** Median rank of the first gold file and of the first test-like file, where found. */
  medGold: number;
  medTest: number;
  files: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / Math.max(1, xs.length);

export function summarize(scores: readonly QueryScore[]): Summary {
  return {
    n: scores.length,
    mrr: mean(scores.map((s) => s.rr)),
    recall: mean(scores.map((s) => s.recall)),
    testAbove: mean(
      scores.map((s) =>
        s.firstTest !== undefined && (s.firstGold === undefined || s.firstTest < s.firstGold) ? 1 : 0,
      ),
    ),
    testShare: mean(scores.map((s) => s.testsInTop10 / Math.max(1, Math.min(10, s.files)))),
    medGold: median(scores.flatMap((s) => (s.firstGold ? [s.firstGold] : []))),
    medTest: median(scores.flatMap((s) => (s.firstTest ? [s.firstTest] : []))),
    files: mean(scores.map((s) => Math.min(10, s.files))),
  };
}
