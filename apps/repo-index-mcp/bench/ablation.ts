// The ablation table: each retrieval signal on and off, MRR@10 on CoSQA (file level, shared reference data)
// and on our own npm docstring->function sets (function level; dev is tuned on, test never is).
// `--sets cosqa,npm-dev,npm-test` picks sets; `--cache DIR` keeps downloaded npm packages;
// `--sweep all|translate` tries feedback (RM3), vocab, fusion (all) or translation settings on npm-dev only; `--keep-other-comments` keeps the
// comments of the functions not queried (as in a real repository: the per-repo vocabulary has docs to learn from).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RankedChunk, SearchFeatures, SearchRequest } from '@sextant/core-engine/indexing';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore } from '@sextant/vector-search';
import type { LexicalRanking } from '@sextant/vector-search';
import { buildNpmDocs, goldRank } from './npm-docs.js';
import { argValue, buildCosqa } from './support.js';

interface Dataset {
  name: string;
  root: string;
  work: string;
  queries: { query: string }[];
  /** 1-based rank of the answer in the results (0: not in the top 10). */
  rankOf(i: number, ranked: readonly RankedChunk[]): number;
}

function datasets(names: readonly string[]): Dataset[] {
  const out: Dataset[] = [];
  for (const name of names) {
    if (name === 'cosqa') {
      const c = buildCosqa('ablation-cosqa-');
      if (!c) {
        console.log('ablation: ../shared/benchmarks/cosqa not found; CoSQA left out.');
        continue;
      }
      out.push({
        name,
        ...c,
        rankOf: (i, ranked) =>
          [...new Set(ranked.map((r) => String(r.chunk.metadata.path)))].indexOf(c.queries[i]!.gold) + 1,
      });
    } else {
      const split = name === 'npm-test' ? 'test' : 'dev';
      const keepOtherComments = process.argv.includes('--keep-other-comments');
      const d = buildNpmDocs(split, { cache: argValue('--cache'), max: 400, keepOtherComments });
      const results = (ranked: readonly RankedChunk[]) =>
        ranked.map((r) => ({
          path: String(r.chunk.metadata.path),
          start: Number(r.chunk.metadata.start_line),
          end: Number(r.chunk.metadata.end_line),
        }));
      out.push({ name, ...d, rankOf: (i, ranked) => goldRank(d.queries[i]!, results(ranked)) });
    }
  }
  return out;
}

const off: SearchFeatures = {
  symbol: false,
  graph: false,
  vector: false,
  vocab: false,
  prf: false,
  files: false,
  history: false,
  sourceFirst: false,
  terms: false,
};
const plain: Partial<LexicalRanking> = { synonyms: 0, compounds: 0 };
const before: SearchFeatures = { vocab: true, files: false, history: false, sourceFirst: false, terms: false };
/** One row: lexical ranking settings, search features, whether the index learns its own vocabulary, extras. */
type Row = [string, Partial<LexicalRanking>, SearchFeatures, boolean, Partial<SearchRequest>?];
const rows: Row[] = [
  ['BM25 alone', plain, off, false],
  ['+ identifier synonyms and compounds', {}, off, false],
  ['+ shipped vocab model', {}, { ...off, vocab: true }, false],
  ['+ per-repo vocab', {}, { ...off, vocab: true }, true],
  ['+ RM3 feedback (no vocab)', {}, { ...off, prf: true }, false],
  ['+ shipped vocab + RM3', {}, { ...off, vocab: true, prf: true }, false],
  ['+ shipped vocab + translation ranking', {}, { ...off, vocab: true, translate: true }, false],
  ['+ symbol match', {}, { ...off, symbol: true }, false],
  ['+ graph (rank prior, references)', {}, { ...off, graph: true }, false],
  ['before issue 27: symbol, graph, vocab, chunk order', {}, { ...before }, false],
  ['default (symbol, graph, files, history, source first)', {}, {}, false],
  ['default - files', {}, { files: false }, false],
  ['default - source first', {}, { sourceFirst: false }, false],
  ['default - history', {}, { history: false }, false],
  ['default + shipped vocab', {}, { vocab: true }, false],
  ['default + RM3', {}, { prf: true }, false],
  ['default + per-repo vocab', {}, { vocab: true }, true],
  ['default + translation ranking', {}, { vocab: true, translate: true }, false],
  ['default + vocab terms inside the lexical pass', {}, { vocab: true }, false, { expansion: { inline: true } }],
];
// `--issue27`: the rows of issue 27's ablation only.
const ISSUE27 = ['BM25 alone', 'before issue 27', 'default', '+ shipped vocab model'];

