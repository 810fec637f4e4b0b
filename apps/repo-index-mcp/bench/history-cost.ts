// What the history field costs at indexing (issue 27: at most 10 % of a full index's time): a full index of
// each named localization corpus in a fresh data dir, in this process with the worker pool, with the history
// off (the baseline) and on, twice in turn after one uncounted run (the faster of each). The `git log` runs alongside the run (`timings_ms.history`, its own time); what
// the run waits for it past its own end (`history_wall`) and the on/off difference are what it adds.
// CPU (this process, its worker threads and reaped children such as git) is the figure load does not move;
// the children's share with the history on less off is the git log's own.
// Main-thread CPU on less off is the history's own work in this process (spawning git, parsing its output,
// assembling and writing history.json); other threads' on less off is the workers' and V8's (GC) share.
// Then git's own CPU for `git log` variants that give the same (file -> subjects) data (the read's floor).
// Skips without the mirrors. Options: --repo owner/name (a comma list; default pallets/flask,vuejs/core,clap-rs/clap),
// --rounds N (off/on pairs, default 2; the fastest of each is reported, then each round's row with its load),
// --baseline DIR (another checkout's built engine, e.g. /work/main: its history-on run joins each round, A B
// A B, with this one's pool), --only index (the full-index table alone), --only shared (the second work tree's
// table alone: a full index of another clone of the repository into a data folder where the first was indexed,
// whose kept history it reuses, against off and against on in a fresh data folder).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { openRepoIndexAt } from '@sextant/vector-search';
import { extendFileHistory } from '../../../packages/core-engine/src/indexing/history/extend-history.js';
import { readFileHistory } from '../../../packages/core-engine/src/indexing/history/file-history.js';
import { createIndexingPool } from '../src/indexing-pool.js';
import { git, mirrorOf } from './localization/git.js';
import { DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, materializeCorpus } from './localization/set.js';
import { argValue, procCpuMs } from './support.js';

const names = (argValue('--repo') ?? 'pallets/flask,vuejs/core,clap-rs/clap').split(',');
const rounds = Number(argValue('--rounds') ?? 2);
const baselineDir = argValue('--baseline');
const only = argValue('--only');
const onlyIndex = only === 'index';
type Open = typeof openRepoIndexAt;
const baseline = baselineDir
  ? ((await import(join(baselineDir, 'packages/vector-search/dist/index.js'))) as { openRepoIndexAt: Open })
      .openRepoIndexAt
  : undefined;
const entries = loadManifest().repos.filter((r) => names.includes(r.repo) && r.split === 'dev');
if (!entries.length || !entries.every((e) => existsSync(mirrorOf(DEFAULT_MIRRORS, e.repo)))) {
  console.log(`history-cost: skipped (no mirrors of ${names.join(', ')} under ${DEFAULT_MIRRORS})`);
  process.exit(0);
}
const pool = createIndexingPool(silentLogger);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

async function fullIndex(root: string, history: boolean, open: Open = openRepoIndexAt, into?: string) {
  const dataDir = into ?? mkdtempSync(join(tmpdir(), 'history-cost-'));
  const opened = await open(root, { dataDir, pool, history });
  const children = () => procCpuMs('/proc/self/stat', true);
  const cpu = () => procCpuMs('/proc/self/stat') + children();
  const main = () => procCpuMs('/proc/thread-self/stat');
  const [t, c, g, m] = [performance.now(), cpu(), children(), main()];
  const stats = await opened.update();
  const total = performance.now() - t;
  const mainMs = main() - m;
  await opened.dispose();
  const [cpuMs, childMs] = [cpu() - c, children() - g];
  // A shared data folder keeps its kept histories; the index's own folder goes.
  rmSync(into ? opened.dir : dataDir, { recursive: true, force: true });
  return { stats, total, cpuMs, childMs, mainMs };
}

