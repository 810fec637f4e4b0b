// The ranking's ablation on the localization set (issue 27), in this process: the indexes the localization
// bench built, ranked under named settings (search_repo's ranking without its snippets), whole-file BM25
// beside; file-level MRR@10 per repository and macro. Tuning reads the dev split only (the default);
// `--split test` runs the ablation rows (`--rows ablation`) on the held-out split once, at the end.
// `--only a,b` picks settings; `--repo owner/name` one repository.
import { dirname, join } from 'node:path';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import type { SearchFeatures } from '@sextant/core-engine/indexing';
import { parseChunkId } from '@sextant/core-engine/indexing';
import { queryTerms } from '@sextant/core-engine/retrieval';
import type { FusedResult } from '@sextant/core-engine/retrieval';
import { buildHistoryIndex } from '../../../../packages/core-engine/src/indexing/history/history-index.js';
import type { HistoryIndexOptions } from '../../../../packages/core-engine/src/indexing/history/history-index.js';
import { readFileHistory } from '../../../../packages/core-engine/src/indexing/history/file-history.js';
import { buildCommitSearch, buildWeightedHistory } from './commit-history.js';
import type { CommitSearchOptions } from './commit-history.js';
import type {
  FileHistory,
  HistoryOptions,
} from '../../../../packages/core-engine/src/indexing/history/file-history.js';
import type { FileRankOptions } from '../../../../packages/core-engine/src/indexing/search/file-rank.js';
import { orderByFile } from '../../../../packages/core-engine/src/indexing/search/order-by-file.js';
import { looksLikeCode } from '../../../../packages/core-engine/src/indexing/search/hybrid-search.js';
import { openRepoIndexAt } from '@sextant/vector-search';
import { argValue } from '../support.js';
import { bm25, corpusFiles } from './bm25.js';
import { scoreQuery, summarize } from './metrics.js';
import { leaveOneRepoOut } from './loro.js';
import { ascentReport } from './ascent.js';
import type { Params } from './ascent.js';
import { coChanged, commitFiles } from './co-change.js';
import type { CoChangeOptions } from './co-change.js';
import { buildQueries, DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, materializeCorpus } from './set.js';

