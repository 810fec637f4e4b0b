// Cost of the file terms list (core-engine search/file-terms.ts) on a cached latency-curves index
// (bench/latency-curves.ts --cache DIR): the symbol index loaded as search loads it, then the term index
// built (CPU, heap, typed arrays' buffers and RSS added), the first search and the next ones timed (CPU
// each) with the corpus's natural-language queries, and the update after one edited file. Run with
// `node --expose-gc --import tsx`. Flags: --cache DIR --copies N --base-mb N --root PATH (the corpus path
// the index was built at, when the cache is a copy: the key of its folder).
import { join } from 'node:path';
import { openRepoIndexAt } from '@sextant/vector-search';
import { queryTerms } from '@sextant/core-engine/retrieval';
import { fileTermMatches } from '../../../packages/core-engine/src/indexing/search/file-terms.js';
import type { SymbolIndex } from '../../../packages/core-engine/src/indexing/search/symbol-index.js';
import { corpusOf, corpusQueries } from './latency-corpus.js';
import { argValue } from './support.js';

const cache = argValue('--cache') ?? process.env.BENCH_CACHE;
if (!cache) throw new Error('pass --cache DIR (a latency-curves cache)');
const copies = Number(argValue('--copies') ?? 6);
const baseMb = Number(argValue('--base-mb') ?? 10);
const root = corpusOf(cache, copies, baseMb);
const opened = await openRepoIndexAt(argValue('--root') ?? root, {
  dataDir: join(cache, `data-${baseMb}mb-x${copies}-libsql`, 'repo-index'),
  history: false,
});
const state = (await opened.index.state())!;
const chunks = Object.values(state.files).reduce((n, f) => n + f.chunks.length, 0);
const symbols = (await opened.index.symbols()) as unknown as SymbolIndex;
const terms = corpusQueries(root, 50).natural.map(queryTerms);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const cpuMs = (f: () => void) => {
  const c = process.cpuUsage();
  f();
  const { user, system } = process.cpuUsage(c);
  return (user + system) / 1000;
};
gc();
const heap0 = process.memoryUsage();
const first = cpuMs(() => fileTermMatches(symbols, terms[0]!, 100));
gc();
const heap1 = process.memoryUsage();
const build = cpuMs(() => fileTermMatches(symbols, [], 100)); // built already: a search of nothing
const rounds = 5;
const each = cpuMs(() => {
  for (let r = 0; r < rounds; r++) for (const ts of terms) fileTermMatches(symbols, ts, 100);
});
// An update after one edited file: a new symbol index, every record the same but that file's (a new object).
const [edited, rec] = [...symbols.records].find(([, r]) => r.defs.length > 0)!;
const next = { ...symbols, records: new Map(symbols.records).set(edited, { ...rec }) };
const update = cpuMs(() => fileTermMatches(next, [], 100));
const mbOf = (b: number) => (b / 2 ** 20).toFixed(1);
console.log(
  `x${copies}: ${symbols.records.size} files, ${chunks} chunks; first search ${first.toFixed(0)} ms CPU (builds the ` +
    `term index), heap +${mbOf(heap1.heapUsed - heap0.heapUsed)} MB, array buffers +${mbOf(heap1.arrayBuffers - heap0.arrayBuffers)} MB, ` +
    `RSS +${mbOf(heap1.rss - heap0.rss)} MB; ` +
    `empty search ${build.toFixed(2)} ms; update after one edited file ${update.toFixed(0)} ms CPU; ${(each / rounds / terms.length).toFixed(3)} ms CPU per search ` +
    `(${terms.length} queries x ${rounds})`,
);
await opened.dispose();
