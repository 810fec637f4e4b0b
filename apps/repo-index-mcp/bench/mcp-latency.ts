// search_repo end to end over MCP stdio (the built server, a real SDK client) at 50,000+ chunks:
// 200 identifier and 200 natural-language queries back to back, then spaced 1.5 s apart (SPACED per kind,
// default 20, to keep the run short). The server watches the work tree, so no call runs `git status`.
// Also counts made-up identifiers that get results (the confidence floor should give them none).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { builtServer } from '../test/support/built.js';
import { commitAll, pct } from './support.js';

const FILES = Number(process.env.BENCH_FILES ?? 5_000);
const SPACED = Number(process.env.SPACED ?? 20);
const words = 'parse load save render fetch update delete create validate format compute merge'.split(' ');
const nouns = 'user config file cache token session order invoice payment report image message'.split(' ');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const root = mkdtempSync(join(tmpdir(), 'ri-mcp-repo-'));
for (let i = 0; i < FILES; i++) {
  const fns = Array.from({ length: 11 }, (_, j) => {
    const v = words[(i + j) % words.length]!;
    const n = nouns[(i * 7 + j) % nouns.length]!;
    return `/** ${v} the ${n} record ${i}. */\nexport function ${v}${cap(n)}${i}_${j}(input: string): string {\n  const value = input.trim();\n  return value + '${i}-${j}';\n}\n`;
  });
  const p = join(root, `src/area${i % 100}/mod${i}.ts`);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, fns.join('\n'));
}
commitAll(root);

const data = mkdtempSync(join(tmpdir(), 'ri-mcp-data-'));
const { client, close } = await connectStdio({
  command: process.execPath,
  args: [builtServer()],
  env: { SEXTANT_DATA_DIR: data, SEXTANT_ROOTS: root, OUTPUT_FORMAT: 'json' },
});
let t = performance.now();
const built = await client.callTool({ name: 'ensure_repo_index', arguments: { path: root } }, undefined, {
  timeout: 900_000,
});
const { index_id, stats } = built.structuredContent as { index_id: string; stats: { chunks: number } };
console.log(`mcp-latency: ${stats.chunks} chunks indexed in ${((performance.now() - t) / 1000).toFixed(1)} s`);

const ids = Array.from(
  { length: 200 },
  (_, i) => `${words[i % words.length]}${cap(nouns[(i * 5) % nouns.length]!)}${i * 23}_${i % 11}`,
);
const nl = Array.from(
  { length: 200 },
  (_, i) => `how to ${words[(i * 7) % words.length]} the ${nouns[i % nouns.length]} record`,
);
const call = async (query: string) => {
  const s = performance.now();
  const res = await client.callTool({ name: 'search_repo', arguments: { index_id, query } });
  if (res.isError) throw new Error(JSON.stringify(res.content));
  return { ms: performance.now() - s, res: res.structuredContent as { results: unknown[] } };
};
for (const q of ids.slice(0, 20)) await call(q); // warm up
const report = async (label: string, qs: string[], gapMs: number) => {
  const times: number[] = [];
  for (const q of qs) {
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
    times.push((await call(q)).ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(40)} n ${String(times.length).padStart(3)}  p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  (${(pct(times, 95) / pct(pings, 95)).toFixed(1)}x ping p95; load ${loadavg()[0]!.toFixed(1)})`,
  );
};
// Baseline in the same run: an MCP round trip that does no work (ping), to read the others against.
const pings: number[] = [];
for (let i = 0; i < 200; i++) {
  const s = performance.now();
  await client.ping();
  pings.push(performance.now() - s);
}
pings.sort((a, b) => a - b);
console.log(
  `  ${'baseline: ping round trip'.padEnd(40)} n 200  p50 ${pct(pings, 50).toFixed(1)} ms  p95 ${pct(pings, 95).toFixed(1)} ms  (load ${loadavg()[0]!.toFixed(1)})`,
);
await report('identifiers, back to back', ids, 0);
await report('natural language, back to back', nl, 0);
await report('identifiers, 1.5 s apart', ids.slice(0, SPACED), 1500);
await report('natural language, 1.5 s apart', nl.slice(0, SPACED), 1500);
let empty = 0;
const made = Array.from({ length: 20 }, (_, i) => `frobnicate${cap(nouns[i % nouns.length]!)}Quux${i}`);
for (const q of made) if ((await call(q)).res.results.length === 0) empty++;
console.log(`  made-up identifiers with no results: ${empty}/${made.length}`);
t = performance.now();
await close();
rmSync(root, { recursive: true, force: true });
rmSync(data, { recursive: true, force: true });