if (only === 'shared') await secondWorkTree();
console.log('history field at indexing: a full index without and with it');
for (const entry of only === 'shared' ? [] : entries) {
  const root = materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE);
  type Run = { history: boolean; load: string } & Awaited<ReturnType<typeof fullIndex>>;
  const runs: Run[] = [];
  const baseRuns: Run[] = [];
  // Not counted: the first run of a corpus also reads it into the page cache and warms the JIT.
  await fullIndex(root, false);
  for (let r = 0; r < rounds; r++) {
    for (const history of [false, true]) runs.push({ history, ...(await fullIndex(root, history)), load: load() });
    if (baseline) baseRuns.push({ history: true, ...(await fullIndex(root, true, baseline)), load: load() });
  }
  const fastest = (history: boolean) =>
    runs.filter((r) => r.history === history).reduce((a, b) => (b.total < a.total ? b : a));
  const [off, on] = [fastest(false), fastest(true)];
  const leastCpu = (history: boolean) => Math.min(...runs.filter((r) => r.history === history).map((r) => r.cpuMs));
  const [cpuOff, cpuOn] = [leastCpu(false), leastCpu(true)];
  // Reaped children: git's own CPU (the run's other git calls are the same with the history off).
  const leastChild = (history: boolean) => Math.min(...runs.filter((r) => r.history === history).map((r) => r.childMs));
  const gitCpu = leastChild(true) - leastChild(false);
  const leastMain = (history: boolean) => Math.min(...runs.filter((r) => r.history === history).map((r) => r.mainMs));
  const ownCpu = leastMain(true) - leastMain(false);
  // The process's other threads (the pool's workers, V8's and libuv's helpers): what neither git nor the
  // main thread accounts for.
  const leastOther = (history: boolean) =>
    Math.min(...runs.filter((r) => r.history === history).map((r) => r.cpuMs - r.childMs - r.mainMs));
  const otherCpu = leastOther(true) - leastOther(false);
  // Each round's on against its own off (load drifts between rounds): the median of those.
  const paired = Array.from({ length: rounds }, (_, r) => runs[2 * r + 1]!.total / runs[2 * r]!.total - 1).sort(
    (a, b) => a - b,
  );
  const median = paired[Math.floor(paired.length / 2)]!;
  const read = on.stats.timings_ms.history ?? NaN;
  const wall = on.stats.timings_ms.history_wall ?? NaN;
  console.log(
    `  ${entry.repo.padEnd(16)} ${on.stats.files} files: full index ${secs(off.total)} off, ${secs(on.total)} on ` +
      `(${pct(on.total - off.total, off.total)} more; round by round, median ${pct(median, 1)}); git log read ${secs(read)} (${pct(read, on.total)}, alongside ` +
      `the run), waited past the run's end ${secs(wall)} (${pct(wall, on.total)}); CPU ${secs(cpuOff)} off, ` +
      `${secs(cpuOn)} on (${pct(cpuOn - cpuOff, cpuOff)} more; git log ${secs(gitCpu)}, main thread ${secs(ownCpu)}, other threads ${secs(otherCpu)}); ` +
      `load ${load()}`,
  );
  // Each round: off, on (and the baseline's on), wall / CPU / git's CPU, the on/off differences, the load.
  for (let r = 0; r < rounds; r++) {
    const [a, b, base] = [runs[2 * r]!, runs[2 * r + 1]!, baseRuns[r]];
    const row = (x: Run) =>
      `${secs(x.total)} (${pct(x.total - a.total, a.total)}), CPU ${secs(x.cpuMs)} (${pct(x.cpuMs - a.cpuMs, a.cpuMs)}; ` +
      `git ${secs(x.childMs - a.childMs)}, main ${secs(x.mainMs - a.mainMs)}), past the end ${secs(x.stats.timings_ms.history_wall ?? NaN)}`;
    console.log(
      `    round ${r + 1}: off ${secs(a.total)} CPU ${secs(a.cpuMs)} (load ${a.load}); on ${row(b)} (load ${b.load})` +
        (base ? `; baseline on ${row(base)} (load ${base.load})` : ''),
    );
  }
}
if (onlyIndex || only === 'shared') {
  await pool.dispose();
  process.exit(0);
}
// An update run after one commit: the history kept for the parent extended by the commits after it, against
// the whole log read again (what every run that moved HEAD paid before). Wall and CPU (this process and git).
console.log('history after one more commit: the kept history extended, against the whole log read again');
for (const entry of entries) {
  const root = materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE);
  const head = git({ cwd: root }, ['rev-parse', 'HEAD']).trim();
  const kept = await readFileHistory(root, `${head}~1`);
  const timed = async (f: () => Promise<unknown>) => {
    const c = procCpuMs('/proc/self/stat') + procCpuMs('/proc/self/stat', true);
    const t = performance.now();
    await f();
    return { ms: performance.now() - t, cpu: procCpuMs('/proc/self/stat') + procCpuMs('/proc/self/stat', true) - c };
  };
  const whole = await timed(() => readFileHistory(root, head));
  const ext = await timed(async () => {
    if (!(await extendFileHistory(root, kept, head))) throw new Error(`${entry.repo}: the history was not extended`);
  });
  console.log(
    `  ${entry.repo.padEnd(16)} whole ${secs(whole.ms)} (CPU ${secs(whole.cpu)}), extended ${secs(ext.ms)} ` +
      `(CPU ${secs(ext.cpu)}); load ${load()}`,
  );
}
// git's CPU (the least of three) for ways of reading the same data; the first is the one the index uses.
console.log("git's CPU for the (file -> subjects) read, the least of three: the one in use first");
const FORMAT = '--format=%H %ct %s';
const LOG = ['log', '--no-merges', '--no-renames', FORMAT];
const variants: [string, (cwd: string) => void][] = [
  ['log -z --name-status', (cwd) => git({ cwd }, [...LOG, '-z', '--name-status', 'HEAD', '--'])],
  ['log --name-only (lines)', (cwd) => git({ cwd }, [...LOG, '--name-only', 'HEAD', '--'])],
  // Rename detection is git log's default: what `--no-renames` saves.
  [
    'log -z --name-status, renames found',
    (cwd) => git({ cwd }, ['log', '--no-merges', FORMAT, '-z', '--name-status', 'HEAD', '--']),
  ],
  ['log --raw', (cwd) => git({ cwd }, [...LOG, '--raw', 'HEAD', '--'])],
  [
    'rev-list | diff-tree --stdin',
    (cwd) => {
      const ids = git({ cwd }, ['rev-list', '--no-merges', 'HEAD']);
      execFileSync('git', ['diff-tree', '--stdin', '-r', '--root', '--no-renames', '--name-only', FORMAT], {
        cwd,
        input: ids,
        maxBuffer: 1 << 30,
      });
    },
  ],
  ['log, no paths (the walk alone)', (cwd) => git({ cwd }, [...LOG, 'HEAD', '--'])],
];
for (const entry of entries) {
  const cwd = materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE);
  const row = variants.map(([name, run]) => {
    const least = Math.min(
      ...[0, 1, 2].map(() => {
        const c = procCpuMs('/proc/self/stat', true);
        run(cwd);
        return procCpuMs('/proc/self/stat', true) - c;
      }),
    );
    return `${name} ${secs(least)}`;
  });
  console.log(`  ${entry.repo.padEnd(16)} ${row.join(', ')}; load ${load()}`);
}
await pool.dispose();

