// search_repo latency curves over MCP stdio (the built server, a real SDK client) on npm-source corpora of
// given sizes, per store (libsql; chroma on a local server from the chromadb package): identifier and
// natural-language queries taken from the corpus, back to back and spaced 1.5 s apart, p50/p95 each, and a
// one-file update in the warm server (the edit searchable by watch, and an ensure_repo_index call).
// Warm-up and spaced calls use queries of their own (none of the back-to-back ones, none repeated), so every
// measured call is a first: a repeated query would find its terms cached and read cheaper than a new one.
// Flags: --sizes 50k,200k,500k (default 50k) --stores libsql,chroma (default libsql) --queries N (100)
// --spaced N (10 per kind; 0 leaves the spaced cells out) --base-mb N (10; one copy of the npm corpus) --cache DIR (BENCH_CACHE; kept:
// corpora, indexes and Chroma's data are reused by reruns; without it, a temp folder removed at the end).
// --server FILE (another build's dist/main.js, a baseline in the same run) --update 0 (skip the one-file
// update, which writes into the corpus) --answers FILE (each call's results as a JSON line, to compare two
// builds' answers byte for byte; the freshness note is left out: it tells of watch runs, not of ranking)
// --cpu-prof DIR (the server's V8 CPU profile, written there when it exits) --warm-up N (calls before the
// measured ones, 10; more leave less of V8's compiling to the measured calls; past the queries left for it, they
// repeat) --threads (each cell's CPU per call on the server's main thread, on its other threads (V8's GC and
// compiler helpers, libuv's pool), and in the bench client; and the bytes the server read per call)
// --spaced-first (the spaced cells before the back-to-back ones: is a difference the order?) --node-flags '...'
// (Node or V8 flags for the server, e.g. '--single-threaded-gc').
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { builtServer } from '../test/support/built.js';
import { chunksPerCopy, corpusOf, corpusQueries, parseSize } from './latency-corpus.js';
import { argValue, pct, procCpuMs } from './support.js';

const sizes = (argValue('--sizes') ?? '50k').split(',').map(parseSize);
const stores = (argValue('--stores') ?? 'libsql').split(',') as ('libsql' | 'chroma')[];
const nQueries = Number(argValue('--queries') ?? 100);
const spaced = Number(argValue('--spaced') ?? 10);
const baseMb = Number(argValue('--base-mb') ?? 10);
const kept = argValue('--cache') ?? process.env.BENCH_CACHE;
const server = argValue('--server') ?? builtServer();
const update = argValue('--update') !== '0';
const answers = argValue('--answers');
const cpuProf = argValue('--cpu-prof');
const warmUpCalls = Number(argValue('--warm-up') ?? 10);
const threads = process.argv.includes('--threads');
const spacedFirst = process.argv.includes('--spaced-first');
const nodeFlags = (argValue('--node-flags') ?? '').split(' ').filter(Boolean);
if (answers) writeFileSync(answers, '');
const cache = kept ?? mkdtempSync(join(tmpdir(), 'ri-latency-'));
mkdirSync(cache, { recursive: true });
const load = () => loadavg()[0]!.toFixed(1);
// This process's children whose command line holds `marker` (Linux /proc; none elsewhere): the server, Chroma.
const childPids = (marker: string): number[] => {
  if (!existsSync('/proc/self/stat')) return [];
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === process.pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
};
// Bytes the processes read so far through read syscalls (files and SQLite's pages outside its cache; Linux
// /proc; 0 elsewhere): unlike time, the same on a loaded machine.
const readBytes = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + Number(/^rchar: (\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);
// CPU ms the processes used so far (the wall times above read against the machine's load; this does not).
const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + procCpuMs(`/proc/${pid}/stat`), 0);
// The same per thread: the main thread, the rest (V8's GC and compiler helpers, libuv's pool, workers) by name.
const commOf = (task: string) => {
  try {
    return readFileSync(`${task}/comm`, 'utf8').trim();
  } catch {
    return '?'; // the thread ended
  }
};
const threadCpu = (pids: number[]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const pid of pids)
    for (const tid of existsSync(`/proc/${pid}/task`) ? readdirSync(`/proc/${pid}/task`) : []) {
      const task = `/proc/${pid}/task/${tid}`;
      // Node 20 names every thread `node`: the main thread is the one whose id is the process's.
      const comm = commOf(task);
      const name = tid === String(pid) ? 'main' : comm === 'node' ? 'other threads' : comm;
      out.set(name, (out.get(name) ?? 0) + procCpuMs(`${task}/stat`));
    }
  return out;
};
const threadsNote = (before: Map<string, number>, after: Map<string, number>, calls: number) =>
  [...after]
    .map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / calls] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');

