// CoSQA retrieval quality (file-level MRR@10, R@1/5/10) of the offline default, with ablations.
// Needs ../shared/benchmarks/cosqa (read-only reference data); skips with a message when absent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchFeatures, SearchRequest, SignalWeights } from '@sextant/core-engine/indexing';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore } from '@sextant/vector-search';
import type { FieldWeights, LexicalRanking } from '@sextant/vector-search';
import { buildCosqa } from './support.js';

const cosqa = buildCosqa('cosqa-');
if (!cosqa) {
  console.log('cosqa: ../shared/benchmarks/cosqa not found; skipping the retrieval benchmark.');
  process.exit(0);
}
const { work, root, queries } = cosqa;

async function build(fieldWeights?: Partial<FieldWeights>) {
  const dir = mkdtempSync(join(tmpdir(), 'cosqa-index-'));
  const store = await createLibsqlStore({ path: join(dir, 'index.db'), fieldWeights });
  const index = createRepoIndex({
    dir,
    store,
    adapters: createLanguageRegistry(),
    log: silentLogger,
    learnVocab: false,
  });
  const t = performance.now();
  const stats = await index.run({ root });
  return { index, store, dir, ms: performance.now() - t, stats };
}

/** Another view of the same index: a second store on its file, ranking with other settings (no re-indexing). */
async function view(dir: string, ranking: Partial<LexicalRanking>, learnVocab = false) {
  const store = await createLibsqlStore({ path: join(dir, 'index.db'), ranking });
  const index = createRepoIndex({ dir, store, adapters: createLanguageRegistry(), log: silentLogger, learnVocab });
  if (learnVocab) await index.learnVocab();
  return { index, store };
}

async function evaluate(
  index: Awaited<ReturnType<typeof build>>['index'],
  features: SearchFeatures,
  weights?: Partial<SignalWeights>,
  extra: Partial<SearchRequest> = {},
) {
  let mrr = 0;
  const hits = { 1: 0, 5: 0, 10: 0 };
  const t = performance.now();
  for (const q of queries) {
    const ranked = await index.rank({ query: q.query, k: 10, features, weights, ...extra });
    const files = [...new Set(ranked.map((r) => String(r.chunk.metadata.path)))].slice(0, 10);
    const pos = files.indexOf(q.gold);
    if (pos >= 0) {
      mrr += 1 / (pos + 1);
      for (const k of [1, 5, 10] as const) if (pos < k) hits[k]++;
    }
  }
  const n = queries.length;
  return {
    mrr10: mrr / n,
    r1: hits[1] / n,
    r5: hits[5] / n,
    r10: hits[10] / n,
    msPerQuery: (performance.now() - t) / n,
  };
}

const fmt = (r: Awaited<ReturnType<typeof evaluate>>) =>
  `MRR@10 ${r.mrr10.toFixed(3)}  R@1 ${r.r1.toFixed(3)}  R@5 ${r.r5.toFixed(3)}  R@10 ${r.r10.toFixed(3)}  (${r.msPerQuery.toFixed(1)} ms/query)`;

const sweep = process.argv.includes('--sweep');
const main = await build();
console.log(`cosqa: ${queries.length} queries over ${main.stats.files} files; indexed in ${main.ms.toFixed(0)} ms`);
console.log('reference: plain BM25 over whole files (README) MRR@10 0.320  R@1 0.226  R@5 0.444  R@10 0.536');
const lexicalOnly: SearchFeatures = { symbol: false, graph: false, vector: false, vocab: false };
// Ranking defaults were chosen on bench/cosqa-dev.ts (queries made from the corpus's own docstrings).
const off = { synonyms: 0, compounds: 0 };
const rows: [string, Partial<LexicalRanking>, SearchFeatures, boolean?][] = [
  ['lexical only (BM25F as FTS5: k1 1.2 b .75)', { ...off, k1: 1.2, b: 0.75 }, lexicalOnly],
  ['  + BM25 k1 2.5 b 1', off, lexicalOnly],
  ['  + synonyms', { ...off, synonyms: 0.25 }, lexicalOnly],
  ['  + synonyms + compounds', {}, lexicalOnly],
  ['  + vocab (shipped model)', {}, { ...lexicalOnly, vocab: true }],
  ['  + vocab + own (learned from the corpus)', {}, { ...lexicalOnly, vocab: true }, true],
  ['  + symbol (no vocab)', {}, { symbol: true, graph: false, vector: false, vocab: false }],
  ['  + symbol + graph (no vocab)', {}, { vector: false, vocab: false }],
  ['  + symbol + graph + vocab', {}, { vector: false }],
  ['  + symbol + graph + vocab + own (default)', {}, { vector: false }, true],
];
for (const [name, ranking, features, learn] of rows) {
  const v = await view(main.dir, ranking, learn);
  console.log(`${name.padEnd(44)} ${fmt(await evaluate(v.index, features))}`);
  await v.store.dispose?.();
}
// Session 9's file ranking (named definitions, hub files damped) against the one before it.
console.log(
  `${'offline default before session 9'.padEnd(44)} ${fmt(await evaluate(main.index, {}, {}, { fileRank: { breadth: 0, weights: { defined: 0 } } }))}`,
);
// The file terms list (whole-file BM25 over each file's symbol record) on and off, around the offline default.
for (const terms of [0, 0.3, 0.5])
  console.log(
    `${`offline default, file terms ${terms}`.padEnd(44)} ${fmt(await evaluate(main.index, {}, {}, { fileRank: { weights: { terms } } }))}`,
  );

if (sweep) {
  // Each ranking part around its default, the others at theirs: a reader can see a plateau, not a spike.
  const parts: Partial<LexicalRanking>[] = [
    ...[0.9, 1.2, 2, 2.5, 3].flatMap((k1) => [0.75, 0.9, 1].map((b) => ({ k1, b }))),
    ...[0.1, 0.25, 0.5, 1].map((synonyms) => ({ synonyms })),
    ...[0.1, 0.25, 0.5, 1].map((compounds) => ({ compounds })),
  ];
  for (const ranking of parts) {
    const v = await view(main.dir, ranking);
    console.log(`ranking ${JSON.stringify(ranking)}`.padEnd(44), fmt(await evaluate(v.index, {})));
    await v.store.dispose?.();
  }
  for (const symbol of [0.25, 0.5, 1])
    for (const graph of [0, 0.1, 0.2, 0.5]) {
      console.log(
        `weights symbol=${symbol} graph=${graph}`.padEnd(44),
        fmt(await evaluate(main.index, {}, { symbol, graph })),
      );
    }
  for (const fw of [
    { symbol: 1, path: 1, doc: 1, body: 1 },
    { symbol: 2, path: 1, doc: 2, body: 1 },
    { symbol: 4, path: 2, doc: 2, body: 1 },
    { symbol: 8, path: 1, doc: 3, body: 1 },
  ]) {
    const b = await build(fw);
    console.log(
      `field weights ${JSON.stringify(fw)}`.padEnd(44),
      fmt(await evaluate(b.index, { symbol: false, graph: false })),
    );
    await b.store.dispose?.();
    rmSync(b.dir, { recursive: true, force: true });
  }
}
await main.store.dispose?.();
rmSync(main.dir, { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
