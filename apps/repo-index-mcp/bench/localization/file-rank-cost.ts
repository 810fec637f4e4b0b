// CPU of the file ranking (order-by-file.ts) per search at the latency corpus's scale (about 50,000 chunks;
// `--cache DIR` of bench/latency-curves.ts, `--copies N`), in this process: each query's chunk fusion is
// ranked once, then its file ranking runs under each setting below in turn, five times, CPU measured.
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { queryTerms } from '@sextant/core-engine/retrieval';
import { orderByFile } from '../../../../packages/core-engine/src/indexing/search/order-by-file.js';
import type { FileRankOptions } from '../../../../packages/core-engine/src/indexing/search/file-rank.js';
import type { SymbolIndex } from '../../../../packages/core-engine/src/indexing/search/symbol-index.js';
import { looksLikeCode } from '../../../../packages/core-engine/src/indexing/search/hybrid-search.js';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { corpusOf, corpusQueries } from '../latency-corpus.js';
import { argValue } from '../support.js';

const cache = argValue('--cache') ?? process.env.BENCH_CACHE;
if (!cache) throw new Error('pass --cache DIR (a latency-curves cache)');
const copies = Number(argValue('--copies') ?? 6);
const root = corpusOf(cache, copies, 10);
const { identifiers, natural } = corpusQueries(root, Number(argValue('--queries') ?? 50));
const deps = createDeps(
  loadConfig({ SEXTANT_DATA_DIR: join(cache, `data-10mb-x${copies}-libsql`), SEXTANT_ROOTS: root }),
  silentLogger,
);
const { entry, index: run } = await deps.indexes.ensure(root);
await run.run({ root });
const { index } = await deps.indexes.get(entry.id);
const state = (await index.state())!;
const symbols = (await index.symbols()) as unknown as SymbolIndex;
const chunks = Object.values(state.files).reduce((n, f) => n + f.chunks.length, 0);
// Session 9: without the named definitions and the breadth prior, as before.
const before: FileRankOptions = { breadth: 0, weights: { defined: 0 } };
// Alternated, so load changes hit both alike; the first pass warms caches (path and name indexes) up.
const settings: [string, FileRankOptions][] = [
  ['warm-up', {}],
  ['before session 9', before],
  ['default', {}],
  ['before session 9', before],
  ['default', {}],
];
const off = { files: false, history: false, sourceFirst: false, coverage: false, terms: false };
for (const [kind, queries] of [
  ['natural language', natural],
  ['identifiers', identifiers],
] as const) {
  const runs: { id: string; score: number; ranks: Record<string, number>; text: string }[][] = [];
  for (const query of queries) {
    const ranked = await index.rank({ query, k: 100, features: off });
    runs.push(ranked.map((r) => ({ id: r.chunk.id, score: r.score, ranks: r.signals, text: r.chunk.text })));
  }
  const cpu = new Map<string, number[]>();
  for (const [name, fileRank] of settings) {
    const c = process.cpuUsage();
    for (let round = 0; round < 5; round++)
      queries.forEach((query, i) => {
        const pooled = runs[i]!.filter((x) => x.ranks['lexical'] !== undefined);
        const features = { files: false, history: true, sourceFirst: true };
        const input = { query, terms: queryTerms(query), state, symbols, features, pool: 100 };
        orderByFile(runs[i]!, { ...input, code: looksLikeCode(query), pooled }, undefined, fileRank);
      });
    const { user, system } = process.cpuUsage(c);
    (cpu.get(name) ?? cpu.set(name, []).get(name)!).push((user + system) / 1000 / 5 / queries.length);
  }
  console.log(`file ranking at ${chunks} chunks, ${kind}: ms CPU per search`);
  for (const [name, xs] of cpu)
    if (name !== 'warm-up') console.log(`  ${name.padEnd(34)} ${xs.map((x) => x.toFixed(2)).join(' / ')}`);
}
await deps.dispose();
