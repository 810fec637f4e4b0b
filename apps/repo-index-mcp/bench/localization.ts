// Localization on real repositories (issue 27): "where do I change X?" asked with a later commit's subject,
// against the tree at a snapshot before it; the gold is the 1-3 source files the commit modified. Compares
// plain BM25 over whole files with search_repo on defaults through the built MCP server, per repository and
// macro, dev and test splits (bench/localization/manifest.json; the repositories' mirrors come from the
// `fetch` research tool, and the bench skips without them). Also: where the first test-like file ranks
// against the first gold file, and ask_index (extractive) on "which function…" questions from the gold files.
// Options: --split dev|test (default both), --repo owner/name, --no-ask, --ablate (search_repo with each
// signal switched; `sr before` is the ranking before issue 27: vocab on, no file ranking, history or source first), --examples N (dev only: queries search_repo ranks worse than BM25), --data DIR, --mirrors DIR,
// --cache DIR (default /work/cache/localization: corpora, indexes, results).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { askCorpus, blankLines } from './localization/ask-corpus.js';
import { askQuestions } from './localization/ask-questions.js';
import { bm25, corpusFiles } from './localization/bm25.js';
import { mirrorOf } from './localization/git.js';
import { filesOf, scoreQuery } from './localization/metrics.js';
import type { RepoRun } from './localization/report.js';
import { printSplit } from './localization/report.js';
import { openServer } from './localization/server.js';
import { buildQueries, DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, materializeCorpus } from './localization/set.js';
import { argValue } from './support.js';

const mirrors = argValue('--mirrors') ?? DEFAULT_MIRRORS;
// `--ask-only`: ask_index alone (the ranking's ablation in process: bench/localization/tune.ts).
const askOnly = process.argv.includes('--ask-only');
const cache = argValue('--cache') ?? DEFAULT_CACHE;
const only = argValue('--repo');
const examples = Number(argValue('--examples') ?? 0);
const splits = argValue('--split') ? [argValue('--split')!] : ['dev', 'test'];
const entries = loadManifest().repos.filter((r) => splits.includes(r.split) && (!only || r.repo === only));
if (!entries.every((e) => existsSync(mirrorOf(mirrors, e.repo)))) {
  console.log(`localization: skipped (no mirrors of the manifest's repositories under ${mirrors})`);
  process.exit(0);
}
const ablations: Record<string, Record<string, boolean>> = process.argv.includes('--ablate')
  ? {
      'sr -files': { files: false },
      'sr -history': { history: false },
      'sr -coverage': { coverage: false },
      'sr -terms': { terms: false },
      'sr -source_first': { source_first: false },
      'sr +vocab': { vocab: true },
      'sr before': { vocab: true, files: false, history: false, coverage: false, terms: false, source_first: false },
    }
  : {};
const systems = ['bm25', 'bm25+path', 'search_repo', ...Object.keys(ablations)];
const data = argValue('--data') ?? join(cache, 'data');
mkdirSync(data, { recursive: true });
const server = await openServer({ data, roots: join(cache, 'corpora') });
const runs: RepoRun[] = [];

for (const entry of entries) {
  const { queries } = buildQueries(entry, mirrors);
  const root = materializeCorpus(entry, mirrors, cache);
  const docs = corpusFiles(root);
  const plain = bm25(docs);
  const withPath = bm25(docs, { withPath: true });
  const built = await server.ensure(root);
  console.log(
    `${entry.split} ${entry.repo}: ${queries.length} queries, ${docs.length} files (${built.stats.files} indexed, ${built.stats.chunks} chunks; ensure_repo_index ${built.seconds.toFixed(1)} s, load ${loadavg()[0]!.toFixed(1)})`,
  );
  const run: RepoRun = { repo: entry.repo, split: entry.split, scores: {}, ask: [0, 0, 0, 0] };
  for (const s of systems) run.scores[s] = [];
  const losses: string[] = [];
  let ms = 0;
  for (const q of askOnly ? [] : queries) {
    run.scores['bm25']!.push(
      scoreQuery(
        plain.search(q.query, 10).map((h) => h.path),
        q.gold,
      ),
    );
    run.scores['bm25+path']!.push(
      scoreQuery(
        withPath.search(q.query, 10).map((h) => h.path),
        q.gold,
      ),
    );
    const t = performance.now();
    const hits = await server.search(built.id, q.query);
    ms += performance.now() - t;
    const sr = scoreQuery(
      hits.map((h) => h.path),
      q.gold,
    );
    run.scores['search_repo']!.push(sr);
    for (const [name, features] of Object.entries(ablations))
      run.scores[name]!.push(
        scoreQuery(
          (await server.search(built.id, q.query, { features })).map((h) => h.path),
          q.gold,
        ),
      );
    const bm = run.scores['bm25']!.at(-1)!;
    if (entry.split === 'dev' && sr.rr < bm.rr && losses.length < examples)
      losses.push(
        `  loses: "${q.query}" gold ${q.gold.join(', ')} (BM25 rank ${bm.firstGold ?? '-'}, search_repo ${sr.firstGold ?? '-'}): ${filesOf(
          hits.map((h) => h.path),
        )
          .slice(0, 4)
          .join(', ')}`,
      );
  }
  for (const l of losses) console.log(l);
  if (!askOnly) console.log(`  search_repo ${(ms / queries.length).toFixed(0)} ms/query over MCP`);
  if (!process.argv.includes('--no-ask')) {
    const files = new Map(docs.map((d) => [d.path, d.text]));
    const questions = askQuestions(
      entry.repo,
      queries.map((q) => q.gold),
      files,
      6,
    );
    const askRoot = askCorpus(root, questions);
    const askIndex = await server.ensure(askRoot);
    const blanked = bm25(
      docs.map((d) => {
        const ranges = questions.filter((q) => q.path === d.path).map((q) => q.docLines);
        return ranges.length ? { path: d.path, text: blankLines(d.text, ranges) } : d;
      }),
    );
    for (const a of questions) {
      const r = await server.ask(askIndex.id, a.question);
      run.ask[0]++;
      if (r.citations.some((c) => c.path === a.path)) run.ask[1]++;
      if (r.citations.some((c) => c.path === a.path && c.start_line <= a.line && c.end_line >= a.line)) run.ask[2]++;
      if (blanked.search(a.question, 6).some((h) => h.path === a.path)) run.ask[3]++;
    }
  }
  runs.push(run);
}
await server.close();

const results: Record<string, unknown> = {};
for (const split of splits) {
  const mine = runs.filter((r) => r.split === split);
  if (mine.length && askOnly) {
    const [n, file, lines] = mine.reduce((a, r) => a.map((x, i) => x + r.ask[i]!), [0, 0, 0, 0] as number[]);
    console.log(
      `${split}: ask_index (extractive) defining file cited ${file}/${n} (${((100 * file!) / n!).toFixed(0)}%), its lines ${lines}/${n}`,
    );
  } else if (mine.length) results[split] = printSplit(split, mine, systems);
}
mkdirSync(join(cache, 'results'), { recursive: true });
writeFileSync(join(cache, 'results', `localization-${Date.now()}.json`), JSON.stringify(results, null, 1));