// The chunk fusion runs once per query (its signals switched as a setting says); the file ranking on top
// of it runs per setting from the engine's sources (a dev tool: it reaches past the package's entries).
type Setting = {
  chunk?: SearchFeatures;
  features?: { files?: boolean; history?: boolean; sourceFirst?: boolean; coverage?: boolean; terms?: boolean };
  fileRank?: FileRankOptions;
  /** The history field read again from git here with these options (bodies, caps). */
  history?: HistoryOptions;
  /** Files by how recently a commit touched them, fused in as a file-level list of this weight (a prior). */
  recent?: number;
  /** Candidates per signal (the chunk fusion runs again). @default 100 */
  pool?: number;
  /** The bench's whole-file BM25 fused in as a file-level list of this weight (an upper bound, not the product). */
  wholeFile?: number;
  /**
   * History by commit (commit-index.ts): in place of the per-file history document (`replace`), or fused
   * beside it as a list of this weight.
   */
  commits?: CommitSearchOptions & { weight?: number; replace?: boolean };
  /** The per-file history document with each subject counted 1 / (files its commit touched)^share. */
  weightedHistory?: number;
  /** The engine's history index with commits fused in (`buildHistoryIndex`'s `commits` option). */
  historyIndex?: HistoryIndexOptions;
  /** Co-change with the first ranking's best files (`co-change.ts`), fused in with this weight. */
  cochange?: CoChangeOptions & { weight: number };
};
// Rows name the engine's defaults (`files` off; history, coverage and source first on) and what they switch.
const settings: Record<string, Setting> = {
  'before (vocab, chunk order)': {
    chunk: { vocab: true },
    features: { history: false, sourceFirst: false, coverage: false, terms: false },
  },
  'chunk order, no vocab': { features: { history: false, sourceFirst: false, coverage: false, terms: false } },
  default: {},
  'default +files': { features: { files: true } },
  'default -history': { features: { history: false } },
  'default -coverage': { features: { coverage: false } },
  'default -terms': { features: { terms: false } },
  'default -sourceFirst': { features: { sourceFirst: false } },
  'default +vocab': { chunk: { vocab: true } },
  'default -graph': { chunk: { graph: false } },
  'default, history 1': { fileRank: { weights: { history: 1 } } },
  'default, history 0.25': { fileRank: { weights: { history: 0.25 } } },
  '+files, support 0.5/5': { features: { files: true }, fileRank: { support: 0.5, supportOf: 5 } },
  '+files, support 0.15/3': { features: { files: true }, fileRank: { support: 0.15 } },
  '+files, path 0': { features: { files: true }, fileRank: { weights: { path: 0 } } },
  '+files, support 0': { features: { files: true }, fileRank: { support: 0 } },
  'default, history bodies': { history: { bodies: true } },
  'default, history 1000 commits': { history: { maxCommits: 1000 } },
  'default, history 2000 commits': { history: { maxCommits: 2000 } },
  'default, history 4000 commits': { history: { maxCommits: 4000 } },
  'default, history 30 files/commit': { history: { maxFilesPerCommit: 30 } },
  'default, history 20 files/commit': { history: { maxFilesPerCommit: 20 } },
  'default, history 30 files/commit, weight 0.6': {
    history: { maxFilesPerCommit: 30 },
    fileRank: { weights: { history: 0.6 } },
  },
  'default, history 30 files/commit, weight 0.4': {
    history: { maxFilesPerCommit: 30 },
    fileRank: { weights: { history: 0.4 } },
  },
  'default +recent 0.1': { recent: 0.1 },
  'default +recent 0.2': { recent: 0.2 },
  'default +recent 0.3': { recent: 0.3 },
  'default +recent 0.5': { recent: 0.5 },
  'default, coverage 0.5': { fileRank: { weights: { coverage: 0.5 } } },
  'default, coverage of 2+ hits': { fileRank: { coverageHits: 2 } },
  'default, coverage 0.7': { fileRank: { weights: { coverage: 0.7 } } },
  '+files, history bodies': { features: { files: true }, history: { bodies: true } },
  // An upper bound for the file terms: the bench's own whole-file BM25 (file texts) in their place.
  '-terms +whole-file bm25 0.3 (bench)': { features: { terms: false }, wholeFile: 0.3 },
  '-terms +whole-file bm25 0.5 (bench)': { features: { terms: false }, wholeFile: 0.5 },
  'default, terms 0.5': { fileRank: { weights: { terms: 0.5 } } },
  'default, terms 1': { fileRank: { weights: { terms: 1 } } },
  'default -coverage, terms 0.5': { features: { coverage: false }, fileRank: { weights: { terms: 0.5 } } },
  'default pool 200': { pool: 200 },
  'default pool 300': { pool: 300 },
  'h0.35 c0.5': { fileRank: { weights: { history: 0.35, coverage: 0.5 } } },
  // Lists derived from a first file ranking (session 6): tests' sources, files the best hits use, co-change.
  'default +tested 0.3': { fileRank: { weights: { tested: 0.3 } } },
  'default +tested 0.5': { fileRank: { weights: { tested: 0.5 } } },
  'default +tested 1': { fileRank: { weights: { tested: 1 } } },
  'default +tested 0.2 of 3': { fileRank: { weights: { tested: 0.2 }, testsOf: 3 } },
  'default +tested 0.3 of 5': { fileRank: { weights: { tested: 0.3 }, testsOf: 5 } },
  'default +tested 0.1 of 10': { fileRank: { weights: { tested: 0.1 }, testsOf: 10 } },
  'default +refs 0.1 of 3': { fileRank: { weights: { refs: 0.1 }, refsOf: 3 } },
  'default +refs 0.2 of 5': { fileRank: { weights: { refs: 0.2 }, refsOf: 5 } },
  'default +refs 0.1': { fileRank: { weights: { refs: 0.1 } } },
  'default +refs 0.3': { fileRank: { weights: { refs: 0.3 } } },
  'default +refs 0.5': { fileRank: { weights: { refs: 0.5 } } },
  // The path list for every query (session 6: on by default at 0.1; 0 was the default before).
  'default, path 0': { fileRank: { weights: { path: 0 } } },
  'default, path 0.2': { fileRank: { weights: { path: 0.2 } } },
  'default, path 0.3': { fileRank: { weights: { path: 0.3 } } },
  'default, path pool 100': { fileRank: { pathPool: 100 } },
  'default, path pool 10': { fileRank: { pathPool: 10 } },
  'default, path 0.05': { fileRank: { weights: { path: 0.05 } } },
  'default +files, path 0.3': { features: { files: true }, fileRank: { weights: { path: 0.3 } } },
  // Files the query names (session 6: on by default at 1).
  'default -named': { fileRank: { weights: { named: 0 } } },
  'default, named 0.5': { fileRank: { weights: { named: 0.5 } } },
  'default, named 2': { fileRank: { weights: { named: 2 } } },
  'default -tooling after source': { fileRank: { demote: ['test', 'doc'] } },
  'default +cochange 0.1': { cochange: { weight: 0.1 } },
  'default +cochange 0.3': { cochange: { weight: 0.3 } },
  'default +cochange 0.5': { cochange: { weight: 0.5 } },
  'default +cochange 0.3 from 10': { cochange: { weight: 0.3, from: 10 } },
  // Session 7: the file fusion's constant (10 by default, 60 before) and the path phrases (on at 0.3).
  'default, fusion constant 60': { fileRank: { fusionK: 60 } },
  'default, fusion constant 20': { fileRank: { fusionK: 20 } },
  'default -phrase': { fileRank: { weights: { phrase: 0 } } },
  'default before session 7 (constant 60, no phrase)': { fileRank: { fusionK: 60, weights: { phrase: 0 } } },
  // Session 8: history by commit (BugLocator's similar past fixes), in place of the per-file document or beside it.
  'history by commit 50': { commits: { replace: true } },
  'history by commit 20': { commits: { replace: true, commits: 20 } },
  'history by commit 100': { commits: { replace: true, commits: 100 } },
  'history by commit 50, share 0.5': { commits: { replace: true, share: 0.5 } },
  'per-file history +commits list 0.3': { commits: { weight: 0.3 }, historyIndex: { commits: { weight: 0 } } },
  'per-file history +commits list 0.5': { commits: { weight: 0.5 }, historyIndex: { commits: { weight: 0 } } },
  'per-file history +commits list 0.3 of 20': {
    commits: { weight: 0.3, commits: 20 },
    historyIndex: { commits: { weight: 0 } },
  },
  'per-file history +commits list 0.3 share 0.5': {
    commits: { weight: 0.3, share: 0.5 },
    historyIndex: { commits: { weight: 0 } },
  },
  'per-file history +commits list 0.3 half-life 300': {
    commits: { weight: 0.3, halfLife: 300 },
    historyIndex: { commits: { weight: 0 } },
  },
  'per-file history +commits list 0.3 half-life 1000': {
    commits: { weight: 0.3, halfLife: 1000 },
    historyIndex: { commits: { weight: 0 } },
  },
  'per-file history +commits list 0.3 share 0.5 half-life 1000': {
    commits: { weight: 0.3, share: 0.5, halfLife: 1000 },
    historyIndex: { commits: { weight: 0 } },
  },
  'history by commit 50 half-life 1000': { commits: { replace: true, halfLife: 1000 } },
  'history by commit 50 half-life 300': { commits: { replace: true, halfLife: 300 } },
  'history weighted by files, share 0.5': { weightedHistory: 0.5 },
  'default -similar commits': { historyIndex: { commits: { weight: 0 } } },
  'history + commits 0.3 of 50': { historyIndex: { commits: { weight: 0.3, of: 50 } } },
  'history + commits 0.5 of 50': { historyIndex: { commits: { weight: 0.5, of: 50 } } },
  'history + commits 1 of 50': { historyIndex: { commits: { weight: 1, of: 50 } } },
  'history + commits 0.5 of 100': { historyIndex: { commits: { weight: 0.5, of: 100 } } },
  'history + commits 0.3 of 100': { historyIndex: { commits: { weight: 0.3, of: 100 } } },
  'history weighted by files, share 1': { weightedHistory: 1 },
  'history weighted by files, share 0.25': { weightedHistory: 0.25 },
  // Session 9: files defining an identifier the question names (on at 0.5); hub files damped (0.5 from 100 chunks,
  // chosen on dev, off: it did not hold out).
  'default -defined': { fileRank: { weights: { defined: 0 } } },
  'default +breadth (dev-chosen, off)': { fileRank: { breadth: 0.5 } },
  'default before session 9 (no defined, no breadth)': { fileRank: { weights: { defined: 0 } } },
};
// `--grid phrase`: files whose path holds two consecutive words of the query.
if (argValue('--grid') === 'phrase')
  for (const phrase of [0, 0.1, 0.3, 0.5, 1]) settings[`grid phrase ${phrase}`] = { fileRank: { weights: { phrase } } };
