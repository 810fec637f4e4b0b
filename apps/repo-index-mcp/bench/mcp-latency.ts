// search_repo end to end over MCP stdio (the built server, a real SDK client) at 50,000+ chunks:
// 200 identifier and 200 natural-language queries back to back, then spaced 1.5 s apart (SPACED per kind,
// default 20, to keep the run short). The server watches the work tree, so no call runs `git status`: the
// server's git goes through a logging wrapper, and the bench counts the `status` calls made while searching.
// Then the request path stage by stage, in process (request-path.ts), to read the MCP figures against.
// Also counts made-up identifiers that get results (the confidence floor should give them none).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { silentLogger } from '@sextant/core-engine';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { builtServer } from '../test/support/built.js';
import { printRequestPath, requestPath } from './request-path.js';
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
// A `git` first on the server's PATH that notes its subcommand, then runs the real one.
const bin = mkdtempSync(join(tmpdir(), 'ri-mcp-git-'));
const gitLog = join(bin, 'calls.log');
const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${gitLog}'\nexec '${realGit}' "$@"\n`);
chmodSync(join(bin, 'git'), 0o755);
const gitStatusCalls = () => {
  let text = '';
  try {
    text = readFileSync(gitLog, 'utf8');
  } catch {
    return 0;
  }
  return text.split('\n').filter((l) => / status( |$)/.test(l)).length;
};
const { client, close } = await connectStdio({
  command: process.execPath,
  args: [builtServer()],
  env: {
    SEXTANT_DATA_DIR: data,
    SEXTANT_ROOTS: root,
    OUTPUT_FORMAT: 'json',
    PATH: `${bin}:${process.env.PATH ?? ''}`,
  },
});
const t = performance.now();
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
const pingTimes = async (n: number, gapMs: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
    const s = performance.now();
    await client.ping();
    out.push(performance.now() - s);
  }
  return out.sort((a, b) => a - b);
};
const pings = await pingTimes(200, 0);
const line = (label: string, times: number[]) =>
  `  ${label.padEnd(40)} n ${String(times.length).padStart(3)}  p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  (load ${loadavg()[0]!.toFixed(1)})`;
console.log(line('baseline: ping round trip', pings));
await report('identifiers, back to back', ids, 0);
await report('natural language, back to back', nl, 0);
const statusBefore = gitStatusCalls();
console.log(line('baseline: ping, 1.5 s apart', await pingTimes(SPACED, 1500)));
await report('identifiers, 1.5 s apart', ids.slice(0, SPACED), 1500);
await report('natural language, 1.5 s apart', nl.slice(0, SPACED), 1500);
console.log(`  git status runs while searching (spaced calls included): ${gitStatusCalls() - statusBefore}`);
// Watch mode: from writing a new function to search_repo finding it (the server was never told).
const lags: number[] = [];
for (let i = 0; i < 5; i++) {
  const name = `freshlyWritten${i}Marker`;
  const s = performance.now();
  writeFileSync(join(root, `src/area${i}/fresh${i}.ts`), `export function ${name}(): number {\n  return ${i};\n}\n`);
  for (;;) {
    const { res } = await call(name);
    if ((res.results as { symbol?: string }[]).some((r) => r.symbol === name)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  lags.push(performance.now() - s);
}
console.log(`  edit -> searchable (watch mode, 5 edits): ${lags.map((x) => x.toFixed(0)).join(', ')} ms`);
let empty = 0;
const made = Array.from({ length: 20 }, (_, i) => `frobnicate${cap(nouns[i % nouns.length]!)}Quux${i}`);
for (const q of made) if ((await call(q)).res.results.length === 0) empty++;
console.log(`  made-up identifiers with no results: ${empty}/${made.length}`);
await close();
// The same index in this process, stage by stage.
const deps = createDeps(loadConfig({ SEXTANT_DATA_DIR: data, SEXTANT_ROOTS: root }), silentLogger);
await requestPath(deps, index_id, ids.slice(0, 20)); // warm up
printRequestPath('identifiers', await requestPath(deps, index_id, ids));
printRequestPath('natural language', await requestPath(deps, index_id, nl));
await deps.dispose();
rmSync(root, { recursive: true, force: true });
rmSync(data, { recursive: true, force: true });
rmSync(bin, { recursive: true, force: true });