async function table(set: Dataset, which: readonly Row[]) {
  const dir = mkdtempSync(join(tmpdir(), `ablation-${set.name}-`));
  const store = await createLibsqlStore({ path: join(dir, 'index.db') });
  const built = createRepoIndex({ dir, store, adapters: createLanguageRegistry(), log: silentLogger });
  const stats = await built.run({ root: set.root });
  console.log(`\n${set.name}: ${set.queries.length} queries over ${stats.files} files, ${stats.chunks} chunks`);
  const out: Record<string, number> = {};
  for (const [name, ranking, features, learnVocab, extra] of which) {
    // Another view of the same index file: a second store ranking with other settings (no re-indexing).
    const view = await createLibsqlStore({ path: join(dir, 'index.db'), ranking });
    const index = createRepoIndex({
      dir,
      store: view,
      adapters: createLanguageRegistry(),
      log: silentLogger,
      learnVocab,
    });
    if (learnVocab) await index.learnVocab();
    let mrr = 0;
    const t = performance.now();
    for (const [i, q] of set.queries.entries()) {
      const rank = set.rankOf(i, await index.rank({ query: q.query, k: 10, features, ...extra }));
      if (rank > 0 && rank <= 10) mrr += 1 / rank;
    }
    out[name] = mrr / set.queries.length;
    const ms = (performance.now() - t) / set.queries.length;
    console.log(`  ${name.padEnd(52)} MRR@10 ${out[name]!.toFixed(3)}  (${ms.toFixed(1)} ms/query)`);
    await view.dispose?.();
  }
  await store.dispose?.();
  rmSync(dir, { recursive: true, force: true });
  return out;
}

const names = (argValue('--sets') ?? 'cosqa,npm-dev,npm-test').split(',');
const sets = datasets(names);
const results: Record<string, Record<string, number>> = {};
// `--only-sweep` skips the table (a sweep on its own).
// `--only TEXT` keeps the rows whose name holds TEXT.
const only = argValue('--only');
const issue27 = process.argv.includes('--issue27');
const mainRows = process.argv.includes('--only-sweep')
  ? []
  : rows.filter(([n]) => (!only || n.includes(only)) && (!issue27 || ISSUE27.some((p) => n.startsWith(p))));
for (const set of sets) results[set.name] = await table(set, mainRows);
const sweepOf = argValue('--sweep');
if (sweepOf) {
  const dev = sets.find((s) => s.name === 'npm-dev');
  const sweep: Row[] = [];
  if (sweepOf === 'translate') {
    for (const w of [0.5, 1, 2]) {
      sweep.push([`translate weight ${w}`, {}, { translate: true }, false, { weights: { translate: w } }]);
      sweep.push([
        `translate weight ${w}, no vocab pass`,
        {},
        { translate: true, vocab: false },
        false,
        { weights: { translate: w } },
      ]);
    }
    for (const mu of [10, 25, 100, 250])
      sweep.push([`translate mu ${mu}`, {}, { translate: true }, false, { translate: { mu } }]);
    for (const self of [0.5, 2, 4])
      sweep.push([`translate self ${self}`, {}, { translate: true }, false, { translate: { self } }]);
  }
  if (sweepOf === 'rm3' || sweepOf === 'all') {
    for (const docs of [5, 10])
      for (const terms of [4, 8, 16])
        for (const weight of [0.25, 0.5])
          sweep.push([
            `RM3 docs ${docs} terms ${terms} weight ${weight}`,
            {},
            { prf: true },
            false,
            { feedback: { docs, terms, weight } },
          ]);
    for (const prf of [0.25, 1])
      sweep.push([`RM3 signal weight ${prf}`, {}, { prf: true }, false, { weights: { prf } }]);
    for (const vocab of [0.5, 1.5, 2, 3])
      sweep.push([`vocab signal weight ${vocab}`, {}, {}, false, { weights: { vocab } }]);
    for (const max of [2, 4, 16])
      for (const floor of [0.03, 0.1, 0.2])
        sweep.push([`vocab max ${max} floor ${floor}`, {}, {}, false, { expansion: { max, floor } }]);
    for (const scale of [0.5, 2]) sweep.push([`vocab scale ${scale}`, {}, {}, false, { expansion: { scale } }]);
    for (const graph of [0, 0.05, 0.2]) sweep.push([`graph weight ${graph}`, {}, {}, false, { weights: { graph } }]);
    for (const symbol of [0.25, 1]) sweep.push([`symbol weight ${symbol}`, {}, {}, false, { weights: { symbol } }]);
  }
  if (dev) await table(dev, sweep);
}
// The table again, one column per set (markdown, for the README and reports).
console.log(`\n| signal | ${sets.map((s) => s.name).join(' | ')} |\n|---|${sets.map(() => '---:').join('|')}|`);
for (const [name] of mainRows)
  console.log(`| ${name} | ${sets.map((s) => results[s.name]![name]!.toFixed(3)).join(' | ')} |`);
for (const s of sets) rmSync(s.work, { recursive: true, force: true });
