// Tables of the localization bench: per repository and macro, MRR@10 / Recall@10 per system; tests vs
// source (how often a test-like file outranks the first gold file, median ranks); ask_index citations.
import type { QueryScore, Summary } from './metrics.js';
import { summarize } from './metrics.js';

export interface RepoRun {
  repo: string;
  split: string;
  scores: Record<string, QueryScore[]>;
  /** questions, defining file cited, its lines cited, BM25's top 6 files hold it */
  ask: [number, number, number, number];
}

const f3 = (x: number) => x.toFixed(3);
const pc = (x: number) => `${(100 * x).toFixed(0)}%`;
const cell = (s: string, n: number) => s.padEnd(n);

/** Prints one split's tables and returns its summaries (for the results file). */
export function printSplit(split: string, runs: readonly RepoRun[], systems: readonly string[]) {
  const sums = runs.map((r) => Object.fromEntries(systems.map((s) => [s, summarize(r.scores[s]!)])));
  const macro = (s: string, key: keyof Summary) => sums.reduce((a, m) => a + (m[s]![key] as number), 0) / sums.length;
  const w = Math.max(14, ...systems.map((s) => s.length + 2));
  console.log(`\nlocalization, ${split} split: file-level MRR@10 / Recall@10 (first 10 distinct files)`);
  console.log(`${cell('repository', 20)}${systems.map((s) => cell(s, w)).join('')}search_repo / bm25`);
  runs.forEach((r, i) =>
    console.log(
      `${cell(r.repo, 20)}${systems.map((s) => cell(`${f3(sums[i]![s]!.mrr)} ${f3(sums[i]![s]!.recall)}`, w)).join('')}${(sums[i]!['search_repo']!.mrr / sums[i]!['bm25']!.mrr).toFixed(2)}x`,
    ),
  );
  console.log(
    `${cell('macro', 20)}${systems.map((s) => cell(`${f3(macro(s, 'mrr'))} ${f3(macro(s, 'recall'))}`, w)).join('')}${(macro('search_repo', 'mrr') / macro('bm25', 'mrr')).toFixed(2)}x`,
  );
  console.log(
    `tests before source (bm25 | search_repo): share of queries where a test/bench/fixture/example file ranks above the first gold file; median rank of the first gold / first test-like file; test-like share of the top 10`,
  );
  const ts = (m: Summary) => `${pc(m.testAbove)} gold@${m.medGold} test@${m.medTest} ${pc(m.testShare)}`;
  runs.forEach((r, i) =>
    console.log(`${cell(r.repo, 20)}${cell(ts(sums[i]!['bm25']!), 28)}| ${ts(sums[i]!['search_repo']!)}`),
  );
  console.log(
    `${cell('macro', 20)}${cell(`${pc(macro('bm25', 'testAbove'))} share ${pc(macro('bm25', 'testShare'))}`, 28)}| ${pc(macro('search_repo', 'testAbove'))} share ${pc(macro('search_repo', 'testShare'))}`,
  );
  const ask = runs.reduce((a, r) => a.map((x, i) => x + r.ask[i]!), [0, 0, 0, 0]);
  if (ask[0])
    console.log(
      `ask_index (extractive) on ${ask[0]} "which function" questions (doc comment blanked): defining file cited ${ask[1]}/${ask[0]} (${pc(ask[1]! / ask[0]!)}), its lines ${pc(ask[2]! / ask[0]!)}; BM25's top 6 files hold it ${pc(ask[3]! / ask[0]!)}`,
    );
  return runs.map((r, i) => ({ repo: r.repo, ask: r.ask, ...sums[i] }));
}
