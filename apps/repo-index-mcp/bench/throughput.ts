// Index throughput on a large real repository assembled from npm package sources, next to the time
// `git ls-files` plus reading every file takes in the same run; each configuration (the app's worker pool,
// and in-process) in its own process, then an incremental one-file re-index.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNpmCorpus } from './npm-corpus.js';
import { mb } from './support.js';

const TARGET_BYTES = Number(process.env.BENCH_MB ?? 60) * 1e6;
// Corpus sizes (copies of the npm sources under distinct paths) and worker-pool sizes, each size x pool one run.
const SIZES = (process.env.BENCH_SIZES ?? '1,2').split(',').map(Number);
const POOLS = (process.env.BENCH_POOLS ?? '1,2').split(',').map(Number);
// Each configuration runs in its own process (CPU time and peak RSS are per run), the app's pool first.
const modes = (process.env.BENCH_MODES ?? 'pool,in-process').split(',');
type Run = {
  mode: string;
  ms: number;
  cpuMs: number;
  mainMs: number;
  maxRssMb: number;
  peakHeapMb?: number;
  stats: { bytes_read: number; chunks: number; skipped: number; timings_ms: Record<string, number> };
  indexed: { files: number; bytes: number };
  minified: { files: number; bytes: number };
  skippedByReason: Record<string, number>;
  inc: { ms: number; changed: number; timings: Record<string, number> };
  symbolsAlone: { ms: number; bytes: number };
  disk?: { all: number; db: number };
  label: string;
  load: string;
};
// BENCH_BASELINE_DIR: another checkout (built, with this bench's index-run.ts and support.ts copied into its app)
// runs the same corpus too, with the same pool sizes, interleaved with this one's runs.
const baselineDir = process.env.BENCH_BASELINE_DIR;
const runner = (dir?: string) =>
  dir ? join(dir, 'apps/repo-index-mcp/bench/index-run.ts') : fileURLToPath(new URL('./index-run.ts', import.meta.url));
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const run = (root: string, mode: string, dir: string | undefined, size?: number): Run => {
  const at = load();
  const out = execFileSync(process.execPath, [...process.execArgv, runner(dir), root, mode, String(size ?? '')], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
    ...(dir ? { cwd: join(dir, 'apps/repo-index-mcp') } : {}),
  });
  const label = `${dir ? 'baseline' : 'this'} ${mode}${size ? ` x${size}` : ''}`;
  return { ...(JSON.parse(out) as Run), label, load: `${at} -> ${load()}` };
};