// `--grid k`: the file fusion's reciprocal-rank constant.
else if (argValue('--grid') === 'k')
  for (const fusionK of [5, 10, 20, 30, 60, 120]) settings[`grid k ${fusionK}`] = { fileRank: { fusionK } };
// `--grid commits`: history by commit as a file list of its own beside the per-file document (weight, commits).
else if (argValue('--grid') === 'commits') {
  const perFile = { commits: { weight: 0 } };
  settings['grid per-file history'] = { historyIndex: perFile };
  for (const commits of [20, 50, 100, 200])
    for (const weight of [0.1, 0.15, 0.2, 0.3])
      settings[`grid +${weight} of ${commits}`] = { commits: { weight, commits }, historyIndex: perFile };
}
// `--grid history-commits`: commits fused into the history list (the engine's `buildHistoryIndex` option).
else if (argValue('--grid') === 'history-commits') {
  settings['grid per-file history'] = { historyIndex: { commits: { weight: 0 } } };
  for (const of of [50, 100, 200])
    for (const weight of [0.2, 0.3, 0.5])
      settings[`grid history+${weight} of ${of}`] = { historyIndex: { commits: { weight, of } } };
}
// `--grid breadth`: big files' fused score times (chunks / from)^-breadth.
else if (argValue('--grid') === 'breadth') {
  for (const breadthFrom of [20, 50, 100])
    for (const breadth of [0, 0.1, 0.2, 0.3, 0.5])
      settings[`grid breadth ${breadth} from ${breadthFrom}`] = { fileRank: { breadth, breadthFrom } };
}
// `--grid defined`: files defining an identifier the question names.
else if (argValue('--grid') === 'defined') {
  for (const defined of [0, 0.1, 0.3, 0.5, 1])
    settings[`grid defined ${defined}`] = { fileRank: { weights: { defined } } };
}
// `--grid defined-breadth`: the two together.
else if (argValue('--grid') === 'defined-breadth') {
  for (const defined of [0, 0.3, 0.5])
    for (const [breadth, breadthFrom] of [
      [0, 100],
      [0.5, 100],
      [1, 100],
      [0.5, 200],
      [1, 200],
    ] as const)
      settings[`grid defined ${defined} breadth ${breadth} from ${breadthFrom}`] = {
        fileRank: { breadth, breadthFrom, weights: { defined } },
      };
}
// `--grid terms`: the file terms' BM25 (k1, b). Session 10 also counted the path's words as the file's (BM25F,
// 2 or 5 times): 0.617-0.620 against 0.618, nothing held out, dropped.
else if (argValue('--grid') === 'terms')
  for (const k1 of [0.8, 1.2, 2])
    for (const b of [0.5, 0.75, 1]) settings[`grid terms k1 ${k1} b ${b}`] = { fileRank: { terms: { k1, b } } };
