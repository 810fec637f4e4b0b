// Restart after kill -9: the built server indexes the npm-sources corpus once uninterrupted (data dir A);
// then on data dir B it is killed with SIGKILL once its committed batches cover 90% of the files, and again
// (data dir C) once they cover 90% of the bytes (from its progress lines; large files come last in path order,
// so 90% of the files is far fewer of the bytes), and each run after a kill is timed. The aim: the resumed run
// takes <= 0.3x the full run. Every run is the same CLI command (same start-up). BENCH_KILL_BY: `files`,
// `bytes` or both (the default).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killWhenStaged } from '../test/support/staged-progress.js';
import { buildNpmCorpus } from './npm-corpus.js';
import { git } from './localization/git.js';
import { procCpuMs } from './support.js';

const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 0.9);
const KILL_BY = (process.env.BENCH_KILL_BY ?? 'files,bytes').split(',') as ('files' | 'bytes')[];
const { root } = buildNpmCorpus(Number(process.env.BENCH_MB ?? 20) * 1e6);
const data = mkdtempSync(join(tmpdir(), 'ri-bench-resume-'));
const server = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const env = (dir: string) => ({
  ...process.env,
  SEXTANT_DATA_DIR: join(data, dir),
  SEXTANT_ROOTS: root,
  OUTPUT_FORMAT: 'json',
});
// CPU time of the children waited for so far (Linux; 0 elsewhere).
const childCpuMs = () => procCpuMs('/proc/self/stat', true);
const index = (dir: string) => {
  const t = performance.now();
  const cpu = childCpuMs();
  const out = JSON.parse(execFileSync(process.execPath, [server, 'index', root], { env: env(dir), encoding: 'utf8' }));
  return {
    ms: performance.now() - t,
    cpuMs: childCpuMs() - cpu,
    stats: out.stats as {
      status: string;
      changed: number;
      skipped: number;
      resumed?: number;
      bytes_read: number;
      timings_ms: Record<string, number>;
    },
  };
};

const stages = (t: Record<string, number>) =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const full = index('a');
const staged = stagedOrder(join(data, 'a'));
const totalBytes = staged.reduce((n, f) => n + f.size, 0);
// The staged-file count at which a kill leaves the wanted share of the files, or of their bytes, done.
const killCount = (by: 'files' | 'bytes') => {
  if (by === 'files') return Math.ceil(staged.length * KILL_AT);
  let bytes = 0;
  const at = staged.findIndex((f) => (bytes += f.size) >= totalBytes * KILL_AT);
  return at + 1;
};
console.log(`resume after kill -9: ${full.stats.changed} files, ${(full.stats.bytes_read / 1e6).toFixed(1)} MB read`);
const cpu = (r: { cpuMs: number }) => `${(r.cpuMs / 1000).toFixed(1)} CPU-s`;
console.log(`  full run (uninterrupted): ${full.ms.toFixed(0)} ms, ${cpu(full)}`);
for (const [k, by] of KILL_BY.entries()) {
  const dir = `kill-${k}`;
  const n = killCount(by);
  const bytesDone = staged.slice(0, n).reduce((s, f) => s + f.size, 0);
  const t = performance.now();
  const child = spawn(process.execPath, [server, 'index', root], {
    env: { ...env(dir), LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const killed = await killWhenStaged(child, n);
  const killedAfter = performance.now() - t;
  const resumed = index(dir);
  console.log(
    `  killed at ${KILL_AT * 100}% of the ${by} staged (${n} of ${staged.length} files, ${((bytesDone / totalBytes) * 100).toFixed(0)}% of ${(totalBytes / 1e6).toFixed(1)} MB), ${killedAfter.toFixed(0)} ms (${((killedAfter / full.ms) * 100).toFixed(0)}% of the full run's time): ${killed ? 'killed' : 'finished first'}`,
  );
  const done = resumed.stats.resumed ?? 0;
  const doneBytes = staged.slice(0, done).reduce((s, f) => s + f.size, 0);
  // The kill lands after the progress line that asked for it: what the committed batches held then.
  console.log(
    `    when the kill landed: ${done} files committed, ${((doneBytes / totalBytes) * 100).toFixed(0)}% of the bytes`,
  );
  console.log(
    `    the run after it: ${resumed.ms.toFixed(0)} ms = ${(resumed.ms / full.ms).toFixed(2)}x the full run (aim <= 0.3x), ${cpu(resumed)} = ${(resumed.cpuMs / full.cpuMs).toFixed(2)}x its CPU time; ${resumed.stats.resumed ?? 0} of ${resumed.stats.changed} files taken from committed batches, ${(resumed.stats.bytes_read / 1e6).toFixed(1)} MB read`,
  );
  console.log(`    stages (ms), resumed: ${stages(resumed.stats.timings_ms)}`);
}
console.log(`  stages (ms), full: ${stages(full.stats.timings_ms)}`);
console.log(
  `  load average: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
rmSync(data, { recursive: true, force: true });
rmSync(root, { recursive: true, force: true });

/**
 * The files a run stages, in its order (path order), with their sizes: those the full run in `dataDir` indexed or
 * judged by their content (its state file, written whole by a first run).
 */
function stagedOrder(dataDir: string): { path: string; size: number }[] {
  const find = (dir: string): string | undefined => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isFile() && e.name === 'state.json') return p;
      const inner = e.isDirectory() ? find(p) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const state = JSON.parse(readFileSync(find(dataDir)!, 'utf8')) as {
    files: Record<string, { size: number }>;
    skipped: { path: string; hash?: string }[];
  };
  const sizes = new Map(Object.entries(state.files).map(([p, e]) => [p, e.size]));
  for (const s of state.skipped) if (s.hash) sizes.set(s.path, statSync(join(root, s.path)).size);
  const listed = git({ cwd: root }, ['ls-files', '-z']).split('\0');
  return listed.filter((p) => sizes.has(p)).map((path) => ({ path, size: sizes.get(path)! }));
}