let chroma: { url: string; stop(): Promise<void> } | undefined;
if (stores.includes('chroma')) {
  const { startChroma } = await import('../../../packages/vector-search/test/support/chroma-server.js');
  chroma = await startChroma({ path: join(cache, 'chroma') });
}

/** A server on one corpus and store, its index built or brought up to date. */
async function open(root: string, store: 'libsql' | 'chroma', copies: number) {
  const conn = await connectStdio({
    command: process.execPath,
    args: [...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : []), ...nodeFlags, server],
    env: {
      SEXTANT_DATA_DIR: join(cache, `data-${baseMb}mb-x${copies}-${store}`),
      SEXTANT_ROOTS: root,
      OUTPUT_FORMAT: 'json',
      VECTOR_STORE: store,
      ...(store === 'chroma' ? { CHROMA_URL: chroma!.url } : {}),
    },
  });
  const t = performance.now();
  const built = await conn.client.callTool({ name: 'ensure_repo_index', arguments: { path: root } }, undefined, {
    timeout: 4 * 3600_000,
  });
  if (built.isError) throw new Error(JSON.stringify(built.content));
  const { index_id, stats } = built.structuredContent as { index_id: string; stats: { chunks: number } };
  const pids = [...childPids('repo-index-mcp/dist/main.js'), ...(store === 'chroma' ? childPids('chromadb') : [])];
  return { ...conn, index_id, pids, chunks: stats.chunks, buildS: (performance.now() - t) / 1000 };
}