const stages = (t: Record<string, number>) =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${v} ms`)
    .join(', ');
const cores = availableParallelism();
const rate = (bytes: number, ms: number) => (mb(bytes) / (ms / 1000)).toFixed(1);

const table: string[] = [];
// Peak RSS and indexed bytes per run label, by corpus size: the RSS per MB indexed above a fixed base is the slope.
const byLabel = new Map<string, { mb: number; rss: number }[]>();
for (const copies of SIZES) {
  const { root, packages } = buildNpmCorpus(TARGET_BYTES, { copies });
  const t = performance.now();
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
    .split('\0')
    .filter(Boolean);
  let readBytes = 0;
  for (const f of listed) readBytes += readFileSync(join(root, f)).length;
  const baselineMs = performance.now() - t;
  const jobs = [
    ...POOLS.flatMap((size) => [
      ...(modes.includes('pool') ? [{ mode: 'pool', size, dir: undefined }] : []),
      ...(baselineDir && modes.includes('pool') ? [{ mode: 'pool', size, dir: baselineDir }] : []),
    ]),
    ...(modes.includes('in-process') && copies === SIZES[0]
      ? [{ mode: 'in-process', size: undefined, dir: undefined }]
      : []),
  ];
  const runs = jobs.map((j) => run(root, j.mode, j.dir, j.size));
  rmSync(root, { recursive: true, force: true });
  report(runs, { files: listed.length, readBytes, baselineMs, packages, copies });
  for (const r of runs)
    byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), { mb: mb(r.indexed.bytes), rss: r.maxRssMb }]);
  for (const r of runs)
    table.push(
      `| ${copies}x | ${r.label} | ${mb(r.indexed.bytes).toFixed(0)} MB | ${(r.ms / 1000).toFixed(1)} s | ${rate(r.indexed.bytes, r.ms)} | ${(r.ms / baselineMs).toFixed(0)}x | ${(r.cpuMs / 1000).toFixed(1)} s / ${(r.mainMs / 1000).toFixed(1)} s | ${r.maxRssMb.toFixed(0)} MB | ${r.disk ? `${mb(r.disk.all).toFixed(0)} MB = ${(r.disk.all / r.indexed.bytes).toFixed(2)}x` : '-'} | ${r.load} |`,
    );
}
console.log(
  '\n| corpus | run | indexed | wall | MB/s indexed | x read-all | CPU all / main | peak RSS | on disk (x indexed) | load 1/5/15 min, before -> after |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of table) console.log(row);
// Two corpus sizes or more: peak RSS per MB indexed above a fixed base (the aim: <= 1.5), from the smallest and largest.
for (const [label, points] of byLabel) {
  if (points.length < 2) continue;
  const [a, b] = [points[0]!, points.at(-1)!];
  const slope = (b.rss - a.rss) / (b.mb - a.mb);
  console.log(
    `peak RSS per MB indexed [${label}]: ${slope.toFixed(2)} MB/MB (${a.rss.toFixed(0)} MB at ${a.mb.toFixed(0)} MB -> ${b.rss.toFixed(0)} MB at ${b.mb.toFixed(0)} MB; base ${(a.rss - slope * a.mb).toFixed(0)} MB)`,
  );
}

function report(
  runs: Run[],
  c: { files: number; readBytes: number; baselineMs: number; packages: number; copies: number },
) {
  const { readBytes, baselineMs } = c;
  console.log(
    `throughput: ${c.files} files, ${mb(readBytes).toFixed(1)} MB from ${c.packages} npm packages${c.copies > 1 ? `, ${c.copies} copies` : ''}`,
  );
  console.log(`  git ls-files + read every file: ${baselineMs.toFixed(0)} ms (${rate(readBytes, baselineMs)} MB/s)`);
  for (const r of runs) {
    const s = r.stats;
    console.log(
      `  full index [${r.label}]: ${r.ms.toFixed(0)} ms = ${rate(s.bytes_read, r.ms)} MB/s over all ${mb(s.bytes_read).toFixed(1)} MB read; ${s.chunks} chunks, ${s.skipped} skipped; ${(r.ms / baselineMs).toFixed(1)}x the baseline; load ${r.load}`,
    );
    console.log(
      `    indexed (parsed, chunked, written): ${r.indexed.files} files, ${mb(r.indexed.bytes).toFixed(1)} MB = ${rate(r.indexed.bytes, r.ms)} MB/s of indexed bytes, ${(r.indexed.files / (r.ms / 1000)).toFixed(0)} files/s`,
    );
    console.log(
      `    minified, skipped unparsed: ${r.minified.files} files, ${mb(r.minified.bytes).toFixed(1)} MB; skipped by reason: ${JSON.stringify(r.skippedByReason)}`,
    );
    console.log(`    stages: ${stages(s.timings_ms)}`);
    console.log(
      `    CPU time: ${(r.cpuMs / 1000).toFixed(1)} s (${(r.cpuMs / r.ms).toFixed(2)} cores busy on average), ${(r.mainMs / 1000).toFixed(1)} s of it on the main thread; peak RSS: ${r.maxRssMb.toFixed(0)} MB${r.peakHeapMb ? ` (main thread's heap at most ${r.peakHeapMb.toFixed(0)} MB)` : ''}`,
    );
    // What the same CPU work needs on this machine's cores when nothing else runs: the main thread's share
    // cannot be split, the rest spreads over the cores.
    const idleMs = Math.max(r.mainMs, r.cpuMs / cores);
    console.log(
      `    on ${cores} idle cores: >= ${(idleMs / 1000).toFixed(1)} s = <= ${rate(s.bytes_read, idleMs)} MB/s (bound from CPU time, not measured)`,
    );
    if (r.symbolsAlone.bytes)
      console.log(
        `    symbol extraction alone (tree-sitter parse, definitions, references; one thread): ${mb(r.symbolsAlone.bytes).toFixed(1)} MB in ${(r.symbolsAlone.ms / 1000).toFixed(1)} s = ${rate(r.symbolsAlone.bytes, r.symbolsAlone.ms)} MB/s; a whole run over ${mb(s.bytes_read).toFixed(1)} MB needs >= ${(r.symbolsAlone.ms / cores / 1000).toFixed(1)} s on ${cores} cores = <= ${rate(s.bytes_read, r.symbolsAlone.ms / cores)} MB/s`,
      );
    console.log(
      `    incremental (1 file changed): ${r.inc.ms.toFixed(0)} ms (${r.inc.changed} re-processed; ${stages(r.inc.timings)})`,
    );
  }
  for (const b of runs.slice(1)) {
    const a = runs[0]!;
    console.log(
      `  ${a.label} vs ${b.label}: ${(b.ms / a.ms).toFixed(2)}x faster wall clock, ${(a.cpuMs / b.cpuMs).toFixed(2)}x the CPU time, ${(a.maxRssMb / b.maxRssMb).toFixed(2)}x the peak RSS`,
    );
  }
}