// A second work tree of a repository indexed into the data folder of the first (a clone sharing its objects: a
// `git worktree` would write into the corpus's own .git): its history is the first's, found in the data
// folder's kept histories, against the index with it off and with it on in a fresh data folder (A B C A B C).
async function secondWorkTree() {
  console.log('a second work tree indexed where the first was: the kept history reused');
  for (const entry of entries) {
    const root = materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE);
    const data = mkdtempSync(join(tmpdir(), 'history-shared-'));
    const tree = join(data, 'tree');
    git({ cwd: data }, ['clone', '-q', '--shared', root, tree]);
    await fullIndex(root, true, openRepoIndexAt, data); // the first work tree: reads and keeps the history
    await fullIndex(tree, false); // not counted: the clone's files into the page cache
    const rows: string[] = [];
    const best = { off: Infinity, fresh: Infinity, shared: Infinity };
    for (let r = 0; r < rounds; r++) {
      const off = await fullIndex(tree, false);
      const fresh = await fullIndex(tree, true);
      const shared = await fullIndex(tree, true, openRepoIndexAt, data);
      best.off = Math.min(best.off, off.total);
      best.fresh = Math.min(best.fresh, fresh.total);
      best.shared = Math.min(best.shared, shared.total);
      const row = (x: typeof off) =>
        `${secs(x.total)} (${pct(x.total - off.total, off.total)}), CPU ${secs(x.cpuMs)} (${pct(x.cpuMs - off.cpuMs, off.cpuMs)}; git ${secs(x.childMs - off.childMs)})`;
      rows.push(
        `    round ${r + 1}: off ${secs(off.total)} CPU ${secs(off.cpuMs)}; on, fresh data folder ${row(fresh)}; ` +
          `on, kept history ${row(shared)} (load ${load()})`,
      );
    }
    console.log(
      `  ${entry.repo.padEnd(16)} fastest: off ${secs(best.off)}, on fresh ${secs(best.fresh)} (${pct(best.fresh - best.off, best.off)}), ` +
        `on kept ${secs(best.shared)} (${pct(best.shared - best.off, best.off)})`,
    );
    for (const row of rows) console.log(row);
    rmSync(data, { recursive: true, force: true });
  }
}
