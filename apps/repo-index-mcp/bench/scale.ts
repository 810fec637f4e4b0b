// Incremental re-index after changing one file in a 10k-file repository, and search latency p50/p95
// at >= 100k chunks, on the embedded defaults, down to search_repo as a client calls it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { createLibsqlStore } from '@sextant/vector-search';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { searchRepo } from '../src/tools/search-repo.js';
import { commitAll, pct } from './support.js';

const FILES = Number(process.env.BENCH_FILES ?? 10_000);
const FNS = 11;
const words =
  'parse load save render fetch update delete create validate format compute merge split encode decode resolve'.split(
    ' ',
  );
const nouns =
  'user config file cache token session order invoice payment report image message queue socket schema'.split(' ');
const root = mkdtempSync(join(tmpdir(), 'ri-scale-repo-'));
for (let i = 0; i < FILES; i++) {
  const fns = Array.from({ length: FNS }, (_, j) => {
    const name = `${words[(i + j) % words.length]}${nouns[(i * 7 + j) % nouns.length]![0]!.toUpperCase()}${nouns[(i * 7 + j) % nouns.length]!.slice(1)}${i}_${j}`;
    return `/** ${words[(i * 3 + j) % words.length]} the ${nouns[(i + j * 5) % nouns.length]} record ${i}. */\nexport function ${name}(input: string): string {\n  const value = input.trim();\n  return value + '${i}-${j}';\n}\n`;
  });
  const p = join(root, `src/area${i % 100}/mod${i}.ts`);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, fns.join('\n'));
}
commitAll(root);

// The index is built and searched through the app's own wiring (config, deps, libsql store, no embedder).
const dir = mkdtempSync(join(tmpdir(), 'ri-bench-data-'));
const deps = createDeps(loadConfig({ SEXTANT_DATA_DIR: dir }), silentLogger);
const { entry, index } = await deps.indexes.ensure(root);
let t = performance.now();
const full = await index.run({ root });
console.log(
  `scale: ${full.files} files, ${full.chunks} chunks indexed in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

writeFileSync(join(root, 'src/area7/mod7.ts'), 'export function changedOnlyHere(): number {\n  return 7;\n}\n');
const incTimes: number[] = [];
const stages: string[] = [];
for (let r = 0; r < 3; r++) {
  if (r > 0)
    writeFileSync(
      join(root, 'src/area7/mod7.ts'),
      `export function changedOnlyHere${r}(): number {\n  return ${r};\n}\n`,
    );
  t = performance.now();
  const inc = await index.run({ root });
  incTimes.push(performance.now() - t);
  stages.push(
    Object.entries(inc.timings_ms)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
  if (inc.changed !== 1) throw new Error(`expected 1 changed file, got ${inc.changed}`);
}
console.log(
  `  incremental re-index, 1 of ${full.files} files changed: ${incTimes.map((x) => x.toFixed(0)).join(' / ')} ms (3 runs; stages in ms: ${stages.join(' / ')})`,
);
t = performance.now();
await index.run({ root });
console.log(`  no-op run (up to date): ${(performance.now() - t).toFixed(0)} ms`);

const queries = Array.from({ length: 200 }, (_, i) =>
  i % 2
    ? `${words[i % words.length]} ${nouns[(i * 3) % nouns.length]} record`
    : `${words[i % words.length]}${nouns[i % nouns.length]![0]!.toUpperCase()}${nouns[i % nouns.length]!.slice(1)}${i * 37}_3`,
);
await index.rank({ query: 'warm up', k: 20 });
// A second connection to the index file, for the store alone.
const store = await createLibsqlStore({ path: join(deps.config.dataDir, entry.id, 'index.db') });
{
  const times: number[] = [];
  for (const q of queries) {
    t = performance.now();
    await store.search(q, { topK: 100 });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  store.search alone (lexical candidates and ranking, top 100) at ${full.chunks} chunks: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`,
  );
}
for (const [label, features] of [
  ['lexical only', { symbol: false, graph: false }],
  ['default (lexical + symbol + graph)', {}],
] as const) {
  const times: number[] = [];
  for (const q of queries) {
    t = performance.now();
    await index.rank({ query: q, k: 20, features });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  search latency ${label} at ${full.chunks} chunks: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`,
  );
}
// What a client waits for: the tool call over MCP (in memory), snippets read from the work tree, and the
// freshness check (git status) that runs when the cached one is older than FRESHNESS_TTL_MS (1 s).
const coldDeps = createDeps(loadConfig({ SEXTANT_DATA_DIR: dir, FRESHNESS_TTL_MS: '0' }), silentLogger);
for (const [label, d] of [
  ['back to back (freshness cached)', deps],
  ['calls over 1 s apart (git status each call)', coldDeps],
] as const) {
  const { client, close } = await connectInMemory({ tools: [searchRepo], deps: d, roots: [root] });
  const call = (query: string) => client.callTool({ name: 'search_repo', arguments: { index_id: entry.id, query } });
  await call('warm up');
  const times: number[] = [];
  for (const q of queries) {
    t = performance.now();
    const res = await call(q);
    times.push(performance.now() - t);
    if (res.isError) throw new Error(`search_repo failed: ${JSON.stringify(res.content)}`);
  }
  await close();
  times.sort((a, b) => a - b);
  console.log(
    `  search_repo end to end (in-memory MCP, k 20, snippets), ${label}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`,
  );
}
console.log(
  `  load average during the run: ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on ${(await import('node:os')).cpus().length} cores`,
);
await store.dispose?.();
await coldDeps.dispose();
await deps.dispose();
rmSync(dir, { recursive: true, force: true });
rmSync(root, { recursive: true, force: true });
