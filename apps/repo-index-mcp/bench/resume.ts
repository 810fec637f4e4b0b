// Restart after kill -9: the built server indexes the npm-sources corpus once uninterrupted (data dir A);
// then on data dir B it is killed with SIGKILL once its committed batches cover 90% of the files (from its
// progress lines), and the run after it is timed. The aim: the resumed run takes <= 0.3x the full run.
// Both runs are the same CLI command (same start-up).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killWhenStaged } from '../test/support/staged-progress.js';
import { buildNpmCorpus } from './npm-corpus.js';
import { procCpuMs } from './support.js';

const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 0.9);
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

const full = index('a');
const t = performance.now();
const child = spawn(process.execPath, [server, 'index', root], {
  env: { ...env('b'), LOG_LEVEL: 'debug' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
const killed = await killWhenStaged(child, Math.ceil((full.stats.changed - full.stats.skipped) * KILL_AT));
const killedAfter = performance.now() - t;
const resumed = index('b');
console.log(`resume after kill -9: ${full.stats.changed} files, ${(full.stats.bytes_read / 1e6).toFixed(1)} MB read`);
const cpu = (r: { cpuMs: number }) => `${(r.cpuMs / 1000).toFixed(1)} CPU-s`;
console.log(`  full run (uninterrupted): ${full.ms.toFixed(0)} ms, ${cpu(full)}`);
console.log(
  `  killed at ${KILL_AT * 100}% of the files staged, ${killedAfter.toFixed(0)} ms (${((killedAfter / full.ms) * 100).toFixed(0)}% of the full run's time): ${killed ? 'killed' : 'finished first'}`,
);
console.log(
  `  the run after it: ${resumed.ms.toFixed(0)} ms = ${(resumed.ms / full.ms).toFixed(2)}x the full run (aim <= 0.3x), ${cpu(resumed)} = ${(resumed.cpuMs / full.cpuMs).toFixed(2)}x its CPU time; ${resumed.stats.resumed ?? 0} of ${resumed.stats.changed} files taken from committed batches, ${(resumed.stats.bytes_read / 1e6).toFixed(1)} MB read`,
);
const stages = (t: Record<string, number>) =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
console.log(`  stages (ms), full: ${stages(full.stats.timings_ms)}; resumed: ${stages(resumed.stats.timings_ms)}`);
console.log(
  `  load average: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
rmSync(data, { recursive: true, force: true });
rmSync(root, { recursive: true, force: true });