const rows: string[] = [];
try {
  const perCopy = await chunksPerCopy(cache, baseMb, async () => {
    const s = await open(corpusOf(cache, 1, baseMb), 'libsql', 1);
    await s.close();
    return s.chunks;
  });
  console.log(`latency-curves: one copy of the ${baseMb} MB npm corpus = ${perCopy} chunks; cache ${cache}`);
  for (const size of sizes) {
    const copies = Math.max(1, Math.round(size / perCopy));
    const root = corpusOf(cache, copies, baseMb);
    const { identifiers, natural } = corpusQueries(root, nQueries);
    // More queries from the same files, none of the measured ones: for the warm-up and the spaced calls.
    const more = corpusQueries(root, nQueries * 3);
    const fresh = (used: string[], all: string[]) => all.filter((q) => !used.includes(q));
    const firstWarmUp = fresh(identifiers, more.identifiers).slice(0, 10);
    const spacedIds = fresh([...identifiers, ...firstWarmUp], more.identifiers).slice(0, spaced);
    const spacedNatural = fresh(natural, more.natural).slice(0, spaced);
    // A longer warm-up takes the remaining queries of both kinds, in turn.
    const extraIds = fresh([...identifiers, ...firstWarmUp, ...spacedIds], more.identifiers);
    const extraNatural = fresh([...natural, ...spacedNatural], more.natural);
    const extra = extraIds.flatMap((q, i) => [q, ...(extraNatural[i] === undefined ? [] : [extraNatural[i]!])]);
    const warmUp = [...firstWarmUp, ...extra].slice(0, warmUpCalls);
    for (const store of stores) {
      const s = await open(root, store, copies);
      console.log(
        `  ${store} x${copies}: ${s.chunks} chunks, ensure_repo_index ${s.buildS.toFixed(1)} s (load ${load()})`,
      );
      const call = async (query: string) => {
        const t = performance.now();
        const res = await s.client.callTool({ name: 'search_repo', arguments: { index_id: s.index_id, query } });
        if (res.isError) throw new Error(JSON.stringify(res.content));
        if (answers)
          appendFileSync(
            answers,
            `${JSON.stringify({ query, results: (res.structuredContent as { results: unknown }).results })}\n`,
          );
        return {
          ms: performance.now() - t,
          results: (res.structuredContent as { results: { symbol?: string }[] }).results,
        };
      };
      // Past the queries left for it, the warm-up goes round them again: V8 keeps compiling for a few hundred
      // calls, and repeated queries warm no cache a measured call reads (their terms are cached already).
      for (let i = 0; i < warmUpCalls && warmUp.length; i++) await call(warmUp[i % warmUp.length]!);
      if (warmUp.length < warmUpCalls) console.log(`  warm-up: ${warmUp.length} queries left for it, repeated`);
      const cell = async (kind: string, qs: string[], gapMs: number) => {
        if (!qs.length) return; // `--spaced 0`: no such cell (a percentile of nothing is no figure)
        const times: number[] = [];
        const cpu0 = cpuOf(s.pids);
        const threads0 = threads ? threadCpu(s.pids) : undefined;
        const read0 = readBytes(s.pids);
        const client0 = process.cpuUsage();
        for (const q of qs) {
          if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
          times.push((await call(q)).ms);
        }
        const cpu = (cpuOf(s.pids) - cpu0) / qs.length;
        times.sort((a, b) => a - b);
        const mode = gapMs ? '1.5 s apart' : 'back to back';
        const row = `| ${store} | ${s.chunks} | ${kind} | ${mode} | ${times.length} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${cpu.toFixed(1)} | ${load()} |`;
        console.log(row);
        rows.push(row);
        if (threads0) {
          const { user, system } = process.cpuUsage(client0);
          const client = ((user + system) / 1000 / qs.length).toFixed(1);
          const readKb = ((readBytes(s.pids) - read0) / 1024 / qs.length).toFixed(0);
          console.log(
            `    CPU ms per call, server by thread: ${threadsNote(threads0, threadCpu(s.pids), qs.length)}; client ${client}; server read ${readKb} KB per call`,
          );
        }
      };
      const backToBack = async () => {
        await cell('identifier', identifiers, 0);
        await cell('natural language', natural, 0);
      };
      if (!spacedFirst) await backToBack();
      await cell('identifier', spacedIds, 1500);
      await cell('natural language', spacedNatural, 1500);
      if (spacedFirst) await backToBack();
      if (!update) {
        await s.close();
        continue;
      }
      // One-file update in the warm server: a new function, searchable by watch; then an edit and the call.
      const file = join(root, 'c0', 'bench-edit.ts');
      const lags: number[] = [];
      const calls: number[] = [];
      const searchable: number[] = [];
      for (let i = 0; i < 3; i++) {
        const name = `benchFreshlyWritten${i}Marker`;
        let t = performance.now();
        writeFileSync(file, `export function ${name}(): number {\n  return ${i};\n}\n`);
        while (!(await call(name)).results.some((r) => r.symbol === name)) await new Promise((r) => setTimeout(r, 10));
        lags.push(performance.now() - t);
        const edited = `benchEditedByCall${i}Marker`;
        writeFileSync(file, `export function ${edited}(): number {\n  return ${i};\n}\n`);
        t = performance.now();
        await s.client.callTool({ name: 'ensure_repo_index', arguments: { path: root } });
        calls.push(performance.now() - t);
        // A watch run begun before the edit may answer the call: then the edit is searchable after the next one.
        while (!(await call(edited)).results.some((r) => r.symbol === edited)) {
          if (performance.now() - t > 60_000) throw new Error('edit not searchable after 60 s');
          await new Promise((r) => setTimeout(r, 10));
        }
        searchable.push(performance.now() - t);
      }
      rmSync(file);
      await s.client.callTool({ name: 'ensure_repo_index', arguments: { path: root } });
      const note = `  ${store} at ${s.chunks} chunks, one-file update: edit -> searchable (watch) ${lags.map((x) => x.toFixed(0)).join(', ')} ms; ensure_repo_index after an edit ${calls.map((x) => x.toFixed(0)).join(', ')} ms (searchable at ${searchable.map((x) => x.toFixed(0)).join(', ')} ms) (load ${load()})`;
      console.log(note);
      rows.push(note);
      await s.close();
    }
  }
} finally {
  await chroma?.stop();
}
console.log(
  '\n| store | chunks | queries | calls | n | p50 ms | p95 ms | server CPU ms/call | load |\n|---|---|---|---|---|---|---|---|---|',
);
for (const r of rows) console.log(r);
if (!kept && existsSync(cache)) rmSync(cache, { recursive: true, force: true });