// `--grid path`: the path list's weight alone.
else if (argValue('--grid') === 'path')
  for (const path of [0, 0.05, 0.1, 0.15, 0.2, 0.3])
    settings[`grid path ${path}`] = { fileRank: { weights: { path } } };
// `--grid`: the file fusion's weights on a small grid, chosen leave-one-repository-out (see loro.ts).
else if (process.argv.includes('--grid'))
  for (const history of [0.35, 0.5])
    for (const coverage of [0.3, 0.5])
      for (const terms of [0, 0.3, 0.5, 1])
        settings[`grid h${history} c${coverage} t${terms}`] = { fileRank: { weights: { history, coverage, terms } } };
const ABLATION = [
  'default before session 9 (no defined, no breadth)',
  'default -defined',
  'default +breadth (dev-chosen, off)',
  'before (vocab, chunk order)',
  'default before session 7 (constant 60, no phrase)',
  'default, fusion constant 60',
  'default -phrase',
  'default -similar commits',
  'chunk order, no vocab',
  'default',
  'default +files',
  'default -history',
  'default -coverage',
  'default -terms',
  'default -sourceFirst',
  'default +vocab',
  'default -graph',
  'default, history bodies',
  '-terms +whole-file bm25 0.5 (bench)',
  'default, path 0',
  'default -named',
  'default -tooling after source',
  'default +tested 0.1 of 10',
  'default +refs 0.1',
  'default +cochange 0.1',
];
const only = argValue('--rows') === 'ablation' ? ABLATION : argValue('--only')?.split(/[;|]/);
const names = Object.keys(settings).filter(
  (n, i) => !only || only.includes(String(i)) || only.includes(n) || n.startsWith('grid '),
);
const split = argValue('--split') ?? 'dev';
const entries = loadManifest().repos.filter(
  (r) => r.split === split && (!argValue('--repo') || r.repo === argValue('--repo')),
);
const table: Record<string, number[]> = {};
// `--ascent`: coordinate ascent over the file fusion's parameters from the defaults (ascent.ts), leave one
// repository out; the chunk fusion's answers are the default's.
const ascent = process.argv.includes('--ascent');
const evaluators: ((p: Params) => number)[] = [];
const opens: { dispose(): Promise<void> }[] = [];
const ASCENT_START: Params = {
  ...{ fusionK: 10, path: 0.1, history: 0.5, coverage: 0.3, terms: 0.3, named: 1, phrase: 0.3 },
  ...{ defined: 0.5, breadth: 0, breadthFrom: 100 },
};
const ASCENT_STEPS: Record<string, readonly number[]> = {
  fusionK: [5, 10, 20, 30, 60],
  path: [0, 0.05, 0.1, 0.2, 0.3],
  history: [0.25, 0.35, 0.5, 0.75, 1],
  coverage: [0, 0.15, 0.3, 0.5, 0.7],
  terms: [0, 0.15, 0.3, 0.5, 1],
  named: [0.5, 1, 2],
  phrase: [0, 0.3, 1],
  defined: [0, 0.3, 0.5, 1],
  breadth: [0, 0.3, 0.5, 1],
  breadthFrom: [50, 100, 200],
};
const fileSetting = ({ fusionK, breadth, breadthFrom, ...weights }: Params): Setting => ({
  fileRank: { fusionK, breadth, breadthFrom, weights },
});
const reuse = process.argv.includes('--reuse-runs');
const misses = Number(argValue('--misses') ?? 0);
const missesOf = argValue('--misses-of') ?? 'default';
const explain = process.argv.includes('--explain');
const key = (s: Setting) => JSON.stringify(s.pool ? { ...s.chunk, pool: s.pool } : (s.chunk ?? {}));
for (const entry of entries) {
  const { queries } = buildQueries(entry, DEFAULT_MIRRORS);
  // Its real path: a cache whose `corpora` links to another cache's reuses that cache's index ids.
  const root = realpathSync(materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE));
  const opened = await openRepoIndexAt(root, { dataDir: join(DEFAULT_CACHE, 'data', 'repo-index'), history: true });
  if (!(await opened.index.state())) await opened.update(); // a cache of its own indexes its corpora once
  await opened.index.rank({ query: 'warm up' }); // reads the history when missing
  const state = (await opened.index.state())!;
  const symbols = await opened.index.symbols();
  // Histories read and indexed with a setting's options, once per distinct options.
  const stored = JSON.parse(readFileSync(join(opened.dir, 'history.json'), 'utf8')) as FileHistory;
  const histories = new Map<string, ReturnType<typeof buildHistoryIndex>>();
  const historyKey = (s: Setting) => JSON.stringify(s.history);
  for (const n of names) {
    const s = settings[n]!;
    if (s.history && !histories.has(historyKey(s))) {
      histories.set(historyKey(s), buildHistoryIndex(await readFileHistory(root, state.head!, s.history)));
    }
  }
  const history = buildHistoryIndex(stored);
  const commitSearch = buildCommitSearch(stored);
  const live = (p: string) => state.files[p] !== undefined;
  const indexOf = new Map<string, ReturnType<typeof buildHistoryIndex>>();
  const withCommits = (o: HistoryIndexOptions) =>
    indexOf.get(JSON.stringify(o)) ??
    indexOf.set(JSON.stringify(o), buildHistoryIndex(stored, o)).get(JSON.stringify(o))!;
  const weightedOf = new Map<number, ReturnType<typeof buildWeightedHistory>>();
  const weighted = (share: number) =>
    weightedOf.get(share) ?? weightedOf.set(share, buildWeightedHistory(stored, share)).get(share)!;
  const byCommitIndex = (o: CommitSearchOptions) => ({
    head: stored.head,
    size: history.size,
    search: (terms: readonly string[], topK: number) => commitSearch(terms, topK, live, o),
  });
  const byCommit = commitFiles(stored);
  const recent = Object.keys(stored.files)
    .filter((p) => state.files[p])
    .sort((a, b) => stored.files[a]![0]! - stored.files[b]![0]! || (a < b ? -1 : 1))
    .slice(0, 100);
  const chunkRuns = new Map<string, FusedResult[][]>();
  for (const f of new Set(names.map((n) => key(settings[n]!)))) {
    // `--reuse-runs`: the chunk fusion's answers kept from an earlier run (file-level settings tune fast).
    const saved = join(DEFAULT_CACHE, 'runs', `${entry.repo.replace('/', '+')}-${Buffer.from(f).toString('hex')}.json`);
    if (reuse && existsSync(saved)) {
      chunkRuns.set(f, JSON.parse(readFileSync(saved, 'utf8')) as FusedResult[][]);
      continue;
    }
    const runs: FusedResult[][] = [];
    const { pool, ...features } = JSON.parse(f) as SearchFeatures & { pool?: number };
    for (const q of queries) {
      const ranked = await opened.index.rank({
        query: q.query,
        k: pool ?? 100,
        ...(pool ? { pool } : {}),
        features: {
          ...features,
          ...{ files: false, history: false, sourceFirst: false, coverage: false, terms: false },
        },
      });
      runs.push(ranked.map((r) => ({ id: r.chunk.id, score: r.score, ranks: r.signals })));
    }
    chunkRuns.set(f, runs);
    mkdirSync(dirname(saved), { recursive: true });
    writeFileSync(saved, JSON.stringify(runs));
  }
  const line: string[] = [];
  const docs = corpusFiles(root);
  // Chunk texts from the corpus by their ids' line ranges (the saved runs keep ids only).
  const lines = new Map<string, string[]>();
  const textOf = (id: string) => {
    const { path, start, end } = parseChunkId(id);
    if (!lines.has(path)) lines.set(path, readFileSync(join(root, path), 'utf8').split('\n'));
    return lines
      .get(path)!
      .slice(start - 1, end)
      .join('\n');
  };
  const wholeFile = bm25(docs);
  for (const [name, index] of [
    ['bm25 whole file', wholeFile],
    ['bm25 whole file + path', bm25(docs, { withPath: true })],
  ] as const) {
    const m = summarize(
      queries.map((q) =>
        scoreQuery(
          index.search(q.query, 10).map((h) => h.path),
          q.gold,
        ),
      ),
    );
    (table[name] ??= []).push(m.mrr);
    line.push(
      `  ${name.padEnd(40)} ${m.mrr.toFixed(3)} R@10 ${m.recall.toFixed(3)} tests-above ${(100 * m.testAbove).toFixed(0)}%`,
    );
  }
  const scoreAll = (name: string, s: Setting) => {
    const runs = chunkRuns.get(key(s))!;
    return queries.map((q, i) => {
      const f = { files: false, history: true, sourceFirst: true, ...s.features };
      const extra = [
        ...(s.recent ? [{ signal: 'history' as const, weight: s.recent, paths: recent }] : []),
        ...(s.commits?.weight && !looksLikeCode(q.query)
          ? [
              {
                signal: 'cochange' as const,
                weight: s.commits.weight,
                paths: commitSearch(queryTerms(q.query), 100, live, s.commits),
              },
            ]
          : []),
      ];
      const input = {
        query: q.query,
        terms: queryTerms(q.query),
        state,
        symbols,
        features: f,
        pool: s.pool ?? 100,
        code: looksLikeCode(q.query),
        pooled: runs[i]!.filter((r) => r.ranks['lexical'] !== undefined).map((r) => ({ id: r.id, text: textOf(r.id) })),
        ...(extra.length ? { extra } : {}),
        ...(s.wholeFile
          ? {
              extra: [
                {
                  signal: 'terms' as const, // the bench's whole-file BM25 in the file terms' place
                  weight: s.wholeFile,
                  paths: wholeFile
                    .search(q.query, 100)
                    .map((h) => h.path)
                    .filter((p) => state.files[p]),
                },
              ],
            }
          : {}),
      };
      const co = s.cochange;
      const derive = co
        ? (first: readonly string[]) => [
            {
              signal: 'cochange' as const,
              weight: co.weight,
              paths: coChanged(stored, byCommit, first, (p) => state.files[p] !== undefined, co),
            },
          ]
        : undefined;
      const ordered = orderByFile(
        runs[i]!,
        { ...input, ...(derive ? { derive } : {}) },
        s.commits?.replace
          ? byCommitIndex(s.commits)
          : s.weightedHistory
            ? weighted(s.weightedHistory)
            : s.historyIndex
              ? withCommits(s.historyIndex)
              : (histories.get(historyKey(s)) ?? history),
        s.fileRank,
      ).slice(0, 90);
      const paths = ordered.map((r) => parseChunkId(r.id).path);
      const score = scoreQuery(paths, q.gold);
      // `--misses N` (`--misses-of NAME`, default `default`): the setting's queries whose gold is not first, with what ranked above it.
      if (name === missesOf && score.rr < 1 && i < misses) {
        const top = [...new Set(paths)].slice(0, 4).join(' ');
        console.log(`    miss ${score.firstGold ?? '-'} "${q.query}" gold ${q.gold.join(' ')}\n      above: ${top}`);
        // `--explain`: each of the first files' (and the gold's) ranks in the file-level lists.
        if (explain) {
          const firstOf = new Map<string, Record<string, number>>();
          for (const r of ordered)
            if (!firstOf.has(parseChunkId(r.id).path)) firstOf.set(parseChunkId(r.id).path, r.ranks);
          const show = [...new Set([...[...firstOf.keys()].slice(0, 3), ...q.gold])];
          for (const p of show) {
            const at = [...firstOf.keys()].indexOf(p);
            const ranks = Object.entries(firstOf.get(p) ?? {})
              .map(([k, v]) => `${k}${v}`)
              .join(' ');
            const lines = state.files[p]?.chunks.length ?? 0;
            console.log(
              `      ${q.gold.includes(p) ? '*' : ' '}${at >= 0 ? at + 1 : '-'} ${p} [${lines} chunks] ${ranks}`,
            );
          }
        }
      }
      return score;
    });
  };
  for (const name of names) {
    const m = summarize(scoreAll(name, settings[name]!));
    (table[name] ??= []).push(m.mrr);
    line.push(
      `  ${name.padEnd(40)} ${m.mrr.toFixed(3)} R@10 ${m.recall.toFixed(3)} tests-above ${(100 * m.testAbove).toFixed(0)}%`,
    );
  }
  console.log(`${entry.repo}\n${line.join('\n')}`);
  evaluators.push((p) => summarize(scoreAll('', fileSetting(p))).mrr);
  if (ascent)
    opens.push(opened); // kept open for the ascent below
  else await opened.dispose();
}
if (ascent) {
  ascentReport(
    (p) => evaluators.map((e) => e(p)),
    entries.map((e) => e.repo),
    ASCENT_START,
    ASCENT_STEPS,
  );
  for (const o of opens) await o.dispose();
}
console.log(`\nmacro MRR@10, ${split} (ratio to whole-file BM25)`);
const base = table['bm25 whole file']!.reduce((a, x) => a + x, 0) / table['bm25 whole file']!.length;
for (const [k, xs] of Object.entries(table))
  console.log(
    `  ${k.padEnd(40)} ${(xs.reduce((a, x) => a + x, 0) / xs.length).toFixed(3)} ${(xs.reduce((a, x) => a + x, 0) / xs.length / base).toFixed(2)}x  [${xs.map((x) => x.toFixed(3)).join(' ')}]`,
  );
if (process.argv.includes('--grid'))
  leaveOneRepoOut(
    table,
    entries.map((e) => e.repo),
    'grid ',
  );
