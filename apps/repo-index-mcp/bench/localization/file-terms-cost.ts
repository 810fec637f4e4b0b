// CPU of the file terms list (file-terms.ts) per search: a localization corpus's symbol records copied
// `--copies N` times under other paths (as the latency corpus copies its base), the dev queries ranked
// once to build the index, then again timed. `--repo owner/name` (default eslint/eslint).
import { join } from 'node:path';
import { openRepoIndexAt } from '@sextant/vector-search';
import { queryTerms } from '@sextant/core-engine/retrieval';
import { fileTermMatches } from '../../../../packages/core-engine/src/indexing/search/file-terms.js';
import type { SymbolIndex } from '../../../../packages/core-engine/src/indexing/search/symbol-index.js';
import { argValue } from '../support.js';
import { buildQueries, DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, materializeCorpus } from './set.js';

const repo = argValue('--repo') ?? 'eslint/eslint';
const copies = Number(argValue('--copies') ?? 6);
const entry = loadManifest().repos.find((r) => r.repo === repo)!;
const { queries } = buildQueries(entry, DEFAULT_MIRRORS);
const root = materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE);
const opened = await openRepoIndexAt(root, { dataDir: join(DEFAULT_CACHE, 'data', 'repo-index') });
const base = (await opened.index.symbols()) as unknown as SymbolIndex;
const chunks = Object.values((await opened.index.state())!.files).reduce((n, f) => n + f.chunks.length, 0);
const records = new Map(
  Array.from({ length: copies }, (_, i) => [...base.records].map(([p, r]) => [`copy${i}/${p}`, r] as const)).flat(),
);
const symbols = { ...base, records } as SymbolIndex;
const terms = queries.map((q) => queryTerms(q.query));
const cpu0 = process.cpuUsage();
fileTermMatches(base, [], 1); // builds the index (tokenizes each record: the copies share the base's records)
const bags = process.cpuUsage(cpu0);
const cpu1 = process.cpuUsage();
fileTermMatches(symbols, [], 1);
const build = process.cpuUsage(cpu1);
const t = performance.now();
const cpu = process.cpuUsage();
for (let round = 0; round < 5; round++) for (const ts of terms) fileTermMatches(symbols, ts, 100);
const n = 5 * terms.length;
const { user, system } = process.cpuUsage(cpu);
console.log(
  `${repo} x${copies}: ${records.size} files (${chunks * copies} chunks); bags ${((bags.user + bags.system) / 1000).toFixed(0)} ms CPU per copy, ` +
    `the copies' lists ${((build.user + build.system) / 1000).toFixed(0)} ms CPU; ` +
    `${((performance.now() - t) / n).toFixed(3)} ms wall, ${((user + system) / 1000 / n).toFixed(3)} ms CPU per search`,
);
await opened.dispose();
