// One-file updates in process on a cached latency-curves index (bench/latency-curves.ts --cache DIR), stage
// by stage: each edit is indexed as a watcher names it (`changed`: the edited path) and as a listing of the
// whole tree, then searched for. Prints each run's `timings_ms`, its wall and CPU time, and the search after
// it (the first search of a new state rebuilds what it reads). Flags: --cache DIR --copies N (of the base
// corpus; 6 = about 48k chunks, 62 = about 500k) --base-mb N (10) --edits N (4 per mode) --modes named,listed
// --pause MS (idle time before each edit, 0) --profile FILE (a .cpuprofile of the edits alone) --trace (the
// stages of each search after, 2 ms and more) --kinds edited,added,removed (edited: one file's function renamed;
// added: a new file each time, a path that came; removed: one of files made before the edits deleted, a path
// that went, then its name searched for and not found) --watched (the index watches its tree, as a server's
// does, with runs left to the bench: what a watched index readies in the background after its load and after
// each run is ready before the first search, which is timed after --pause).
// CPU columns: this process's (run, search) and git's (its children, counted at exit in 10 ms ticks).
import { rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { corpusOf } from './latency-corpus.js';
import { argValue, procCpuMs } from './support.js';

const cache = argValue('--cache') ?? process.env.BENCH_CACHE;
if (!cache) throw new Error('pass --cache DIR (a latency-curves cache)');
const copies = Number(argValue('--copies') ?? 6);
const baseMb = Number(argValue('--base-mb') ?? 10);
const edits = Number(argValue('--edits') ?? 4);
const modes = (argValue('--modes') ?? 'named,listed').split(',') as ('named' | 'listed')[];
const kinds = (argValue('--kinds') ?? 'edited').split(',') as ('edited' | 'added' | 'removed')[];
// Idle time between one edit's search and the next write, as between a user's saves (work a server does then).
const pauseMs = Number(argValue('--pause') ?? 0);
const root = corpusOf(cache, copies, baseMb);
const deps = createDeps(
  loadConfig({ SEXTANT_DATA_DIR: join(cache, `data-${baseMb}mb-x${copies}-libsql`), SEXTANT_ROOTS: root }),
  silentLogger,
);
const { index } = await deps.indexes.ensure(root);
const caughtUp = await index.run({ root });
// Watched: the watcher's own runs wait an hour of quiet (the bench runs each update itself).
const hour = 3_600_000;
if (process.argv.includes('--watched')) index.watch({ root, catchUp: false, debounceMs: hour, fullCheckMs: hour });
if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
const firstCpu = process.cpuUsage();
const firstAt = performance.now();
await index.search({ query: 'parse json' });
const firstUsed = process.cpuUsage(firstCpu);
console.log(
  `x${copies}: ${caughtUp.chunks} chunks, ${caughtUp.files} files; first search ${(performance.now() - firstAt).toFixed(0)} ms, CPU ${((firstUsed.user + firstUsed.system) / 1000).toFixed(0)} ms (load ${loadavg()[0]!.toFixed(1)})`,
);
// Named per process: other runs may share the corpus.
const relOf = (tag: string) => join('c0', `bench-update-stages-${process.pid}${tag}.ts`);
const rel = relOf('');
const file = join(root, rel);
const source = (name: string, i: number) => `export function ${name}(): number {\n  return ${i};\n}\n`;
const nameOf = (kind: string, mode: string, i: number) =>
  `benchStages${kind === 'edited' ? '' : kind}${mode}${i}Marker`;
// The file is made first (a path that came), then edited: each edit renames its one function. Files to remove
// are made with it, one per removal.
writeFileSync(file, source('benchStagesStart', 0));
const made = new Set<string>([rel]);
if (kinds.includes('removed'))
  for (const mode of modes)
    for (let i = 0; i < edits; i++) {
      writeFileSync(join(root, relOf(`-${mode}-gone-${i}`)), source(nameOf('removed', mode, i), i));
      made.add(relOf(`-${mode}-gone-${i}`));
    }
await index.run({ root });
const rows: string[] = [];
const profileTo = argValue('--profile');
const tracing = process.argv.includes('--trace');
const session = profileTo ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
// One change of `kind`: the path it touches and the name a search then finds (or, removed, does not).
const change = (kind: string, mode: string, i: number): string => {
  const name = nameOf(kind, mode, i);
  if (kind === 'edited') writeFileSync(file, source(name, i));
  else if (kind === 'added') {
    writeFileSync(join(root, relOf(`-${mode}-came-${i}`)), source(name, i));
    made.add(relOf(`-${mode}-came-${i}`));
    return relOf(`-${mode}-came-${i}`);
  } else {
    rmSync(join(root, relOf(`-${mode}-gone-${i}`)));
    made.delete(relOf(`-${mode}-gone-${i}`));
    return relOf(`-${mode}-gone-${i}`);
  }
  return rel;
};
for (const mode of modes)
  for (const kind of kinds)
    for (let i = 0; i < edits; i++) {
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      const name = nameOf(kind, mode, i);
      const path = change(kind, mode, i);
      const cpu = process.cpuUsage();
      const gitCpu = procCpuMs('/proc/self/stat', true);
      let t = performance.now();
      const stats = await index.run({ root, ...(mode === 'named' ? { changed: [path] } : {}) });
      const ran = performance.now() - t;
      const runUsed = process.cpuUsage(cpu);
      const gitUsed = procCpuMs('/proc/self/stat', true) - gitCpu;
      t = performance.now();
      const searchCpu = process.cpuUsage();
      const stages = new Map<string, number>();
      const trace = (stage: string, ms: number) => stages.set(stage, (stages.get(stage) ?? 0) + ms);
      const hits = await index.search({ query: name, ...(tracing ? { trace } : {}) });
      const searched = performance.now() - t;
      const searchUsed = process.cpuUsage(searchCpu);
      if (tracing)
        console.log(
          `  search after: ${[...stages]
            .filter(([, ms]) => ms >= 2)
            .map(([stage, ms]) => `${stage.trim()} ${ms.toFixed(0)}`)
            .join('; ')}`,
        );
      const used = process.cpuUsage(cpu);
      if (hits.some((h) => h.symbol === name) !== (kind !== 'removed'))
        throw new Error(`${name} ${kind === 'removed' ? 'still found' : 'not found'} after the update`);
      const row = `| ${caughtUp.chunks} | ${mode} | ${kind} | ${ran.toFixed(0)} | ${searched.toFixed(0)} | ${((searchUsed.user + searchUsed.system) / 1000).toFixed(0)} | ${((used.user + used.system) / 1000).toFixed(0)} | ${((runUsed.user + runUsed.system) / 1000).toFixed(0)} | ${gitUsed.toFixed(0)} | ${stats.named ?? '-'} | ${JSON.stringify(stats.timings_ms)} | ${loadavg()[0]!.toFixed(1)} |`;
      console.log(row);
      rows.push(row);
    }
if (session) writeFileSync(profileTo!, JSON.stringify((await session.post('Profiler.stop')).profile));
for (const p of made) rmSync(join(root, p));
await index.unwatch();
await index.run({ root });
await deps.dispose();
console.log(
  '\n| chunks | paths | change | run ms | search after ms | search CPU ms | CPU ms (run + search) | run CPU ms | git CPU ms (children) | named | timings_ms | load |\n|---|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const r of rows) console.log(r);
