// Retrieval on the npm docstring->function benchmark (bench/npm-docs.ts), function-level MRR@10 and R@10,
// with each signal on and off. `--split test` reports the held-out packages (never tune on them);
// `--cache DIR` keeps the downloaded packages; `--sweep` tries vocab settings (dev split only); `--store chroma`
// keeps the chunks in a local Chroma server (from the chromadb package) instead of libsql.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchFeatures, SearchRequest, SignalWeights } from '@sextant/core-engine/indexing';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore, createVectorStore } from '@sextant/vector-search';
import { buildNpmDocs, goldRank } from './npm-docs.js';
import { argValue } from './support.js';

const arg = argValue;
const split = arg('--split') === 'test' ? 'test' : 'dev';
const t0 = performance.now();
const keepOtherComments = process.argv.includes('--keep-other-comments');
const { work, root, queries } = buildNpmDocs(split, {
  cache: arg('--cache'),
  max: Number(arg('--max') ?? 400),
  keepOtherComments,
});
const dir = mkdtempSync(join(tmpdir(), 'npm-dev-index-'));
const chroma =
  arg('--store') === 'chroma'
    ? await import('../../../packages/vector-search/test/support/chroma-server.js').then((m) => m.startChroma())
    : undefined;
const store = chroma
  ? await createVectorStore('chroma', { url: chroma.url, collection: 'npm-dev', lexicalPath: join(dir, 'lexical.db') })
  : await createLibsqlStore({ path: join(dir, 'index.db') });
const open = (learnVocab: boolean) =>
  createRepoIndex({ dir, store, adapters: createLanguageRegistry(), log: silentLogger, learnVocab });
let index = open(false);
const stats = await index.run({ root });
console.log(
  `npm-${split}${keepOtherComments ? ' (other comments kept)' : ''}, ${store.id} store: ${queries.length} queries over ${stats.files} files, ${stats.chunks} chunks (built in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);

export async function evaluate(
  features: SearchFeatures,
  weights?: Partial<SignalWeights>,
  extra: Partial<SearchRequest> = {},
) {
  let mrr = 0;
  let r10 = 0;
  let fileMrr = 0;
  const t = performance.now();
  for (const q of queries) {
    const ranked = await index.rank({ query: q.query, k: 10, features, weights, ...extra });
    const results = ranked.map((r) => ({
      path: String(r.chunk.metadata.path),
      start: Number(r.chunk.metadata.start_line),
      end: Number(r.chunk.metadata.end_line),
    }));
    const rank = goldRank(q, results);
    if (rank) {
      mrr += 1 / rank;
      r10++;
    }
    const files = [...new Set(results.map((r) => r.path))];
    const f = files.indexOf(q.gold[0]!.path);
    if (f >= 0 && f < 10) fileMrr += 1 / (f + 1);
  }
  const n = queries.length;
  return `MRR@10 ${(mrr / n).toFixed(3)}  R@10 ${(r10 / n).toFixed(3)}  file MRR@10 ${(fileMrr / n).toFixed(3)}  (${((performance.now() - t) / n).toFixed(1)} ms/query)`;
}

const off: SearchFeatures = { symbol: false, graph: false, vector: false, vocab: false };
const rows: [string, SearchFeatures][] = [
  ['lexical only (BM25F + synonyms + compounds)', off],
  ['  + vocab', { ...off, vocab: true }],
  ['  + symbol', { ...off, symbol: true }],
  ['  + graph', { ...off, graph: true }],
  ['  + symbol + graph (no vocab)', { vocab: false }],
  ['  + symbol + graph + vocab', { vocab: true }],
  ['default (history, coverage, terms, source first)', {}],
  ['  + files (file-level aggregation)', { files: true }],
  ['  - history', { history: false }],
  ['  - coverage', { coverage: false }],
  ['  - source first', { sourceFirst: false }],
  [
    '  - history - coverage - terms - source first (chunk order)',
    { history: false, coverage: false, terms: false, sourceFirst: false },
  ],
];
const only = process.argv.includes('--file-rows');
for (const [name, features] of only ? rows.slice(6) : rows)
  console.log(`${name.padEnd(46)} ${await evaluate(features)}`);
// Session 9's file ranking (named definitions, hub files damped) against the one before it.
console.log(
  `${'  before session 9 (no defined, no breadth)'.padEnd(46)} ${await evaluate({}, {}, { fileRank: { breadth: 0, weights: { defined: 0 } } })}`,
);
// What of the file-level aggregation costs the docstring set: its support term or its path list.
for (const [name, fileRank] of [
  ['  + files, support 0', { support: 0 }],
  ['  + files, path 0', { weights: { path: 0 } }],
] as const)
  console.log(`${name.padEnd(46)} ${await evaluate({ files: true }, {}, { fileRank })}`);
for (const terms of [0.3, 0.5])
  console.log(
    `${`  + file terms ${terms}`.padEnd(46)} ${await evaluate({}, {}, { fileRank: { weights: { terms } } })}`,
  );
for (const coverage of [0.5, 1])
  console.log(
    `${`  coverage weight ${coverage}`.padEnd(46)} ${await evaluate({}, {}, { fileRank: { weights: { coverage } } })}`,
  );
index = open(true);
const tl = performance.now();
await index.learnVocab();
console.log(`learned the repository's vocabulary in ${(performance.now() - tl).toFixed(0)} ms`);
for (const [name, features] of rows.filter(([, f]) => f.vocab !== false))
  console.log(`${name.replace('vocab', 'vocab + own').padEnd(46)} ${await evaluate(features)}`);
index = open(false);
if (process.argv.includes('--sweep') && split === 'dev') {
  for (const inline of [false, true])
    for (const scale of [0.5, 1, 2, 4])
      for (const max of [8, 16])
        console.log(
          `vocab ${inline ? 'inline' : 'signal'} scale ${scale} max ${max}`.padEnd(46),
          await evaluate({ symbol: false, graph: false }, {}, { expansion: { max, scale, inline } }),
        );
}
await store.dispose?.();
await chroma?.stop();
rmSync(dir, { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
