// One indexing run of the repository at argv[2], alone in this process so its CPU time and peak RSS are its own.
// argv[3]: `pool` (the app's worker pool) or `in-process`; argv[4]: the pool's size (its default when absent).
// BENCH_WORKER=dist: the pool runs the built app's worker (see `openIndex`). Prints one JSON line.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';
import { join } from 'node:path';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { dirBytes, openIndex, procCpuMs } from './support.js';

const [root, mode, size] = process.argv.slice(2) as [string, 'pool' | 'in-process', string | undefined];
// CPU time of this (the main) thread, from Linux's per-thread accounting (0 elsewhere).
const mainThreadMs = () => procCpuMs('/proc/thread-self/stat');
const { index, store, dir, pool } = await openIndex({
  pool: mode === 'pool',
  poolSize: Number(size) || undefined,
  builtWorker: process.env.BENCH_WORKER === 'dist',
});
// The main thread's heap at its largest (sampled), beside the process's peak RSS (main thread, workers, native),
// and per stage of the run (from its progress messages): RSS, heap and external memory at their largest.
let peakHeap = 0;
let stage = 'start';
const stages: Record<string, { rssMb: number; heapMb: number; externalMb: number }> = {};
const heapSampler = setInterval(() => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  const s = (stages[stage] ??= { rssMb: 0, heapMb: 0, externalMb: 0 });
  s.rssMb = Math.max(s.rssMb, Math.round(m.rss / 1e6));
  s.heapMb = Math.max(s.heapMb, Math.round(m.heapUsed / 1e6));
  s.externalMb = Math.max(s.externalMb, Math.round(m.external / 1e6));
}, 100);
// BENCH_HEAP_SNAPSHOT=file: a heap snapshot of this thread when the commit starts (every processed file's entry and
// symbols held, the staging writes done): what the symbols+chunks stage leaves alive at its peak.
const snapshotAt = process.env.BENCH_HEAP_SNAPSHOT;
const onProgress = (p: { message?: string }) => {
  stage = p.message?.split(':')[0] ?? stage;
  if (snapshotAt && stage === 'commit' && !existsSync(snapshotAt)) writeHeapSnapshot(snapshotAt);
};
const cpu0 = process.cpuUsage();
const main0 = mainThreadMs();
let t = performance.now();
const stats = await index.run({ root, onProgress });
const ms = performance.now() - t;
const cpu = process.cpuUsage(cpu0);
const mainMs = mainThreadMs() - main0;
const maxRssMb = process.resourceUsage().maxRSS / 1024;
clearInterval(heapSampler);
const state = (await index.state())!;
// What the index holds: files parsed, chunked and written (skipped files were read and judged, not indexed).
const indexed = Object.values(state.files).reduce((a, f) => ({ files: a.files + 1, bytes: a.bytes + f.size }), {
  files: 0,
  bytes: 0,
});
const minified = state.skipped.filter((s) => s.reason === 'minified');
const minifiedBytes = minified.reduce((n, s) => n + statSync(join(root, s.path)).size, 0);

// Incremental: one file changed (then restored, so the next run sees the same repository).
const one = Object.keys(state.files).find((f) => f.endsWith('.ts'))!;
const before = readFileSync(join(root, one), 'utf8');
writeFileSync(join(root, one), `${before}\nexport const benchTouched = 1;\n`);
t = performance.now();
const inc = await index.run({ root });
const incMs = performance.now() - t;
writeFileSync(join(root, one), before);

// The stage no design can skip, alone on this thread: symbol extraction (tree-sitter parse + definitions +
// references) of every file the run parsed. Its rate times the cores bounds the whole pipeline's.
const symbolsAlone = { ms: 0, bytes: 0 };
if (mode === 'in-process') {
  const adapters = createLanguageRegistry();
  for (const path of Object.keys(state.files)) {
    const adapter = adapters.byPath(path);
    if (!adapter?.symbols) continue;
    const content = readFileSync(join(root, path), 'utf8');
    const t0 = performance.now();
    await adapter.symbols({ path, content });
    symbolsAlone.ms += performance.now() - t0;
    symbolsAlone.bytes += Buffer.byteLength(content);
  }
}

await store.dispose?.();
await pool?.dispose();
// Bytes on disk of the index (after the one-file update, its WAL written back as a server's exit does).
const disk = { all: dirBytes(dir), db: statSync(join(dir, 'index.db')).size };
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    mode,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    mainMs,
    maxRssMb,
    peakHeapMb: peakHeap / 1e6,
    stages,
    stats,
    indexed,
    minified: { files: minified.length, bytes: minifiedBytes },
    skippedByReason: Object.fromEntries(
      [...new Set(state.skipped.map((s) => s.reason))].map((r) => [
        r,
        state.skipped.filter((s) => s.reason === r).length,
      ]),
    ),
    inc: { ms: incMs, changed: inc.changed, timings: inc.timings_ms },
    symbolsAlone,
    disk,
  }),
);
